// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// The in-memory circle repository, for tests and examples: the circle context's tables
// (`CircleTables`) inside an actor. Chapter 8 (IN-2, IN-4, IN-6): every check runs inside
// the actor, in the same step as the write, against the actor's own tables (who withdrew
// included: the circles' record, not the users'). Chapter 9 (EV-2): so does recording the
// circle's events. The invitations live in the same tables (the in-memory invitation repository
// is a view of this actor), so a unit of work changes both in one step.

import Aggregates
import Specifications
import ValueObjects

/// A `CircleRepository` in memory, which also holds the open invitations.
public actor InMemoryCircleRepository: CircleRepository {
  var tables = CircleTables()

  /// Makes a repository holding these circles and invitations (none by default).
  public init(_ circles: [Circle] = [], invitations: [CircleInvitation] = []) {
    for circle in circles { tables.store(circle) }
    for invitation in invitations { tables.store(invitation) }
  }

  // region: save
  /// Stores the whole circle and its recorded events in one step, moving its name entry if
  /// it was renamed.
  /// - Throws: `CircleSaveConflict` when another circle holds the name, the copy is stale,
  ///   or someone it lets in withdrew; nothing is stored then, and no event.
  public func save(_ circle: Circle) throws {
    try commit([.save(circle)])
  }
  // endregion

  /// Checks and applies changes in one step of the actor: no `await` between the checks
  /// and the write.
  func commit(_ changes: [CircleStoreChange]) throws {
    for change in changes {
      if let conflict = tables.conflict(change) { throw conflict }
    }
    tables.apply(changes)
  }

  /// Opens a unit of work whose commit writes its changes in one step of this actor.
  public nonisolated func beginUnitOfWork() -> CircleRepositoryUnitOfWork {
    CircleRepositoryUnitOfWork { changes in try await self.commit(changes) }
  }

  /// The circle with this id, or `nil`.
  public func find(id: CircleId) -> Circle? {
    tables.circles[id]
  }

  /// The circle with this name, or `nil`.
  public func find(name: CircleName) -> Circle? {
    tables.circle(named: name)
  }

  /// Every circle, oldest first.
  public func findAll() -> [Circle] {
    tables.circles.values.sorted { $0.precedes($1) }
  }

  // region: findAllSatisfying
  /// The circles satisfying the rule, oldest first.
  public func findAll(satisfying specification: some Specification<Circle>) -> [Circle] {
    findAll().filter { specification.isSatisfied(by: $0) }
  }
  // endregion

  /// Removes the circle, and its invitations, if this copy is the stored one; a circle
  /// already gone stays gone.
  /// - Throws: `CircleSaveConflict.staleVersion`; nothing is removed.
  public func delete(_ circle: Circle) throws {
    try commit([.delete(circle)])
  }

  /// Records that `user` withdrew: no later save takes them in, no invitation reaches them.
  public func recordWithdrawal(of user: UserId) {
    tables.apply([.withdrew(user)])
  }

  // MARK: Chapter 9 — what the adapters of the relay's and the list's ports read, in
  // `EventAndQueryAdapters`

  /// The circles a page of the list is chosen from, as held: no copy, no sort.
  package var listedCircles: [CircleId: Circle].Values { tables.circles.values }

  /// The oldest undelivered events, at most `limit`.
  package func pendingEvents(limit: Int) -> [PendingCircleEvent] {
    tables.outbox.undelivered(limit: limit)
  }

  /// Records that delivery reached `position`; an older mark changes nothing.
  package func recordDelivery(through position: Int) {
    tables.apply([.delivered(through: position)])
  }
}
