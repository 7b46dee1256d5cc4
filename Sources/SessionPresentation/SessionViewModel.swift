// Chapter 10 — Boundaries (BC-2): the signed-in screen. Docs/10-boundaries.md
//
// Read first: `show(_:)`. The screen has two questions, one per context: is someone
// signed in, and do they have a profile? The second is answered with chapter 6's own
// profile states (`loaded`, `needsOnboarding`), so the profile screen draws the same
// way whether it was reached by id or by signing in.

import ApplicationServices
import Authentication
import Foundation
import Observation
import Presentation
import SignIn

// region: SessionViewModel
/// The view model of the app's session: sign in, onboard, sign out, withdraw.
@MainActor
@Observable
public final class SessionViewModel {
  /// Everything the screen can show.
  public enum State: Sendable, Hashable {
    /// Nobody is signed in: the screen offers the providers.
    case signedOut
    /// A use case is running.
    case working
    /// Someone is signed in through `provider`; `profile` is the profile screen's state.
    case signedIn(provider: String, profile: UserProfileViewModel.State)
    /// Something went wrong; the message says what.
    case failed(message: String)
  }

  /// What the screen shows now.
  public private(set) var state: State = .signedOut
  @ObservationIgnored private let service: SessionApplicationService
  @ObservationIgnored private let signOutUseCase: SignOutUseCase
  @ObservationIgnored private let withdrawUseCase: WithdrawAccountUseCase
  @ObservationIgnored private let formatter: LocalTimeFormatter

  /// Makes the view model over the session's use cases, writing times for `timeZone`.
  public init(
    service: SessionApplicationService, signOut: SignOutUseCase, withdraw: WithdrawAccountUseCase,
    timeZone: TimeZone = .current
  ) {
    self.service = service
    self.signOutUseCase = signOut
    self.withdrawUseCase = withdraw
    self.formatter = LocalTimeFormatter(timeZone: timeZone)
  }
}
// endregion

extension SessionViewModel {
  /// Signs in with `credential`, then shows the profile, or onboarding when there is none.
  public func signIn(with credential: ProviderCredential) async {
    await run { () throws(SessionError) in
      try await service.signIn(with: credential)
      return show(try await service.currentUser())
    }
  }

  /// Shows who is signed in now (after a restart, say).
  public func refresh() async {
    await run { () throws(SessionError) in show(try await service.currentUser()) }
  }

  /// Registers the signed-in person's profile under `name` and shows it.
  public func completeOnboarding(name: String) async {
    await run { () throws(SessionError) in
      _ = try await service.completeOnboarding(name: name)
      return show(try await service.currentUser())
    }
  }

  /// Signs out: the account stays, the screen offers the providers again.
  public func signOut() async {
    await run { () throws(SessionError) in
      try await signOutUseCase.execute()
      return .signedOut
    }
  }

  /// Withdraws the signed-in person's account and profile.
  public func withdraw() async {
    await run { () throws(SessionError) in
      try await withdrawUseCase.execute()
      return .signedOut
    }
  }

  // region: show
  private func show(_ user: CurrentUserData) -> State {
    switch user {
    case .signedOut:
      return .signedOut
    case .needsOnboarding(let session):
      return .signedIn(provider: session.provider.description, profile: .needsOnboarding)
    case .signedIn(let session, let data):
      let profile = UserProfileData(
        id: data.id, name: data.name, statusMessage: data.statusMessage,
        memberSince: formatter.string(from: data.createdAt))
      return .signedIn(provider: session.provider.description, profile: .loaded(profile))
    }
  }
  // endregion

  private func run(_ useCase: () async throws(SessionError) -> State) async {
    state = .working
    do {
      state = try await useCase()
    } catch {
      state = .failed(message: error.description)
    }
  }
}
