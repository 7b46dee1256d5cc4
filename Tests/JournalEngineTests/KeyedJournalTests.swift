// The storage engine's shared state for small stores: records by kind and key.
// Docs/04b-journal-deep-dive.md
//
// Each test states a rule every keyed store (circles, invitations, accounts, counters)
// relies on without restating it.

import Foundation
import JournalEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("A keyed journal: records by kind and key, checked under the lock")
struct KeyedJournalTests {
  static let format = JournalFormat(name: "dddworkshop-test-records", version: 1)

  private func record(_ kind: String, _ key: String, _ fields: String) throws -> KeyedRecord {
    try KeyedRecord(kind: kind, key: key, fields: Array(fields.utf8))
  }

  private func open(_ directory: String) throws -> Journal<KeyedRecords> {
    try Journal<KeyedRecords>(directory: directory, name: "records", format: Self.format)
  }

  @Test("A committed record is read back by kind and key after reopening")
  func committedRecordsSurviveReopening() throws {
    let directory = try makeScratchDirectory()
    let journal = try open(directory)
    try journal.commit(
      [
        .put(try record("circle", "circle-1", #"{"name":"a"}"#)),
        .put(try record("invitation", "invitation-1", "{}")),
      ],
      checking: { _ in })
    try journal.commit([.remove(kind: "invitation", key: "invitation-1")], checking: { _ in })
    let reopened = try open(directory).current()
    #expect(
      reopened.record(kind: "circle", key: "circle-1")?.fields == Array(#"{"name":"a"}"#.utf8))
    #expect(reopened.records(kind: "invitation").isEmpty)
    #expect(reopened.count == 1)
  }

  @Test("A check that throws writes nothing, and another process's commit is seen by the check")
  func theCheckSeesEveryProcessAndRefusesAtomically() throws {
    let directory = try makeScratchDirectory()
    let first = try open(directory)
    let second = try open(directory)
    try second.commit([.put(try record("name", "baseball", "circle-1"))], checking: { _ in })
    struct Taken: Error {}
    #expect(throws: KeyedJournalError.self) {
      try first.commit([.put(try record("name", "baseball", "circle-2"))]) {
        records throws(KeyedJournalError) in
        if records.record(kind: "name", key: "baseball") != nil { throw .refused(Taken()) }
      }
    }
    #expect(
      try open(directory).current().record(kind: "name", key: "baseball")?.fields
        == Array("circle-1".utf8))
  }

  @Test("A kind or key with a space, a line feed or nothing in it is refused before writing")
  func invalidKindsAndKeysAreRefused() throws {
    #expect(throws: KeyedJournalError.self) { try record("circle", "a b", "{}") }
    #expect(throws: KeyedJournalError.self) { try record("", "a", "{}") }
    #expect(throws: KeyedJournalError.self) { try record("circle", "a", "x\ny") }
    let journal = try open(try makeScratchDirectory())
    #expect(throws: KeyedJournalError.self) {
      try journal.commit([.remove(kind: "circle", key: "a\nb")], checking: { _ in })
    }
  }

  @Test("Many commits compact the journal without losing a live record")
  func compactionKeepsLiveRecords() throws {
    let directory = try makeScratchDirectory()
    let journal = try open(directory)
    for round in 0..<300 {
      try journal.commit([.put(try record("counter", "user", "\(round)"))], checking: { _ in })
    }
    #expect(journal.entryCount < 100)
    #expect(
      try open(directory).current().record(kind: "counter", key: "user")?.fields
        == Array("299".utf8))
  }

  @Test("holdingLock runs its body caught up with other processes' commits")
  func holdingLockCatchesUp() throws {
    let directory = try makeScratchDirectory()
    let reader = try open(directory)
    _ = try reader.current()
    try open(directory).commit([.put(try record("user", "user-1", "{}"))], checking: { _ in })
    let seen = try reader.holdingLock(wrapping: { $0 }) {
      (records: KeyedRecords) throws(KeyedJournalError) -> Bool in
      records.record(kind: "user", key: "user-1") != nil
    }
    #expect(seen)
  }

  @Test(
    "a commit from inside holdingLock decides from the records under the lock, which no other process gets until the body returns"
  )
  func commitInsideHoldingLock() throws {
    let directory = try makeScratchDirectory()
    let journal = try open(directory)
    try journal.commit([.put(try record("counter", "user", "41"))], checking: { _ in })
    let heldAfterCommit = try journal.holdingLock(wrapping: { $0 as any Error }) {
      (records: KeyedRecords) throws -> Bool in
      let fields = records.record(kind: "counter", key: "user")?.fields ?? []
      let value = Int(String(decoding: fields, as: UTF8.self)) ?? 0
      try journal.commit([.put(try record("counter", "user", "\(value + 1)"))], checking: { _ in })
      return Self.lockIsTaken(directory + "/records.lock")
    }
    #expect(heldAfterCommit)
    #expect(!Self.lockIsTaken(directory + "/records.lock"))
    #expect(
      try open(directory).current().record(kind: "counter", key: "user")?.fields
        == Array("42".utf8))
  }

  @Test("the revision moves when the records change, here or in another process, and only then")
  func revisionFollowsChanges() throws {
    let directory = try makeScratchDirectory()
    let journal = try open(directory)
    try journal.commit([.put(try record("circle", "circle-1", "{}"))], checking: { _ in })
    let first = journal.revision
    _ = try journal.current()
    #expect(journal.revision == first)
    try open(directory).commit([.put(try record("circle", "circle-2", "{}"))], checking: { _ in })
    _ = try journal.current()
    #expect(journal.revision > first)
  }

  /// Whether another open file description cannot take the lock file's lock right now.
  static func lockIsTaken(_ path: String) -> Bool {
    guard let handle = FileHandle(forUpdatingAtPath: path) else { return false }
    defer { try? handle.close() }
    guard flock(handle.fileDescriptor, LOCK_EX | LOCK_NB) == 0 else { return true }
    flock(handle.fileDescriptor, LOCK_UN)
    return false
  }

  private func makeScratchDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("keyed-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return path
  }
}
