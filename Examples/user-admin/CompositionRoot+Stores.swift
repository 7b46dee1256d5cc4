// Chapter 6 — the composition root's datastores: a folder's journals, or (chapter 12) one
// database. Docs/06-layers.md
//
// Read first: `openStores(at:)` and `openDatabase(_:)`. `--store sqlite:PATH` and
// `--store postgres://…` put every store the app opens in one database: each store migrates
// its own tables there, and the layers above are wired over the same ports as for a folder
// of journals (`CompositionRoot.makeConsoleView`). Only these lines name the stores.

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

  /// Opens every store at `address`: a folder's journals, or one database's tables.
  static func openStores(at address: StoreAddress) throws -> AppStores {
    guard case .folder(let path) = address else { return try openDatabase(address) }
    let folder = URL(fileURLWithPath: path)
    // The datastore: the only lines that know users and circles live in journals on disk.
    let users = try FileUserRepository(directory: folder)
    let circles = try FileCircleRepository(directory: folder)
    return AppStores(
      address: address, folder: folder, users: users,
      beginUserUnitOfWork: { users.beginUnitOfWork() }, userOutbox: users,
      circles: .success(
        AppStores.Circles(
          circles: circles, outbox: circles,
          invitations: try FileCircleInvitationRepository(directory: folder),
          beginUnitOfWork: { circles.beginUnitOfWork() },
          listing: { FileCircleListing(circles: circles, users: users) })),
      authentication: { try FileAuthenticationStore(directory: folder) })
  }

  /// Opens every store of the database `address` names, each bringing its tables up to date.
  /// - Throws: the engine's error naming the database (never its password).
  static func openDatabase(_ address: StoreAddress) throws -> AppStores {
    switch address {
    case .folder:
      return try openStores(at: address)
    case .sqlite(let path):
      let users = try SQLiteUserRepository(path: path)
      return try databaseStores(
        address, users: users, authentication: { try SQLiteAuthenticationStore(path: path) })
    case .postgres(let url):
      let users = try PostgresUserRepository(url: url)
      return try databaseStores(
        address, users: users, authentication: { try PostgresAuthenticationStore(url: url) })
    }
  }

  private static func databaseStores(
    _ address: StoreAddress, users: any UserRepository,
    authentication: @escaping () throws -> any AuthenticationStore
  ) throws -> AppStores {
    // The users' unit of work and outbox on SQL are not in this build yet: said, not faked.
    throw AppStores.Unavailable(
      description: "the database at \(address) opened, but this build keeps the users' "
        + "withdrawals and outbox in a store folder only; use --store FOLDER")
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
