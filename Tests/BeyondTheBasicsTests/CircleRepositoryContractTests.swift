// Chapter 7 — Beyond the basics: every circle repository keeps one contract (AD-2), run
// on the in-memory and file repositories like the user contract of chapter 4, and on chapter 11's
// stores that keep a circle as its events (SD-8).

import Aggregates
import CirclePersistence
import EventSourcedCircles
import Foundation
import Persistence
import Repositories
import Specifications
import TestSupport
import Testing
import ValueObjects

/// Makes a fresh, empty circle repository of one implementation for one test.
struct CircleRepositoryFactory: Sendable, CustomTestStringConvertible {
  let name: String
  let withRepository: @Sendable ((any CircleRepository) async throws -> Void) async throws -> Void
  var testDescription: String { name }

  /// Every repository: those of chapters 7 and 11, and the databases of chapter 12.
  static let all = withoutDatabase + databases

  static let withoutDatabase = [
    CircleRepositoryFactory(name: "in-memory") { body in try await body(try Circles.store()) },
    CircleRepositoryFactory(name: "file") { body in
      try await withTemporaryDirectory { directory in
        try await Fixtures.registerUsers(Circles.everyone, in: directory)
        try await body(try FileCircleRepository(directory: directory))
      }
    },
    CircleRepositoryFactory(name: "event-sourced in-memory") { body in
      try await body(
        InMemoryEventSourcedCircleRepository())
    },
    CircleRepositoryFactory(name: "event-sourced file, a snapshot every 2 facts") { body in
      try await withTemporaryDirectory { directory in
        try await Fixtures.registerUsers(Circles.everyone, in: directory)
        try await body(try FileEventSourcedCircleRepository(directory: directory, snapshotEvery: 2))
      }
    },
    CircleRepositoryFactory(name: "event-sourced file, no snapshots") { body in
      try await withTemporaryDirectory { directory in
        try await Fixtures.registerUsers(Circles.everyone, in: directory)
        try await body(
          try FileEventSourcedCircleRepository(directory: directory, snapshotEvery: nil))
      }
    },
  ]
}

@Suite("Every circle repository keeps the same contract (AD-2)")
struct CircleRepositoryContractTests {
  @Test(
    "a circle is saved and found again whole, members included",
    arguments: CircleRepositoryFactory.all)
  func saveThenFind(factory: CircleRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let circle = try Circles.circle("circle-1", named: "Swift 모임", members: 5)
      try await repository.save(circle)

      #expect(try await repository.find(id: circle.id) == circle)
      #expect(try await repository.find(name: circle.name) == circle)
      #expect(try await repository.findAll() == [circle])
    }
  }

  @Test(
    "saving a circle with an existing id replaces it, and a rename moves its name",
    arguments: CircleRepositoryFactory.all)
  func saveReplaces(factory: CircleRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Circles.circle("circle-1", named: "Swift 모임"))
      var circle = try #require(try await repository.find(id: CircleId("circle-1")))
      try circle.join(try UserId("park"), at: Fixtures.instant(0))
      circle.rename(to: try CircleName("Swift 스터디"), at: Fixtures.instant(0))
      try await repository.save(circle)

      #expect(try await repository.findAll() == [circle])
      #expect(try await repository.find(name: CircleName("Swift 모임")) == nil)
      #expect(try await repository.find(name: CircleName("Swift 스터디"))?.members.count == 2)
    }
  }

  @Test(
    "a missing circle is nil, and deleting one ends it; deleting twice is a no-op",
    arguments: CircleRepositoryFactory.all)
  func missingAndDelete(factory: CircleRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let circle = try Circles.circle("circle-1", named: "Swift 모임")
      #expect(try await repository.find(id: circle.id) == nil)
      try await repository.save(circle)
      let stored = try #require(try await repository.find(id: circle.id))
      try await repository.delete(stored)
      try await repository.delete(stored)
      #expect(try await repository.findAll().isEmpty)
      #expect(try await repository.find(name: circle.name) == nil)
    }
  }

  @Test(
    "a stale copy is not deleted: a member who joined since it was read stays a member",
    arguments: CircleRepositoryFactory.all)
  func staleDeleteRefused(factory: CircleRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Circles.circle("circle-1", named: "Swift 모임"))
      let mine = try #require(try await repository.find(id: CircleId("circle-1")))
      var theirs = mine
      try theirs.join(try UserId("park"), at: Fixtures.instant(1))
      try await repository.save(theirs)

      await #expect(throws: CircleSaveConflict.staleVersion(id: mine.id, saved: 1, stored: 2)) {
        try await repository.delete(mine)
      }
      #expect(try await repository.find(id: mine.id)?.members.count == 2)
    }
  }

  @Test(
    "a name another circle holds is refused by the store itself, in the same step as the write",
    arguments: CircleRepositoryFactory.all)
  func nameTakenRefused(factory: CircleRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Circles.circle("circle-1", named: "Swift 모임"))
      try await repository.save(try Circles.circle("circle-2", named: "iOS 모임"))
      var renamed = try #require(try await repository.find(id: CircleId("circle-2")))
      renamed.rename(to: try CircleName("Swift 모임"), at: Fixtures.instant(1))

      await #expect(throws: CircleSaveConflict.nameTaken(try CircleName("Swift 모임"))) {
        try await repository.save(try Circles.circle("circle-3", named: "Swift 모임"))
      }
      await #expect(throws: CircleSaveConflict.nameTaken(try CircleName("Swift 모임"))) {
        try await repository.save(renamed)
      }
      #expect(try await repository.findAll().map(\.name.value) == ["Swift 모임", "iOS 모임"])
    }
  }

  @Test(
    "of many circles created at once with one name, exactly one is stored",
    arguments: CircleRepositoryFactory.all)
  func concurrentNamesUnique(factory: CircleRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let refused = try await withThrowingTaskGroup(of: Bool.self) { group in
        for number in 1...20 {
          group.addTask {
            do {
              try await repository.save(try Circles.circle("circle-\(number)", named: "Swift 모임"))
              return false
            } catch CircleSaveConflict.nameTaken {
              return true
            }
          }
        }
        return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }
      #expect(refused == 19)
      #expect(try await repository.findAll().count == 1)
    }
  }

  @Test(
    "circles are listed oldest first and filtered by a specification",
    arguments: CircleRepositoryFactory.all)
  func listAndFilter(factory: CircleRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let newer = try Circles.circle("circle-2", named: "newer", members: 30, createdAfter: 10)
      let older = try Circles.circle("circle-1", named: "older", members: 3, createdAfter: 0)
      try await repository.save(newer)
      try await repository.save(older)

      #expect(try await repository.findAll().map(\.id.value) == ["circle-1", "circle-2"])
      #expect(
        try await repository.findAll(satisfying: CircleIsFull()).map(\.id.value) == ["circle-2"])
    }
  }

  @Test(
    "a circle that grew past 30 with premium members is stored and found whole",
    arguments: CircleRepositoryFactory.all)
  func premiumCircle(factory: CircleRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let big = try await Circles.premiumCircle("circle-1", named: "big one", members: 50)
      try await repository.save(big)
      #expect(try await repository.find(id: big.id)?.members.count == 50)
      #expect(try await repository.findAll() == [big])
    }
  }
}

@Suite("The file circle store survives a restart and refuses what it cannot read (AD-2)")
struct FileCircleRepositoryTests {
  @Test("circles saved to the file store are there after a reopen")
  func survivesReopen() async throws {
    try await withTemporaryDirectory { directory in
      try await Fixtures.registerUsers(Circles.everyone, in: directory)
      let circle = try Circles.circle("circle-1", named: "Swift 모임", members: 4)
      try await FileCircleRepository(directory: directory).save(circle)
      #expect(try await FileCircleRepository(directory: directory).findAll() == [circle])
    }
  }

  @Test("of many stores on one folder creating circles at once with one name, exactly one wins")
  func concurrentStoresKeepNamesUnique() async throws {
    try await withTemporaryDirectory { directory in
      try await Fixtures.registerUsers(Circles.everyone, in: directory)
      // Each repository is an actor of its own: only the file's lock orders their writes, as it
      // orders two processes'.
      let stored = try await withThrowingTaskGroup(of: Bool.self) { group in
        for number in 1...12 {
          group.addTask {
            let store = try FileCircleRepository(directory: directory)
            do {
              try await store.save(try Circles.circle("circle-\(number)", named: "Swift 모임"))
              return true
            } catch CircleSaveConflict.nameTaken {
              return false
            }
          }
        }
        return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }
      #expect(stored == 1)
      #expect(try await FileCircleRepository(directory: directory).findAll().count == 1)
    }
  }

  @Test(
    "a folder holding an older version's circles.json or invitations.json is refused, naming the file, and left untouched"
  )
  func olderVersionRefused() async throws {
    for name in ["circles.json", "invitations.json"] {
      try await withTemporaryDirectory { directory in
        let file = directory.appendingPathComponent(name)
        let old = Data(#"{"circles":[],"format":"dddworkshop-circles","version":1}"#.utf8)
        try old.write(to: file)
        let refusal = #expect(throws: FileCircleRepository.StorageError.self) {
          try FileCircleRepository(directory: directory)
        }
        #expect(refusal?.description.contains(file.path) == true)
        #expect(try Data(contentsOf: file) == old)
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/circles.journal"))
      }
    }
  }
}
