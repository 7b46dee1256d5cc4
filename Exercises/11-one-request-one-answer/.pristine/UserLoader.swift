// Exercise 11 — your turn: write `load(id:)`. See README.md or README.ko.md.

import Entities
import ExerciseSupport
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
    // TODO: ask the API, suspend until it calls back, and return (or throw) its answer.
    throw NotImplemented("UserLoader.load(id:)")
  }
}
