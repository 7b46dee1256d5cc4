// Chapter 10 — Boundaries: BC-2 on screen, in chapter 6's profile states.
// Docs/10-boundaries.md

import Foundation
import Presentation
import SessionPresentation
import Testing

@MainActor
@Suite("The session screen shows chapter 6's profile states after sign-in (BC-2)")
struct SessionViewModelTests {
  private func makeScreen(_ world: SessionWorld) -> SessionViewModel {
    SessionViewModel(
      service: world.service, signOut: world.signOut, withdraw: world.withdraw,
      timeZone: TimeZone(identifier: "Asia/Seoul") ?? .gmt)
  }

  @Test("a first sign-in shows onboarding; onboarding shows the new profile")
  func signInThenOnboard() async throws {
    let world = try SessionWorld()
    let screen = makeScreen(world)

    await screen.signIn(with: Tokens.kimAtKakao)
    #expect(screen.state == .signedIn(provider: "Kakao", profile: .needsOnboarding))

    await screen.completeOnboarding(name: "김철수")
    guard case .signedIn("Kakao", .loaded(let profile)) = screen.state else {
      Issue.record("expected the loaded profile, got \(screen.state)")
      return
    }
    #expect(profile.name == "김철수")
    #expect(profile.id == "user-1")
  }

  @Test("a refused sign-in shows the provider's reason, in words a person can act on")
  func refusedSignIn() async throws {
    let screen = makeScreen(try SessionWorld())

    await screen.signIn(with: Tokens.forged)

    #expect(
      screen.state == .failed(message: "Kakao did not accept the sign-in; sign in with Kakao again")
    )
  }

  @Test("signing out and withdrawing both return the screen to the providers")
  func signOutAndWithdraw() async throws {
    let world = try SessionWorld()
    let screen = makeScreen(world)
    await screen.signIn(with: Tokens.kimAtKakao)
    await screen.completeOnboarding(name: "김철수")

    await screen.signOut()
    #expect(screen.state == .signedOut)
    await screen.signIn(with: Tokens.kimAtKakao)
    await screen.withdraw()
    #expect(screen.state == .signedOut)
    await screen.refresh()
    #expect(screen.state == .signedOut)
  }
}
