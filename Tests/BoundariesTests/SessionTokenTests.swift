// Chapter 10 — Boundaries: BC-2, a session is a random token the store looks up.
// Docs/10-boundaries.md

import Authentication
import BoundaryAdapters
import Foundation
import SignIn
import TestSupport
import Testing

@Suite("A session is a random token that the session store looks up (BC-2)")
struct SessionTokenTests {
  @Test(
    "a token the store never issued is refused as an unknown session, and nothing is done in its name"
  )
  func forgedTokenIsRefused() async throws {
    let world = try SessionWorld()
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)
    await world.device.hold(SessionToken.random())

    await #expect(throws: SessionError.unknownSession) { try await world.service.currentUser() }
    await #expect(throws: SessionError.unknownSession) {
      try await world.service.completeOnboarding(name: "김철수")
    }
    await #expect(throws: SessionError.unknownSession) { try await world.withdraw.execute() }

    #expect(await world.accounts.find(id: session.accountId) != nil)
    #expect(try await world.users.listAll().isEmpty)
  }

  @Test("signing out ends the session in the store: its token, presented again, is refused")
  func signOutEndsTheSession() async throws {
    let world = try SessionWorld()
    let session = try await world.service.signIn(with: Tokens.kimAtKakao)

    try await world.signOut.execute()

    #expect(await world.sessions.session(session.token) == nil)
    #expect(await world.device.held() == nil)
    await world.device.hold(session.token)
    await #expect(throws: SessionError.unknownSession) { try await world.service.currentUser() }
  }

  @Test("each sign-in starts a session under a token of its own, which the device then holds")
  func eachSignInHasItsOwnToken() async throws {
    let world = try SessionWorld()
    let first = try await world.service.signIn(with: Tokens.kimAtKakao)

    let second = try await world.service.signIn(with: Tokens.kimAtApple)

    #expect(first.token != second.token)
    #expect(await world.heldSession() == second)
  }

  @Test("a token is 32 random bytes, and printing it never shows it")
  func tokenIsRandomAndHidden() {
    let tokens = (0..<100).map { _ in SessionToken.random() }

    #expect(Set(tokens).count == 100)
    #expect(tokens.allSatisfy { $0.value.count == 64 && $0.value.allSatisfy(\.isHexDigit) })
    #expect("\(tokens[0])" == "session token (hidden)")
  }
}
