// Exercise 03 — your turn: write `UserName.init(_:)`. See README.md in this folder.

import ExerciseSupport

/// The name a user goes by: 3 to 20 characters, counted as a person counts them.
///
/// ```swift
/// let name = try UserName("김철수")   // 3 characters: valid
/// try UserName("ab")                 // throws UserName.ValidationError.tooShort(count: 2)
/// ```
public struct UserName: Sendable, Hashable, CustomStringConvertible {
  /// How many characters a user name may have, after trimming white space at the ends.
  ///
  /// The rule's one place. It is a task-local value so that a test can change it for a
  /// moment (`UserName.$allowedLength.withValue(6...8) { … }`) and see every check follow;
  /// everywhere else it reads as the constant 3...20.
  @TaskLocal public static var allowedLength: ClosedRange<Int> = 3...20

  /// The validated name, trimmed.
  public let value: String

  /// Makes a user name, trimming white space and line breaks at both ends first.
  /// - Throws: ``ValidationError`` when the trimmed name has fewer or more characters
  ///   than ``allowedLength`` allows, holds a direction control, or holds a character
  ///   that shows nothing.
  public init(_ text: String) throws {
    // TODO: trim, count the characters, check them against `allowedLength`, refuse direction
    // controls and characters that show nothing (README, part 2), store the name.
    throw NotImplemented("UserName.init(_:)")
  }

  /// The name itself.
  public var description: String { value }

  /// The text without white space or line breaks at either end, cut at whole `Character`s.
  private static func trimmed(_ text: String) -> String {
    guard let start = text.firstIndex(where: { !$0.isWhitespace }),
      let end = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[start...end])
  }

  /// Whether the scalar reorders how the text around it is shown: the embeddings,
  /// overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the invisible marks LRM,
  /// RLM and ALM (U+200E, U+200F, U+061C).
  private static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    default: return false
    }
  }

  /// Whether the scalar shows nothing on its own: a format character such as a zero-width
  /// space or joiner, a default-ignorable one such as the Hangul filler, a variation
  /// selector, or a combining mark.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    if properties.isDefaultIgnorableCodePoint || properties.isVariationSelector { return true }
    switch properties.generalCategory {
    case .format, .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}

extension UserName {
  /// The rule a user name broke, with the number of characters it had.
  public enum ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Fewer characters than ``UserName/allowedLength`` allows.
    case tooShort(count: Int)
    /// More characters than ``UserName/allowedLength`` allows.
    case tooLong(count: Int)
    /// A character that shows nothing, such as a zero-width space or a lone accent.
    case invisibleCharacter
    /// A direction control, such as U+202E, which shows "abcdef" as "fedcba".
    case directionControl

    /// A sentence naming the rule and what was given, such as
    /// "a user name has 3 to 20 characters; got 2".
    public var description: String {
      let bounds = UserName.allowedLength
      let rule = "a user name has \(bounds.lowerBound) to \(bounds.upperBound) characters"
      switch self {
      case .tooShort(let count), .tooLong(let count): return "\(rule); got \(count)"
      case .invisibleCharacter: return "a user name must not contain invisible characters"
      case .directionControl: return "a user name must not contain direction controls"
      }
    }
  }
}
