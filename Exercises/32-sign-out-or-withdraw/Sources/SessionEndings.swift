// Exercise 32 — your turn: write both `execute()` methods. See README.md in this folder.

import ExerciseSupport
import Persistence
import ValueObjects

/// The session of this device: who is signed in, if anyone.
public actor DeviceSession {
  /// The signed-in user, or `nil`.
  public private(set) var signedIn: UserId?

  /// Makes a session with `user` signed in (or nobody).
  public init(signedIn user: UserId?) {
    self.signedIn = user
  }

  /// Ends the session: nobody is signed in.
  public func end() {
    signedIn = nil
  }
}

/// Why a session could not be ended.
public enum SessionEndError: Error, Sendable, Equatable {
  /// Nobody is signed in.
  case notSignedIn
}

/// Ends the session; the account stays.
public struct SignOut: Sendable {
  private let session: DeviceSession
  private let cache: CachedUserRepository

  /// Makes the use case over the device's session and the session cache of users.
  public init(session: DeviceSession, cache: CachedUserRepository) {
    self.session = session
    self.cache = cache
  }

  /// Ends the session and drops the cache; the user stays in the store.
  /// - Throws: ``SessionEndError/notSignedIn`` when nobody is signed in.
  public func execute() async throws {
    // TODO: refuse when nobody is signed in; end the session; clear the cache for a sign-out.
    throw NotImplemented("SignOut.execute()")
  }
}

/// Ends the account: deletes the signed-in user, then ends the session.
public struct Withdraw: Sendable {
  private let session: DeviceSession
  private let cache: CachedUserRepository

  /// Makes the use case over the device's session and the session cache of users.
  public init(session: DeviceSession, cache: CachedUserRepository) {
    self.session = session
    self.cache = cache
  }

  /// Deletes the signed-in user through the cache, then ends the session.
  /// - Throws: ``SessionEndError/notSignedIn`` when nobody is signed in, or the store's
  ///   error (the session then stays).
  public func execute() async throws {
    // TODO: refuse when nobody is signed in; delete through the cache; then end the session.
    throw NotImplemented("Withdraw.execute()")
  }
}
