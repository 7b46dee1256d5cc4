// Chapter 6 — the composition root's datastores: a folder's journals, or (chapter 12) one
// database. Docs/06-layers.md
//
// Read first: `openStores(at:)` and `openDatabase(_:)`. `--store sqlite:PATH` and
// `--store postgres://…` put every repository and store the app opens in one database:
// each migrates its own tables there, and the layers above are wired over the same ports
// as for a folder of journals (`CompositionRoot.makeConsoleView`). Only these lines name
// the implementations.

import Aggregates
import CirclePersistence
import EventAndQueryAdapters
import Foundation
import Persistence
import PostgresEngine
import Repositories
import SQLPersistence
import SQLiteEngine

extension CompositionRoot {
  /// The store when none of `--store`, `USER_ADMIN_STORE` and `DATABASE_URL` names one: the platform's
  /// application-support folder, under `DDDWorkshop/user-admin`.
  static func defaultStore() -> URL {
    let workshop =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first?
      .appendingPathComponent("DDDWorkshop", isDirectory: true)
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".dddworkshop")
    return workshop.appendingPathComponent("user-admin", isDirectory: true)
  }

  /// Whether the store exists: read-only commands never create it.
  static func storeExists(_ address: StoreAddress) -> Bool {
    switch address {
    case .folder(let path), .sqlite(let path): FileManager.default.fileExists(atPath: path)
    case .postgres: true  // a server's tables are made by the first connection, not by a write
    }
  }

  /// Opens every repository and store at `address`: a folder's journals, or one database's tables.
  static func openStores(at address: StoreAddress) throws -> AppStores {
    guard case .folder(let path) = address else { return try openDatabase(address) }
    let folder = URL(fileURLWithPath: path)
    // The datastore: the only lines that know users and circles live in journals on disk.
    let users = try FileUserRepository(directory: folder)
    let circles = try FileCircleRepository(directory: folder)
    return AppStores(
      address: address, folder: folder, users: users,
      beginUserUnitOfWork: { users.beginUnitOfWork() }, userOutbox: users,
      findWithdrawn: { try await users.findWithdrawnUser(id: $0) },
      circles: .success(
        AppStores.Circles(
          circles: circles, outbox: circles,
          invitations: try FileCircleInvitationRepository(directory: folder),
          beginUnitOfWork: { circles.beginUnitOfWork() },
          listing: { FileCircleListing(circles: circles, users: users) })),
      authentication: { try FileAuthenticationStore(directory: folder) })
  }

  /// Opens every repository and store of the database `address` names, each bringing its
  /// tables up to date.
  /// - Throws: the engine's error naming the database (never its password).
  static func openDatabase(_ address: StoreAddress) throws -> AppStores {
    switch address {
    case .folder:
      return try openStores(at: address)
    case .sqlite(let path):
      // Each opens its own connection to the one file and migrates its own tables.
      let users = try SQLiteUserRepository(path: path)
      let circles = try SQLiteCircleRepository(path: path)
      return AppStores(
        address: address, folder: nil, users: users,
        beginUserUnitOfWork: { users.beginUnitOfWork() }, userOutbox: users,
        findWithdrawn: { try await SQLiteWithdrawnUserRepository(sharing: users).find(id: $0) },
        circles: .success(
          AppStores.Circles(
            circles: circles, outbox: circles,
            invitations: SQLiteCircleInvitationRepository(circles: circles),
            beginUnitOfWork: { circles.beginUnitOfWork() },
            listing: { SQLiteCircleListing(circles: circles) })),
        authentication: { try SQLiteAuthenticationStore(path: path) })
    case .postgres(let url):
      let users = try PostgresUserRepository(url: url)
      let circles = try PostgresCircleRepository(url: url)
      return AppStores(
        address: address, folder: nil, users: users,
        beginUserUnitOfWork: { users.beginUnitOfWork() }, userOutbox: users,
        findWithdrawn: { try await PostgresWithdrawnUserRepository(sharing: users).find(id: $0) },
        circles: .success(
          AppStores.Circles(
            circles: circles, outbox: circles,
            invitations: PostgresCircleInvitationRepository(circles: circles),
            beginUnitOfWork: { circles.beginUnitOfWork() },
            listing: { PostgresCircleListing(circles: circles) })),
        authentication: { try PostgresAuthenticationStore(url: url) })
    }
  }

  /// The one line that says why the store at `address` could not be opened.
  ///
  /// A folder's error is prefixed with the folder; a database's names the database itself (a SQLite
  /// file's path, a server's address with its password replaced by `***`), and libpq's
  /// reasons, which run over several lines, are joined into one.
  static func openFailure(_ error: any Error, at address: StoreAddress) -> String {
    guard address.isDatabase else { return "cannot open the store at \(address): \(error)" }
    return "\(error)".split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
