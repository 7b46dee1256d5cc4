// Chapter 12 — Real databases: the composition root's other datastores. Docs/06-layers.md
//
// Read first: `openDatabase(_:)`. `--store sqlite:PATH` and `--store postgres://…` put every
// store the app opens in one database: each store migrates its own tables there, and the
// layers above are wired over the same ports as for a folder of journals
// (`CompositionRoot.makeConsoleView`). Only these lines name the SQL adapters.

import Foundation
import PostgresEngine
import Repositories
import SQLPersistence
import SQLiteEngine

extension CompositionRoot {
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
    throw AppStores.Unavailable(
      description: "the users' withdrawals and outbox are not kept on a database yet (\(address))")
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
