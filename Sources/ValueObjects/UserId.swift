// Chapter 1 — Value objects (VO-9, VO-12). Docs/01-value-objects.md
//
// Read first: the allowed character set. A user id ends up in file names and log lines,
// so it admits only characters that are harmless there: an allow-list, not a list of
// known-bad characters, so "../", "\\", spaces and control characters are all refused.

import Foundation

/// The identity of a user: a short, non-empty token of letters, digits, `-` and `_`.
///
/// `UserId` and ``UserName`` are distinct types even though both wrap a `String`, so
/// passing a name where an id is expected does not compile.
///
/// ```swift
/// let id = try UserId("user-1")
/// try UserId("../etc")   // throws UserId.ValidationError.disallowedCharacter
/// ```
public struct UserId: Sendable, Hashable, CustomStringConvertible {
  /// The most characters an id may have; a UUID's 36 fit with room to spare.
  public static let maximumLength = 64

  /// The validated id.
  public let value: String

  /// Makes an id from text, exactly as given (ids are not trimmed: " a" is not "a").
  /// - Throws: ``ValidationError`` when the text is empty, longer than
  ///   ``maximumLength``, or holds a character other than ASCII letters, digits,
  ///   `-` and `_`.
  public init(_ value: String) throws(ValidationError) {
    guard !value.isEmpty else { throw .empty }
    // Every allowed character is one ASCII byte, so checking bytes checks characters.
    let isValid = value.utf8.count <= Self.maximumLength && value.utf8.allSatisfy(Self.isAllowed)
    if !isValid {
      if let bad = value.first(where: { !Self.isAllowed($0) }) {
        throw .disallowedCharacter(input: value, character: bad)
      }
      throw .tooLong(input: value, count: value.count)
    }
    self.value = value
  }

  /// Makes an id from a UUID; its text (hex digits and `-`) is always valid.
  public init(_ uuid: UUID) {
    self.value = uuid.uuidString
  }

  /// Makes an id from text the caller has already proven valid.
  init(unchecked value: String) {
    self.value = value
  }

  /// The id itself.
  public var description: String { value }

  // region: isAllowed
  static func isAllowed(_ character: Character) -> Bool {
    guard character.isASCII, let byte = character.asciiValue else { return false }
    return isAllowed(byte)
  }

  static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }
  // endregion
}

extension UserId {
  /// The rule a user id broke, with the text that broke it.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The id is the empty string.
    case empty
    /// The id has more than ``UserId/maximumLength`` characters.
    case tooLong(input: String, count: Int)
    /// The id holds a character outside the allowed set; the first one is named.
    case disallowedCharacter(input: String, character: Character)

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .empty:
        return "a user id must not be empty"
      case .tooLong(let input, let count):
        return "a user id has at most \(UserId.maximumLength) characters; "
          + "got \(count) in \(TextRules.quoted(input))"
      case .disallowedCharacter(let input, let character):
        return "a user id may contain only ASCII letters, digits, '-' and '_'; "
          + "got \(TextRules.quoted(String(character))) in \(TextRules.quoted(input))"
      }
    }
  }
}

extension UserId: Comparable {
  /// Orders ids by their text, so lists of users sort the same way on every run.
  public static func < (lhs: UserId, rhs: UserId) -> Bool {
    lhs.value < rhs.value
  }
}
