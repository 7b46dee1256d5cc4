// Chapter 10 — Boundaries: BC-2, a session ends by itself. Docs/10-boundaries.md

import Authentication
import BoundaryAdapters
import Foundation
import SignIn
import TestSupport
import Testing

@Suite("A session expires 12 hours after it starts (BC-2)")
struct SessionExpiryTests {
  @Test("a session expires 12 hours after it starts, and not a second before")
  func twelveHours() async throws {
    let world = try SessionWorld()
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)

    #expect(session.expiresAt == session.startedAt.addingTimeInterval(12 * 60 * 60))
    world.clock.advance(by: 12 * 60 * 60 - 1)
    #expect(try await world.service.currentUser() == .needsOnboarding(session))
    world.clock.advance(by: 1)
    await #expect(throws: SessionError.sessionExpired(.kakao)) {
      try await world.service.currentUser()
    }
  }

  @Test(
    "an expired session is signed out with a message: onboarding and deleting the account are refused, and change nothing"
  )
  func expiredSessionActsForNobody() async throws {
    let world = try SessionWorld()
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)
    let profile = try await world.service.completeOnboarding(name: "김철수")
    world.clock.advance(by: 13 * 60 * 60)

    await #expect(throws: SessionError.sessionExpired(.kakao)) {
      try await world.service.completeOnboarding(name: "박영희")
    }
    await #expect(throws: SessionError.sessionExpired(.kakao)) {
      try await world.withdraw.execute()
    }

    #expect(
      SessionError.sessionExpired(.kakao).description
        == "your session with Kakao has expired; sign in with Kakao again")
    #expect(await world.accounts.find(id: session.accountId) != nil)
    #expect(await world.links.profile(of: session.accountId)?.value == profile.id)
    #expect(try await world.users.listAll().map(\.name) == ["김철수"])
  }

  @Test("signing in again after expiry starts a fresh session for the same account and profile")
  func signInAgain() async throws {
    let world = try SessionWorld()
    let first = try await world.service.signIn(with: Tokens.kimAtKakao)
    let profile = try await world.service.completeOnboarding(name: "김철수")
    world.clock.advance(by: 24 * 60 * 60)

    let second = try await world.service.signIn(with: Tokens.kimAtKakao)

    #expect(second.accountId == first.accountId)
    #expect(second.startedAt == first.startedAt.addingTimeInterval(24 * 60 * 60))
    #expect(try await world.service.currentUser() == .signedIn(second, profile))
  }
}
