// Exercise 23: A unique name, checked in one step — the rules your code must keep.

import Entities
import ExerciseSupport
import Foundation
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise23Solution
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  import Exercise23
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

private func user(_ id: String, _ name: String) throws -> User {
  User(
    id: try UserId(id), name: try UserName(name),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

@Suite("Exercise 23: A unique name, checked in one step")
struct Exercise23Tests {
  @Test("a second user with a taken name is refused with nameTaken, and nothing is stored")
  func secondHolderRefused() async throws {
    let store = GuardedUserStore()
    try await store.save(try user("user-1", "김철수"))

    await #expect(throws: UserSaveConflict.nameTaken(try UserName("김철수"))) {
      try await store.save(try user("user-2", "김철수"))
    }
    #expect(await store.findAll().map(\.id.value) == ["user-1"])
  }

  @Test("a user saved again under its own name is not a duplicate of itself")
  func ownNameIsFine() async throws {
    let store = GuardedUserStore()
    var kim = try user("user-1", "김철수")
    try await store.save(kim)
    kim.changeStatusMessage(
      to: try StatusMessage("hello"), at: Date(timeIntervalSince1970: 1_700_000_030))

    try await store.save(kim)

    #expect(await store.find(id: kim.id)?.statusMessage.value == "hello")
  }

  @Test("a rename frees the old name for the next user, and takes the new one")
  func renameMovesTheName() async throws {
    let store = GuardedUserStore()
    var kim = try user("user-1", "김철수")
    try await store.save(kim)
    kim.changeName(to: try UserName("박영희"), at: Date(timeIntervalSince1970: 1_700_000_030))
    try await store.save(kim)

    try await store.save(try user("user-2", "김철수"))
    await #expect(throws: UserSaveConflict.nameTaken(try UserName("박영희"))) {
      try await store.save(try user("user-3", "박영희"))
    }
  }

  @Test("renaming a stored user onto a name another user holds is refused; both keep their names")
  func renameOntoATakenName() async throws {
    let store = GuardedUserStore()
    var kim = try user("user-1", "김철수")
    try await store.save(kim)
    try await store.save(try user("user-2", "박영희"))

    kim.changeName(to: try UserName("박영희"), at: Date(timeIntervalSince1970: 1_700_000_030))
    await #expect(throws: UserSaveConflict.nameTaken(try UserName("박영희"))) {
      try await store.save(kim)
    }

    #expect(await store.find(id: try UserId("user-1"))?.name.value == "김철수")
    #expect(await store.find(name: try UserName("박영희"))?.id.value == "user-2")
    #expect(await store.find(name: try UserName("김철수"))?.id.value == "user-1")
  }

  @Test("names differing in case or by a suffix are different names, as chapter 3 says")
  func sameNameMeansEqualName() async throws {
    let store = GuardedUserStore()
    try await store.save(try user("user-1", "kim"))

    try await store.save(try user("user-2", "Kim"))
    try await store.save(try user("user-3", "kim2"))

    #expect(await store.findAll().count == 3)
  }

  @Test("1,000 concurrent saves under 10 names leave exactly one user per name")
  func concurrentSaves() async throws {
    let store = GuardedUserStore()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<1_000 {
        group.addTask { try? await store.save(try user("user-\(index)", "name \(index % 10)")) }
      }
    }
    let names = await store.findAll().map(\.name)
    #expect(names.count == 10)
    #expect(Set(names).count == 10)
  }

  @Test(
    "a batch in which one user takes a stored user's name is refused whole: none of it is stored")
  func batchAllOrNone() async throws {
    let store = GuardedUserStore()
    try await store.save(try user("user-1", "김철수"))

    await #expect(throws: UserSaveConflict.nameTaken(try UserName("김철수"))) {
      try await store.saveAll([try user("user-2", "박영희"), try user("user-3", "김철수")])
    }
    #expect(await store.findAll().map(\.id.value) == ["user-1"])
  }

  @Test("two users of one batch under one name are refused, though nobody stored has the name")
  func duplicateWithinTheBatch() async throws {
    let store = GuardedUserStore()

    await #expect(throws: UserSaveConflict.nameTaken(try UserName("이민수"))) {
      try await store.saveAll([try user("user-1", "이민수"), try user("user-2", "이민수")])
    }
    #expect(await store.findAll().isEmpty)
  }

  @Test(
    "two users swapping their names in one batch is no duplicate: each name has one holder after it"
  )
  func swapInOneBatch() async throws {
    let store = GuardedUserStore()
    var kim = try user("user-1", "김철수")
    var park = try user("user-2", "박영희")
    try await store.saveAll([kim, park])
    let later = Date(timeIntervalSince1970: 1_700_000_030)
    kim.changeName(to: try UserName("박영희"), at: later)
    park.changeName(to: try UserName("김철수"), at: later)

    try await store.saveAll([kim, park])

    #expect(await store.find(name: try UserName("박영희"))?.id.value == "user-1")
    #expect(await store.find(name: try UserName("김철수"))?.id.value == "user-2")
  }

  @Test("the same-name rule is asked of UserService.isDuplicate, never written again here")
  func ruleWrittenOnce() throws {
    let asks = try code.lines(matching: #"UserService\.isDuplicate\("#)
    let comparesIds = try code.lines(matching: #"\.id (==|!=) |(==|!=) [\w$.]*\.id\b"#)
    #expect(!asks.isEmpty, "the store never asks UserService.isDuplicate(_:holder:)")
    #expect(
      comparesIds.isEmpty,
      "the store compares ids itself, writing chapter 3's rule again: \(comparesIds)")
  }
}
