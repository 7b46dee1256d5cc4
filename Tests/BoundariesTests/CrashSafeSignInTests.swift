// Chapter 10 — Boundaries: BC-2, signing in and onboarding when data is shared and
// processes die. Docs/10-boundaries.md
//
// A process can be killed between any two writes, and another process can sign the same
// person in at the same moment. These tests put the repositories and stores in the states
// that leaves, with doubles that fail once where a kill would strike, then run the next
// process's sign-in.

import ApplicationServices
import Authentication
import BoundaryAdapters
import Foundation
import SignIn
import TestSupport
import Testing
import ValueObjects

/// Profile links whose next `link`s fail, as in a process killed just before it would link
/// (or on a disk that refuses the write).
private actor LinksKilledBeforeLinking: ProfileLinks {
  let links: InMemoryProfileLinks
  private var failures: Int

  init(_ links: InMemoryProfileLinks, failures: Int = 1) {
    self.links = links
    self.failures = failures
  }

  struct Killed: Error {}

  func profile(of account: AccountId) async -> UserId? { await links.profile(of: account) }
  func link(_ account: AccountId, to user: UserId) async throws {
    guard failures == 0 else {
      failures -= 1
      throw Killed()
    }
    try await links.link(account, to: user)
  }
  func unlink(_ account: AccountId) async { await links.unlink(account) }
  func beginOnboarding(of account: AccountId, named name: String, at instant: Date) async {
    await links.beginOnboarding(of: account, named: name, at: instant)
  }
  func pendingOnboarding(of account: AccountId) async -> (name: String, since: Date)? {
    await links.pendingOnboarding(of: account)
  }
  func cancelOnboarding(of account: AccountId) async { await links.cancelOnboarding(of: account) }
}

/// Accounts whose first lookup by identity misses, as in a process that read the repository
/// just before another process opened this person's account.
private actor AccountsReadStale: AccountRepository {
  let accounts: InMemoryAccountRepository
  private var stale = true

  init(_ accounts: InMemoryAccountRepository) { self.accounts = accounts }

  func save(_ account: Account) async throws { try await accounts.save(account) }
  func find(id: AccountId) async -> Account? { await accounts.find(id: id) }
  func find(identity: ProviderIdentity) async -> Account? {
    defer { stale = false }
    return stale ? nil : await accounts.find(identity: identity)
  }
  func delete(id: AccountId) async { await accounts.delete(id: id) }
}

@Suite("Signing in and onboarding survive races and crashes between two stores (BC-2)")
struct CrashSafeSignInTests {
  @Test("an account store refuses a second account for one provider identity")
  func oneAccountPerIdentity() async throws {
    let accounts = InMemoryAccountRepository()
    let identity = ProviderIdentity(provider: .kakao, subject: "4242")
    try await accounts.save(Account(id: AccountId("account-1"), identity: identity, openedAt: .now))

    await #expect(throws: AccountSaveConflict.identityTaken(identity)) {
      try await accounts.save(
        Account(id: AccountId("account-2"), identity: identity, openedAt: .now))
    }
    #expect(await accounts.find(id: try AccountId("account-2")) == nil)
  }

  @Test(
    "two first sign-ins of one person that race make one account: the later one signs in to the earlier's"
  )
  func racingFirstSignIns() async throws {
    let world = try SessionWorld()
    let first = try await world.service.signIn(with: Tokens.kimAtKakao)
    let racer = world.service(accounts: AccountsReadStale(world.accounts))

    let second = try await racer.signIn(with: Tokens.kimAtKakao)

    #expect(second.accountId == first.accountId)
    #expect(await world.accounts.find(id: try AccountId("account-2")) == nil)
  }

  @Test(
    "a crash between registering the profile and linking it strands nobody: signing in again links the profile"
  )
  func crashBeforeLinking() async throws {
    let world = try SessionWorld()
    let killed = world.service(links: LinksKilledBeforeLinking(world.links))
    let session = try await killed.signIn(with: Tokens.kimAtKakao)
    await #expect(throws: SessionError.self) { try await killed.completeOnboarding(name: "김철수") }
    #expect(await world.links.profile(of: session.accountId) == nil)

    let again = try await world.service.signIn(with: Tokens.kimAtKakao)

    guard case .signedIn(_, let profile) = try await world.service.currentUser() else {
      Issue.record("signing in again should link the profile the crashed onboarding made")
      return
    }
    #expect(profile.name == "김철수")
    #expect(await world.links.profile(of: again.accountId)?.value == profile.id)
    #expect(await world.links.pendingOnboarding(of: again.accountId) == nil)
  }

  @Test(
    "after such a crash, onboarding again under the same name links the profile instead of calling the name taken"
  )
  func onboardingAgainAfterCrash() async throws {
    let world = try SessionWorld()
    let killed = world.service(links: LinksKilledBeforeLinking(world.links))
    try await killed.signIn(with: Tokens.kimAtKakao)
    await #expect(throws: SessionError.self) { try await killed.completeOnboarding(name: "김철수") }

    let profile = try await world.service.completeOnboarding(name: "김철수")

    #expect(profile.name == "김철수")
    #expect(try await world.users.listAll().count == 1)
  }

  @Test(
    "a resume that cannot write its link fails the sign-in and keeps the intent, and the next sign-in links the profile"
  )
  func resumeRetried() async throws {
    let world = try SessionWorld()
    let failing = world.service(links: LinksKilledBeforeLinking(world.links, failures: 2))
    let session = try await failing.signIn(with: Tokens.kimAtKakao)
    await #expect(throws: SessionError.self) { try await failing.completeOnboarding(name: "김철수") }

    await #expect(throws: SessionError.self) { try await failing.signIn(with: Tokens.kimAtKakao) }
    #expect(await world.links.pendingOnboarding(of: session.accountId)?.name == "김철수")
    try await world.service.signIn(with: Tokens.kimAtKakao)

    #expect(await world.links.profile(of: session.accountId)?.value == "user-1")
    #expect(await world.links.pendingOnboarding(of: session.accountId) == nil)
  }

  @Test("an intent whose profile was never registered is forgotten, and onboarding starts afresh")
  func intentWithoutProfile() async throws {
    let world = try SessionWorld()
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)
    // Killed after the intent, before the profile context registered anything.
    await world.links.beginOnboarding(of: session.accountId, named: "김철수", at: world.clock.now)

    let again = try await world.service.signIn(with: Tokens.kimAtKakao)

    #expect(try await world.service.currentUser() == .needsOnboarding(again))
    #expect(await world.links.pendingOnboarding(of: session.accountId) == nil)
  }

  @Test(
    "a left-over intent never takes a profile of that name made before it, or linked to another account"
  )
  func intentTakesNoOneElsesProfile() async throws {
    let world = try SessionWorld()
    _ = try await world.users.register(RegisterUserCommand(name: "김철수"))
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)
    world.clock.advance(by: 60)
    await world.links.beginOnboarding(of: session.accountId, named: "김철수", at: world.clock.now)

    let again = try await world.service.signIn(with: Tokens.kimAtKakao)
    #expect(try await world.service.currentUser() == .needsOnboarding(again))

    let other = try await world.service.signIn(with: Tokens.kimAtApple)
    let theirs = try await world.service.completeOnboarding(name: "박영희")
    await world.links.beginOnboarding(of: session.accountId, named: "박영희", at: world.clock.now)
    let third = try await world.service.signIn(with: Tokens.kimAtKakao)

    #expect(try await world.service.currentUser() == .needsOnboarding(third))
    #expect(await world.links.profile(of: other.accountId)?.value == theirs.id)
    #expect(await world.links.profile(of: session.accountId) == nil)
  }

  @Test("linking a profile that is another account's is refused, and the table is unchanged")
  func profileOfOneAccount() async throws {
    let links = InMemoryProfileLinks()
    let user = try UserId("user-1")
    try await links.link(try AccountId("account-1"), to: user)

    await #expect(throws: SessionError.profileTaken(user)) {
      try await links.link(try AccountId("account-2"), to: user)
    }
    #expect(await links.profile(of: try AccountId("account-2")) == nil)
  }
}
