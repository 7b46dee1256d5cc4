// Chapter 1 — Value objects (VO-9, VO-12). Docs/01-value-objects.md
//
// Read first: the generic parameter. Every entity needs an id, and every id follows the
// same rule (a short token that is safe in file names and log lines), but a user id and
// a circle id must never be mixed up. One small generic gives both: `Identifier<UserTag>`
// and `Identifier<CircleTag>` share their code and their rule, yet are different types,
// so passing one where the other is meant does not compile. (This is the idea of
// pointfreeco's swift-tagged, written here in a few lines: the workshop uses no packages.)

import Foundation

// region: IdentifierTag
/// Names the kind of entity an ``Identifier`` identifies, for types and for messages.
///
/// A tag is an empty enum: it has no values, it only tells two kinds of id apart.
public protocol IdentifierTag: Sendable {
  /// The entity's name as an error message says it: "user", "circle".
  static var entityName: String { get }
  /// The article before the name in messages: "a" (the default) or "an".
  static var article: String { get }
}
// endregion

extension IdentifierTag {
  /// "a", as in "a user id"; a tag whose name needs "an" says so.
  public static var article: String { "a" }
}

// region: Identifier
/// The identity of an entity of kind `Tag`: a short, non-empty token of ASCII letters,
/// digits, `-` and `_`.
///
/// ```swift
/// let user = try UserId("user-1")          // Identifier<UserTag>
/// let circle = try CircleId("circle-1")    // Identifier<CircleTag>: another type
/// try UserId("../etc")   // throws: "a user id may contain only ASCII letters, …"
/// ```
public struct Identifier<Tag: IdentifierTag>: Sendable, Hashable, Comparable,
  CustomStringConvertible
{
  /// The validated id.
  public let value: String

  /// Makes an id from text the caller has already proven valid.
  init(unchecked value: String) {
    self.value = value
  }
}
// endregion

extension Identifier {
  /// The most characters an id may have; a UUID's 36 fit with room to spare.
  public static var maximumLength: Int { 64 }

  /// Makes an id from text, exactly as given (ids are not trimmed: " a" is not "a").
  /// - Throws: ``ValidationError`` when the text is empty, longer than
  ///   ``maximumLength``, or holds a character other than ASCII letters, digits,
  ///   `-` and `_`.
  public init(_ value: String) throws(ValidationError) {
    guard !value.isEmpty else { throw .empty }
    // Every allowed character is one ASCII byte, so checking bytes checks characters.
    let isValid =
      value.utf8.count <= Self.maximumLength && value.utf8.allSatisfy(IdentifierRule.isAllowed)
    if !isValid {
      if let bad = value.first(where: { !IdentifierRule.isAllowed($0) }) {
        throw .disallowedCharacter(input: value, character: bad)
      }
      throw .tooLong(input: value, count: value.count)
    }
    self.value = value
  }

  /// Makes an id from a UUID; its text (hex digits and `-`) is always valid.
  public init(_ uuid: UUID) {
    self.value = uuid.uuidString
  }

  /// The id itself.
  public var description: String { value }

  /// Orders ids by their text, so lists sort the same way on every run.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.value < rhs.value
  }
}

extension Identifier {
  /// The rule an id broke, with the text that broke it; the message names the entity.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The id is the empty string.
    case empty
    /// The id has more than ``Identifier/maximumLength`` characters.
    case tooLong(input: String, count: Int)
    /// The id holds a character outside the allowed set; the first one is named.
    case disallowedCharacter(input: String, character: Character)

    /// A sentence naming the rule and the offending input: "a circle id must not be empty".
    public var description: String {
      let kind = "\(Tag.article) \(Tag.entityName) id"
      switch self {
      case .empty:
        return "\(kind) must not be empty"
      case .tooLong(let input, let count):
        return "\(kind) has at most \(Identifier.maximumLength) characters; "
          + "got \(count) in \(TextRules.quoted(input))"
      case .disallowedCharacter(let input, let character):
        return "\(kind) may contain only ASCII letters, digits, '-' and '_'; "
          + "got \(TextRules.quoted(String(character))) in \(TextRules.quoted(input))"
      }
    }
  }
}
