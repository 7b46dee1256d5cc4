// Chapter 1 — Value objects (VO-14). Docs/01-value-objects.md
//
// Read this after the value objects themselves: the small checks on typed text that
// several of them share, written once so a rule such as "no control characters" means
// the same thing in every type that states it. They are public because chapter 7's
// `CircleName` states the same rules for circles.
//
// VO-14 lives here: text can lie. Three zero-width spaces are three `Character`s that show
// nothing; U+202E makes "abcdef" display backwards; a lone combining mark looks like a
// smudge, not a letter. The checks below name those tricks, so every name type refuses them
// with the same words.

/// Checks on text a person typed, shared by the value objects that wrap a `String`.
public enum TextRules {
  /// The text without leading and trailing white space and line breaks.
  ///
  /// Trims whole `Character`s, so a space carrying a combining mark is kept whole.
  public static func trimmed(_ text: String) -> String {
    guard let first = text.first, let last = text.last else { return text }
    if !first.isWhitespace && !last.isWhitespace { return text }  // the common case
    guard let start = text.firstIndex(where: { !$0.isWhitespace }),
      let end = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[start...end])
  }

  /// Whether every scalar is, for certain, visible and neither a control nor a direction
  /// control: printable ASCII or a precomposed Hangul syllable.
  ///
  /// Names are nearly always such text, and for it the checks below answer without looking
  /// up Unicode properties or breaking the text into characters — which is most of the
  /// cost of rebuilding 100,000 users when a repository opens.
  static func isPlainText(_ text: String) -> Bool {
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return true }
    return text.unicodeScalars.allSatisfy { scalar in
      (0x20...0x7E).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
    }
  }

  /// Whether the text holds a control character (Unicode category Cc, or a line or
  /// paragraph separator); a line feed is allowed only when `allowingLineFeed` is true.
  public static func containsControlCharacter(_ text: String, allowingLineFeed: Bool = false)
    -> Bool
  {
    if isPlainText(text) { return false }
    return text.unicodeScalars.contains { scalar in
      if allowingLineFeed && scalar == "\n" { return false }
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: return true
      default: return false
      }
    }
  }

  // region: directionControl
  /// The rule about direction controls, worded once for every type that states it.
  public static let directionControlRule =
    "must not contain direction controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C)"

  /// Whether the scalar changes the direction in which the text around it is shown.
  ///
  /// The embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder what
  /// follows them: "\u{202E}abcdef" displays as "fedcba". The marks (LRM U+200E, RLM
  /// U+200F, ALM U+061C) reorder nothing on their own, but they are invisible, so two
  /// names that look identical could differ by one; a name is shown inside an isolate by
  /// the screen that shows it, and never needs one of its own.
  public static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    default: return false
    }
  }

  /// Whether the text holds a direction control anywhere (see ``isDirectionControl(_:)``).
  public static func containsDirectionControl(_ text: String) -> Bool {
    !isPlainText(text) && text.unicodeScalars.contains(where: isDirectionControl)
  }
  // endregion

  // region: invisible
  /// The rule about invisible characters, worded once for every type that states it.
  public static let invisibleCharacterRule =
    "must not contain invisible characters (zero-width, format or filler characters, "
    + "variation selectors, or a combining mark with no letter to mark)"

  /// Whether the scalar shows nothing on its own: a format character (Cf, such as the
  /// zero-width space and joiner), a default-ignorable one (such as the Hangul filler), a
  /// variation selector, or a combining mark.
  public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    if properties.isDefaultIgnorableCodePoint || properties.isVariationSelector { return true }
    switch properties.generalCategory {
    case .format, .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// Whether the character (a grapheme cluster) shows nothing: it holds invisible
  /// scalars and, besides them, at most white space.
  ///
  /// Inside a cluster, invisible scalars are fine: the joiners in 👩‍💻, the accent in "é",
  /// the jamo of a decomposed 김 all belong to something visible. A cluster of nothing but
  /// them (a zero-width space, a joiner or a combining mark at the start) shows nothing,
  /// and so does one that only adds a space (U+0600 and a space, which the fuzzer found).
  /// A plain space is not invisible: it is white space, which names may hold inside.
  public static func isInvisible(_ character: Character) -> Bool {
    var holdsInvisible = false
    for scalar in character.unicodeScalars {
      if isInvisible(scalar) {
        holdsInvisible = true
      } else if !scalar.properties.isWhitespace {
        return false  // something a reader can see
      }
    }
    return holdsInvisible
  }

  /// Whether the text holds a character that shows nothing (see `isInvisible(_ character:)`).
  ///
  /// - Complexity: O(*n*), where *n* is the length of the text.
  public static func containsInvisibleCharacter(_ text: String) -> Bool {
    !isPlainText(text) && text.contains(where: isInvisible)
  }
  // endregion

  /// The text in quotes with control characters escaped, fit to print in an error message.
  ///
  /// Invisible characters and direction controls are escaped too (`\u{200B}`), so a
  /// message about text that lies does not lie itself: an echoed U+202E would reverse the
  /// rest of the log line.
  public static func quoted(_ text: String) -> String {
    var result = ""
    for character in String(reflecting: text) {
      let hides =
        isInvisible(character) || character.unicodeScalars.contains(where: isDirectionControl)
        || markCount(character) > maximumMarksPerCharacter
      guard hides else {
        result.append(character)
        continue
      }
      for scalar in character.unicodeScalars {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result
  }
}
