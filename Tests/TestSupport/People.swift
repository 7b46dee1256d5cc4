// Users for the circle tests: since chapter 8 (IN-6) a circle repository lets in only users, so
// a test's circles need their members registered in the users' repository beside them.

import Entities
import Foundation
import Persistence
import ValueObjects

extension Fixtures {
  /// A user for each id, named `@` and the id (ids of at most 19 characters).
  public static func people(_ ids: [String]) throws -> [User] {
    try ids.map { try user($0, named: "@" + $0) }
  }

  /// An in-memory user repository holding a user for each id.
  public static func userStore(_ ids: [String]) throws -> InMemoryUserRepository {
    InMemoryUserRepository(try people(ids))
  }

  /// Registers a user for each id in the users' journal of `directory`, where a file
  /// circle repository checks them.
  public static func registerUsers(_ ids: [String], in directory: URL) async throws {
    try await FileUserRepository(directory: directory).save(contentsOf: try people(ids))
  }
}
