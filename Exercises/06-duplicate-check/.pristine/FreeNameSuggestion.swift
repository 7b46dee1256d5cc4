// Exercise 06 — your turn: write `suggestedName(for:)`. See README.md or README.ko.md.

import DomainServices
import Entities
import ExerciseSupport
import ValueObjects

/// A stateless domain service that suggests a name no other user has: the user's own name
/// when it is free, else that name with the smallest free number from 2 ("김철수2").
///
/// It holds no state of its own, only the lookup it reads the other users from (in the
/// application, a repository), and it never saves anything.
///
/// ```swift
/// let suggestion = FreeNameSuggestion(repository: repository)
/// let name = try await suggestion.suggestedName(for: newcomer)   // 김철수2, if 김철수 is taken
/// ```
public struct FreeNameSuggestion: Sendable {
  private let repository: any UserNameLookup

  /// Makes the service over anything that finds users by name: in the application, a
  /// repository.
  public init(repository: any UserNameLookup) {
    self.repository = repository
  }

  /// The user's name if no other user has it, else the name followed by the smallest
  /// number from 2 that makes a name no other user has.
  /// - Throws: whatever the repository throws when it cannot be read, and `UserName`'s
  ///   error when a numbered name breaks its rule.
  public func suggestedName(for user: User) async throws -> UserName {
    // TODO: try the name, then the name with 2, 3, …: the first one that is not taken by
    // another user is the suggestion.
    throw NotImplemented("FreeNameSuggestion.suggestedName(for:)")
  }
}
