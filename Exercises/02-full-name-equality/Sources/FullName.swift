// Exercise 02 — your turn: make `FullName` compare by value and present itself.
// See README.md or README.ko.md.

import ExerciseSupport

/// A person's full name: a given name and a family name, neither of them blank.
///
/// ```swift
/// let name = try FullName(givenName: "철수", familyName: "김")
/// name.formatted(.listed)   // "김, 철수"
/// ```
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

  /// Whether two full names are the same name.
  public static func == (lhs: FullName, rhs: FullName) -> Bool {
    // TODO: two names with equal parts must be equal. Do you need to write this at all?
    unimplemented("FullName.==", placeholder: false)
  }

  /// Feeds the name into `hasher`, so that equal names hash alike.
  public func hash(into hasher: inout Hasher) {
    // TODO: equal names must hash alike (a `Set` relies on it).
    unimplemented("FullName.hash(into:)", placeholder: ())
  }

  /// The name written the way the caller asks for: for a list, or as initials.
  public func formatted(_ style: Style) -> String {
    // TODO: "Mark, Tim" for `.listed`, "T. M." for `.initials`.
    unimplemented("FullName.formatted(_:)", placeholder: "")
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
