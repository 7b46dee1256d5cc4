// Exercise 07 — your turn: write `complete(at:)` and `reopen()` so the entity keeps its own
// rules. See README.md or README.ko.md.

import ExerciseSupport
import Foundation

/// A to-do that keeps its own rules: it is done when it has a completion instant, and
/// that changes only through ``complete(at:)`` and ``reopen()``.
///
/// ```swift
/// var todo = RichTodo(id: "todo-1")
/// try todo.complete(at: now)
/// try todo.complete(at: later)   // throws RichTodo.RuleError.alreadyCompleted(at: now)
/// ```
public struct RichTodo: Sendable, Equatable {
  /// The to-do's identity.
  public let id: String
  /// When the to-do was done, or `nil` while it is open.
  public private(set) var completedAt: Date?
  /// Whether the to-do is done: read from ``completedAt``, so the two cannot disagree.
  public var isDone: Bool { completedAt != nil }

  /// Makes an open to-do.
  public init(id: String) {
    self.id = id
    self.completedAt = nil
  }

  /// The rule a change of the to-do broke.
  public enum RuleError: Error, Sendable, Equatable {
    /// The to-do was already done, at this instant.
    case alreadyCompleted(at: Date)
    /// The to-do is open: there is nothing to reopen.
    case notCompleted
  }

  /// Marks the to-do done at `instant`.
  /// - Throws: ``RuleError/alreadyCompleted(at:)`` when it is already done; it then keeps
  ///   the instant it was first done.
  public mutating func complete(at instant: Date) throws {
    // TODO: keep the rule here, in the entity: only an open to-do can be completed.
    throw NotImplemented("RichTodo.complete(at:)")
  }

  /// Opens a done to-do again.
  /// - Throws: ``RuleError/notCompleted`` when it is open.
  public mutating func reopen() throws {
    // TODO: only a done to-do can be reopened.
    throw NotImplemented("RichTodo.reopen()")
  }
}
