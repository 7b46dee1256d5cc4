// Exercise 32: Map a remote answer at the edge — the rules your code must keep.

import Foundation
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise32Solution
#else
  import Exercise32
#endif

/// Decodes one answer of the service, as the gateway would.
private func answer(_ json: String) throws -> StatusSuggestionDTO {
  try JSONDecoder().decode(StatusSuggestionDTO.self, from: Data(json.utf8))
}

@Suite("Exercise 32: Map a remote answer at the edge")
struct Exercise32Tests {
  @Test("a valid answer becomes the domain's suggestion, message and confidence")
  func validAnswer() throws {
    let dto = try answer(#"{"text": "DDD 공부 중", "confidence_pct": 87}"#)

    let suggestion = try dto.toDomain()

    #expect(
      suggestion == (try StatusSuggestion(message: StatusMessage("DDD 공부 중"), confidence: 87)))
  }

  @Test("a suggestion without text is refused, never turned into an empty message")
  func missingText() throws {
    let dto = try answer(#"{"confidence_pct": 50}"#)

    #expect(throws: SuggestionGatewayError.malformedAnswer(reason: "a suggestion has no text")) {
      try dto.toDomain()
    }
  }

  @Test("text breaking StatusMessage's rules is refused with that rule's own reason, never cut")
  func textTooLong() throws {
    let long = String(repeating: "가", count: 141)
    let dto = StatusSuggestionDTO(text: long, confidencePct: 90)
    let rule = #expect(throws: StatusMessage.ValidationError.self) { try StatusMessage(long) }

    #expect(throws: SuggestionGatewayError.malformedAnswer(reason: rule?.description ?? "")) {
      try dto.toDomain()
    }
  }

  @Test("a confidence outside 0 to 100 is refused with the domain's reason, never clamped")
  func confidenceOutOfRange() throws {
    for value in [150, -1] {
      let dto = StatusSuggestionDTO(text: "hello", confidencePct: value)

      #expect(
        throws: SuggestionGatewayError.malformedAnswer(
          reason: StatusSuggestion.ValidationError.confidenceOutOfRange(value).description)
      ) { try dto.toDomain() }
    }
  }

  @Test("the edges of the confidence range, 0 and 100, are accepted")
  func confidenceEdges() throws {
    for value in [0, 100] {
      let suggestion = try StatusSuggestionDTO(text: "hello", confidencePct: value).toDomain()

      #expect(suggestion.confidence == value)
    }
  }

  @Test("the domain's suggestion keeps the domain's words: no text field, and it decodes nothing")
  func noDTOWordsInTheDomain() throws {
    let suggestion = try StatusSuggestionDTO(text: "hello", confidencePct: 90).toDomain()

    let fields = Mirror(reflecting: suggestion).children.compactMap(\.label)
    #expect(!fields.contains("text"), "StatusSuggestion has the DTO's field text: \(fields)")
    #expect(
      !decodes(StatusSuggestion.self),
      "StatusSuggestion decodes itself, so the outside service's shape reaches the domain")
  }
}

/// Whether a type can be decoded (asked at run time, whatever the type is).
private func decodes(_ type: Any.Type) -> Bool {
  type is any Decodable.Type
}
