// Exercise 27 — your turn: write `handle(_:)`. See README.md or README.ko.md.

import Entities
import EventHandlers
import ExerciseSupport
import Foundation
import Repositories
import ValueObjects

/// A name a user went by, and until when: one entry of the name history.
public struct FormerName: Sendable, Hashable {
  /// The user who went by the name.
  public let user: UserId
  /// The name they went by.
  public let name: UserName
  /// When they stopped going by it.
  public let until: Date

  /// Makes an entry.
  public init(user: UserId, name: UserName, until: Date) {
    self.user = user
    self.name = name
    self.until = until
  }
}

/// Where the names users went by are kept: it survives restarts, the handler does not.
public protocol NameHistory: Sendable {
  /// Every entry noted for this user, oldest first.
  func formerNames(of user: UserId) async throws -> [FormerName]
  /// Notes the entry. Noting the same entry twice keeps it twice.
  func note(_ entry: FormerName) async throws
}

/// Keeps the history of every user's former names, however often an event is delivered.
public struct NameHistoryHandler: UserEventHandler {
  private let history: any NameHistory

  /// Makes the handler over the name history.
  public init(history: any NameHistory) {
    self.history = history
  }

  /// Notes the former name for a rename; ignores every other event.
  public func handle(_ event: UserOutboxEvent) async throws {
    // TODO: keep only renames; note the former name, unless this very fact is noted.
    throw NotImplemented("NameHistoryHandler.handle(_:)")
  }
}
