// Exercise 08: An in-memory repository with a name index — the rules your code must keep.

import Entities
import Foundation
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise08Solution
#else
  import Exercise08
#endif

private func user(_ id: String, named name: String) throws -> User {
  User(
    id: try UserId(id), name: try UserName(name),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

@Suite("Exercise 08: An in-memory repository with a name index")
struct Exercise08Tests {
  @Test("a saved user is found by its name")
  func foundByName() async throws {
    let repository = IndexedUserRepository()
    let kim = try user("user-1", named: "김철수")

    try await repository.save(kim)

    #expect(try await repository.find(name: UserName("김철수")) == kim)
    #expect(try await repository.find(name: UserName("박영희")) == nil)
  }

  @Test("a renamed user is found by its new name and no longer by its old one")
  func renameMovesTheIndexEntry() async throws {
    let repository = IndexedUserRepository()
    var kim = try user("user-1", named: "김철수")
    try await repository.save(kim)

    kim.changeName(to: try UserName("김영수"), at: Date(timeIntervalSince1970: 1_700_000_030))
    try await repository.save(kim)

    #expect(try await repository.find(name: UserName("김영수")) == kim)
    #expect(try await repository.find(name: UserName("김철수")) == nil)
    #expect(try await repository.findAll() == [kim])
  }

  @Test("a deleted user is found neither by id nor by name")
  func deleteEndsTheLifecycle() async throws {
    let repository = IndexedUserRepository()
    let kim = try user("user-1", named: "김철수")
    try await repository.save(kim)

    try await repository.delete(kim)

    #expect(try await repository.find(id: kim.id) == nil)
    #expect(try await repository.find(name: UserName("김철수")) == nil)

    // Ids can come back (a sequential generator started again): the old name must not
    // lead to whoever has the id now.
    try await repository.save(try user("user-1", named: "박영희"))
    #expect(try await repository.find(name: UserName("김철수")) == nil)
    try await repository.delete(try user("user-9", named: "아무개"))  // not stored: nothing happens
  }

  @Test("a name freed by a rename can be taken by another user")
  func freedNameCanBeTaken() async throws {
    let repository = IndexedUserRepository()
    var kim = try user("user-1", named: "김철수")
    try await repository.save(kim)
    kim.changeName(to: try UserName("김영수"), at: Date(timeIntervalSince1970: 1_700_000_030))
    try await repository.save(kim)

    let newcomer = try user("user-2", named: "김철수")
    try await repository.save(newcomer)

    #expect(try await repository.find(name: UserName("김철수")) == newcomer)
    #expect(try await repository.find(name: UserName("김영수")) == kim)
  }

  @Test("a found user is a copy: changing it changes nothing stored until it is saved")
  func foundUsersDoNotAlias() async throws {
    let repository = IndexedUserRepository()
    try await repository.save(try user("user-1", named: "김철수"))

    var found = try #require(try await repository.find(id: UserId("user-1")))
    found.changeName(to: try UserName("박영희"), at: Date(timeIntervalSince1970: 1_700_000_030))

    #expect(try await repository.find(name: UserName("김철수"))?.id == found.id)
    #expect(try await repository.find(name: UserName("박영희")) == nil)
  }

  @Test("renaming or deleting one user never hides another user saved under the same name")
  func unindexOnlyYourOwnName() async throws {
    // Given two users saved under one name (the repository stores; it does not judge
    // duplicates, chapter 3's service does)
    let repository = IndexedUserRepository()
    var kim = try user("user-1", named: "김철수")
    let lee = try user("user-2", named: "김철수")
    try await repository.save(kim)
    try await repository.save(lee)

    // When the first one is renamed, the name leads to the one who still has it
    kim.changeName(to: try UserName("김영수"), at: Date(timeIntervalSince1970: 1_700_000_030))
    try await repository.save(kim)
    #expect(try await repository.find(name: UserName("김철수")) == lee)

    // When the first one is deleted, it still does
    try await repository.delete(kim)
    #expect(try await repository.find(name: UserName("김철수")) == lee)
    #expect(try await repository.find(name: UserName("김영수")) == nil)
  }
}
