// Chapter 5 — Application services (AS-5). Docs/05-application-services.md
//
// The in-memory implementation of the withdrawn-accounts port, for tests and examples.

import Entities
import Repositories
import ValueObjects

/// A `WithdrawnUserRepository` in memory.
public actor InMemoryWithdrawnUserRepository: WithdrawnUserRepository {
  private var records: [UserId: WithdrawnUser] = [:]

  /// Makes an empty archive.
  public init() {}

  /// Stores the record.
  public func save(_ record: WithdrawnUser) {
    records[record.id] = record
  }

  /// The record for this id, or `nil`.
  public func find(id: UserId) -> WithdrawnUser? {
    records[id]
  }
}
