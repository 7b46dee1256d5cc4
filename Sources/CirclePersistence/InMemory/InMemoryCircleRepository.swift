// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// The in-memory circle store, for tests and examples: circles by id, and a name index.

import Aggregates
import Specifications
import ValueObjects

/// A `CircleRepository` in memory.
public actor InMemoryCircleRepository: CircleRepository {
  private var circles: [CircleId: Circle] = [:]
  private var idsByName: [CircleName: CircleId] = [:]
  // Chapter 9 (EV-2): inside the actor, so a circle and its events change in one step.
  private var outbox = CircleOutbox()

  /// Makes a store holding these circles (none by default).
  public init(_ circles: [Circle] = []) {
    for circle in circles {
      self.circles[circle.id] = circle
      idsByName[circle.name] = circle.id
    }
  }

  /// Stores the whole circle, moving its name entry if it was renamed.
  /// - Throws: `Circle.VersionConflict` when the copy is stale (chapter 8); nothing is
  ///   stored then.
  public func save(_ circle: Circle) throws(Circle.VersionConflict) {
    let stored = circles[circle.id]?.version ?? 0
    guard stored == circle.version else {
      throw Circle.VersionConflict(id: circle.id, saved: circle.version, stored: stored)
    }
    if let previous = circles[circle.id], idsByName[previous.name] == circle.id {
      idsByName[previous.name] = nil
    }
    circles[circle.id] = circle.advancingVersion()
    idsByName[circle.name] = circle.id
  }

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

  /// Removes the circle, if there is one.
  public func delete(id: CircleId) {
    guard let removed = circles.removeValue(forKey: id) else { return }
    if idsByName[removed.name] == id { idsByName[removed.name] = nil }
  }
}

// Chapter 9 (QS-1): the list screen's rows, read straight from what the store holds.
extension InMemoryCircleRepository: CircleListing {
  /// The first `limit` circles sorting after `position`, by name, then id.
  public func listCircles(after position: CircleListPosition?, limit: Int) -> [CircleListEntry] {
    CircleListEntry.selectPage(from: circles.values, after: position, limit: limit)
  }
}

// Chapter 9 — Domain events (EV-2): the in-memory outbox. One actor call is one change:
// nothing can see the circle changed and its events missing, or the other way round.
extension InMemoryCircleRepository: CircleEventOutbox {
  /// Stores the circle and the events of its change in one step, checked as ``save(_:)``
  /// checks.
  /// - Throws: `Circle.VersionConflict`; nothing is stored then, and no event.
  public func save(_ circle: Circle, recording events: [CircleEvent]) throws(Circle.VersionConflict)
  {
    try save(circle)
    outbox.record(events)
  }

  /// The oldest undelivered events, at most `limit`.
  public func undeliveredEvents(limit: Int) -> [CircleOutboxEvent] {
    outbox.undelivered(limit: limit)
  }

  /// Records that delivery reached `position`; an older mark changes nothing.
  public func markDelivered(through position: Int) {
    outbox.markDelivered(through: position)
  }
}
