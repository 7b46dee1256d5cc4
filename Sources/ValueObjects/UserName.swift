// Chapter 1 — Value objects (VO-8, VO-9, VO-10, VO-11, VO-14). Docs/01-value-objects.md
//
// Read first: `allowedLength`. The rule "a user name has 3 to 20 characters" is written
// exactly once; changing it to 6 to 20 is a one-line change here and nowhere else.

// region: summary
/// The name a user goes by in the workshop's domain, 3 to 20 characters long.
///
/// Characters are counted the way a person counts them: as Swift `Character`s
/// (grapheme clusters), so "김철수" has 3 and "👩‍👩‍👧" has 1.
///
/// ```swift
/// let name = try UserName("김철수")
/// try UserName("ab")   // throws UserName.ValidationError.tooShort
/// ```
///
/// # Equality
/// Two user names are equal when their text is: exactly, case included, so "Kim" and
/// "kim" are two names. Swift compares `String`s by canonical equivalence, so 김 typed
/// as one syllable and as the jamo ᄀ + ᅵ + ᆷ is one name, and hashes alike.
public struct UserName: Sendable, Hashable, CustomStringConvertible {
  /// The validated name, trimmed.
  public let value: String

  /// The name itself.
  public var description: String { value }

  /// Makes a name from text ``init(_:)`` has already trimmed and checked.
  private init(checked value: String) {
    self.value = value
  }
}
// endregion

extension UserName {
  // region: allowedLength
  /// How many characters a user name may have, after trimming white space at the ends.
  public static let allowedLength = 3...20
  // endregion

  // region: init
  /// Makes a user name, trimming white space and line breaks at both ends first.
  /// - Throws: ``ValidationError`` when the trimmed name has fewer or more characters
  ///   than ``allowedLength`` allows, or holds a control character, a direction control,
  ///   a character that shows nothing or a tower of marks on one character.
  public init(_ value: String) throws(ValidationError) {
    let trimmed = TextRules.trimmed(value)
    let count = trimmed.count
    guard count >= Self.allowedLength.lowerBound else {
      throw .tooShort(input: value, count: count)
    }
    guard count <= Self.allowedLength.upperBound else {
      throw .tooLong(input: value, count: count)
    }
    guard !TextRules.containsControlCharacter(trimmed) else {
      throw .controlCharacter(input: value)
    }
    try Self.refuseTextThatLies(trimmed, input: value)
    self.init(checked: trimmed)
  }
  // endregion

  // region: textThatLies
  /// Refuses a name that would show something other than its text: a direction control,
  /// a character that shows nothing, or a tower of marks on one character.
  static func refuseTextThatLies(_ trimmed: String, input value: String) throws(ValidationError) {
    guard !TextRules.containsDirectionControl(trimmed) else {
      throw .directionControl(input: value)
    }
    guard !TextRules.containsInvisibleCharacter(trimmed) else {
      throw .invisibleCharacter(input: value)
    }
    guard !TextRules.containsMarkTower(trimmed) else {
      throw .markTower(input: value)
    }
  }
  // endregion
}

extension UserName {
  /// The rule a user name broke, with the text that broke it.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Fewer characters than ``UserName/allowedLength`` allows.
    case tooShort(input: String, count: Int)
    /// More characters than ``UserName/allowedLength`` allows.
    case tooLong(input: String, count: Int)
    /// A control character such as a tab, a line feed or NUL inside the name.
    case controlCharacter(input: String)
    /// A direction control (such as U+202E) that would reorder how the name is shown.
    case directionControl(input: String)
    /// A character that shows nothing: a zero-width space, a filler, a lone combining mark.
    case invisibleCharacter(input: String)
    /// A character carrying more combining marks than a reader can take in.
    case markTower(input: String)

    // region: description
    /// The length rule in words, its bounds read from ``UserName/allowedLength``.
    static var lengthRule: String {
      let bounds = UserName.allowedLength
      return "a user name has \(bounds.lowerBound) to \(bounds.upperBound) characters"
    }
    // endregion

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .tooShort(let input, 0):
        // Spaces are trimmed first, so "   " has no character left to count.
        return "\(Self.lengthRule) and must not be blank; got \(TextRules.quoted(input))"
      case .tooShort(let input, let count), .tooLong(let input, let count):
        return "\(Self.lengthRule); got \(count) in \(TextRules.quoted(input))"
      case .controlCharacter(let input):
        return "a user name must not contain control characters; got \(TextRules.quoted(input))"
      case .directionControl(let input):
        return "a user name \(TextRules.directionControlRule); got \(TextRules.quoted(input))"
      case .invisibleCharacter(let input):
        return "a user name \(TextRules.invisibleCharacterRule); got \(TextRules.quoted(input))"
      case .markTower(let input):
        return "a user name \(TextRules.markTowerRule); got \(TextRules.quoted(input))"
      }
    }
  }
}
