// Exercise 11 — reference solution. Docs/exercises.md

import Entities
import ValueObjects

/// Loads a user with one `async` call: one request, one answer.
///
/// ```swift
/// let user = try await loader.load(id: id)   // then the next line uses it
/// ```
public struct UserLoader: Sendable {
  private let api: any UserCallbackAPI

  /// Makes a loader in front of a callback API.
  public init(api: any UserCallbackAPI) {
    self.api = api
  }

  /// The user with this id, or `nil` when nobody has it.
  ///
  /// - Throws: the API's own error when the fetch fails.
  public func load(id: UserId) async throws -> User? {
    // The continuation suspends this call, holding no thread, until the callback resumes
    // it once: with the user, with nil (an answer), or with the API's error.
    try await withCheckedThrowingContinuation { continuation in
      api.fetchUser(id: id) { result in continuation.resume(with: result) }
    }
  }
}
