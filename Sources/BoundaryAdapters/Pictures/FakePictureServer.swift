// Chapter 10 — Boundaries (GW-1, GW-2): the outside service, in process.
// Docs/10-boundaries.md
//
// Read first: `body(at:)`. It answers the JSON a real service would, or fails the way a
// network does. `beforeAnswering` lets a test hold an answer back until it says so, which
// makes slow answers and out-of-order answers reproducible without sleeping.

import Foundation
import Gateways

/// The remote picture service, faked in process: JSON answers and scripted failures.
public actor FakePictureServer: PictureTransport {
  private var bodies: [String: Data] = [:]
  private var failure: GatewayError?
  private let beforeAnswering: @Sendable (String) async -> Void
  /// The paths asked for, in order.
  public private(set) var requests: [String] = []

  /// Makes a service that answers `[]` for every path until told otherwise.
  /// - Parameter beforeAnswering: runs before each answer with its path; a test suspends
  ///   here to decide when the answer arrives.
  public init(beforeAnswering: @escaping @Sendable (String) async -> Void = { _ in }) {
    self.beforeAnswering = beforeAnswering
  }

  /// Makes the service answer `json` at `path`.
  public func answer(_ json: String, at path: String) {
    bodies[path] = Data(json.utf8)
  }

  /// Makes every later request fail with `failure` (`nil` heals the service).
  public func fail(with failure: GatewayError?) {
    self.failure = failure
  }

  /// The JSON set for `path` (`[]` by default), after `beforeAnswering` lets it go.
  public func body(at path: String) async throws(GatewayError) -> Data {
    requests.append(path)
    await beforeAnswering(path)
    if let failure { throw failure }
    return bodies[path] ?? Data("[]".utf8)
  }
}
