// Chapter 1 — Value objects (VO-1, VO-2, VO-3, VO-4, VO-14). Docs/01-value-objects.md
//
// Read first: why a full name is not a `String`. Splitting "김 철수" and "Tim Mark" on a
// space puts the family name at index 0 in one and index 1 in the other; a `FullName`
// knows which part is which, so no caller ever has to guess.

// region: FullName
/// A person's full name: a given name and a family name, validated when it is made.
///
/// `FullName` is a value object: immutable, compared by value, and impossible to build
/// in an invalid state. It also owns the knowledge of how a name is presented, so the
/// order of the parts is decided in one place instead of in every caller.
///
/// ```swift
/// let name = try FullName(givenName: "철수", familyName: "김")
/// name.familyName                     // "김"
/// name.formatted(.familyNameFirst)    // "김 철수"
/// ```
///
/// # Equality
/// Two full names are equal when both parts are equal; the type provides `==` itself,
/// so callers never compare part by part.
public struct FullName: Sendable, Hashable {
  /// The given name ("first name" in English-speaking countries), such as "철수" or "Tim".
  public let givenName: String

  // region: familyName
  /// The family name ("last name" in English-speaking countries), such as "김" or "Mark".
  public let familyName: String
  // endregion

  /// Makes a full name from its two parts, trimming white space around each.
  ///
  /// A part of a single letter is valid: "김" is a real family name, so no minimum
  /// length beyond "not blank" is imposed.
  /// - Throws: ``ValidationError`` when a part is blank, longer than
  ///   ``maximumPartLength`` characters, or holds a control character, a direction
  ///   control or a character that shows nothing (so a part made only of a zero-width
  ///   joiner, a lone combining mark or a variation selector is refused).
  public init(givenName: String, familyName: String) throws(ValidationError) {
    self.givenName = try Self.validate(givenName, as: .givenName)
    self.familyName = try Self.validate(familyName, as: .familyName)
  }
}
// endregion

extension FullName {
  /// The most characters either part may have; longer input is a mistake, not a name.
  public static let maximumPartLength = 50

  // region: formatted
  /// The name as a person would write it, in the order the caller asks for.
  public func formatted(_ order: Order) -> String {
    switch order {
    case .familyNameFirst: return "\(familyName) \(givenName)"
    case .givenNameFirst: return "\(givenName) \(familyName)"
    }
  }
  // endregion

  private static func validate(_ text: String, as part: Part) throws(ValidationError) -> String {
    let trimmed = TextRules.trimmed(text)
    guard !trimmed.isEmpty else { throw .blank(part, input: text) }
    guard trimmed.count <= maximumPartLength else {
      throw .tooLong(part, input: text, count: trimmed.count)
    }
    guard !TextRules.containsControlCharacter(trimmed) else {
      throw .controlCharacter(part, input: text)
    }
    guard !TextRules.containsDirectionControl(trimmed) else {
      throw .directionControl(part, input: text)
    }
    guard !TextRules.containsInvisibleCharacter(trimmed) else {
      throw .invisibleCharacter(part, input: text)
    }
    return trimmed
  }
}

extension FullName {
  /// Which part of a full name a rule was about.
  public enum Part: String, Sendable, Hashable {
    /// The given name ("철수", "Tim").
    case givenName = "given name"
    /// The family name ("김", "Mark").
    case familyName = "family name"
  }

  /// The order in which the parts of a name are presented.
  public enum Order: Sendable, Hashable {
    /// Family name, then given name: "김 철수" (Korean, Japanese, Chinese, Hungarian).
    case familyNameFirst
    /// Given name, then family name: "Tim Mark" (most of Europe and the Americas).
    case givenNameFirst
  }

  /// The rule a part of a full name broke, with the text that broke it.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The part is empty or only white space.
    case blank(Part, input: String)
    /// The part has more than ``FullName/maximumPartLength`` characters.
    case tooLong(Part, input: String, count: Int)
    /// The part holds a control character such as a tab, a line feed or NUL.
    case controlCharacter(Part, input: String)
    /// The part holds a direction control (such as U+202E) that reorders how it is shown.
    case directionControl(Part, input: String)
    /// The part holds a character that shows nothing, or is made only of such characters:
    /// a zero-width joiner, a lone combining mark, a variation selector.
    case invisibleCharacter(Part, input: String)

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .blank(let part, let input):
        return "a \(part.rawValue) must not be empty or blank; got \(TextRules.quoted(input))"
      case .tooLong(let part, let input, let count):
        return "a \(part.rawValue) has at most \(FullName.maximumPartLength) characters; "
          + "got \(count) in \(TextRules.quoted(input))"
      case .controlCharacter(let part, let input):
        return "a \(part.rawValue) must not contain control characters; "
          + "got \(TextRules.quoted(input))"
      case .directionControl(let part, let input):
        return "a \(part.rawValue) \(TextRules.directionControlRule); "
          + "got \(TextRules.quoted(input))"
      case .invisibleCharacter(let part, let input):
        return "a \(part.rawValue) \(TextRules.invisibleCharacterRule); "
          + "got \(TextRules.quoted(input))"
      }
    }
  }
}
