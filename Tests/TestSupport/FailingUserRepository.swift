// A repository whose every request fails, as a broken disk or a lost connection would: for
// tests that tell a failure apart from an answer such as "no such user".

import Entities
import Repositories
import ValueObjects

/// A `UserRepository` that throws ``Failure`` from every request.
public struct FailingUserRepository: UserRepository {
  /// What every request throws.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// Makes the failure.
    public init() {}

    /// "the datastore could not be read".
    public var description: String { "the datastore could not be read" }
  }

  /// Makes the repository.
  public init() {}

  /// Throws ``Failure``.
  public func save(_ user: User) async throws { throw Failure() }
  /// Throws ``Failure``.
  public func find(id: UserId) async throws -> User? { throw Failure() }
  /// Throws ``Failure``.
  public func find(name: UserName) async throws -> User? { throw Failure() }
  /// Throws ``Failure``.
  public func findAll() async throws -> [User] { throw Failure() }
  /// Throws ``Failure``.
  public func delete(_ user: User) async throws { throw Failure() }
}
