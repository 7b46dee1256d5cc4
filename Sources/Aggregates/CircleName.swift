// Chapter 7 — Beyond the basics (AD-2; VO-14 from chapter 1). Docs/07-beyond-the-basics.md
//
// Read after `UserName.swift`: the same shape, a different rule. A circle's name has 3 to
// 20 characters too, but it is its own type: the rules could part ways tomorrow, and
// each would change in one place.

import ValueObjects

/// The name of a circle, 3 to 20 characters after trimming.
public struct CircleName: Sendable, Hashable, CustomStringConvertible {
  /// How many characters a circle name may have.
  public static let allowedLength = 3...20

  /// The validated name, trimmed.
  public let value: String

  /// Makes a circle name, trimming white space at both ends first.
  /// - Throws: ``ValidationError`` when the trimmed name is too short or too long, or
  ///   holds a control character, a direction control or a character that shows nothing
  ///   (the same `TextRules` as `UserName`).
  public init(_ value: String) throws(ValidationError) {
    let trimmed = TextRules.trimmed(value)
    guard Self.allowedLength.contains(trimmed.count) else {
      throw .wrongLength(input: value, count: trimmed.count)
    }
    guard !TextRules.containsControlCharacter(trimmed) else {
      throw .controlCharacter(input: value)
    }
    guard !TextRules.containsDirectionControl(trimmed) else {
      throw .directionControl(input: value)
    }
    guard !TextRules.containsInvisibleCharacter(trimmed) else {
      throw .invisibleCharacter(input: value)
    }
    self.value = trimmed
  }

  /// The name itself.
  public var description: String { value }
}

extension CircleName {
  /// The rule a circle name broke, with the text that broke it.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Fewer or more characters than ``CircleName/allowedLength`` allows.
    case wrongLength(input: String, count: Int)
    /// A control character inside the name.
    case controlCharacter(input: String)
    /// A direction control (such as U+202E) that would reorder how the name is shown.
    case directionControl(input: String)
    /// A character that shows nothing: a zero-width space, a filler, a lone combining mark.
    case invisibleCharacter(input: String)

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .wrongLength(let input, let count):
        let bounds = CircleName.allowedLength
        return "a circle name has \(bounds.lowerBound) to \(bounds.upperBound) characters; "
          + "got \(count) in \(TextRules.quoted(input))"
      case .controlCharacter(let input):
        return "a circle name must not contain control characters; got \(TextRules.quoted(input))"
      case .directionControl(let input):
        return "a circle name \(TextRules.directionControlRule); got \(TextRules.quoted(input))"
      case .invisibleCharacter(let input):
        return "a circle name \(TextRules.invisibleCharacterRule); got \(TextRules.quoted(input))"
      }
    }
  }
}
