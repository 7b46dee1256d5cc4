// Chapter 12 — Real databases (DB-1, DB-3): the capstone's accounts and sessions on SQLite.
// Docs/modules.md
//
// Read first: `save(_:)` and `link(_:to:)`. `FileAuthenticationStore` checks two rules
// under its lock: one account per provider identity, one per profile. Here each is a
// `UNIQUE` constraint, and the database's refusal comes back as the context's own error,
// as on file. The tables sit beside the users' in one database file.

import Authentication
import Foundation
import SQLiteEngine
import SignIn
import ValueObjects

/// Accounts, profile links, onboardings, sessions and the token this device holds, in one
/// SQLite database.
public actor SQLiteAuthenticationStore: AccountRepository, ProfileLinks, SessionStore,
  SessionTokenStore
{
  private let connection: SQLiteConnection
  /// The token this process holds once it signed in or out, whatever others do meanwhile.
  private var token: SessionToken?
  private var holds = false

  /// Opens (creating if absent) the database at `path`, bringing its tables up to date.
  /// - Throws: `SQLiteError` naming the file.
  public init(path: String) throws(SQLiteError) {
    connection = try SQLiteConnection(path: path, migrations: AuthenticationSchema.sqlite)
  }

  // MARK: AccountRepository

  /// Stores `account`, replacing one with its id.
  /// - Throws: `AccountSaveConflict.identityTaken` when another account holds its identity.
  public func save(_ account: Account) throws {
    do {
      try connection.execute(
        """
        INSERT INTO accounts (\(AuthenticationRows.accountColumns)) VALUES (?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET provider = excluded.provider,
          subject = excluded.subject, opened_at = excluded.opened_at
        """,
        [
          .text(account.id.value), .text(account.identity.provider.rawValue),
          .text(account.identity.subject), .real(account.openedAt.timeIntervalSince1970),
        ])
    } catch SQLiteError.constraint(_, .unique, _) {
      throw AccountSaveConflict.identityTaken(account.identity)
    }
  }

  /// The account with this id, or `nil`.
  public func find(id: AccountId) throws -> Account? {
    try accounts(where: "id = ?", [.text(id.value)]).first
  }

  /// The account this provider identity belongs to, or `nil`.
  public func find(identity: ProviderIdentity) throws -> Account? {
    try accounts(
      where: "provider = ? AND subject = ?",
      [.text(identity.provider.rawValue), .text(identity.subject)]
    ).first
  }

  /// Deletes the account; a missing one does nothing.
  public func delete(id: AccountId) throws {
    try connection.execute("DELETE FROM accounts WHERE id = ?", [.text(id.value)])
  }

  // MARK: ProfileLinks

  /// The profile of `account`, or `nil`.
  public func profile(of account: AccountId) throws -> UserId? {
    let rows = try rows("SELECT user_id FROM profile_links WHERE account_id = ?", account)
    guard let row = rows.first else { return nil }
    return try AuthenticationRows.user(row[0], account: account.value, store: connection.path)
  }

  /// Links `account` to `user` and ends its onboarding, in one transaction.
  /// - Throws: `SessionError.profileTaken` when `user` is another account's profile.
  public func link(_ account: AccountId, to user: UserId) throws {
    do {
      try connection.transaction {
        try connection.execute(
          """
          INSERT INTO profile_links (account_id, user_id) VALUES (?, ?)
          ON CONFLICT (account_id) DO UPDATE SET user_id = excluded.user_id
          """, [.text(account.value), .text(user.value)])
        try connection.execute(
          "DELETE FROM onboardings WHERE account_id = ?", [.text(account.value)])
      }
    } catch SQLiteError.constraint(_, .unique, _) {
      throw SessionError.profileTaken(user)
    }
  }

  /// Forgets the profile of `account`.
  public func unlink(_ account: AccountId) throws {
    try connection.execute("DELETE FROM profile_links WHERE account_id = ?", [.text(account.value)])
  }

  /// Records that `account` gets a profile named `name`, before it is registered.
  public func beginOnboarding(of account: AccountId, named name: String, at instant: Date) throws {
    try connection.execute(
      """
      INSERT INTO onboardings (account_id, name, since) VALUES (?, ?, ?)
      ON CONFLICT (account_id) DO UPDATE SET name = excluded.name, since = excluded.since
      """, [.text(account.value), .text(name), .real(instant.timeIntervalSince1970)])
  }

  /// The onboarding of `account` begun and never linked, or `nil`.
  public func pendingOnboarding(of account: AccountId) throws -> (name: String, since: Date)? {
    let rows = try rows("SELECT name, since FROM onboardings WHERE account_id = ?", account)
    guard let row = rows.first else { return nil }
    let since = try AuthenticationRows.instant(
      row[1], table: "onboardings", key: account.value, column: "since", store: connection.path)
    return (row[0] ?? "", since)
  }

  /// Forgets the onboarding of `account`.
  public func cancelOnboarding(of account: AccountId) throws {
    try connection.execute("DELETE FROM onboardings WHERE account_id = ?", [.text(account.value)])
  }
}

extension SQLiteAuthenticationStore {
  // MARK: SessionStore and SessionTokenStore

  /// The session under `token`, while its account lasts.
  public func session(_ token: SessionToken) throws -> Session? {
    let rows = try connection.query(
      "SELECT account_id, started_at, expires_at FROM sessions WHERE token = ?",
      [.text(token.value)]
    ).map(Self.texts)
    guard let row = rows.first, let account = try find(id: try AccountId(row[0] ?? "")) else {
      return nil
    }
    let store = connection.path
    let startedAt = try AuthenticationRows.instant(
      row[1], table: "sessions", key: "(a token)", column: "started_at", store: store)
    let expiresAt = try AuthenticationRows.instant(
      row[2], table: "sessions", key: "(a token)", column: "expires_at", store: store)
    return Session(account: account, startedAt: startedAt, expiresAt: expiresAt, token: token)
  }

  /// Keeps `session` under its token, removing the sessions that ended before it started.
  public func start(_ session: Session) throws {
    let startedAt = session.startedAt.timeIntervalSince1970
    try connection.transaction {
      try connection.execute("DELETE FROM sessions WHERE expires_at <= ?", [.real(startedAt)])
      try connection.execute(
        "INSERT INTO sessions (token, account_id, started_at, expires_at) VALUES (?, ?, ?, ?)",
        [
          .text(session.token.value), .text(session.accountId.value), .real(startedAt),
          .real(session.expiresAt.timeIntervalSince1970),
        ])
    }
  }

  /// Ends the session under `token`, if any.
  public func end(_ token: SessionToken) throws {
    try connection.execute("DELETE FROM sessions WHERE token = ?", [.text(token.value)])
  }

  /// The token this process holds, or else the one the device keeps in the database.
  public func held() throws -> SessionToken? {
    if holds { return token }
    return try connection.query(
      "SELECT token FROM device_sessions WHERE device = 'this'"
    ).first?.first?.text.map(SessionToken.init)
  }

  /// Holds `token` from now on, in this process and in the database; `nil` holds none.
  public func hold(_ token: SessionToken?) throws {
    if let token {
      try connection.execute(
        """
        INSERT INTO device_sessions (device, token) VALUES ('this', ?)
        ON CONFLICT (device) DO UPDATE SET token = excluded.token
        """, [.text(token.value)])
    } else {
      try connection.execute("DELETE FROM device_sessions WHERE device = 'this'")
    }
    (self.token, holds) = (token, true)
  }

  private func accounts(where condition: String, _ values: [SQLiteValue]) throws -> [Account] {
    try connection.query(
      "SELECT \(AuthenticationRows.accountColumns) FROM accounts WHERE \(condition)", values
    ).map { row throws(UserRowError) in
      try AuthenticationRows.account(Self.texts(row), store: connection.path)
    }
  }

  private func rows(_ sql: String, _ account: AccountId) throws(SQLiteError) -> [[String?]] {
    try connection.query(sql, [.text(account.value)]).map(Self.texts)
  }

  /// A row's values as text, as the shared mapping reads them (`nil` for `NULL`).
  private static func texts(_ row: [SQLiteValue]) -> [String?] {
    row.map { value in
      if let text = value.text { return text }
      if let integer = value.integer { return String(integer) }
      return value.real.map { String($0) }
    }
  }
}
