// Chapter 1 — Value objects (VO-12). Docs/01-value-objects.md
//
// Read after `Identifier.swift`: the allowed character set. An id ends up in file names
// and log lines, so it admits only characters that are harmless there: an allow-list,
// not a list of known-bad characters, so "../", "\\", spaces and control characters are
// all refused.

// region: isAllowed
/// The characters every ``Identifier`` may hold: ASCII letters, digits, `-` and `_`.
enum IdentifierRule {
  /// Whether `character` may appear in an id.
  static func isAllowed(_ character: Character) -> Bool {
    guard character.isASCII, let byte = character.asciiValue else { return false }
    return isAllowed(byte)
  }

  /// Whether the byte `byte` may appear in an id (every allowed character is one byte).
  static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }
}
// endregion
