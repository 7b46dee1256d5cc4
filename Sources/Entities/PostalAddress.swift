// Chapter 2 — Entities (EN-4): the value side. Docs/02-entities.md
//
// Read with `DeliveryAddress.swift`. In a user's profile an address is a value: the
// profile needs to know *where*, not *which address record*; two users who live at the
// same place hold equal addresses, and moving house replaces the value. A delivery
// service asks other questions of the same address, and there it is an entity.

import ValueObjects

// region: PostalAddress
/// Where someone can be reached by post: a value, compared by its parts.
///
/// ```swift
/// let home = try PostalAddress(postalCode: "04524", street: "세종대로 110")
/// home == (try PostalAddress(postalCode: "04524", street: "세종대로 110"))   // true
/// ```
public struct PostalAddress: Sendable, Hashable {
  /// The five-digit Korean postal code, such as "04524".
  public let postalCode: String
  /// The street address, trimmed, such as "세종대로 110".
  public let street: String

  /// Makes an address from its parts.
  /// - Throws: ``ValidationError`` unless the postal code is exactly five ASCII digits and
  ///   the street is neither blank nor holds control, direction or invisible characters.
  public init(postalCode: String, street: String) throws(ValidationError) {
    let isFiveDigits =
      postalCode.utf8.count == 5 && postalCode.utf8.allSatisfy { (0x30...0x39).contains($0) }
    guard isFiveDigits else { throw .invalidPostalCode(input: postalCode) }
    let trimmed = TextRules.trimmed(street)
    let isReadable =
      !trimmed.isEmpty && !TextRules.containsControlCharacter(trimmed)
      && !TextRules.containsDirectionControl(trimmed)
      && !TextRules.containsInvisibleCharacter(trimmed)
    guard isReadable else { throw .invalidStreet(input: street) }
    self.postalCode = postalCode
    self.street = trimmed
  }
}
// endregion

extension PostalAddress {
  /// The rule an address broke, with the text that broke it.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The postal code is not five ASCII digits.
    case invalidPostalCode(input: String)
    /// The street is blank, or holds a control, direction or invisible character.
    case invalidStreet(input: String)

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .invalidPostalCode(let input):
        return "a postal code is five digits, like 04524; got \(TextRules.quoted(input))"
      case .invalidStreet(let input):
        return "a street address is a line of visible text, not blank; "
          + "got \(TextRules.quoted(input))"
      }
    }
  }
}
