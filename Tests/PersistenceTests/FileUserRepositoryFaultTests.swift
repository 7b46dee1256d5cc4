// Chapter 4 — Repositories: the file repository's durability contract under faults (RE-6).
// Docs/04-repositories.md
//
// Each test plants one fault a real store meets — a killed process, a torn line, a
// damaged byte, someone else's file, a leftover temp file, a failing disk — and states
// what the repository must do about it.

import Entities
import Foundation
import JournalEngine
import Persistence
import TestSupport
import Testing
import ValueObjects

@Suite("The file store keeps its durability contract under faults (RE-6)")
struct FileUserRepositoryFaultTests {
  // MARK: Crashes

  @Test(
    "acknowledged saves survive kill -9 at random moments (8 here, 50 in CI), and the store holds exactly a prefix"
  )
  func killNine() async throws {
    // region: writer
    let writer = try #require(builtExecutable(named: "journal-writer"))
    var random = SeededGenerator(seed: 2026)
    for run in 0..<TortureRounds.count(quick: 8, ci: 50) {
      try await withTemporaryDirectory { directory in
        let delay = Int.random(in: 5...60, using: &random)
        let child = try ChildProcess(writer, [directory.path, "w", "100000"])
        await child.kill(afterMilliseconds: delay)
        let acknowledged = await child.finishedOutput().split(separator: "\n")
          .filter { $0.hasPrefix("saved ") }.count

        let stored = try await FileUserRepository(directory: directory).findAll()

        // Every acknowledged save is there; at most the one in flight is there too.
        #expect(stored.count >= acknowledged, "run \(run) after \(delay) ms")
        #expect(stored.count <= acknowledged + 1, "run \(run) after \(delay) ms")
        #expect(stored.map(\.id.value) == (0..<stored.count).map { "w-\($0)" }, "run \(run)")
      }
    }
    // endregion
  }

  @Test("an incomplete last transaction is dropped, and the next save survives a reopen")
  func tornTail() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      try await repository.save(Fixtures.user("user-1", named: "김철수"))
      let intact = try Data(contentsOf: repository.journalURL)
      let torn = JournalBytes.transaction(JournalBytes.saveLine(id: "user-2", name: "박영희"))
        .prefix(110)
      try (intact + torn).write(to: repository.journalURL)

      let recovered = try FileUserRepository(directory: directory)
      #expect(try await recovered.findAll().map(\.id.value) == ["user-1"])
      try await recovered.save(Fixtures.user("user-3", named: "이민수", createdAfter: 1))

      let reopened = try FileUserRepository(directory: directory)
      #expect(try await reopened.findAll().map(\.id.value) == ["user-1", "user-3"])
      let bytes = try Data(contentsOf: repository.journalURL)
      #expect(bytes.starts(with: intact))
      #expect(bytes.range(of: torn) == nil)
    }
  }

  @Test("zero bytes left at the end by a crash are a torn tail too")
  func zeroFilledTail() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      try await repository.save(Fixtures.user("user-1", named: "김철수"))
      let intact = try Data(contentsOf: repository.journalURL)
      try (intact + Data(repeating: 0, count: 4096)).write(to: repository.journalURL)

      let recovered = try FileUserRepository(directory: directory)
      try await recovered.save(Fixtures.user("user-2", named: "박영희", createdAfter: 1))
      #expect(try await FileUserRepository(directory: directory).findAll().count == 2)
    }
  }

  @Test(
    "a damaged record with valid ones after it throws, naming the line and offset, and leaves the file byte-identical"
  )
  func corruptMiddle() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      for index in 1...3 {
        try await repository.save(Fixtures.user("user-\(index)", named: "user \(index)"))
      }
      var bytes = try Data(contentsOf: repository.journalURL)
      let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let fourthLineStart = lines[0...2].reduce(0) { $0 + $1.count + 1 }
      bytes[fourthLineStart + 20] ^= 0x01  // one flipped bit inside line 4 (user-2)
      try bytes.write(to: repository.journalURL)

      #expect(
        throws: FileUserRepository.StorageError.damaged(
          path: repository.journalURL.path, line: 4, offset: fourthLineStart,
          reason: .unreadableLine)
      ) { try FileUserRepository(directory: directory) }
      #expect(try Data(contentsOf: repository.journalURL) == bytes)
    }
  }

  // MARK: Files that are not ours

  static let foreignFiles: [(String, Data, FileUserRepository.StorageError.UnrecognizedFormat)] = [
    ("an empty file", Data(), .empty),
    (
      "random bytes", Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }),
      .notAJournal
    ),
    (
      "a PNG image", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]),
      .notAJournal
    ),
    ("someone else's JSON", Data(#"{"users":[{"id":"user-1","name":"김철수"}]}"#.utf8), .notAJournal),
    (
      "a journal from a newer version",
      JournalBytes.header(version: 3) + JournalBytes.saveLine(id: "a", name: "abc"),
      .unsupportedVersion(3)
    ),
    (
      "a version 1 journal, which recovery migrates",
      JournalBytes.header(version: 1) + JournalBytes.saveLine(id: "a", name: "abc"),
      .olderVersion(1)
    ),
    ("a journal header with no line feed", Data("dddworkshop-user-journal 2".utf8), .notAJournal),
  ]

  @Test(
    "a file that is not a journal of this version throws unrecognized-format and is never overwritten",
    arguments: foreignFiles)
  func foreignFile(
    name: String, bytes: Data, reason: FileUserRepository.StorageError.UnrecognizedFormat
  ) async throws {
    try await withTemporaryDirectory { directory in
      let journal = directory.appendingPathComponent("users.journal")
      try bytes.write(to: journal)

      #expect(
        throws: FileUserRepository.StorageError.unrecognizedFormat(
          path: journal.path, reason: reason)
      ) {
        try FileUserRepository(directory: directory)
      }
      #expect(try Data(contentsOf: journal) == bytes, "\(name)")
    }
  }

  @Test("a temp file left by a crashed compaction is removed on open and never loaded")
  func staleTempFile() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      try await repository.save(Fixtures.user("user-1", named: "김철수"))
      let leftover = directory.appendingPathComponent("users.journal.compacting")
      try (JournalBytes.header() + JournalBytes.saveLine(id: "ghost", name: "ghost")).write(
        to: leftover)

      let reopened = try FileUserRepository(directory: directory)

      #expect(try await reopened.findAll().map(\.id.value) == ["user-1"])
      #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }
  }

  // MARK: Concurrency

  @Test("1,000 concurrent saves on one store all arrive and survive a reopen")
  func thousandConcurrentSaves() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      let users = try (0..<1_000).map { try Fixtures.user("user-\($0)", named: "user \($0)") }

      try await withThrowingTaskGroup(of: Void.self) { group in
        for user in users { group.addTask { try await repository.save(user) } }
        try await group.waitForAll()
      }

      #expect(try await FileUserRepository(directory: directory).findAll().count == 1_000)
    }
  }

  @Test("two processes saving 500 users each into one directory end with 1,000")
  func twoProcesses() async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    try await withTemporaryDirectory { directory in
      let first = try ChildProcess(writer, [directory.path, "a", "500"])
      let second = try ChildProcess(writer, [directory.path, "b", "500"])
      let outputs = await ChildProcess.outputs(of: [first, second])

      #expect(first.status == 0 && second.status == 0, "\(outputs)")
      let stored = try await FileUserRepository(directory: directory).findAll()
      #expect(stored.count == 1_000)
    }
  }

  @Test("a process picks up users another process saved before it writes, and keeps them")
  func picksUpOtherProcesses() async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      try await repository.save(Fixtures.user("mine-1", named: "mine one"))
      let child = try ChildProcess(writer, [directory.path, "theirs", "3"])
      _ = await child.finishedOutput()

      try await repository.save(Fixtures.user("mine-2", named: "mine two", createdAfter: 1))

      #expect(try await repository.findAll().count == 5)
      #expect(try await FileUserRepository(directory: directory).findAll().count == 5)
    }
  }

  @Test("a compaction by another store on the same directory is picked up without losing updates")
  func otherCompaction() async throws {
    try await withTemporaryDirectory { directory in
      let left = try FileUserRepository(directory: directory)
      let right = try FileUserRepository(directory: directory)
      var user = try Fixtures.user("user-1", named: "김철수")
      try await left.save(user)
      user = user.advancingVersion()
      for round in 0..<300 {
        user = try Fixtures.restored(user, status: "round \(round)")  // no event: bytes only
        try await right.save(user)
        user = user.advancingVersion()
      }
      await right.waitForCompaction()
      try await right.save(user)
      await right.waitForCompaction()
      #expect(await right.journalEntryCount < 300)

      #expect(try await left.find(id: user.id) == user)
      try await left.save(Fixtures.user("user-2", named: "박영희", createdAfter: 1))
      #expect(try await right.findAll().count == 2)
    }
  }

  // MARK: A failing disk

  @Test(
    "a failed write or sync throws and leaves memory and disk as they were",
    arguments: [SimulatedFaults.Operation.write, .sync])
  func injectedFailure(operation: SimulatedFaults.Operation) async throws {
    try await withTemporaryDirectory { directory in
      let faults = SimulatedFaults()
      let repository = try FileUserRepository(directory: directory, simulatedFaults: faults)
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let kim = try #require(try await repository.find(id: Fixtures.id("user-1")))
      let before = try Data(contentsOf: repository.journalURL)

      faults.failNext(operation)
      await #expect(throws: FileUserRepository.StorageError.self) {
        try await repository.save(Fixtures.user("user-2", named: "박영희"))
      }
      var renamed = kim
      renamed.changeName(to: try Fixtures.name("이민수"), at: Fixtures.instant(30))
      faults.failNext(operation)
      await #expect(throws: FileUserRepository.StorageError.self) {
        try await repository.save(renamed)
      }

      #expect(try await repository.findAll() == [kim])
      #expect(try await repository.find(name: Fixtures.name("이민수")) == nil)
      #expect(try Data(contentsOf: repository.journalURL) == before)
      try await repository.save(renamed)
      #expect(try await FileUserRepository(directory: directory).findAll() == [renamed])
    }
  }

  @Test("a failed delete throws and the user is still stored")
  func injectedDeleteFailure() async throws {
    try await withTemporaryDirectory { directory in
      let faults = SimulatedFaults()
      let repository = try FileUserRepository(directory: directory, simulatedFaults: faults)
      let kim = try Fixtures.user("user-1", named: "김철수")
      try await repository.save(kim)
      let stored = Fixtures.withdrawn(try #require(try await repository.find(id: kim.id)))

      faults.failNext(.sync)
      await #expect(throws: FileUserRepository.StorageError.self) {
        try await repository.delete(stored)
      }

      #expect(try await repository.find(id: kim.id) == kim)
      #expect(try await FileUserRepository(directory: directory).find(id: kim.id) == kim)
    }
  }
}
