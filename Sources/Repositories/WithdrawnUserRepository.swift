// Chapter 5 — Application services (AS-5). Docs/05-application-services.md
//
// Read after `UserRepository.swift`: a second port the domain owns, for a second
// aggregate, the records kept of withdrawn accounts. The withdrawal use case writes here
// first and deletes the account only once this write has succeeded.

import Entities
import ValueObjects

/// Keeps the records of withdrawn accounts (`WithdrawnUser` aggregates), by account id.
public protocol WithdrawnUserRepository: Sendable {
  /// Stores the record, replacing any record with the same id.
  func save(_ record: WithdrawnUser) async throws

  /// The record for this id, or `nil` when that account never withdrew.
  func find(id: UserId) async throws -> WithdrawnUser?
}
