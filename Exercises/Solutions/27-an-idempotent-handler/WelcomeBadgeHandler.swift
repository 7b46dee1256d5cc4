// Exercise 27 — the reference solution. See README.md in this folder.

import Entities
import EventHandlers
import ExerciseSupport
import Foundation
import Repositories
import ValueObjects

/// Where badges are kept: it survives restarts, the handler does not.
public protocol BadgeBook: Sendable {
  /// Whether this user already has a welcome badge.
  func hasBadge(_ user: UserId) async throws -> Bool
  /// Gives this user a welcome badge, stamped with `instant`. Awarding twice gives two.
  func award(_ user: UserId, at instant: Date) async throws
}

/// Gives every registered user one welcome badge, however often the event is delivered.
public struct WelcomeBadgeHandler: UserEventHandler {
  private let book: any BadgeBook

  /// Makes the handler over the badge book.
  public init(book: any BadgeBook) {
    self.book = book
  }

  /// Awards the badge for a registration; ignores every other event.
  public func handle(_ event: UserOutboxEvent) async throws {
    guard case .registered(let registered) = event.event else { return }
    guard try await !book.hasBadge(registered.user) else { return }
    try await book.award(registered.user, at: registered.occurredAt)
  }
}
