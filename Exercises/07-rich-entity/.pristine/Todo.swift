// Exercise 07 — the "before": an anemic to-do and the service that took its behaviour. Read it,
// do not change it. See README.md or README.ko.md.

import Foundation

/// A to-do reduced to a bag of data: every property can be set from anywhere.
///
/// This is the anemic domain model, kept to compare with ``RichTodo``. Nothing keeps its
/// two properties in step: `todo.isDone = true` compiles and leaves `completedAt` empty.
public struct Todo: Sendable, Equatable {
  /// The to-do's identity.
  public var id: String
  /// Whether the to-do is done.
  public var isDone: Bool
  /// When it was done; meant to be set together with `isDone`, which nothing enforces.
  public var completedAt: Date?

  /// Makes a to-do; nothing is checked.
  public init(id: String, isDone: Bool = false, completedAt: Date? = nil) {
    self.id = id
    self.isDone = isDone
    self.completedAt = completedAt
  }
}

/// The "service" that now holds the to-do's behaviour, and its rules' only guard.
public struct TodoCompleter: Sendable {
  /// Makes the completer.
  public init() {}

  /// Marks the to-do done at `instant` if it is open, and answers whether it did.
  ///
  /// The rule is kept only by callers who remember to come here, and a `false` says
  /// nothing of why.
  public func complete(_ todo: inout Todo, at instant: Date) -> Bool {
    guard !todo.isDone else { return false }
    todo.isDone = true
    todo.completedAt = instant
    return true
  }

  /// Opens a done to-do again, and answers whether it did.
  public func reopen(_ todo: inout Todo) -> Bool {
    guard todo.isDone else { return false }
    todo.isDone = false
    todo.completedAt = nil
    return true
  }
}
