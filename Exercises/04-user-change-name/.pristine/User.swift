// Exercise 04 — your turn: write `changeName(to:)` and `changeStatusMessage(to:)`.
// See README.md or README.ko.md.

import ExerciseSupport
import ValueObjects

/// A user, identified by its ``id``, whose state changes only through its methods.
///
/// The attributes are value objects from chapter 1, so the rules are readable in the type:
/// a `User` holds a `UserName`, never a bare `String`.
///
/// ```swift
/// var user = User(id: "user-1", name: try UserName("김철수"))
/// try user.changeName(to: "박영희")
/// ```
public struct User: Sendable, Equatable {
  /// The user's identity, fixed when the user is made.
  public let id: String
  /// The name the user goes by; change it with ``changeName(to:)``.
  public private(set) var name: UserName
  /// What the user says about themselves; change it with ``changeStatusMessage(to:)``.
  public private(set) var statusMessage: StatusMessage

  /// Makes a user from its identity and its already valid state.
  public init(id: String, name: UserName, statusMessage: StatusMessage = .empty) {
    self.id = id
    self.name = name
    self.statusMessage = statusMessage
  }

  /// Renames the user to `text`, which must make a valid `UserName`.
  /// - Throws: `UserName.ValidationError` when `text` breaks the user-name rule; the user
  ///   is then left unchanged.
  public mutating func changeName(to text: String) throws {
    // TODO: let `UserName` check the text, then store the new name.
    throw NotImplemented("User.changeName(to:)")
  }

  /// Replaces the status message with `text`; empty text clears it.
  /// - Throws: `StatusMessage.ValidationError` when `text` breaks the status-message rule;
  ///   the user is then left unchanged.
  public mutating func changeStatusMessage(to text: String) throws {
    // TODO: let `StatusMessage` check the text, then store the new message.
    throw NotImplemented("User.changeStatusMessage(to:)")
  }
}
