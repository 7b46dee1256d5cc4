// Chapter 10 — Boundaries (GW-3): an old API with a completion handler.
// Docs/10-boundaries.md
//
// Read first: the completion's type. `(Data?, (any Error)?)` allows four combinations and
// means two; the caller has to guess about the other two. The client answers on a
// background queue, as such clients do. It stands in for a vendor SDK we cannot change.

import Dispatch
import Foundation

/// An old-style picture client: one call, a completion handler, answers on a queue.
public struct CallbackPictureClient: Sendable {
  private let bodies: [String: Data]
  private let failure: LegacyClientError?
  private let callsCompletionTwice: Bool

  /// Makes a client that answers `bodies` by user id, or fails every call with `failure`.
  /// - Parameters:
  ///   - bodies: the JSON answered for each user id (`[]` for the others).
  ///   - failure: the error every call fails with, if any.
  ///   - callsCompletionTwice: repeats every answer, as some old SDKs do; a bridge must
  ///     survive it.
  public init(
    bodies: [String: String], failure: LegacyClientError? = nil,
    callsCompletionTwice: Bool = false
  ) {
    self.bodies = bodies.mapValues { Data($0.utf8) }
    self.failure = failure
    self.callsCompletionTwice = callsCompletionTwice
  }

  /// Fetches the JSON of a user's pictures; `completion` gets data or an error, later.
  public func fetchPictures(
    userId: String, completion: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) {
    let answer = (failure == nil ? bodies[userId] ?? Data("[]".utf8) : nil, failure)
    let times = callsCompletionTwice ? 2 : 1
    DispatchQueue.global().async {
      for _ in 0..<times { completion(answer.0, answer.1) }
    }
  }
}
