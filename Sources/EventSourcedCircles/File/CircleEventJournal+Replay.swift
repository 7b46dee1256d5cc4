// Chapter 11 — Strategic design (SD-8): reading a circle back from its stream.
// Docs/11-strategic-design.md
//
// Read first: `load(_:in:)`. The head says how far the stream goes; every commit up to it
// must be there (a missing one is a gap, refused); the replay starts from the snapshot only
// when the snapshot is tied to the commit it summarises by that commit's fingerprint. A
// snapshot is never the source of truth: one that does not belong is ignored, and the
// circle is rebuilt from all of its events.

import Aggregates
import CirclePersistence
import JournalEngine
import ValueObjects

extension CircleEventJournal {
  // region: load
  /// The circle `id`'s stream rebuilds, or `nil` when it has none.
  /// - Throws: ``FileEventSourcedCircleRepository/StorageError`` naming the record or the
  ///   stream's broken rule.
  func load(_ id: CircleId, in records: KeyedRecords) throws(StorageError) -> Loaded? {
    guard let headRecord = records.record(kind: Record.headKind, key: id.value) else {
      return nil
    }
    let head = try decode(Record.Head.self, headRecord)
    let snapshot = usableSnapshot(of: id, through: head.version, in: records)
    var commits: [CircleStreamCommit] = []
    var version = (snapshot?.version ?? 0) + 1
    while version <= head.version {
      let key = Record.key(id, version)
      guard let record = records.record(kind: Record.commitKind, key: key) else {
        throw .stream(path: path, .gap(circle: id, missing: version, head: head.version))
      }
      do {
        commits.append(try decode(Record.self, record).makeCommit())
      } catch let error as StorageError {
        throw error
      } catch {
        throw .unreadable(path: path, record: "commit \(key)", reason: Self.reason(error))
      }
      version += 1
    }
    if records.record(kind: Record.commitKind, key: Record.key(id, version)) != nil {
      throw .stream(path: path, .outOfOrder(circle: id, expected: head.version, found: version))
    }
    let circle: Circle?
    do throws(CircleEventStreamError) {
      circle = try CircleEventStream(circle: id, commits: commits).rebuild(from: snapshot)
    } catch {
      throw .stream(path: path, error)
    }
    guard let circle, circle.name.value == head.name else {
      throw .unreadable(
        path: path, record: "stream \(id.value)",
        reason: "its head does not name the circle its events rebuild")
    }
    return Loaded(circle: circle, factsSinceSnapshot: commits.reduce(0) { $0 + $1.events.count })
  }
  // endregion

  // region: usableSnapshot
  /// The snapshot of `id`, when it can be trusted to stand for its stream up to its version:
  /// it reads back, is of this circle, within the stream, and carries the fingerprint of
  /// the commit it summarises; otherwise `nil`, and the stream is replayed whole.
  func usableSnapshot(of id: CircleId, through head: Int, in records: KeyedRecords) -> Circle? {
    guard let record = records.record(kind: Record.snapshotKind, key: id.value),
      let snapshot = try? decode(Record.Snapshot.self, record),
      let circle = try? snapshot.circle.makeCircle(),
      circle.id == id, (1...max(1, head)).contains(circle.version),
      let commit = records.record(kind: Record.commitKind, key: Record.key(id, circle.version)),
      Record.fingerprint(commit.fields) == snapshot.commit
    else { return nil }
    return circle
  }
  // endregion
}
