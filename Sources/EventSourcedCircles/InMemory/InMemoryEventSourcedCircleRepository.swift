// Chapter 11 — Strategic design (SD-8). Docs/11-strategic-design.md
//
// Read first: `save(_:)`. The same port as chapter 7's in-memory repository, kept another way:
// each circle is its stream of commits, and every read replays it. Every check of a save
// (a stale copy, a name another circle holds, someone let in who withdrew) runs in
// the actor's one step with the append, as in chapter 7's repository. The name index is a
// projection of the streams, written in the same step: the unique-name rule needs it.

import Aggregates
import Specifications
import ValueObjects

/// A `CircleRepository` in memory that keeps each circle as its events.
public actor InMemoryEventSourcedCircleRepository: CircleRepository {
  private var streams: [CircleId: [CircleStreamCommit]] = [:]
  private var idsByName: [CircleName: CircleId] = [:]
  private var withdrawn: Set<UserId> = []

  /// Makes an empty repository.
  public init() {}

  /// The commits kept for `id`, oldest first: the circle's whole history.
  public func stream(of id: CircleId) -> CircleEventStream {
    CircleEventStream(circle: id, commits: streams[id] ?? [])
  }

  // region: save
  /// Appends the events the circle recorded (its founding first, when new) as one commit.
  /// - Throws: `CircleSaveConflict` when the copy is stale, another circle holds the name,
  ///   or someone it lets in withdrew; ``CircleEventStreamError`` when its events do not
  ///   rebuild it. Nothing is appended then.
  public func save(_ circle: Circle) throws {
    // No `await`: the checks and the append are one step of the actor.
    let stored = try find(id: circle.id)
    if let conflict = CircleSaveConflict.find(
      saving: circle, stored: stored, nameHolder: idsByName[circle.name],
      isUser: { !withdrawn.contains($0) })
    {
      throw conflict
    }
    let commit = try CircleEventStream.commit(saving: circle, over: stored)
    streams[circle.id, default: []].append(commit)
    if let stored, idsByName[stored.name] == circle.id { idsByName[stored.name] = nil }
    idsByName[circle.name] = circle.id
  }
  // endregion

  /// The circle its stream rebuilds, or `nil`.
  /// - Throws: ``CircleEventStreamError`` when the stream cannot rebuild it.
  public func find(id: CircleId) throws(CircleEventStreamError) -> Circle? {
    try stream(of: id).rebuild()
  }

  /// The circle holding this name, or `nil`.
  /// - Throws: ``CircleEventStreamError`` when its stream cannot rebuild it.
  public func find(name: CircleName) throws(CircleEventStreamError) -> Circle? {
    guard let id = idsByName[name] else { return nil }
    return try find(id: id)
  }

  /// Every circle, oldest first, each rebuilt from its stream.
  /// - Throws: ``CircleEventStreamError`` when a stream cannot rebuild its circle.
  public func findAll() throws(CircleEventStreamError) -> [Circle] {
    var circles: [Circle] = []
    for id in streams.keys {
      if let circle = try find(id: id) { circles.append(circle) }
    }
    return circles.sorted { $0.precedes($1) }
  }

  /// The circles satisfying the rule, oldest first.
  /// - Throws: ``CircleEventStreamError`` when a stream cannot rebuild its circle.
  public func findAll(satisfying specification: some Specification<Circle>)
    throws(CircleEventStreamError) -> [Circle]
  {
    try findAll().filter { specification.isSatisfied(by: $0) }
  }

  /// Ends the circle's stream, if this copy is the stored one; a circle gone stays gone.
  /// - Throws: `CircleSaveConflict.staleVersion`; nothing is removed then.
  public func delete(_ circle: Circle) throws {
    guard let stored = try find(id: circle.id) else { return }
    if let conflict = CircleSaveConflict.find(deleting: circle, storedVersion: stored.version) {
      throw conflict
    }
    streams[circle.id] = nil
    if idsByName[stored.name] == circle.id { idsByName[stored.name] = nil }
  }

  /// Records that `user` withdrew: no later save takes them in.
  public func recordWithdrawal(of user: UserId) {
    withdrawn.insert(user)
  }
}
