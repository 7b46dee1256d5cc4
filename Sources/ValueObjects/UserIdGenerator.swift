// Chapter 1 — Value objects (VO-12). Docs/01-value-objects.md
//
// Read first: the protocol. Code that creates users asks a generator for a new id
// instead of calling `UUID()` itself, so a test can hand it a generator whose ids are
// known in advance and every run of the test sees the same ones.

import Foundation
import Synchronization

// region: UserIdGenerator
/// Something that hands out new, unique user ids.
public protocol UserIdGenerator: Sendable {
  /// Returns an id that this generator has not returned before.
  func makeUserId() -> UserId
}
// endregion

/// A generator of random ids made from UUIDs: the one an application uses.
public struct UUIDUserIdGenerator: UserIdGenerator {
  /// Makes a UUID-based generator.
  public init() {}

  /// Returns an id made from a new random UUID.
  public func makeUserId() -> UserId {
    UserId(UUID())
  }
}

// region: SequentialUserIdGenerator
/// A deterministic generator: `user-1`, `user-2`, … for tests and examples.
///
/// It is a class because it has state that all its users share (the next number), and
/// `Sendable` because a `Mutex` guards that state, so concurrent callers still get
/// distinct ids.
public final class SequentialUserIdGenerator: UserIdGenerator {
  /// The longest prefix allowed, leaving room in ``Identifier/maximumLength`` for any number.
  public static let maximumPrefixLength = UserId.maximumLength - 1 - String(Int.min).count

  private let prefix: String
  private let next: Mutex<Int>

  /// Makes a generator whose ids are `prefix-start`, `prefix-(start+1)`, ….
  /// - Throws: ``PrefixError`` when the prefix is not itself a valid id or is longer than
  ///   ``maximumPrefixLength``.
  public init(prefix: String = "user", startingAt start: Int = 1) throws(PrefixError) {
    do throws(UserId.ValidationError) {
      _ = try UserId(prefix)
    } catch {
      throw .invalid(error)
    }
    guard prefix.count <= Self.maximumPrefixLength else {
      throw .tooLong(input: prefix, count: prefix.count)
    }
    self.prefix = prefix
    self.next = Mutex(start)
  }

  /// Returns the next id in the sequence.
  public func makeUserId() -> UserId {
    let number = next.withLock { value in
      defer { value &+= 1 }
      return value
    }
    // A valid prefix, a dash and the digits of an Int (and perhaps a minus sign, which
    // is a dash) always make a valid id within the maximum length.
    return UserId(unchecked: "\(prefix)-\(number)")
  }
}
// endregion

extension SequentialUserIdGenerator {
  /// The rule a generator's prefix broke.
  public enum PrefixError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The prefix is not a valid user id by itself.
    case invalid(UserId.ValidationError)
    /// The prefix leaves no room for the number within ``Identifier/maximumLength``.
    case tooLong(input: String, count: Int)

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .invalid(let error):
        return "an id prefix must itself be a valid user id: \(error)"
      case .tooLong(let input, let count):
        return "an id prefix has at most \(SequentialUserIdGenerator.maximumPrefixLength) "
          + "characters, leaving room for the number; got \(count) in \(TextRules.quoted(input))"
      }
    }
  }
}
