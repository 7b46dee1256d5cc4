// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// Read after `UserId.swift`: a circle's identity follows the same safe-character rule,
// but it is its own type, so a circle id can never be passed where a user id is meant.

import Foundation

/// The identity of a circle: letters, digits, `-` and `_`, at most 64 characters.
public struct CircleId: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The validated id.
  public let value: String

  /// Makes a circle id, under the same rules as a ``UserId``.
  /// - Throws: ``UserId/ValidationError`` naming the rule the text breaks.
  public init(_ value: String) throws(UserId.ValidationError) {
    self.value = try UserId(value).value
  }

  /// Makes an id from a UUID; its text is always valid.
  public init(_ uuid: UUID) {
    value = uuid.uuidString
  }

  /// The id itself.
  public var description: String { value }

  /// Orders ids by their text.
  public static func < (lhs: CircleId, rhs: CircleId) -> Bool {
    lhs.value < rhs.value
  }
}
