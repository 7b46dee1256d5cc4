// Chapter 10 — Boundaries (BC-2): the capstone's accounts, profile links and session.
// Docs/10-boundaries.md
//
// Read first: the records below. Each command of `user-admin` is a new process, so the
// authentication context lives in `authentication.journal`, kept by the storage engine
// every store uses (checksummed lines, one lock across processes, files 0600, no link
// followed). This file maps accounts, links, onboarding intents and the session to records
// and back, and says which commits it refuses, checked under the lock:
//
//     account account-1 {"openedAt":1700000000,"provider":"kakao","subject":"4242"}
//     link    account-1 {"user":"user-1"}
//     pending account-1 {"name":"김철수","since":1700000000}
//     session current   {"account":"account-1","expiresAt":…,"signature":"…","startedAt":…}
//     key     session   {"secret":"…32 random bytes, base64…"}
//
// The session is signed (HMAC-SHA256 under the store's random key, kept in the same
// owner-only file), so an edit of it is refused: whoever can read the file can still forge.

import Authentication
import Foundation
import JournalEngine
import SignIn
import ValueObjects

/// Accounts, profile links, onboarding intents and the current session of the capstone, as
/// records of `authentication.journal`.
actor FileAuthenticationStore: AccountRepository, ProfileLinks, SessionStore {
  /// The first line of `authentication.journal`.
  static let format = JournalFormat(name: "dddworkshop-authentication-journal", version: 1)
  /// The journal's path, for the errors that name it.
  nonisolated let path: String
  private let journal: Journal<KeyedRecords>
  /// The session this process started: its own until it ends, whoever signs in meanwhile.
  private var started: Session?

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
    _ = try readKey(in: records)
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

  // MARK: SessionStore

  /// The session this process started, while its account lasts; otherwise the stored one,
  /// once its signature proves this store wrote it. (A process acts as the person who signed
  /// in with it, as a device would, even if another process signs someone in meanwhile.)
  /// - Throws: ``StoreError/forgedSession(path:)`` for a session edited or forged in the file.
  func current() throws -> Session? {
    if let started { return try find(id: started.accountId) == nil ? nil : started }
    let records = try records()
    guard let record = records.record(kind: "session", key: "current") else { return nil }
    let fields = try decode(SessionFields.self, record)
    guard let key = try readKey(in: records),
      let signature = Data(base64Encoded: fields.signature),
      HMACSHA256.isValid(Array(signature), for: fields.message, key: key)
    else { throw StoreError.forgedSession(path: path) }
    guard let account = try find(id: try AccountId(fields.account)) else { return nil }
    return Session(
      account: account, startedAt: Date(timeIntervalSince1970: fields.startedAt),
      expiresAt: Date(timeIntervalSince1970: fields.expiresAt))
  }

  /// Signs `session` and makes it the current one, committed with the key that signs it: the
  /// first session makes the store's key, and when two first sessions race, the last one
  /// committed stays with its own key.
  func start(_ session: Session) throws {
    let key =
      try readKey(in: records()) ?? (0..<32).map { _ in UInt8.random(in: .min ... .max) }
    var fields = SessionFields(
      account: session.accountId.value, startedAt: session.startedAt.timeIntervalSince1970,
      expiresAt: session.expiresAt.timeIntervalSince1970, signature: "")
    fields.signature = Data(HMACSHA256.code(for: fields.message, key: key)).base64EncodedString()
    try commit([
      try Self.put("session", "current", fields),
      try Self.put("key", "session", KeyFields(secret: Data(key).base64EncodedString())),
    ])
    started = session
  }

  func clear() throws {
    try commit([.remove(kind: "session", key: "current")])
    started = nil
  }
}

// MARK: The records: the store's fields, as JSON, and how every commit is checked

extension FileAuthenticationStore {
  private struct AccountFields: Codable { let provider: String, subject: String, openedAt: Double }
  private struct LinkFields: Codable { let user: String }
  private struct PendingFields: Codable { let name: String, since: Double }
  private struct KeyFields: Codable { let secret: String }

  private struct SessionFields: Codable {
    let account: String, startedAt: Double, expiresAt: Double
    var signature: String

    /// What the signature covers: every field but itself.
    var message: [UInt8] { Array("session \(account) \(startedAt) \(expiresAt)".utf8) }
  }

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

  /// The store's key for signing sessions: 32 random bytes, or `nil` before the first session.
  private nonisolated func readKey(in records: KeyedRecords) throws(StoreError) -> [UInt8]? {
    guard let record = records.record(kind: "key", key: "session") else { return nil }
    let secret = try decode(KeyFields.self, record).secret
    guard let key = Data(base64Encoded: secret).map(Array.init), key.count == 32 else {
      throw .unreadableRecord(path: path, kind: record.kind, key: record.key)
    }
    return key
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
    /// The session's signature does not match: it was edited in the file, or forged.
    case forgedSession(path: String)
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
      case .forgedSession(let path):
        "\(path) holds a session whose signature does not match: it was edited or forged, so "
          + "it is refused. Sign in again to replace it"
      case .refused(let rule): String(describing: rule)
      }
    }
  }
}
