// Exercise 35 — given: the partner provider's payload, as it sends it.
// See README.md or README.ko.md.

import Foundation

/// A partner provider's sign-in answer, field for field: the foreign model.
public struct PartnerProfilePayload: Sendable, Hashable, Decodable {
  /// Everything the partner says, nested under `response`.
  public let response: Response

  /// The person as the partner describes them.
  public struct Response: Sendable, Hashable, Decodable {
    /// The partner's id for the person, `nv-` and digits: `"nv-00012345"`.
    public let uid: String
    /// The account's state at the partner: `"ACTIVE"`, `"LOCKED"`, and others it may add.
    public let state: String
    /// The nickname, possibly blank or padded with spaces.
    public let nick: String?
    /// The email and whether the partner confirmed it.
    public let mail: Mail?
    /// The profile picture, or `null`.
    public let thumbnail: Thumbnail?
    /// When the person joined the partner's sign-in, ISO 8601 with an offset:
    /// `"2024-11-27T08:00:00+09:00"`.
    public let joined: String
  }

  /// An email and the partner's flag: `"Y"` confirmed, `"N"` not.
  public struct Mail: Sendable, Hashable, Decodable {
    /// The address.
    public let address: String
    /// `"Y"` when the partner confirmed the address is the person's.
    public let confirmed: String
  }

  /// The picture's address, as sent.
  public struct Thumbnail: Sendable, Hashable, Decodable {
    /// The address, whatever its scheme.
    public let url: String
  }

  /// Decodes the partner's JSON.
  /// - Throws: ``PartnerProfileError/unreadable(field:)`` naming the field that is missing or
  ///   of the wrong kind.
  public static func decode(_ data: Data) throws(PartnerProfileError) -> PartnerProfilePayload {
    do {
      return try JSONDecoder().decode(PartnerProfilePayload.self, from: data)
    } catch let DecodingError.keyNotFound(key, _) {
      throw .unreadable(field: key.stringValue)
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context)
    {
      throw .unreadable(field: context.codingPath.last?.stringValue ?? "the top level")
    } catch {
      throw .unreadable(field: "the top level")
    }
  }
}
