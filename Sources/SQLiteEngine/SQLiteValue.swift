// Chapter 12 — Real databases: the values a statement binds and a row holds.
// Docs/modules.md

/// One value bound to a statement's parameter or read from a row's column.
///
/// Values always travel as bound parameters (`?` in the SQL), never spliced into its text,
/// so no value can change what a statement means.
public enum SQLiteValue: Sendable, Hashable {
  /// SQL `NULL`.
  case null
  /// A 64-bit signed integer.
  case integer(Int64)
  /// A 64-bit IEEE floating-point number, stored exactly.
  case real(Double)
  /// UTF-8 text.
  case text(String)

  /// The integer, or `nil` when the value is not one.
  public var integer: Int64? {
    if case .integer(let value) = self { value } else { nil }
  }

  /// The number (an integer read as a number too), or `nil` when the value is neither.
  public var real: Double? {
    switch self {
    case .real(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }

  /// The text, or `nil` when the value is not text.
  public var text: String? {
    if case .text(let value) = self { value } else { nil }
  }
}
