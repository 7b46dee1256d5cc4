// Exercise 31 — your turn: write both `execute()` methods. See README.md or README.ko.md.

import ApplicationServices
import ExerciseSupport
import Persistence
import ValueObjects

/// The sessions of a shared device, a family tablet say: everyone signed in on it, and who
/// is using it now.
public actor DeviceSession {
  /// Everyone signed in on this device, in the order they signed in.
  public private(set) var signedIn: [UserId]

  /// Makes the device's sessions: these people signed in, in this order.
  public init(signedIn users: [UserId]) {
    self.signedIn = users
  }

  /// Who is using the device now: whoever signed in last, or `nil` when nobody is signed in.
  public var current: UserId? { signedIn.last }

  /// Ends `user`'s session on this device; everyone else stays signed in, and whoever of
  /// them signed in last uses the device now.
  public func end(for user: UserId) {
    signedIn.removeAll { $0 == user }
  }

  /// Ends every session on this device.
  public func endAll() {
    signedIn = []
  }
}

/// Why a session could not be ended.
public enum SessionEndError: Error, Sendable, Equatable {
  /// Nobody is signed in.
  case notSignedIn
}

/// Ends the current person's session on this device; the account stays.
public struct SignOut: Sendable {
  private let session: DeviceSession
  private let cache: CachedUserRepository

  /// Makes the use case over the device's session and the session cache of users.
  public init(session: DeviceSession, cache: CachedUserRepository) {
    self.session = session
    self.cache = cache
  }

  /// Ends the current person's session and drops the cache; the user stays in the store, and
  /// everyone else stays signed in.
  ///
  /// With nobody signed in it is no error: what was asked for already holds.
  public func execute() async {
    // TODO: end the current person's session (only theirs); clear the cache for a sign-out.
    unimplemented("SignOut.execute()", placeholder: ())
  }
}

/// Deletes the current person's account: the profile's own withdrawal ends the user, then the
/// cache forgets them and their session on this device ends.
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

  /// Withdraws the current person through the profile's use case, then clears the cache for
  /// a withdrawal and ends their session; everyone else stays signed in.
  /// - Throws: ``SessionEndError/notSignedIn`` when nobody is signed in, or the withdrawal's
  ///   `UserApplicationError` (the cache and the session then stay).
  public func execute() async throws {
    // TODO: refuse when nobody is signed in; withdraw the current person through the
    // profile's use case; then clear the cache for a withdrawal and end their session.
    throw NotImplemented("Withdraw.execute()")
  }
}
