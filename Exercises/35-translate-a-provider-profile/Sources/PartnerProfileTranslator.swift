// Exercise 35 — your turn: write `profile(from:)`. See README.md or README.ko.md in this folder.

import Authentication
import ExerciseSupport
import Foundation

/// The anti-corruption layer between the partner provider and the identity context.
public struct PartnerProfileTranslator: Sendable {
  /// Makes the translator.
  public init() {}

  /// The identity context's profile of the person `payload` describes, signed in with Naver.
  /// - Throws: ``PartnerProfileError`` naming the rule the payload breaks.
  public func profile(from payload: Data) throws(PartnerProfileError) -> ProviderProfile {
    let answer = try PartnerProfilePayload.decode(payload).response
    // TODO: refuse a locked account and a state you do not know; make the subject from the
    // uid's digits; keep a trimmed nickname, a confirmed email, an https picture; read the
    // join time with its offset.
    _ = answer
    throw .unreadable(field: NotImplemented("PartnerProfileTranslator.profile(from:)").description)
  }
}
