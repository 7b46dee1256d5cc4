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
    case .sessionExpired(let provider):
      "your session with \(provider) has expired; sign in with \(provider) again"
    case .profile(let error): error.description
    case .profileTaken(let user): "\(user) is already another account's profile"
    case .storageFailure(let reason): "the session could not be read or written: \(reason)"
    }
  }

  /// Runs a call to a store, turning its untyped error into ``storageFailure(_:)``.
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
  /// The current session, or `nil` when nobody is signed in: what every use case acting for
  /// the signed-in person asks first.
  /// - Throws: ``SessionError/sessionExpired(_:)`` when the session has expired at `instant`,
  ///   so nothing is done in the name of a session that ran out.
  func live(at instant: Date) async throws(SessionError) -> Session? {
    guard let session = try await SessionError.callStore({ try await current() }) else {
      return nil
    }
    guard !session.hasExpired(at: instant) else { throw .sessionExpired(session.provider) }
    return session
  }
}
// endregion
