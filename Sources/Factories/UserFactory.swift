// Chapter 7 — Beyond the basics (AD-1): factories. Docs/07-beyond-the-basics.md
//
// Read first: the protocol. Creating a user is knowledge of its own — where a new id
// comes from, what "now" is — and it changes for reasons of its own (UUIDs today,
// numbered ids from a shared counter tomorrow). A factory holds that knowledge behind
// one method, and whoever registers users is handed one.

import Entities
import Foundation
import Synchronization
import ValueObjects

// region: UserFactory
/// Creates new users: a new id, the current instant, and the name asked for.
public protocol UserFactory: Sendable {
  /// A new user named `name`, never seen before, made through `User.register(id:name:at:)`
  /// so it has recorded its `UserRegistered`.
  /// - Throws: when the factory cannot produce a new id (a shared counter on disk that
  ///   cannot be read, say).
  func makeUser(named name: UserName) throws -> User
}
// endregion

/// The application's factory: UUID ids and the system clock.
public struct SystemUserFactory: UserFactory {
  private let idGenerator: any UserIdGenerator
  private let now: @Sendable () -> Date

  /// Makes the factory from an id generator and a clock.
  public init(
    idGenerator: any UserIdGenerator = UUIDUserIdGenerator(),
    now: @escaping @Sendable () -> Date = SystemUserFactory.now
  ) {
    self.idGenerator = idGenerator
    self.now = now
  }

  // region: now
  /// The current instant, made from seconds since 1970 so the file repository keeps it exactly.
  @Sendable public static func now() -> Date {
    Date(timeIntervalSince1970: Date().timeIntervalSince1970)
  }
  // endregion

  /// A new user with a new id, created now.
  public func makeUser(named name: UserName) -> User {
    User.register(id: idGenerator.makeUserId(), name: name, at: now())
  }
}

/// A factory for tests and examples: ids `prefix-1`, `prefix-2`, … and a clock that
/// starts at a fixed instant and moves one second per user.
public final class DeterministicUserFactory: UserFactory {
  private let ids: SequentialUserIdGenerator
  private let nextInstant: Mutex<Date>

  /// Makes the factory.
  /// - Throws: `SequentialUserIdGenerator.PrefixError` for a prefix that is not a valid id.
  public init(prefix: String = "user", startingAt start: Date) throws(SequentialUserIdGenerator
    .PrefixError)
  {
    ids = try SequentialUserIdGenerator(prefix: prefix)
    nextInstant = Mutex(start)
  }

  /// The next user in the sequence.
  public func makeUser(named name: UserName) -> User {
    let instant = nextInstant.withLock { next in
      defer { next = next.addingTimeInterval(1) }
      return next
    }
    return User.register(id: ids.makeUserId(), name: name, at: instant)
  }
}
