// Chapter 12 — Real databases (DB-2): accounts, links and sessions from their rows.
// Docs/modules.md
//
// Read first: `account(_:store:)`. A row becomes an account again only through the
// authentication context's own types, so a row that breaks a rule (an unknown provider, an
// empty id) is refused by name rather than loaded. The two SQL authentication stores share
// this mapping, as they share the tables.

import Authentication
import Foundation
import ValueObjects

/// The authentication stores' rows, read back into the context's types.
enum AuthenticationRows {
  /// The columns of `accounts`, in the order the two stores' statements name them.
  static let accountColumns = "id, provider, subject, opened_at"

  /// The account the row `id, provider, subject, opened_at` stores.
  /// - Throws: ``UserRowError`` naming the database, the row and the column.
  static func account(_ columns: [String?], store: String) throws(UserRowError) -> Account {
    let key = columns[0] ?? ""
    func invalid(_ column: String, _ problem: String) -> UserRowError {
      .invalidRow(store: store, table: "accounts", key: key, column: column, problem: problem)
    }
    guard let id = try? AccountId(key) else { throw invalid("id", "not an account id") }
    guard let provider = SignInProvider(rawValue: columns[1] ?? "") else {
      throw invalid("provider", "\"\(columns[1] ?? "")\" is no sign-in provider")
    }
    guard let subject = columns[2], !subject.isEmpty else {
      throw invalid("subject", "empty")
    }
    guard let openedAt = columns[3].flatMap(Double.init), openedAt.isFinite else {
      throw invalid("opened_at", "not a finite number")
    }
    return Account(
      id: id, identity: ProviderIdentity(provider: provider, subject: subject),
      openedAt: Date(timeIntervalSince1970: openedAt))
  }

  /// The profile a `profile_links` row links its account to.
  static func user(_ text: String?, account: String, store: String) throws(UserRowError)
    -> UserId
  {
    do { return try UserId(text ?? "") } catch {
      throw .invalidRow(
        store: store, table: "profile_links", key: account, column: "user_id",
        problem: "\(error)")
    }
  }

  /// A number column read as seconds since 1970, or a typed error naming it.
  static func instant(_ text: String?, table: String, key: String, column: String, store: String)
    throws(UserRowError) -> Date
  {
    guard let seconds = text.flatMap(Double.init), seconds.isFinite else {
      throw .invalidRow(
        store: store, table: table, key: key, column: column, problem: "not a finite number")
    }
    return Date(timeIntervalSince1970: seconds)
  }
}
