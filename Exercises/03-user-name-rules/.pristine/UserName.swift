// Exercise 03 — your turn: write `UserName.init(_:)`. See README.md or README.ko.md.

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

  /// How many combining marks one character may carry: enough for real stacks (Vietnamese
  /// "ễ" written decomposed carries two), too few to draw a tower over the text around it.
  public static let maximumMarksPerCharacter = 4

  /// The validated name, tidied: no white space at the ends, one space between words.
  public let value: String

  /// Makes a user name, tidying its white space first: none at the ends, and every run of
  /// white space inside becomes one space.
  /// - Throws: ``ValidationError`` when the tidied name has fewer or more characters than
  ///   ``allowedLength`` allows, holds a direction control, or has a character carrying
  ///   more than ``maximumMarksPerCharacter`` combining marks.
  public init(_ text: String) throws {
    // TODO: tidy the white space, count the characters, check them against `allowedLength`,
    // refuse direction controls and towers of marks (README, part 2), store the name.
    throw NotImplemented("UserName.init(_:)")
  }

  /// The name itself.
  public var description: String { value }

  /// Whether the scalar reorders how the text around it is shown: the embeddings,
  /// overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the invisible marks LRM,
  /// RLM and ALM (U+200E, U+200F, U+061C).
  private static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    default: return false
    }
  }

  /// Whether the scalar is a combining mark, drawn on the character before it: an accent
  /// such as U+0301, a vowel sign, or an enclosing circle.
  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
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
    /// A character carrying more combining marks than ``UserName/maximumMarksPerCharacter``.
    case markTower
    /// A direction control, such as U+202E, which shows "abcdef" as "fedcba".
    case directionControl

    /// A sentence naming the rule and what was given, such as
    /// "a user name has 3 to 20 characters; got 2".
    public var description: String {
      let bounds = UserName.allowedLength
      let rule = "a user name has \(bounds.lowerBound) to \(bounds.upperBound) characters"
      switch self {
      case .tooShort(let count), .tooLong(let count): return "\(rule); got \(count)"
      case .markTower:
        let most = UserName.maximumMarksPerCharacter
        return "a character in a user name carries at most \(most) combining marks"
      case .directionControl: return "a user name must not contain direction controls"
      }
    }
  }
}
