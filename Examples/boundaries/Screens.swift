// Chapter 10 — Boundaries: what the example prints, and the three styles it compares.
// Docs/10-boundaries.md
//
// Read main.swift first; this file only turns screen states into words and wires the
// register use case in the three styles of AR-1.

import ArchitectureStyles
import Entities
import Foundation
import Persistence
import SessionPresentation
import ValueObjects

/// What the session screen shows, in words.
@MainActor
func describe(_ state: SessionViewModel.State) -> String {
  switch state {
  case .signedOut: "signed out: the providers are offered"
  case .working: "working…"
  case .signedIn(let provider, .needsOnboarding):
    "signed in with \(provider); no profile: onboarding"
  case .signedIn(let provider, .loaded(let profile)):
    "signed in with \(provider) as \(profile.name) (\(profile.id), since \(profile.memberSince))"
  case .signedIn(let provider, let profile): "signed in with \(provider); profile \(profile)"
  case .failed(let message): "failed: \(message)"
  }
}

/// The register use case wired three ways, each reduced to "type a name, read the screen".
func makeStyles(now: Date) throws -> [(style: String, register: (String) async -> String)] {
  func users() throws -> @Sendable (UserName) -> User {
    let ids = try SequentialUserIdGenerator(prefix: "user")
    return { name in User.register(id: ids.makeUserId(), name: name, at: now) }
  }
  let layered = LayeredRegistrationController(
    service: LayeredUserApplicationService(table: LayeredUserTable(), makeUser: try users()))
  let hexagonal = TextRegistrationAdapter(
    port: RegistrationCore(repository: InMemoryUserRepository(), makeUser: try users()))
  let presenter = RegisterUserPresenter()
  let clean = RegisterUserController(
    input: RegisterUserInteractor(
      repository: InMemoryUserRepository(), output: presenter, makeUser: try users()))
  return [
    ("layered", { await layered.register(name: $0) }),
    ("hexagonal", { await hexagonal.register(name: $0) }),
    (
      "Clean",
      { name in
        await clean.register(name: name)
        return await presenter.screen
      }
    ),
  ]
}
