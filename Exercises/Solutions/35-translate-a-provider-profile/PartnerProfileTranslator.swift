// Exercise 35 — a reference solution. See ../../35-translate-a-provider-profile/README.md.

import Authentication
import Foundation

/// The anti-corruption layer between the partner provider and the identity context.
public struct PartnerProfileTranslator: Sendable {
  /// Makes the translator.
  public init() {}

  /// The identity context's profile of the person `payload` describes, signed in with Naver.
  /// - Throws: ``PartnerProfileError`` naming the rule the payload breaks.
  public func profile(from payload: Data) throws(PartnerProfileError) -> ProviderProfile {
    let answer = try PartnerProfilePayload.decode(payload).response
    switch answer.state {
    case "ACTIVE": break
    case "LOCKED": throw .locked
    default: throw .unknownState
    }
    let readsOffsets = ISO8601DateFormatter()
    guard let joinedAt = readsOffsets.date(from: answer.joined) else {
      throw .unreadableJoinTime
    }
    let nickname = answer.nick?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return ProviderProfile(
      identity: ProviderIdentity(provider: .naver, subject: try subject(of: answer.uid)),
      displayName: nickname.isEmpty ? nil : nickname,
      verifiedEmail: answer.mail?.confirmed == "Y" ? answer.mail?.address : nil,
      pictureAddress: secureAddress(answer.thumbnail?.url),
      connectedAt: joinedAt)
  }

  /// The partner's digits, without its `nv-` prefix: the one subject for the person.
  func subject(of uid: String) throws(PartnerProfileError) -> String {
    let digits = uid.dropFirst("nv-".count)
    guard uid.hasPrefix("nv-"), !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber })
    else { throw .invalidUid }
    return String(digits)
  }

  /// An address the app may show: `https` only.
  func secureAddress(_ text: String?) -> URL? {
    guard let text, let url = URL(string: text), url.scheme == "https" else { return nil }
    return url
  }
}
