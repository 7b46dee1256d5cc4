// Exercise 02 — reference solution. Docs/exercises.md

/// A person's full name: a given name and a family name, neither of them blank.
///
/// ```swift
/// let name = try FullName(givenName: "철수", familyName: "김")
/// name.formatted(.listed)   // "김, 철수"
/// ```
///
/// # Equality
/// Two full names are equal when both parts are equal. Declaring `Hashable` is all it
/// takes: the compiler writes `==` and `hash(into:)` from every stored property, so a
/// part added later (a middle name) joins equality without another line changing.
public struct FullName: Sendable, Hashable {
  /// The given name ("first name" in English-speaking countries), such as "철수" or "Tim".
  public let givenName: String
  /// The family name ("last name" in English-speaking countries), such as "김" or "Mark".
  public let familyName: String

  /// Makes a full name from its two parts, trimming white space around each.
  ///
  /// A one-letter part is fine: "김" is a real family name.
  /// - Throws: ``ValidationError/blank(_:)`` when a part is empty or only white space.
  public init(givenName: String, familyName: String) throws(ValidationError) {
    self.givenName = try Self.validated(givenName, as: .givenName)
    self.familyName = try Self.validated(familyName, as: .familyName)
  }

  // No hand-written `==` or `hash(into:)`: the synthesized ones compare and hash both
  // parts, which is exactly "equal by value". Writing them out would only add a place to
  // forget a part.

  /// The name written the way the caller asks for: for a list, or as initials.
  ///
  /// How a name is written is a fact about names, so it is decided here once, not in
  /// string interpolation in every view.
  public func formatted(_ style: Style) -> String {
    switch style {
    case .listed: return "\(familyName), \(givenName)"
    case .initials:
      // `first` is a `Character`: a decomposed "É" (E and a combining accent) stays whole.
      return [givenName, familyName].compactMap(\.first).map { "\($0)." }.joined(separator: " ")
    }
  }

  private static func validated(_ text: String, as part: Part) throws(ValidationError) -> String {
    guard let start = text.firstIndex(where: { !$0.isWhitespace }),
      let end = text.lastIndex(where: { !$0.isWhitespace })
    else { throw .blank(part) }
    return String(text[start...end])
  }
}

extension FullName {
  /// Which part of a full name a rule was about.
  public enum Part: Sendable, Hashable {
    /// The given name ("철수", "Tim").
    case givenName
    /// The family name ("김", "Mark").
    case familyName
  }

  /// How a name is written.
  public enum Style: Sendable, Hashable {
    /// For a list sorted by family name: the family name, a comma, the given name ("Mark, Tim").
    case listed
    /// Each part's first character and a period, given name first ("T. M.").
    case initials
  }

  /// The rule a part of a full name broke.
  public enum ValidationError: Error, Sendable, Hashable {
    /// The part is empty or only white space.
    case blank(Part)
  }
}
