// Test fixtures shared by every chapter's tests: users with known ids, names and
// creation times, so no test depends on the wall clock or on randomness.

import Entities
import Foundation
import ValueObjects

/// Builders for test data with fixed, readable values.
public enum Fixtures {
  /// A fixed instant with a fractional second: 2023-11-14 22:13:20.123 UTC.
  public static let epoch = instant(0)

  /// The instant `seconds` after ``epoch``, made from seconds since 1970 as the workshop's
  /// clocks make instants, so it survives storage as seconds since 1970 exactly.
  public static func instant(_ seconds: TimeInterval) -> Date {
    Date(timeIntervalSince1970: 1_700_000_000.123 + seconds)
  }

  /// A user id; the text must be valid (tests pass literals).
  public static func id(_ text: String) throws -> UserId {
    try UserId(text)
  }

  /// A user name; the text must be valid (tests pass literals).
  public static func name(_ text: String) throws -> UserName {
    try UserName(text)
  }

  /// A user named `name` with id `id`, created `createdAfter` seconds after ``epoch``.
  public static func user(
    _ id: String, named name: String, status: String = "", createdAfter seconds: TimeInterval = 0
  ) throws -> User {
    User(
      id: try UserId(id), name: try UserName(name), statusMessage: try StatusMessage(status),
      createdAt: instant(seconds))
  }

  /// A copy of `user` with another status message, made as a repository restores a user.
  ///
  /// No event is recorded: for the storage tests, which are about bytes and compaction, not
  /// about facts.
  public static func restored(_ user: User, status: String) throws -> User {
    User(
      id: user.id, name: user.name, statusMessage: try StatusMessage(status), type: user.type,
      createdAt: user.createdAt, version: user.version)
  }

  /// `user` withdrawn at `instant`: the only kind of copy a repository deletes.
  public static func withdrawn(_ user: User, at instant: Date = instant(60)) -> User {
    var user = user
    user.withdraw(at: instant)
    return user
  }
}
