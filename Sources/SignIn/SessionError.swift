// Chapter 10 — Boundaries (BC-2): why a session's use case did not happen.
// Docs/10-boundaries.md

import ApplicationServices
import Authentication
import Foundation
import ValueObjects

/// Why signing in, onboarding, signing out or withdrawing did not happen.
public enum SessionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The sign-in itself failed.
  case signIn(SignInError)
  /// The use case needs someone signed in, and nobody is.
  case notSignedIn
  /// The token this device holds names no session: it ended, or was never issued.
  case unknownSession
  /// The session ran out (sessions last 12 hours): the person must sign in again.
  case sessionExpired(SignInProvider)
  /// The profile context refused (a name breaking the rules, a name taken, …).
  case profile(UserApplicationError)
  /// The profile is already another account's: one profile, one account.
  case profileTaken(UserId)
  /// Accounts, sessions or the profile links could not be read or written.
  case storageFailure(String)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .signIn(let error): error.description
    case .notSignedIn: "nobody is signed in; sign in first"
    case .unknownSession:
      "this device's session is not known (it ended, or was never issued); sign in again"
    case .sessionExpired(let provider):
      "your session with \(provider) has expired; sign in with \(provider) again"
    case .profile(let error): error.description
    case .profileTaken(let user): "\(user) is already another account's profile"
    case .storageFailure(let reason): "the session could not be read or written: \(reason)"
    }
  }

  /// Runs a call to a repository or store, turning its untyped error into ``storageFailure(_:)``.
  static func callStore<Value>(_ call: () async throws -> Value) async throws(SessionError)
    -> Value
  {
    do {
      return try await call()
    } catch let error as SessionError {
      throw error
    } catch {
      throw .storageFailure("\(error)")
    }
  }
}

// region: liveSession
extension SessionStore {
  /// The session whose token `device` holds, or `nil` when it holds none: what every use case
  /// acting for the signed-in person asks first.
  /// - Throws: ``SessionError/unknownSession`` when no session has the token (it ended, or was
  ///   forged), ``SessionError/sessionExpired(_:)`` when the session has expired at `instant`:
  ///   nothing is done in the name of either.
  func live(heldBy device: any SessionTokenStore, at instant: Date) async throws(SessionError)
    -> Session?
  {
    guard let token = try await SessionError.callStore({ try await device.held() }) else {
      return nil
    }
    guard let session = try await SessionError.callStore({ try await session(token) }) else {
      throw .unknownSession
    }
    guard !session.hasExpired(at: instant) else { throw .sessionExpired(session.provider) }
    return session
  }
}
// endregion

extension SessionStore {
  /// Starts `session` and has `device` hold its token; a session the device held before runs
  /// out by itself (other processes of the capstone may still be acting in it).
  func start(_ session: Session, heldBy device: any SessionTokenStore) async throws {
    try await start(session)
    try await device.hold(session.token)
  }

  /// Ends the session whose token `device` holds, if any, letting go of the token first.
  func end(heldBy device: any SessionTokenStore) async throws {
    guard let token = try await device.held() else { return }
    try await device.hold(nil)
    try await end(token)
  }
}
