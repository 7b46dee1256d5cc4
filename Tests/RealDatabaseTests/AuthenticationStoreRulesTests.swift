// Chapter 12 — Real databases (DB-3): the capstone's authentication store on SQLite and
// PostgreSQL keeps the rules `FileAuthenticationStore` keeps, as constraints. Docs/modules.md
//
// `FileAuthenticationStore`'s rules are tested through the capstone (`AuthenticationStoreTests`);
// here the database stores answer the same ports with the same errors: one account per
// provider identity, one account per profile, a session found by its token alone.

import Authentication
import Foundation
import PostgresEngine
import SQLPersistence
import SQLiteEngine
import SignIn
import TestSupport
import Testing
import ValueObjects

/// A database authentication store, made fresh for one test.
struct AuthenticationStoreFactory: CustomTestStringConvertible, Sendable {
  let name: String
  let make:
    @Sendable (
      (any AccountRepository & ProfileLinks & SessionStore & SessionTokenStore) async throws -> Void
    ) async throws -> Void

  var testDescription: String { name }

  /// SQLite always; PostgreSQL when a server is given.
  static let all: [Self] =
    [
      Self(name: "SQLite") { body in
        try await withTemporaryDirectory { directory in
          let path = directory.appendingPathComponent("app.sqlite").path
          try await body(try SQLiteAuthenticationStore(path: path))
        }
      }
    ]
    + (TestDatabase.postgresURL == nil
      ? []
      : [
        Self(name: "PostgreSQL") { body in
          guard let url = TestDatabase.postgresURL else { return }
          let schema = TestDatabase.uniqueSchema()
          defer {
            _ = try? PostgresConnection(url: url).execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
          }
          try await body(try PostgresAuthenticationStore(url: url, schema: schema))
        }
      ])
}

private let opened = Date(timeIntervalSince1970: 1_700_000_000)

private func account(_ id: String, _ subject: String) throws -> Account {
  Account(
    id: try AccountId(id), identity: ProviderIdentity(provider: .kakao, subject: subject),
    openedAt: opened)
}

@Suite("The authentication store on a database keeps the file store's rules (DB-3)")
struct AuthenticationStoreRulesTests {
  @Test(
    "a second account for one provider identity is refused as identityTaken by the constraint",
    arguments: AuthenticationStoreFactory.all)
  func oneAccountPerIdentity(_ factory: AuthenticationStoreFactory) async throws {
    try await factory.make { store in
      let first = try account("account-1", "4242")
      try await store.save(first)
      try await store.save(first)  // saved again under its own id: no conflict

      await #expect(throws: AccountSaveConflict.identityTaken(first.identity)) {
        try await store.save(try account("account-2", "4242"))
      }
      #expect(try await store.find(identity: first.identity) == first)
      #expect(try await store.find(id: AccountId("account-2")) == nil)
    }
  }

  @Test(
    "a profile linked to a second account is refused as profileTaken; linking ends onboarding",
    arguments: AuthenticationStoreFactory.all)
  func oneAccountPerProfile(_ factory: AuthenticationStoreFactory) async throws {
    try await factory.make { store in
      let (one, two) = (try AccountId("account-1"), try AccountId("account-2"))
      let user = try UserId("user-1")
      try await store.beginOnboarding(of: one, named: "김철수", at: opened)
      #expect(try await store.pendingOnboarding(of: one)?.name == "김철수")

      try await store.link(one, to: user)
      #expect(try await store.profile(of: one) == user)
      #expect(try await store.pendingOnboarding(of: one) == nil)
      await #expect(throws: SessionError.profileTaken(user)) {
        try await store.link(two, to: user)
      }
      #expect(try await store.profile(of: two) == nil)
    }
  }

  @Test(
    "a session is found by its token while its account lasts, and the device holds one token",
    arguments: AuthenticationStoreFactory.all)
  func sessionsByToken(_ factory: AuthenticationStoreFactory) async throws {
    try await factory.make { store in
      let holder = try account("account-1", "4242")
      try await store.save(holder)
      let session = Session(account: holder, startedAt: opened)
      try await store.start(session)
      try await store.hold(session.token)

      #expect(try await store.session(session.token)?.accountId == holder.id)
      #expect(try await store.session(session.token)?.expiresAt == session.expiresAt)
      #expect(try await store.session(SessionToken("forged")) == nil)
      #expect(try await store.held() == session.token)
      try await store.delete(id: holder.id)
      #expect(try await store.session(session.token) == nil)
      try await store.end(session.token)
      try await store.hold(nil)
      #expect(try await store.held() == nil)
    }
  }
}

@Suite("An account row the model refuses is a typed error naming the database (DB-2)")
struct AuthenticationRowTests {
  @Test("a SQLite accounts row with an unknown provider is refused by name, not loaded")
  func unknownProvider() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("app.sqlite").path
      let store = try SQLiteAuthenticationStore(path: path)
      try SQLiteConnection(path: path).execute(
        "INSERT INTO accounts (id, provider, subject, opened_at) VALUES ('a-1', 'myspace', 's', 1)")

      await #expect(
        throws: UserRowError.invalidRow(
          store: path, table: "accounts", key: "a-1", column: "provider",
          problem: "\"myspace\" is no sign-in provider")
      ) {
        try await store.find(id: AccountId("a-1"))
      }
    }
  }
}
