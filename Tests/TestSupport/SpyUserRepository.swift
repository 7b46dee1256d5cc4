// A test double for the repository port: it answers from a fixed list and records every
// call, so a test can prove what a service read and that it wrote nothing.

import Entities
import Repositories
import ValueObjects

/// A `UserRepository` that serves fixed users and records the calls made to it.
public actor SpyUserRepository: UserRepository {
  /// A call made to the repository.
  public enum Call: Sendable, Equatable {
    /// `save` with the user's id.
    case save(UserId)
    /// `find(id:)`.
    case findById(UserId)
    /// `find(name:)`.
    case findByName(UserName)
    /// `findAll()`.
    case findAll
    /// `delete(_:)`, with the id of the user deleted.
    case delete(UserId)
  }

  private var users: [User]
  /// Every call, in order.
  public private(set) var calls: [Call] = []
  /// The events the saved users recorded, kept with each save as every repository keeps them.
  public private(set) var events: [UserEvent] = []

  /// Makes a spy that answers from `users`.
  public init(_ users: [User] = []) {
    self.users = users
  }

  /// The calls that change storage (`save` and `delete`).
  public var writes: [Call] {
    calls.filter {
      switch $0 {
      case .save, .delete: return true
      default: return false
      }
    }
  }

  /// Records the call and stores the user (one version on, as a repository keeps it) and the
  /// events it recorded.
  public func save(_ user: User) {
    calls.append(.save(user.id))
    users.removeAll { $0.id == user.id }
    users.append(user.advancingVersion())
    events += user.recordedEvents
  }

  /// Records the call and answers from the fixed users.
  public func find(id: UserId) -> User? {
    calls.append(.findById(id))
    return users.first { $0.id == id }
  }

  /// Records the call and answers from the fixed users.
  public func find(name: UserName) -> User? {
    calls.append(.findByName(name))
    return users.filter { $0.name == name }.min { $0.precedes($1) }
  }

  /// Records the call and answers from the fixed users.
  public func findAll() -> [User] {
    calls.append(.findAll)
    return users.sorted { $0.precedes($1) }
  }

  /// Records the call and removes the user.
  public func delete(_ user: User) {
    calls.append(.delete(user.id))
    users.removeAll { $0.id == user.id }
  }
}
