// Chapter 12 — Real databases (DB-1, DB-3): the capstone's accounts and sessions on
// PostgreSQL. Docs/modules.md
//
// Read first: `save(_:)`, beside `SQLiteAuthenticationStore.save(_:)`: the same tables and
// rules; the server names the constraint a write broke (`accounts_identity_key`,
// `profile_links_user_key`), and the store turns each into the context's own error.

import Authentication
import Foundation
import PostgresEngine
import SignIn
import ValueObjects

/// Accounts, profile links, onboardings, sessions and the token this device holds, on a
/// PostgreSQL database shared by any number of app instances.
public actor PostgresAuthenticationStore: AccountRepository, ProfileLinks, SessionStore,
  SessionTokenStore
{
  private let connection: PostgresConnection
  /// The token this process holds once it signed in or out, whatever others do meanwhile.
  private var token: SessionToken?
  private var holds = false

  /// Connects to the database at `url` and brings its tables up to date.
  /// - Throws: `PostgresError` naming the server without its password.
  public init(url: String) throws(PostgresError) {
    connection = try PostgresConnection(url: url, migrations: AuthenticationSchema.postgres)
  }

  /// Connects with every table in the schema `schema`: one per test, on one server.
  package init(url: String, schema: String) throws(PostgresError) {
    connection = try PostgresConnection(
      url: url, migrations: AuthenticationSchema.postgres, schema: schema)
  }

  // MARK: AccountRepository

  /// Stores `account`, replacing one with its id.
  /// - Throws: `AccountSaveConflict.identityTaken` when another account holds its identity.
  public func save(_ account: Account) throws {
    do {
      try connection.execute(
        """
        INSERT INTO accounts (\(AuthenticationRows.accountColumns)) VALUES ($1, $2, $3, $4)
        ON CONFLICT (id) DO UPDATE SET provider = excluded.provider,
          subject = excluded.subject, opened_at = excluded.opened_at
        """,
        [
          account.id.value, account.identity.provider.rawValue, account.identity.subject,
          "\(account.openedAt.timeIntervalSince1970)",
        ])
    } catch {
      // (A pattern in the `catch` itself crashes Swift 6.3's compiler here.)
      guard case .uniqueViolation(_, "accounts_identity_key") = error else { throw error }
      throw AccountSaveConflict.identityTaken(account.identity)
    }
  }

  /// The account with this id, or `nil`.
  public func find(id: AccountId) throws -> Account? {
    try accounts(where: "id = $1", [id.value]).first
  }

  /// The account this provider identity belongs to, or `nil`.
  public func find(identity: ProviderIdentity) throws -> Account? {
    try accounts(
      where: "provider = $1 AND subject = $2", [identity.provider.rawValue, identity.subject]
    ).first
  }

  /// Deletes the account; a missing one does nothing.
  public func delete(id: AccountId) throws {
    try connection.execute("DELETE FROM accounts WHERE id = $1", [id.value])
  }

  // MARK: ProfileLinks

  /// The profile of `account`, or `nil`.
  public func profile(of account: AccountId) throws -> UserId? {
    let rows = try connection.query(
      "SELECT user_id FROM profile_links WHERE account_id = $1", [account.value])
    guard let row = rows.first else { return nil }
    return try AuthenticationRows.user(row[0], account: account.value, store: connection.server)
  }

  /// Links `account` to `user` and ends its onboarding, in one transaction.
  /// - Throws: `SessionError.profileTaken` when `user` is another account's profile.
  public func link(_ account: AccountId, to user: UserId) throws {
    do {
      try connection.transaction {
        try connection.execute(
          """
          INSERT INTO profile_links (account_id, user_id) VALUES ($1, $2)
          ON CONFLICT (account_id) DO UPDATE SET user_id = excluded.user_id
          """, [account.value, user.value])
        try connection.execute("DELETE FROM onboardings WHERE account_id = $1", [account.value])
      }
    } catch PostgresError.uniqueViolation(_, "profile_links_user_key") {
      throw SessionError.profileTaken(user)
    }
  }

  /// Forgets the profile of `account`.
  public func unlink(_ account: AccountId) throws {
    try connection.execute("DELETE FROM profile_links WHERE account_id = $1", [account.value])
  }

  /// Records that `account` gets a profile named `name`, before it is registered.
  public func beginOnboarding(of account: AccountId, named name: String, at instant: Date) throws {
    try connection.execute(
      """
      INSERT INTO onboardings (account_id, name, since) VALUES ($1, $2, $3)
      ON CONFLICT (account_id) DO UPDATE SET name = excluded.name, since = excluded.since
      """, [account.value, name, "\(instant.timeIntervalSince1970)"])
  }

  /// The onboarding of `account` begun and never linked, or `nil`.
  public func pendingOnboarding(of account: AccountId) throws -> (name: String, since: Date)? {
    let rows = try connection.query(
      "SELECT name, since FROM onboardings WHERE account_id = $1", [account.value])
    guard let row = rows.first else { return nil }
    let since = try AuthenticationRows.instant(
      row[1], table: "onboardings", key: account.value, column: "since",
      store: connection.server)
    return (row[0] ?? "", since)
  }

  /// Forgets the onboarding of `account`.
  public func cancelOnboarding(of account: AccountId) throws {
    try connection.execute("DELETE FROM onboardings WHERE account_id = $1", [account.value])
  }
}

extension PostgresAuthenticationStore {
  // MARK: SessionStore and SessionTokenStore

  /// The session under `token`, while its account lasts.
  public func session(_ token: SessionToken) throws -> Session? {
    let rows = try connection.query(
      "SELECT account_id, started_at, expires_at FROM sessions WHERE token = $1", [token.value])
    guard let row = rows.first, let account = try find(id: try AccountId(row[0] ?? "")) else {
      return nil
    }
    let store = connection.server
    let startedAt = try AuthenticationRows.instant(
      row[1], table: "sessions", key: "(a token)", column: "started_at", store: store)
    let expiresAt = try AuthenticationRows.instant(
      row[2], table: "sessions", key: "(a token)", column: "expires_at", store: store)
    return Session(account: account, startedAt: startedAt, expiresAt: expiresAt, token: token)
  }

  /// Keeps `session` under its token, removing the sessions that ended before it started.
  public func start(_ session: Session) throws {
    let startedAt = "\(session.startedAt.timeIntervalSince1970)"
    try connection.transaction {
      try connection.execute("DELETE FROM sessions WHERE expires_at <= $1", [startedAt])
      try connection.execute(
        "INSERT INTO sessions (token, account_id, started_at, expires_at) VALUES ($1, $2, $3, $4)",
        [
          session.token.value, session.accountId.value, startedAt,
          "\(session.expiresAt.timeIntervalSince1970)",
        ])
    }
  }

  /// Ends the session under `token`, if any.
  public func end(_ token: SessionToken) throws {
    try connection.execute("DELETE FROM sessions WHERE token = $1", [token.value])
  }

  /// The token this process holds, or else the one the device keeps in the database.
  public func held() throws -> SessionToken? {
    if holds { return token }
    let rows = try connection.query("SELECT token FROM device_sessions WHERE device = 'this'")
    return (rows.first?.first ?? nil).map(SessionToken.init)
  }

  /// Holds `token` from now on, in this process and in the database; `nil` holds none.
  public func hold(_ token: SessionToken?) throws {
    if let token {
      try connection.execute(
        """
        INSERT INTO device_sessions (device, token) VALUES ('this', $1)
        ON CONFLICT (device) DO UPDATE SET token = excluded.token
        """, [token.value])
    } else {
      try connection.execute("DELETE FROM device_sessions WHERE device = 'this'")
    }
    (self.token, holds) = (token, true)
  }

  private func accounts(where condition: String, _ values: [String?]) throws -> [Account] {
    try connection.query(
      "SELECT \(AuthenticationRows.accountColumns) FROM accounts WHERE \(condition)", values
    ).map { row throws(UserRowError) in
      try AuthenticationRows.account(row, store: connection.server)
    }
  }
}
