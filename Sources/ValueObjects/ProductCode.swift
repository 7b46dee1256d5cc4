// Chapter 1 — Value objects (VO-7). Docs/01-value-objects.md
//
// Read first: the three properties. As a `String`, "a2000-D-2009" says nothing about
// what its pieces are; as a `ProductCode` it has a series, an area and a serial number,
// each with its own rule, and its description writes the original text back.

// region: ProductCode
/// A product code such as `a2000-D-2009`: a series, an area and a serial number.
///
/// ```swift
/// let code = try ProductCode(parsing: "a2000-D-2009")
/// code.series         // "a2000"
/// code.area           // "D"
/// code.serialNumber   // "2009"
/// code.description    // "a2000-D-2009"
/// ```
public struct ProductCode: Sendable, Hashable, CustomStringConvertible {
  /// The product series: one lower-case letter and four digits, such as "a2000".
  public let series: String
  /// The sales area: one upper-case letter, such as "D".
  public let area: String
  /// The serial number within the series: four digits, such as "2009".
  public let serialNumber: String

  /// Makes a product code from its named parts.
  /// - Throws: ``ValidationError`` naming the first part that breaks its rule.
  public init(series: String, area: String, serialNumber: String) throws(ValidationError) {
    guard Self.matches(series, [.lowercaseLetter, .digit, .digit, .digit, .digit]) else {
      throw .invalidSeries(input: series)
    }
    guard Self.matches(area, [.uppercaseLetter]) else { throw .invalidArea(input: area) }
    guard Self.matches(serialNumber, [.digit, .digit, .digit, .digit]) else {
      throw .invalidSerialNumber(input: serialNumber)
    }
    self.series = series
    self.area = area
    self.serialNumber = serialNumber
  }
}
// endregion

extension ProductCode {
  /// Reads a product code written as `series-area-serialNumber`.
  /// - Throws: ``ValidationError/wrongShape(input:)`` unless the text has exactly three
  ///   parts separated by `-`, and otherwise the error of the first invalid part.
  public init(parsing text: String) throws(ValidationError) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3 else { throw .wrongShape(input: text) }
    try self.init(series: String(parts[0]), area: String(parts[1]), serialNumber: String(parts[2]))
  }

  /// The code as it is written: `series-area-serialNumber`.
  public var description: String { "\(series)-\(area)-\(serialNumber)" }

  private enum Slot {
    case lowercaseLetter, uppercaseLetter, digit

    func admits(_ scalar: Unicode.Scalar) -> Bool {
      switch self {
      case .lowercaseLetter: return ("a"..."z").contains(scalar)
      case .uppercaseLetter: return ("A"..."Z").contains(scalar)
      case .digit: return ("0"..."9").contains(scalar)
      }
    }
  }

  private static func matches(_ text: String, _ pattern: [Slot]) -> Bool {
    let scalars = Array(text.unicodeScalars)
    return scalars.count == pattern.count
      && zip(scalars, pattern).allSatisfy { scalar, slot in slot.admits(scalar) }
  }
}

extension ProductCode {
  /// The rule a product code broke, with the text that broke it.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not three parts separated by `-`.
    case wrongShape(input: String)
    /// The series is not one lower-case letter and four digits.
    case invalidSeries(input: String)
    /// The area is not one upper-case letter.
    case invalidArea(input: String)
    /// The serial number is not four digits.
    case invalidSerialNumber(input: String)

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .wrongShape(let input):
        return "a product code is series-area-serial, like a2000-D-2009; "
          + "got \(TextRules.quoted(input))"
      case .invalidSeries(let input):
        return "a product series is one lower-case letter and 4 digits, like a2000; "
          + "got \(TextRules.quoted(input))"
      case .invalidArea(let input):
        return "a product area is one upper-case letter, like D; got \(TextRules.quoted(input))"
      case .invalidSerialNumber(let input):
        return "a product serial number is 4 digits, like 2009; got \(TextRules.quoted(input))"
      }
    }
  }
}
