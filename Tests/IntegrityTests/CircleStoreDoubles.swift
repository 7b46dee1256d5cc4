// Chapter 8 — Integrity (IN-5). Docs/08-integrity.md
//
// Circle repositories for the follow-up's tests: one that always fails, one where someone else
// saves a circle just before the step's first save of it.

import Aggregates
import CirclePersistence
import Specifications
import TestSupport
import ValueObjects

/// A circle repository whose every call fails.
struct FailingCircleRepository: CircleRepository {
  struct Down: Error {}
  func save(_ circle: Circle) async throws { throw Down() }
  func find(id: CircleId) async throws -> Circle? { throw Down() }
  func find(name: CircleName) async throws -> Circle? { throw Down() }
  func findAll() async throws -> [Circle] { throw Down() }
  func findAll(satisfying specification: some Specification<Circle>) async throws -> [Circle] {
    throw Down()
  }
  func delete(_ circle: Circle) async throws { throw Down() }
  func recordWithdrawal(of user: UserId) async throws { throw Down() }
}

/// A repository where, before the first save of circle-1, another user ("choi") joins it.
actor RacingCircleRepository: CircleRepository {
  private let store: InMemoryCircleRepository
  private var raced = false

  init(store: InMemoryCircleRepository) { self.store = store }

  func save(_ circle: Circle) async throws {
    if !raced, circle.id.value == "circle-1", var theirs = await store.find(id: circle.id) {
      raced = true
      try theirs.join(try UserId("choi"), at: Fixtures.instant(0))
      try await store.save(theirs)
    }
    try await store.save(circle)
  }
  func find(id: CircleId) async -> Circle? { await store.find(id: id) }
  func find(name: CircleName) async -> Circle? { await store.find(name: name) }
  func findAll() async -> [Circle] { await store.findAll() }
  func findAll(satisfying specification: some Specification<Circle>) async -> [Circle] {
    await store.findAll(satisfying: specification)
  }
  func delete(_ circle: Circle) async throws { try await store.delete(circle) }
  func recordWithdrawal(of user: UserId) async { await store.recordWithdrawal(of: user) }
}
