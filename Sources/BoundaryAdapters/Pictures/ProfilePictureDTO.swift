// Chapter 10 — Boundaries (GW-1): the picture service's answer, and its translator.
// Docs/10-boundaries.md
//
// Read first: `toDomain()`. The service's answer has its own names (`image_url`,
// `width_px`) and its own looseness (a missing width, an `http://` address). This type
// mirrors it exactly and lives only here, in the adapter; `toDomain()` translates it into
// the domain's `ProfilePicture` or refuses it with a typed error naming the rule, so
// nothing of the service's shape goes further in. It is a translator: one type, one
// function, in the adapter that calls the service.

import Foundation
import Gateways

// region: ProfilePictureDTO
/// One picture as the remote picture service sends it, field for field.
public struct ProfilePictureDTO: Sendable, Hashable, Codable {
  /// The picture's address, as sent.
  public let imageURL: String
  /// Its width in pixels; the service leaves it out for pictures still being processed.
  public let widthPx: Int?

  /// Mirrors one element of the service's JSON answer.
  public init(imageURL: String, widthPx: Int?) {
    self.imageURL = imageURL
    self.widthPx = widthPx
  }

  enum CodingKeys: String, CodingKey {
    case imageURL = "image_url"
    case widthPx = "width_px"
  }

  /// The domain's picture, or the reason this answer is unusable.
  /// - Throws: `GatewayError.malformedAnswer(service:reason:)` naming the broken rule.
  public func toDomain() throws(GatewayError) -> ProfilePicture {
    guard let widthPx else {
      throw .malformedAnswer(service: Self.service, reason: "\(imageURL) has no width")
    }
    do {
      return try ProfilePicture(address: imageURL, size: widthPx)
    } catch {
      throw .malformedAnswer(service: Self.service, reason: error.description)
    }
  }
}
// endregion

extension ProfilePictureDTO {
  /// The name errors give the service.
  public static let service = "the picture service"

  /// Decodes a whole answer (a JSON array) and maps every element to the domain.
  /// - Throws: `GatewayError.malformedAnswer(service:reason:)` for JSON of another
  ///   shape or any element that breaks a rule: a half-usable answer is not used.
  public static func decodePictures(from body: Data) throws(GatewayError) -> [ProfilePicture] {
    let answer: [ProfilePictureDTO]
    do {
      answer = try JSONDecoder().decode([ProfilePictureDTO].self, from: body)
    } catch {
      throw .malformedAnswer(service: service, reason: "the answer is not a list of pictures")
    }
    return try answer.map { dto throws(GatewayError) in try dto.toDomain() }
  }
}
