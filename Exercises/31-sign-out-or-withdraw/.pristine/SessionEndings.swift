// Exercise 31 — your turn: write both `execute()` methods. See README.md in this folder.

import ApplicationServices
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
  ///
  /// With nobody signed in it is no error: what was asked for already holds.
  public func execute() async {
    // TODO: end the session; clear the cache for a sign-out.
    unimplemented("SignOut.execute()", placeholder: ())
  }
}

/// Deletes the account: the profile's own withdrawal ends the user, then the cache forgets
/// them and the session ends.
public struct Withdraw: Sendable {
  private let session: DeviceSession
  private let withdrawUser: WithdrawUserUseCase
  private let cache: CachedUserRepository

  /// Makes the use case over the device's session, the profile's withdrawal use case and
  /// the session cache of users.
  public init(
    session: DeviceSession, withdrawUser: WithdrawUserUseCase, cache: CachedUserRepository
  ) {
    self.session = session
    self.withdrawUser = withdrawUser
    self.cache = cache
  }

  /// Withdraws the signed-in user through the profile's use case, then clears the cache for
  /// a withdrawal and ends the session.
  /// - Throws: ``SessionEndError/notSignedIn`` when nobody is signed in, or the withdrawal's
  ///   `UserApplicationError` (the cache and the session then stay).
  public func execute() async throws {
    // TODO: refuse when nobody is signed in; withdraw through the profile's use case;
    // then clear the cache for a withdrawal and end the session.
    throw NotImplemented("Withdraw.execute()")
  }
}
