// Chapter 10 — Boundaries (BC-2): the capstone's session, kept beside the store.
// Docs/10-boundaries.md
//
// Read only if curious: each command of `user-admin` is a new process, so the session,
// the accounts and the links from accounts to profiles live in one small JSON file in
// the store folder, `authentication.json`, rewritten atomically on every change. It is
// the authentication context's store and the boundary's table side by side; the users
// stay in chapter 4's journal.

import Authentication
import Foundation
import SignIn
import ValueObjects

/// Accounts, profile links and the current session of the capstone, in one JSON file.
actor FileAuthenticationStore: AccountRepository, ProfileLinks, SessionStore {
  /// The file's content: plain, `Codable` fields only.
  private struct Contents: Codable {
    struct AccountRecord: Codable {
      var id: String
      var provider: String
      var subject: String
      var openedAt: Date
    }
    struct SessionRecord: Codable {
      var accountId: String
      var startedAt: Date
    }
    var accounts: [AccountRecord] = []
    var links: [String: String] = [:]
    var session: SessionRecord?
    /// How many accounts were ever opened, deleted ones included (absent in older files).
    var opened: Int?
  }

  /// Why the file cannot be used.
  struct DamagedRecord: Error, CustomStringConvertible {
    let reason: String
    var description: String { "authentication.json is damaged: \(reason)" }
  }

  private let file: URL
  private var contents: Contents

  /// Opens (or starts) `authentication.json` in `folder`.
  init(directory folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    file = folder.appendingPathComponent("authentication.json")
    if let data = try? Data(contentsOf: file) {
      contents = try JSONDecoder().decode(Contents.self, from: data)
    } else {
      contents = Contents()
    }
  }

  /// How many accounts were ever opened, deleted ones included: a new reproducible id
  /// never reuses a deleted account's.
  var accountsOpened: Int { contents.opened ?? contents.accounts.count }

  // MARK: AccountRepository

  func save(_ account: Account) throws {
    if !contents.accounts.contains(where: { $0.id == account.id.value }) {
      contents.opened = accountsOpened + 1
    }
    contents.accounts.removeAll { $0.id == account.id.value }
    contents.accounts.append(
      .init(
        id: account.id.value, provider: account.identity.provider.rawValue,
        subject: account.identity.subject, openedAt: account.openedAt))
    try write()
  }

  func find(id: AccountId) throws -> Account? {
    try contents.accounts.first { $0.id == id.value }.map(account)
  }

  func find(identity: ProviderIdentity) throws -> Account? {
    try contents.accounts.first {
      $0.provider == identity.provider.rawValue && $0.subject == identity.subject
    }.map(account)
  }

  func delete(id: AccountId) throws {
    contents.accounts.removeAll { $0.id == id.value }
    try write()
  }

  // MARK: ProfileLinks

  func profile(of account: AccountId) throws -> UserId? {
    try contents.links[account.value].map { try UserId($0) }
  }

  func link(_ account: AccountId, to user: UserId) throws {
    contents.links[account.value] = user.value
    try write()
  }

  func unlink(_ account: AccountId) throws {
    contents.links[account.value] = nil
    try write()
  }

  // MARK: SessionStore

  func current() throws -> Session? {
    guard let record = contents.session else { return nil }
    guard let account = try find(id: try AccountId(record.accountId)) else { return nil }
    return Session(account: account, startedAt: record.startedAt)
  }

  func start(_ session: Session) throws {
    contents.session = .init(accountId: session.accountId.value, startedAt: session.startedAt)
    try write()
  }

  func clear() throws {
    contents.session = nil
    try write()
  }

  // MARK: The file

  private func account(_ record: Contents.AccountRecord) throws -> Account {
    guard let provider = SignInProvider(rawValue: record.provider) else {
      throw DamagedRecord(reason: "unknown provider \(record.provider)")
    }
    return Account(
      id: try AccountId(record.id),
      identity: ProviderIdentity(provider: provider, subject: record.subject),
      openedAt: record.openedAt)
  }

  private func write() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(contents).write(to: file, options: .atomic)
  }
}
