// Chapter 10 — Boundaries (BC-1, BC-2): signing in, and finding the current user.
// Docs/10-boundaries.md
//
// Read first: `currentUser()`, the boundary at work. A session says which account is
// signed in; the profile links say which `UserId` belongs to that account; the profile
// context answers with `UserData`, through its own use case. The provider's token stops at
// `signIn`, and the profile's name never reaches the authentication context.

import ApplicationServices
import Authentication
import Foundation
import ValueObjects

// region: SessionApplicationService
/// Signs people in, says who is using the app, and gives a new account its profile.
public struct SessionApplicationService: Sendable {
  private let verifier: any IdentityProviderGateway
  private let accounts: any AccountRepository
  private let sessions: any SessionStore
  private let links: any ProfileLinks
  private let users: UserApplicationService
  private let makeAccountId: @Sendable () -> AccountId
  private let now: @Sendable () -> Date

  /// Makes the service.
  /// - Parameters:
  ///   - verifier: asks providers whether credentials are genuine.
  ///   - accounts: the authentication context's accounts.
  ///   - sessions: the authentication context's current session.
  ///   - links: the boundary's table from accounts to profiles.
  ///   - users: the profile context's use cases.
  ///   - makeAccountId: ids for new accounts, injected so tests control them.
  ///   - now: the current instant, injected so tests control time.
  public init(
    verifier: any IdentityProviderGateway, accounts: any AccountRepository,
    sessions: any SessionStore,
    links: any ProfileLinks, users: UserApplicationService,
    makeAccountId: @escaping @Sendable () -> AccountId, now: @escaping @Sendable () -> Date
  ) {
    self.verifier = verifier
    self.accounts = accounts
    self.sessions = sessions
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
  /// starts a session; the credential's token goes no further.
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
      let opened = Account(id: makeAccountId(), identity: identity, openedAt: now())
      try await accounts.save(opened)
      return opened
    }
    let session = Session(account: account, startedAt: now())
    try await SessionError.callStore { try await sessions.start(session) }
    return session
  }
  // endregion

  // region: currentUser
  /// Who is using the app: nobody, someone without a profile yet, or someone's profile.
  public func currentUser() async throws(SessionError) -> CurrentUser {
    guard let session = try await SessionError.callStore({ try await sessions.current() }) else {
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

  /// Registers the signed-in person's profile under `name` and links it to their account.
  /// - Throws: ``SessionError/notSignedIn`` when nobody is signed in,
  ///   ``SessionError/profile(_:)`` when the profile context refuses the name.
  public func completeOnboarding(name: String) async throws(SessionError) -> UserData {
    guard let session = try await SessionError.callStore({ try await sessions.current() }) else {
      throw .notSignedIn
    }
    let profile: UserData
    do {
      profile = try await users.register(RegisterUserCommand(name: name))
    } catch {
      throw .profile(error)
    }
    let id: UserId
    do {
      id = try UserId(profile.id)
    } catch {
      throw .storageFailure(error.description)
    }
    try await SessionError.callStore { try await links.link(session.accountId, to: id) }
    return profile
  }
}
