// Chapter 1 — Value objects (VO-14): marks stacked on one character. Docs/01-value-objects.md
//
// Read after `TextRules.swift`. A grapheme cluster is one `Character` however many combining
// marks it carries, so a length rule counted in characters cannot see a tower of accents;
// this rule caps the marks one character may carry.

extension TextRules {
  /// The most combining marks one character may carry.
  ///
  /// Enough for the stacks real scripts use (Vietnamese ệ written decomposed carries two,
  /// Thai กี่ two), too few for a tower of accents that buries the letter under it: "abc"
  /// with a hundred accents on its last letter counts as three characters, yet it is as tall
  /// as a paragraph and hides what it says.
  public static let maximumMarksPerCharacter = 4

  /// The rule about stacked marks, worded once for every type that states it.
  public static let markTowerRule =
    "must not stack more than \(maximumMarksPerCharacter) combining marks on one character"

  /// How many combining marks (Mn, Mc, Me) the character carries.
  public static func markCount(_ character: Character) -> Int {
    character.unicodeScalars.reduce(0) { count, scalar in
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: return count + 1
      default: return count
      }
    }
  }

  /// Whether some character of the text carries more marks than ``maximumMarksPerCharacter``.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the text.
  public static func containsMarkTower(_ text: String) -> Bool {
    !isPlainText(text) && text.contains { markCount($0) > maximumMarksPerCharacter }
  }
}
