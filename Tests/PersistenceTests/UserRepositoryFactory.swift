// The implementations the repository contract suite runs against. Adding a datastore to
// the workshop means adding one factory here; the contract tests then run on it unchanged.

import Persistence
import Repositories
import Testing

/// Makes a fresh, empty repository of one implementation for one test.
struct UserRepositoryFactory: Sendable, CustomTestStringConvertible {
  /// The implementation's name, shown in test results.
  let name: String
  /// Makes a new, empty repository.
  let make: @Sendable () async throws -> any UserRepository

  var testDescription: String { name }

  static let inMemory = UserRepositoryFactory(name: "in-memory") { InMemoryUserRepository() }

  /// Every implementation the contract must hold for.
  static let all: [UserRepositoryFactory] = [.inMemory]
}
