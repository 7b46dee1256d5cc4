// Chapter 12 — Real databases: where the capstone keeps everything, read from one address.
// Docs/06-layers.md
//
// Read first: `init(parsing:)`. One address names one place for every store the app opens:
// a folder of journals (the default), one SQLite file, or one PostgreSQL database that any
// number of `user-admin` processes share. The address is read here once; only the
// composition root turns it into stores. A PostgreSQL address may hold a password, so the
// address is never printed as typed: `description` replaces the password with `***`.

import Foundation
import PostgresEngine

/// Where the app's stores live: `--store ADDRESS`, else `$USER_ADMIN_STORE`, else
/// `$DATABASE_URL`, else the default folder.
enum StoreAddress: Equatable, CustomStringConvertible {
  /// A folder of journals: chapter 4's file store.
  case folder(String)
  /// One SQLite database file: `sqlite:PATH`.
  case sqlite(path: String)
  /// One PostgreSQL database: `postgres://…` or `postgresql://…`, as libpq reads it.
  case postgres(url: String)

  /// Why an address names no store.
  enum Problem: Error, Equatable, CustomStringConvertible {
    /// `sqlite:` with no file path after it.
    case emptySQLitePath
    /// An address of a kind the app does not know (`mysql://…`); only the scheme is echoed.
    case unknownScheme(String)

    /// A sentence naming the rule.
    var description: String {
      switch self {
      case .emptySQLitePath:
        "a SQLite store address needs a file path after sqlite: (sqlite:PATH)"
      case .unknownScheme(let scheme):
        "\(EchoedInput.quoted(scheme + ":")) is no store address user-admin knows; give a "
          + "folder, sqlite:PATH, or postgres://USER@HOST/DATABASE"
      }
    }
  }

  /// Reads `text` as one of the three kinds of address.
  ///
  /// `sqlite:PATH` (or `sqlite://PATH`), `postgres://…` and `postgresql://…` name databases;
  /// anything else is a folder path, except a `SCHEME://` the app does not know, which is
  /// refused rather than taken for a folder.
  init(parsing text: String) throws(Problem) {
    let scheme = text.prefix { $0 != ":" && $0 != "/" }
    let isScheme =
      scheme.first?.isLetter == true && text.dropFirst(scheme.count).hasPrefix(":")
      && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    switch isScheme ? scheme.lowercased() : nil {
    case "sqlite":
      var path = text.dropFirst(scheme.count + 1)
      if path.hasPrefix("//") { path = path.dropFirst(2) }
      guard !path.isEmpty else { throw .emptySQLitePath }
      self = .sqlite(path: String(path))
    case "postgres", "postgresql":
      self = .postgres(url: text)
    case .some where text.dropFirst(scheme.count).hasPrefix("://"):
      throw .unknownScheme(String(scheme))
    default:
      self = .folder(text)
    }
  }

  /// The address the app uses: `option` (from `--store`) wins, then `USER_ADMIN_STORE`, then
  /// `DATABASE_URL`, then the default folder.
  ///
  /// The app's own variable beats the shared one,
  /// so a shell that exports `DATABASE_URL` for another program does not move this one's
  /// store without being asked.
  static func resolve(_ option: String?, _ environment: [String: String], orElse folder: String)
    -> Result<StoreAddress, Problem>
  {
    let variables = ["USER_ADMIN_STORE", "DATABASE_URL"].compactMap { environment[$0] }
    guard let text = option ?? variables.first(where: { !$0.isEmpty }) else {
      return .success(.folder(folder))
    }
    return Result { () throws(Problem) in try StoreAddress(parsing: text) }
  }

  /// Whether the stores live in a database rather than a folder.
  var isDatabase: Bool {
    if case .folder = self { false } else { true }
  }

  /// The address as messages name it: a PostgreSQL password replaced by `***`.
  var description: String {
    switch self {
    case .folder(let path): URL(fileURLWithPath: path).path
    case .sqlite(let path): "sqlite:" + path
    case .postgres(let url): Self.redacted(url)
    }
  }

  /// `url` with the password of its user part and any `password=` parameter replaced, as the
  /// engine names the server in its errors.
  static func redacted(_ url: String) -> String {
    PostgresConnection.redacting(url).address
  }
}
