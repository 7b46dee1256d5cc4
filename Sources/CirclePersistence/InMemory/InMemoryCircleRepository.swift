// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// The in-memory circle store, for tests and examples: the circle context's tables
// (`CircleTables`) inside an actor. Chapter 8 (IN-2, IN-4, IN-6): every check runs inside
// the actor, in the same step as the write. Chapter 9 (EV-2): so does recording the
// circle's events. The invitations live in the same tables (the in-memory invitation store
// is a view of this actor), so a unit of work changes both in one step.

import Aggregates
import Repositories
import Specifications
import ValueObjects

/// A `CircleRepository` in memory, which also holds the open invitations.
public actor InMemoryCircleRepository: CircleRepository {
  var tables = CircleTables()
  private let users: any UserRepository

  /// Makes a store holding these circles and invitations (none by default), which checks
  /// the people a save lets in against `users`.
  public init(
    _ circles: [Circle] = [], invitations: [CircleInvitation] = [], users: any UserRepository
  ) {
    self.users = users
    for circle in circles { tables.store(circle) }
    for invitation in invitations { tables.store(invitation) }
  }

  // region: save
  /// Stores the whole circle and its recorded events in one step, moving its name entry if
  /// it was renamed.
  /// - Throws: `CircleSaveConflict` when another circle holds the name, the copy is stale,
  ///   or someone it lets in is not a user; nothing is stored then, and no event.
  public func save(_ circle: Circle) async throws {
    try await commit([.save(circle)])
  }
  // endregion

  /// Checks and applies changes in one step of the actor.
  ///
  /// Who must be a user is asked of the users' store first; every check and the write
  /// follow with no `await` between them. In memory no lock is shared with the users'
  /// store, so a withdrawal at that very moment can slip past the check; the file store
  /// closes that gap by committing under the users' journal's lock (IN-6).
  func commit(_ changes: [CircleStoreChange]) async throws {
    var known: Set<UserId> = []
    for id in tables.peopleToCheck(changes) where try await users.find(id: id) != nil {
      known.insert(id)
    }
    for change in changes {
      if let conflict = tables.conflict(change, isUser: known.contains) { throw conflict }
    }
    tables.apply(changes)
  }

  /// Opens a unit of work whose commit writes its changes in one step of this actor.
  public nonisolated func beginUnitOfWork() -> CircleStoreUnitOfWork {
    CircleStoreUnitOfWork { changes in try await self.commit(changes) }
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
  public func delete(_ circle: Circle) async throws {
    try await commit([.delete(circle)])
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
