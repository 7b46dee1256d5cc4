// Chapter 10 — Boundaries: GW-3, old APIs bridged to async throws with typed errors.
// Docs/10-boundaries.md

import BoundaryAdapters
import Foundation
import Gateways
import Testing
import ValueObjects

#if canImport(Combine)
  import Combine
#endif

@Suite("A completion handler and a publisher become async throws with typed errors (GW-3)")
struct BridgingTests {
  private let kimJSON = #"[{"image_url": "https://pics.example/kim.png", "width_px": 64}]"#

  @Test("a completion-handler client is bridged to async throws, its answer mapped to the domain")
  func callbackBridged() async throws {
    let gateway = CallbackPictureGateway(client: CallbackPictureClient(bodies: ["user-1": kimJSON]))

    let pictures = try await gateway.pictures(of: try UserId("user-1"))

    #expect(pictures == [try ProfilePicture(address: "https://pics.example/kim.png", size: 64)])
  }

  @Test(
    "the old client's errors arrive as the gateway's typed errors, not as a catch-all",
    arguments: [
      (LegacyClientError.notConnected, GatewayError.unreachable(service: "the picture service")),
      (.timedOut, .timedOut(service: "the picture service")),
      (.httpStatus(500), .rejected(service: "the picture service", status: 500)),
    ])
  func callbackErrors(legacy: LegacyClientError, expected: GatewayError) async throws {
    let gateway = CallbackPictureGateway(
      client: CallbackPictureClient(bodies: [:], failure: legacy))

    await #expect(throws: expected) { try await gateway.pictures(of: try UserId("user-1")) }
  }

  @Test("a completion called twice resumes the continuation once, with the first answer")
  func completionCalledTwice() async throws {
    let client = CallbackPictureClient(bodies: ["user-1": kimJSON], callsCompletionTwice: true)
    let gateway = CallbackPictureGateway(client: client)

    let pictures = try await gateway.pictures(of: try UserId("user-1"))

    #expect(pictures.count == 1)
  }

  @Test("each combination of the old completion's two optionals has one meaning, decided once")
  func completionCombinations() {
    struct Other: Error {}
    let data = Data("[]".utf8)
    let service = "the picture service"

    #expect(CallbackPictureGateway.result(data: data, error: nil) == .success(data))
    #expect(
      CallbackPictureGateway.result(data: nil, error: LegacyClientError.timedOut)
        == .failure(.timedOut(service: service)))
    #expect(
      CallbackPictureGateway.result(data: data, error: LegacyClientError.notConnected)
        == .failure(.unreachable(service: service)))
    #expect(
      CallbackPictureGateway.result(data: nil, error: nil)
        == .failure(.malformedAnswer(service: service, reason: "no data and no error")))
    #expect(
      CallbackPictureGateway.result(data: nil, error: Other())
        == .failure(.malformedAnswer(service: service, reason: "Other()")))
  }

  @Test("a continuation is resumed by the first answer only; later answers are dropped")
  func resumeOnce() async {
    let value = await withCheckedContinuation { continuation in
      let once = SingleResumeContinuation<Int>(continuation)
      #expect(once.resume(1))
      #expect(!once.resume(2))
    }

    #expect(value == 1)
  }

  #if canImport(Combine)
    @Test("a publisher is bridged to async throws: its first value is the answer")
    func publisherBridged() async throws {
      let json = Data(kimJSON.utf8)
      let gateway = PublisherPictureGateway { _ in
        Just(json).setFailureType(to: LegacyClientError.self).eraseToAnyPublisher()
      }

      let pictures = try await gateway.pictures(of: try UserId("user-1"))

      #expect(pictures == [try ProfilePicture(address: "https://pics.example/kim.png", size: 64)])
    }

    @Test("a publisher's failure arrives as the gateway's typed error")
    func publisherFailure() async throws {
      let gateway = PublisherPictureGateway { _ in
        Fail(outputType: Data.self, failure: LegacyClientError.timedOut).eraseToAnyPublisher()
      }

      await #expect(throws: GatewayError.timedOut(service: "the picture service")) {
        try await gateway.pictures(of: try UserId("user-1"))
      }
    }
  #endif
}
