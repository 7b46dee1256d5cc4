// The implementations the repository contract suite runs against. Adding a datastore to
// the workshop means adding one factory here; the contract tests then run on it unchanged.

import Foundation
import Persistence
import Repositories
import TestSupport
import Testing

/// Makes a fresh, empty repository of one implementation for one test, and cleans up.
struct UserRepositoryFactory: Sendable, CustomTestStringConvertible {
  /// The implementation's name, shown in test results.
  let name: String
  /// Runs a test body with a new, empty repository.
  let withRepository: @Sendable ((any UserRepository) async throws -> Void) async throws -> Void

  var testDescription: String { name }

  static let inMemory = UserRepositoryFactory(name: "in-memory") { body in
    try await body(InMemoryUserRepository())
  }

  // region: file
  static let file = UserRepositoryFactory(name: "file") { body in
    try await withTemporaryDirectory { directory in
      try await body(try FileUserRepository(directory: directory.appendingPathComponent("store")))
    }
  }

  static let cachedInMemory = UserRepositoryFactory(name: "cached in-memory") { body in
    try await body(CachedUserRepository(store: InMemoryUserRepository()))
  }

  static let cachedFile = UserRepositoryFactory(name: "cached file") { body in
    try await withTemporaryDirectory { directory in
      try await body(CachedUserRepository(store: try FileUserRepository(directory: directory)))
    }
  }

  /// Every implementation the contract must hold for.
  static let all: [Self] = [.inMemory, .file, .cachedInMemory, .cachedFile] + databases
  // endregion
}
