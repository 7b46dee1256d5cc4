// Chapter 10 — the session commands' part of the composition root (SessionCommands.swift).
// Docs/10b-sessions-deep-dive.md ("In the capstone")
//
// Read only if curious: the same wiring as `makeConsoleView` in CompositionRoot.swift, for
// the authentication context's commands (sign-in, whoami, sign-out, delete-account).

import ApplicationServices
import Authentication
import ExampleSupport
import Foundation
import Persistence
import SessionPresentation
import SignIn

/// Chapter 4's session cache already has what sign-out and account deletion ask of it.
extension CachedUserRepository: SessionCache {}

extension CompositionRoot {
  /// Wires the session's layers: stores → use cases → session view model → console view.
  @MainActor
  static func makeSessionConsole(stores: AppStores, reproducible: Bool) async throws
    -> SessionConsole
  {
    let profiles = stores.users
    let cache = CachedUserRepository(store: profiles)
    // The profile context as the other commands wire it: chapter 7's factory and one clock.
    let now = clock(reproducible: reproducible)
    let users = try makeUserService(over: cache, stores: stores, reproducible: reproducible)
    let authentication = try stores.authentication()
    // A reproducible run numbers accounts (account-1, …) from a counter on disk, as it numbers
    // users; otherwise an account's id is a UUID.
    let numbers =
      if reproducible, let folder = stores.folder {
        try FileCounter(named: "account", in: folder)
      } else { FileCounter?.none }
    let service = SessionApplicationService(
      verifier: DemoIdentityProviderGateway(), accounts: authentication, sessions: authentication,
      device: authentication, links: authentication, users: users,
      makeAccountId: {
        try AccountId(numbers.map { "account-\(try $0.next())" } ?? UUID().uuidString.lowercased())
      }, now: now)
    let viewModel = SessionViewModel(
      service: service,
      signOut: SignOutUseCase(
        sessions: authentication, device: authentication, cache: cache),
      withdraw: WithdrawAccountUseCase(
        sessions: authentication, device: authentication, accounts: authentication,
        links: authentication,
        // Deleting an account withdraws its profile through the profile context's own use
        // case, over the store; the cache only forgets.
        withdrawProfile: WithdrawUserUseCase(
          users: profiles, beginUnitOfWork: stores.beginUserUnitOfWork, now: now),
        cache: cache, now: now),
      timeZone: reproducible ? TimeZone(identifier: "UTC") ?? .current : .current)
    // The session's commands change profiles through the profile context's use cases, so
    // their events (a welcome for a profile made at sign-in, the circles' clean-up after a
    // deleted account) are delivered after each command, as the other commands' are.
    return SessionConsole(viewModel: viewModel, delivery: makeEventDelivery(stores))
  }
}
