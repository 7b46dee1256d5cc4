// Chapter 10 — Boundaries (BC-2): the capstone's accounts, profile links and sessions.
// Docs/10-boundaries.md
//
// Read first: the records below. Each command of `user-admin` is a new process, so the
// authentication context lives in `authentication.journal`, kept by the storage engine
// every store uses (checksummed lines, one lock across processes, files 0600, no link
// followed). This file maps accounts, links, onboarding intents, sessions and the token the
// device holds to records and back, and says which commits it refuses, checked under the lock:
//
//     account account-1 {"openedAt":1700000000,"provider":"kakao","subject":"4242"}
//     link    account-1 {"user":"user-1"}
//     pending account-1 {"name":"김철수","since":1700000000}
//     session 3f9c…     {"account":"account-1","expiresAt":1700043200,"startedAt":1700000000}
//     device  session   {"token":"3f9c…"}
//
// A session is found by its random token and by nothing else: a token edited in the file
// finds no session, and is refused. The capstone is the device and the service at once, so
// the token the device holds is kept beside the sessions, as a phone's keychain would keep it.

import Authentication
import Foundation
import JournalEngine
import SignIn
import ValueObjects

/// Accounts, profile links, onboarding intents, sessions and the token this device holds, as
/// records of `authentication.journal`.
actor FileAuthenticationStore: AccountRepository, ProfileLinks, SessionStore, SessionTokenStore {
  /// The first line of `authentication.journal`.
  static let format = JournalFormat(name: "dddworkshop-authentication-journal", version: 1)
  /// The journal's path, for the errors that name it.
  nonisolated let path: String
  private let journal: Journal<KeyedRecords>
  /// The token this process holds once it signed in or out: its own until then, whoever
  /// signs in meanwhile in another process (as a device would).
  private var token: SessionToken?
  private var holds = false

  /// Opens (or starts) `authentication.journal` in `folder` and reads every record.
  /// - Throws: ``StoreError`` naming the file: damaged, a link, an older `authentication.json`
  ///   beside it, a record this store cannot read.
  init(directory folder: URL) throws(StoreError) {
    let older = folder.appendingPathComponent("authentication.json").path
    if SystemPath.exists(older) { throw .olderStore(path: older) }
    do {
      journal = try Journal(directory: folder.path, name: "authentication", format: Self.format)
    } catch {
      throw .journal(error)
    }
    path = journal.path
    let records: KeyedRecords
    do { records = try journal.current() } catch { throw .journal(error) }
    for record in records.records(kind: "account").values { _ = try readAccount(record) }
    for record in records.records(kind: "link").values { _ = try readLink(record) }
    for record in records.records(kind: "pending").values { _ = try readPending(record) }
  }

  // MARK: AccountRepository

  func save(_ account: Account) throws {
    let fields = AccountFields(
      provider: account.identity.provider.rawValue, subject: account.identity.subject,
      openedAt: account.openedAt.timeIntervalSince1970)
    try commit([try Self.put("account", account.id.value, fields)]) {
      records throws(StoreError) in
      for record in records.records(kind: "account").values where record.key != account.id.value {
        if try readAccount(record).identity == account.identity {
          throw .refused(AccountSaveConflict.identityTaken(account.identity))
        }
      }
    }
  }

  func find(id: AccountId) throws -> Account? {
    try records().record(kind: "account", key: id.value).map { try readAccount($0) }
  }

  func find(identity: ProviderIdentity) throws -> Account? {
    try records().records(kind: "account").values.map { try readAccount($0) }
      .first { $0.identity == identity }
  }

  func delete(id: AccountId) throws {
    try commit([.remove(kind: "account", key: id.value)])
  }

  // MARK: ProfileLinks

  func profile(of account: AccountId) throws -> UserId? {
    try records().record(kind: "link", key: account.value).map { try readLink($0) }
  }

  func link(_ account: AccountId, to user: UserId) throws {
    let changes = [
      try Self.put("link", account.value, LinkFields(user: user.value)),
      .remove(kind: "pending", key: account.value),
    ]
    try commit(changes) { records throws(StoreError) in
      for record in records.records(kind: "link").values where record.key != account.value {
        if try readLink(record) == user { throw .refused(SessionError.profileTaken(user)) }
      }
    }
  }

  func unlink(_ account: AccountId) throws {
    try commit([.remove(kind: "link", key: account.value)])
  }

  func beginOnboarding(of account: AccountId, named name: String, at instant: Date) throws {
    let fields = PendingFields(name: name, since: instant.timeIntervalSince1970)
    try commit([try Self.put("pending", account.value, fields)])
  }

  func pendingOnboarding(of account: AccountId) throws -> (name: String, since: Date)? {
    try records().record(kind: "pending", key: account.value).map { try readPending($0) }
  }

  func cancelOnboarding(of account: AccountId) throws {
    try commit([.remove(kind: "pending", key: account.value)])
  }

  // MARK: SessionStore and SessionTokenStore

  /// The session under `token`, while its account lasts.
  func session(_ token: SessionToken) throws -> Session? {
    guard let record = try records().record(kind: "session", key: token.value) else { return nil }
    let fields = try decode(SessionFields.self, record)
    guard let account = try find(id: try AccountId(fields.account)) else { return nil }
    return Session(
      account: account, startedAt: Date(timeIntervalSince1970: fields.startedAt),
      expiresAt: Date(timeIntervalSince1970: fields.expiresAt), token: token)
  }

  /// Keeps `session` under its token, removing the sessions that ended before it started.
  func start(_ session: Session) throws {
    let fields = SessionFields(
      account: session.accountId.value, startedAt: session.startedAt.timeIntervalSince1970,
      expiresAt: session.expiresAt.timeIntervalSince1970)
    let ended = try records().records(kind: "session").values.filter {
      try decode(SessionFields.self, $0).expiresAt <= fields.startedAt
    }
    try commit(
      ended.map { .remove(kind: "session", key: $0.key) }
        + [try Self.put("session", session.token.value, fields)])
  }

  func end(_ token: SessionToken) throws {
    try commit([.remove(kind: "session", key: token.value)])
  }

  /// The token this process holds, or else the one the device keeps in the file.
  func held() throws -> SessionToken? {
    if holds { return token }
    guard let record = try records().record(kind: "device", key: "session") else { return nil }
    return SessionToken(try decode(DeviceFields.self, record).token)
  }

  func hold(_ token: SessionToken?) throws {
    let change =
      try token.map { try Self.put("device", "session", DeviceFields(token: $0.value)) }
      ?? .remove(kind: "device", key: "session")
    try commit([change])
    (self.token, holds) = (token, true)
  }
}

// MARK: The records: the store's fields, as JSON, and how every commit is checked

extension FileAuthenticationStore {
  private struct AccountFields: Codable { let provider: String, subject: String, openedAt: Double }
  private struct LinkFields: Codable { let user: String }
  private struct PendingFields: Codable { let name: String, since: Double }
  private struct SessionFields: Codable {
    let account: String, startedAt: Double, expiresAt: Double
  }
  private struct DeviceFields: Codable { let token: String }

  private nonisolated func readAccount(_ record: KeyedRecord) throws(StoreError) -> Account {
    let fields = try decode(AccountFields.self, record)
    guard let provider = SignInProvider(rawValue: fields.provider),
      let id = try? AccountId(record.key)
    else { throw .unreadableRecord(path: path, kind: record.kind, key: record.key) }
    return Account(
      id: id, identity: ProviderIdentity(provider: provider, subject: fields.subject),
      openedAt: Date(timeIntervalSince1970: fields.openedAt))
  }

  private nonisolated func readLink(_ record: KeyedRecord) throws(StoreError) -> UserId {
    guard let user = try? UserId(try decode(LinkFields.self, record).user) else {
      throw .unreadableRecord(path: path, kind: record.kind, key: record.key)
    }
    return user
  }

  private nonisolated func readPending(_ record: KeyedRecord) throws(StoreError) -> (
    name: String, since: Date
  ) {
    let fields = try decode(PendingFields.self, record)
    return (fields.name, Date(timeIntervalSince1970: fields.since))
  }

  private nonisolated func decode<Fields: Decodable>(_ type: Fields.Type, _ record: KeyedRecord)
    throws(StoreError) -> Fields
  {
    guard let fields = try? JSONDecoder().decode(type, from: Data(record.fields)) else {
      throw .unreadableRecord(path: path, kind: record.kind, key: record.key)
    }
    return fields
  }

  private static func put(_ kind: String, _ key: String, _ fields: some Encodable)
    throws(StoreError) -> KeyedChange
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let bytes = try? encoder.encode(fields) else {
      throw .journal(.invalidRecord(kind: kind, key: key, reason: "its fields cannot be encoded"))
    }
    do { return .put(try KeyedRecord(kind: kind, key: key, fields: Array(bytes))) } catch {
      throw .journal(error)
    }
  }

  private func records() throws(StoreError) -> KeyedRecords {
    do { return try journal.current() } catch { throw .journal(error) }
  }

  /// Commits `changes` as one transaction once `check` accepts the records as every process
  /// left them, under the lock; when it refuses, nothing is written and the rule's own error
  /// is thrown (an `AccountSaveConflict`, say).
  private func commit(
    _ changes: [KeyedChange],
    checking check: (KeyedRecords) throws(StoreError) -> Void = { _ in }
  ) throws {
    do {
      try journal.commit(changes) { records throws(KeyedJournalError) in
        do { try check(records) } catch { throw .refused(error) }
      }
    } catch {
      guard case .refused(let refusal) = error, let refusal = refusal as? StoreError else {
        throw StoreError.journal(error)
      }
      if case .refused(let rule) = refusal { throw rule }
      throw refusal
    }
  }
}

// MARK: What can go wrong

extension FileAuthenticationStore {
  /// Why the authentication store refused to open, read or write; each case names the file.
  enum StoreError: Error, Sendable, CustomStringConvertible {
    /// The storage engine refused: a damaged journal, a link, a refused system call.
    case journal(KeyedJournalError)
    /// An `authentication.json` of an older version sits in the store folder.
    case olderStore(path: String)
    /// A record passes its checksum but is not one this store reads.
    case unreadableRecord(path: String, kind: String, key: String)
    /// A rule the store keeps refused a commit; what is thrown is the rule's own error.
    case refused(any Error & Sendable)

    /// A sentence naming the file and what to do.
    var description: String {
      switch self {
      case .journal(let error): error.description
      case .olderStore(let path):
        "\(path) holds the accounts of an older version, which this one does not read (it keeps "
          + "them in authentication.journal); the file was left untouched. Use a new store "
          + "folder, or move the file away and sign in again"
      case .unreadableRecord(let path, let kind, let key):
        "\(path): the \(kind) record \(key) passes its checksum but cannot be read; "
          + "the file was left untouched"
      case .refused(let rule): String(describing: rule)
      }
    }
  }
}
