// Exercise 32 — your turn: write `toDomain()`. See README.md or README.ko.md.

import ExerciseSupport
import ValueObjects

/// A status message an outside service suggests, with how sure it is (0 to 100 percent).
public struct StatusSuggestion: Sendable, Hashable {
  /// The suggested message, valid by `StatusMessage`'s rules.
  public let message: StatusMessage
  /// How sure the service is, 0 to 100 percent.
  public let confidence: Int

  /// Makes a suggestion.
  /// - Throws: ``ValidationError/confidenceOutOfRange(_:)`` unless 0 to 100.
  public init(message: StatusMessage, confidence: Int) throws(ValidationError) {
    guard (0...100).contains(confidence) else { throw .confidenceOutOfRange(confidence) }
    self.message = message
    self.confidence = confidence
  }

  /// Why a suggestion cannot be made.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The confidence is not 0 to 100.
    case confidenceOutOfRange(Int)

    /// A sentence saying what is allowed.
    public var description: String {
      switch self {
      case .confidenceOutOfRange(let value):
        "a suggestion's confidence is 0 to 100 percent; got \(value)"
      }
    }
  }
}

/// Why the suggestion service gave no usable answer.
public enum SuggestionGatewayError: Error, Sendable, Hashable {
  /// The service answered something the domain cannot accept; the reason says why.
  case malformedAnswer(reason: String)
}

/// One suggestion as the service sends it, field for field.
public struct StatusSuggestionDTO: Sendable, Hashable, Decodable {
  /// The suggested text; the service leaves it out when it has nothing to say.
  public let text: String?
  /// Its confidence, in percent, as sent.
  public let confidencePct: Int

  /// Mirrors one answer of the service.
  public init(text: String?, confidencePct: Int) {
    self.text = text
    self.confidencePct = confidencePct
  }

  enum CodingKeys: String, CodingKey {
    case text
    case confidencePct = "confidence_pct"
  }

  /// The domain's suggestion, or the reason this answer is unusable.
  /// - Throws: ``SuggestionGatewayError/malformedAnswer(reason:)`` naming the broken rule.
  public func toDomain() throws(SuggestionGatewayError) -> StatusSuggestion {
    // TODO: refuse a missing text, text breaking StatusMessage's rules and a confidence
    // outside 0…100, each with its own reason; otherwise make the StatusSuggestion.
    throw .malformedAnswer(reason: NotImplemented("StatusSuggestionDTO.toDomain()").description)
  }
}
