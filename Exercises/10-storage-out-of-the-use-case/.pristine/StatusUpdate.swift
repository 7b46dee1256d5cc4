// Exercise 10 — your turn: write `execute(id:message:)`. See README.md or README.ko.md.

import Entities
import ExerciseSupport
import Foundation
import Repositories
import ValueObjects

/// Changes a user's status message: the use case in the domain's words, over the port.
///
/// It knows users, ids and status messages, and asks a ``UserRepository`` to find and
/// keep them; which datastore that is, it neither knows nor cares.
public struct StatusUpdate: Sendable {
  private let repository: any UserRepository
  private let now: @Sendable () -> Date

  /// Makes the use case over any repository of users and the clock changes are stamped by.
  public init(
    repository: any UserRepository,
    now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_700_000_000) }
  ) {
    self.repository = repository
    self.now = now
  }

  /// Sets the status message of the user with this id and saves the user.
  ///
  /// - Throws: `UserId`'s and `StatusMessage`'s own errors for text that breaks their
  ///   rules; ``StatusUpdateError/userNotFound(_:)`` when no user has the id.
  public func execute(id: String, message: String) async throws {
    // TODO: make the values, find the user, let it change its status, save it.
    throw NotImplemented("StatusUpdate.execute(id:message:)")
  }
}

/// Why a status update was refused.
public enum StatusUpdateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No user has this id.
  case userNotFound(String)

  /// What went wrong, for a person.
  public var description: String {
    switch self {
    case .userNotFound(let id): "no user has the id \(id)"
    }
  }
}
