// Chapter 3 — Domain services (DS-1, DS-2, DS-4). Docs/03-domain-services.md
//
// Read first: `isDuplicate(_:)`. "Is this name already taken?" is a rule of the domain,
// but asking a brand-new user whether it duplicates anyone is unnatural — it does not
// know the others. A stateless domain service answers it, and the knowledge "duplicate
// means the same name held by another user" lives here, not inside a repository method.

import Entities
import ValueObjects

// region: UserService
/// Domain knowledge about users that belongs to no single user: the duplicate-name check.
///
/// `UserService` holds no state of its own, only the lookup it reads from (in the
/// application, a repository: `UserRepository` is a ``UserNameLookup``). It never
/// saves or deletes anything: storing is a step of the application, not a rule of the
/// domain, so it belongs to the application service that calls this one.
///
/// ```swift
/// let service = UserService(repository: repository)
/// if try await service.isDuplicate(newUser) { /* refuse the registration */ }
/// ```
public struct UserService: Sendable {
  private let repository: any UserNameLookup

  /// Makes the service over anything that finds users by name: in the application, a
  /// repository.
  public init(repository: any UserNameLookup) {
    self.repository = repository
  }
}
// endregion

extension UserService {
  // region: isDuplicate
  /// Whether another user already goes by this user's name.
  ///
  /// The answer relies on names being unique in the repository, and this check is what keeps
  /// them so; users stored without it (an import, say) can share a name, and then only the
  /// first-created holder of the name is compared.
  /// - Throws: whatever the lookup throws when it cannot be read.
  public func isDuplicate(_ user: User) async throws -> Bool {
    Self.isDuplicate(user, holder: try await repository.find(name: user.name))
  }
  // endregion
}

// region: duplicateRule
extension UserService {
  /// The duplicate-name rule itself: whether `candidate`'s name is taken by `holder`, the
  /// user who holds that name now (`nil` when nobody does).
  ///
  /// A user keeping its own name is not a duplicate of itself: only a user with a
  /// *different* id and the same name makes the name taken. "The same name" is `==` on
  /// `UserName`: the whole name, case included. Never a substring ("김철수님" does not
  /// duplicate "김철수") and never a case-folded match ("kim" does not duplicate "Kim").
  ///
  /// Written once, here, and asked twice: by ``isDuplicate(_:)`` before a save, and by a
  /// repository inside its save, where the check and the write are one step.
  public static func isDuplicate(_ candidate: User, holder: User?) -> Bool {
    guard let holder else { return false }
    return holder.name == candidate.name && !holder.hasSameIdentity(as: candidate)
  }
}
// endregion
