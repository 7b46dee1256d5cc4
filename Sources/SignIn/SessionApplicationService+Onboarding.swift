// Chapter 10 — Boundaries (BC-2): giving a new account its profile, across two contexts.
// Docs/10-boundaries.md
//
// Read if curious: onboarding registers a profile in the profile context's repository and links
// it in the boundary's table, two writes that no transaction spans. So the intent is
// recorded first, in the link table; a crash after the profile is registered and before it
// is linked leaves the intent behind, and the next sign-in finishes the work
// (`resumeOnboarding(of:)`) instead of stranding the person with a profile no account
// reaches, whose name onboarding would then call taken.

import ApplicationServices
import Authentication
import Foundation
import ValueObjects

extension SessionApplicationService {
  // region: completeOnboarding
  /// Registers the signed-in person's profile under `name` and links it to their account.
  ///
  /// Two writes are made, so the intent goes first: a crash after the profile is registered
  /// and before it is linked leaves the intent, and the next sign-in links what it made.
  /// - Throws: ``SessionError/notSignedIn`` when nobody is signed in,
  ///   ``SessionError/profile(_:)`` when the profile context refuses the name.
  public func completeOnboarding(name: String) async throws(SessionError) -> UserData {
    guard let session = try await sessions.live(heldBy: device, at: now()) else {
      throw .notSignedIn
    }
    let account = session.accountId
    if let resumed = try await resumeOnboarding(of: account) { return resumed }
    try await SessionError.callStore {
      try await links.beginOnboarding(of: account, named: name, at: now())
    }
    let profile: UserData
    do {
      profile = try await users.register(RegisterUserCommand(name: name))
    } catch {
      try await SessionError.callStore { try await links.cancelOnboarding(of: account) }
      throw .profile(error)
    }
    try await SessionError.callStore { try await links.link(account, to: try UserId(profile.id)) }
    return profile
  }
  // endregion

  // region: resumeOnboarding
  /// Finishes an onboarding cut short between the two writes: links the profile its intent
  /// registered (its name, made since the intent), or forgets an intent that made none.
  func resumeOnboarding(of account: AccountId) async throws(SessionError) -> UserData? {
    guard
      let intent = try await SessionError.callStore({
        try await links.pendingOnboarding(of: account)
      })
    else { return nil }
    let made: UserData?
    do {
      made = try await users.listAll().first {
        $0.name == intent.name && $0.createdAt >= intent.since
      }
    } catch {
      throw .profile(error)
    }
    guard let made else {
      try await SessionError.callStore { try await links.cancelOnboarding(of: account) }
      return nil
    }
    do {
      try await SessionError.callStore { try await links.link(account, to: try UserId(made.id)) }
      return made
    } catch .profileTaken {
      // Another account's profile of that name: this intent made nothing.
      try await SessionError.callStore { try await links.cancelOnboarding(of: account) }
      return nil
    }
  }
  // endregion
}
