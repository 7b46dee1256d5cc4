// Chapter 10 — Boundaries: BC-2, the current user, sign-out and deleting an account (RE-8).
// Docs/10-boundaries.md

import ApplicationServices
import Authentication
import BoundaryAdapters
import Foundation
import SignIn
import TestSupport
import Testing
import ValueObjects

/// A session cache that records which way each session ended.
private actor SpySessionCache: SessionCache {
  private(set) var calls: [String] = []
  func clearOnSignOut() { calls.append("clearOnSignOut") }
  func clearOnWithdrawal(of id: UserId) { calls.append("clearOnWithdrawal(\(id))") }
}

@Suite("The current user: sign in, load the profile, onboard; sign out and withdraw (BC-2)")
struct SessionTests {
  @Test("nobody signed in is signed out, and onboarding without a session is refused")
  func signedOutByDefault() async throws {
    let world = try SessionWorld()

    #expect(try await world.service.currentUser() == .signedOut)
    await #expect(throws: SessionError.notSignedIn) {
      try await world.service.completeOnboarding(name: "김철수")
    }
  }

  @Test("a signed-in person without a profile needs onboarding; after it the profile is theirs")
  func onboardingAfterFirstSignIn() async throws {
    let world = try SessionWorld()
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)
    #expect(try await world.service.currentUser() == .needsOnboarding(session))

    let profile = try await world.service.completeOnboarding(name: "김철수")

    #expect(try await world.service.currentUser() == .signedIn(session, profile))
    #expect(await world.links.profile(of: session.accountId)?.value == profile.id)
  }

  @Test("onboarding with a name the profile context refuses links nothing")
  func onboardingRefused() async throws {
    let world = try SessionWorld()
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)

    await #expect(throws: SessionError.self) {
      try await world.service.completeOnboarding(name: "김")
    }

    #expect(await world.links.profile(of: session.accountId) == nil)
  }

  @Test("signing out ends the session and clears the cache; account, link and profile stay")
  func signOutKeepsTheAccount() async throws {
    let world = try SessionWorld()
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)
    let profile = try await world.service.completeOnboarding(name: "김철수")
    #expect(await world.cache.cachedCount == 1)

    try await world.signOut.execute()

    #expect(await world.cache.cachedCount == 0)
    #expect(try await world.service.currentUser() == .signedOut)
    #expect(await world.accounts.find(id: session.accountId) != nil)
    #expect(await world.store.find(id: try UserId(profile.id)) != nil)
    try await world.service.signIn(with: Tokens.kimAtKakao)
    guard case .signedIn(_, let again) = try await world.service.currentUser() else {
      Issue.record("signing in again should find the same profile")
      return
    }
    #expect(again == profile)
  }

  @Test(
    "deleting an account withdraws the profile through the profile context: archived, gone from the store and the cache"
  )
  func deletionGoesThroughTheProfilesWithdrawal() async throws {
    let world = try SessionWorld()
    try await world.service.signIn(with: Tokens.kimAtKakao)
    let profile = try await world.service.completeOnboarding(name: "김철수")
    let id = try UserId(profile.id)
    #expect(await world.cache.cachedCount == 1)

    try await world.withdraw.execute()

    #expect(await world.store.findWithdrawnUser(id: id)?.id == id)
    #expect(await world.store.find(id: id) == nil)
    #expect(await world.cache.cachedCount == 0)
  }

  @Test("deleting an account ends the link, the account and the session; a new sign-in starts over")
  func withdrawalEndsEverything() async throws {
    let world = try SessionWorld()
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)
    _ = try await world.service.completeOnboarding(name: "김철수")

    try await world.withdraw.execute()

    #expect(await world.accounts.find(id: session.accountId) == nil)
    #expect(await world.links.profile(of: session.accountId) == nil)
    #expect(try await world.service.currentUser() == .signedOut)
    let next = try await world.service.signIn(with: Tokens.kimAtKakao)
    #expect(next.accountId != session.accountId)
    #expect(try await world.service.currentUser() == .needsOnboarding(next))
  }

  @Test(
    "sign-out and withdrawal are distinct: sign-out clears the cache for the next person, withdrawal forgets the withdrawn user"
  )
  func distinctReasons() async throws {
    let world = try SessionWorld()
    try await world.service.signIn(with: Tokens.kimAtKakao)
    let profile = try await world.service.completeOnboarding(name: "김철수")
    let spy = SpySessionCache()

    try await SignOutUseCase(sessions: world.sessions, device: world.device, cache: spy).execute()
    #expect(await world.store.find(id: try UserId(profile.id)) != nil)
    try await world.service.signIn(with: Tokens.kimAtKakao)
    try await withdrawal(world, cache: spy).execute()

    #expect(await spy.calls == ["clearOnSignOut", "clearOnWithdrawal(\(profile.id))"])
  }

  @Test("a withdrawal the profile context cannot complete changes nothing: still signed in, cached")
  func refusedWithdrawalChangesNothing() async throws {
    let world = try SessionWorld(withdrawalsFail: true)
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)
    let profile = try await world.service.completeOnboarding(name: "김철수")
    let spy = SpySessionCache()

    await #expect(throws: SessionError.self) {
      try await withdrawal(world, cache: spy).execute()
    }

    #expect(await spy.calls.isEmpty)
    #expect(await world.links.profile(of: session.accountId)?.value == profile.id)
    #expect(await world.accounts.find(id: session.accountId) != nil)
    #expect(await world.heldSession() == session)
  }

  @Test("deleting an account whose profile was already withdrawn still ends the account")
  func profileAlreadyWithdrawn() async throws {
    let world = try SessionWorld()
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)
    let profile = try await world.service.completeOnboarding(name: "김철수")
    _ = try await world.withdrawProfile.execute(WithdrawUserCommand(id: profile.id))

    try await world.withdraw.execute()

    #expect(await world.accounts.find(id: session.accountId) == nil)
    #expect(try await world.service.currentUser() == .signedOut)
  }

  @Test("withdrawal with nobody signed in is refused and clears nothing")
  func withdrawalNeedsASession() async throws {
    let world = try SessionWorld()
    let spy = SpySessionCache()

    await #expect(throws: SessionError.notSignedIn) {
      try await withdrawal(world, cache: spy).execute()
    }
    #expect(await spy.calls.isEmpty)
  }

  @Test("signing out with nobody signed in is no error and ends nothing: it already holds")
  func signOutWhenSignedOut() async throws {
    let world = try SessionWorld()
    let spy = SpySessionCache()

    let signOut = SignOutUseCase(sessions: world.sessions, device: world.device, cache: spy)
    try await signOut.execute()
    try await signOut.execute()

    #expect(try await world.service.currentUser() == .signedOut)
    #expect(await spy.calls == ["clearOnSignOut", "clearOnSignOut"])
  }

  private func withdrawal(_ world: SessionWorld, cache: any SessionCache)
    -> WithdrawAccountUseCase
  {
    WithdrawAccountUseCase(
      sessions: world.sessions, device: world.device, accounts: world.accounts,
      links: world.links,
      withdrawProfile: world.withdrawProfile, cache: cache, now: { world.clock.now })
  }
}
