// Chapter 10 — Boundaries (BC-1, BC-2): signing in, and finding the current user.
// Docs/10-boundaries.md
//
// Read first: `currentUser()`, the boundary at work. A session says which account is
// signed in; the profile links say which `UserId` belongs to that account; the profile
// context answers with `UserData`, through its own use case. The provider's token stops at
// `signIn`, and the profile's name never reaches the authentication context. Onboarding,
// which writes to two contexts, is in `SessionApplicationService+Onboarding.swift`.

import ApplicationServices
import Authentication
import Foundation
import ValueObjects

// region: SessionApplicationService
/// Signs people in, says who is using the app, and gives a new account its profile.
public struct SessionApplicationService: Sendable {
  let verifier: any IdentityProviderGateway
  let accounts: any AccountRepository
  let sessions: any SessionStore
  let device: any SessionTokenStore
  let links: any ProfileLinks
  let users: UserApplicationService
  let makeAccountId: @Sendable () throws -> AccountId
  let now: @Sendable () -> Date

  /// Makes the service over the provider gateway, the authentication context's accounts
  /// and sessions, the token this device holds, the boundary's link table and the profile
  /// context's use cases; new accounts' ids and the clock are injected so tests control them.
  public init(
    verifier: any IdentityProviderGateway, accounts: any AccountRepository,
    sessions: any SessionStore, device: any SessionTokenStore,
    links: any ProfileLinks, users: UserApplicationService,
    makeAccountId: @escaping @Sendable () throws -> AccountId,
    now: @escaping @Sendable () -> Date
  ) {
    self.verifier = verifier
    self.accounts = accounts
    self.sessions = sessions
    self.device = device
    self.links = links
    self.users = users
    self.makeAccountId = makeAccountId
    self.now = now
  }
}
// endregion

extension SessionApplicationService {
  // region: signIn
  /// Checks `credential` with its provider, opens an account on a first sign-in, and
  /// starts a session whose token this device holds (finishing an onboarding a crash cut
  /// short); the provider's token goes no further.
  /// - Throws: ``SessionError/signIn(_:)`` when the provider refuses or cannot be asked.
  @discardableResult
  public func signIn(with credential: ProviderCredential) async throws(SessionError) -> Session {
    let identity: ProviderIdentity
    do {
      identity = try await verifier.verify(credential)
    } catch {
      throw .signIn(error)
    }
    let account = try await SessionError.callStore {
      if let known = try await accounts.find(identity: identity) { return known }
      let opened = Account(id: try makeAccountId(), identity: identity, openedAt: now())
      do {
        try await accounts.save(opened)
        return opened
      } catch let conflict as AccountSaveConflict {
        // A sign-in of the same person in another process opened it first: use that one.
        guard let first = try await accounts.find(identity: identity) else { throw conflict }
        return first
      }
    }
    let session = Session(account: account, startedAt: now())
    try await SessionError.callStore { try await sessions.start(session, heldBy: device) }
    _ = try await resumeOnboarding(of: account.id)
    return session
  }
  // endregion

  // region: currentUser
  /// Who is using the app: nobody, someone without a profile yet, or someone's profile.
  /// - Throws: ``SessionError/sessionExpired(_:)`` when the session ran out,
  ///   ``SessionError/unknownSession`` when the token held names none.
  public func currentUser() async throws(SessionError) -> CurrentUserData {
    guard let session = try await sessions.live(heldBy: device, at: now()) else {
      return .signedOut
    }
    guard
      let id = try await SessionError.callStore({ try await links.profile(of: session.accountId) })
    else { return .needsOnboarding(session) }
    let profile: UserData?
    do {
      profile = try await users.get(GetUserQuery(id: id.value))
    } catch {
      throw .profile(error)
    }
    guard let profile else { return .needsOnboarding(session) }
    return .signedIn(session, profile)
  }
  // endregion
}
