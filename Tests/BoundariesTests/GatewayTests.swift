// Chapter 10 — Boundaries: GW-1, a gateway to an outside service, mapped at the edge.
// Docs/10-boundaries.md

import BoundaryAdapters
import Foundation
import Gateways
import Testing
import ValueObjects

@Suite("A gateway calls out; remote answers are mapped to the domain at the edge (GW-1)")
struct GatewayTests {
  private func gateway(answering json: String) async throws -> (RemoteProfilePictureGateway, UserId)
  {
    let user = try UserId("user-1")
    let service = FakePictureServer()
    await service.answer(json, at: RemoteProfilePictureGateway.path(of: user))
    return (RemoteProfilePictureGateway(transport: service), user)
  }

  @Test("the service's JSON is mapped to the domain's pictures, field names and all")
  func mapsToDomain() async throws {
    let (gateway, user) = try await gateway(
      answering: #"[{"image_url": "https://pics.example/kim.png", "width_px": 128}]"#)

    let pictures = try await gateway.pictures(of: user)

    #expect(pictures == [try ProfilePicture(address: "https://pics.example/kim.png", size: 128)])
  }

  @Test("a remote picture without a width is refused with a typed error, not shown half-made")
  func missingWidth() async throws {
    let (gateway, user) = try await gateway(
      answering: #"[{"image_url": "https://pics.example/kim.png"}]"#)

    await #expect(
      throws: GatewayError.malformedAnswer(
        service: "the picture service", reason: "https://pics.example/kim.png has no width")
    ) { try await gateway.pictures(of: user) }
  }

  @Test("a remote picture at an http address breaks the domain's rule and the error names it")
  func insecureAddress() throws {
    let dto = ProfilePictureDTO(imageURL: "http://pics.example/kim.png", widthPx: 64)

    #expect(
      throws: GatewayError.malformedAnswer(
        service: "the picture service",
        reason:
          #"a profile picture's address starts with https://; got "http://pics.example/kim.png""#)
    ) { try dto.toDomain() }
  }

  @Test("an answer of another shape is a malformed answer, never a crash")
  func otherShape() async throws {
    let (gateway, user) = try await gateway(answering: #"{"error": "oops"}"#)

    await #expect(
      throws: GatewayError.malformedAnswer(
        service: "the picture service", reason: "the answer is not a list of pictures")
    ) { try await gateway.pictures(of: user) }
  }

  @Test(
    "transport failures reach the caller as the gateway's own typed errors",
    arguments: [
      GatewayError.unreachable(service: "the picture service"),
      GatewayError.timedOut(service: "the picture service"),
      GatewayError.rejected(service: "the picture service", status: 503),
    ])
  func transportFailures(failure: GatewayError) async throws {
    let service = FakePictureServer()
    await service.fail(with: failure)
    let gateway = RemoteProfilePictureGateway(transport: service)

    await #expect(throws: failure) { try await gateway.pictures(of: try UserId("user-1")) }
  }

  @Test("a profile picture is 1 to 4096 pixels at an https address")
  func pictureRules() throws {
    #expect(throws: ProfilePicture.ValidationError.invalidSize(0)) {
      try ProfilePicture(address: "https://pics.example/a.png", size: 0)
    }
    #expect(throws: ProfilePicture.ValidationError.insecureAddress("https://")) {
      try ProfilePicture(address: "https://", size: 10)
    }
    #expect(throws: Never.self) { try ProfilePicture(address: "https://p.example/a", size: 4096) }
  }
}
