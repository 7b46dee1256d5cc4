// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// The in-memory circle store, for tests and examples: circles by id, and a name index.
// Chapter 8 (IN-2, IN-4): the name and version checks run inside the actor, in the same
// step as the write. Chapter 9 (EV-2): so does recording the circle's events.

import Aggregates
import Specifications
import ValueObjects

/// A `CircleRepository` in memory.
public actor InMemoryCircleRepository: CircleRepository {
  private var circles: [CircleId: Circle] = [:]
  private var idsByName: [CircleName: CircleId] = [:]
  // Inside the actor, so a circle and its events change in one step.
  private var outbox = CircleOutbox()

  /// Makes a store holding these circles (none by default).
  public init(_ circles: [Circle] = []) {
    for circle in circles {
      self.circles[circle.id] = circle
      idsByName[circle.name] = circle.id
    }
  }

  // region: save
  /// Stores the whole circle and its recorded events in one step, moving its name entry if
  /// it was renamed.
  /// - Throws: `CircleSaveConflict` when another circle holds the name or the copy is
  ///   stale; nothing is stored then, and no event.
  public func save(_ circle: Circle) throws(CircleSaveConflict) {
    let previous = circles[circle.id]
    if let conflict = CircleSaveConflict.find(
      saving: circle, storedVersion: previous?.version ?? 0, nameHolder: idsByName[circle.name])
    {
      throw conflict
    }
    if let previous, idsByName[previous.name] == circle.id { idsByName[previous.name] = nil }
    circles[circle.id] = circle.advancingVersion()
    idsByName[circle.name] = circle.id
    outbox.record(circle.recordedEvents)
  }
  // endregion

  /// The circle with this id, or `nil`.
  public func find(id: CircleId) -> Circle? {
    circles[id]
  }

  /// The circle with this name, or `nil`.
  public func find(name: CircleName) -> Circle? {
    idsByName[name].flatMap { circles[$0] }
  }

  /// Every circle, oldest first.
  public func findAll() -> [Circle] {
    circles.values.sorted { $0.precedes($1) }
  }

  // region: findAllSatisfying
  /// The circles satisfying the rule, oldest first.
  public func findAll(satisfying specification: some Specification<Circle>) -> [Circle] {
    findAll().filter { specification.isSatisfied(by: $0) }
  }
  // endregion

  /// Removes the circle if this copy is the stored one; a circle already gone stays gone.
  /// - Throws: `CircleSaveConflict.staleVersion`; nothing is removed.
  public func delete(_ circle: Circle) throws(CircleSaveConflict) {
    guard let stored = circles[circle.id] else { return }
    if let conflict = CircleSaveConflict.find(deleting: circle, storedVersion: stored.version) {
      throw conflict
    }
    circles[circle.id] = nil
    if idsByName[stored.name] == circle.id { idsByName[stored.name] = nil }
  }

  // MARK: Chapter 9 — the query side and the outbox's delivery bookkeeping

  /// The first `limit` circles sorting after `position`, by name, then id: the rows of the
  /// query service's `CircleListing` port.
  public func listCircles(after position: CircleListPosition?, limit: Int) -> [CircleListEntry] {
    CircleListEntry.selectPage(from: circles.values, after: position, limit: limit)
  }

  /// The oldest undelivered events, at most `limit`: what the relay's `CircleEventOutbox`
  /// port reads.
  public func undeliveredEvents(limit: Int) -> [CircleOutboxEvent] {
    outbox.undelivered(limit: limit)
  }

  /// Records that delivery reached `position`; an older mark changes nothing.
  public func markDelivered(through position: Int) {
    outbox.markDelivered(through: position)
  }
}
