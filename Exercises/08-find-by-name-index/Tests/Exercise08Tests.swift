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

private func user(_ id: String, named name: String, createdAt seconds: Double = 1_700_000_000)
  throws -> User
{
  User(
    id: try UserId(id), name: try UserName(name),
    createdAt: Date(timeIntervalSince1970: seconds))
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

  @Test("renaming or deleting one holder of a shared name never hides the other, in either order")
  func unindexOnlyYourOwnName() async throws {
    // Given two users saved under one name (the repository stores; it does not judge
    // duplicates, chapter 3's service does): Kim first, then Lee
    let kim = try user("user-1", named: "김철수")
    let lee = try user("user-2", named: "김철수")
    func bothSaved() async throws -> IndexedUserRepository {
      let repository = IndexedUserRepository()
      try await repository.save(kim)
      try await repository.save(lee)
      return repository
    }
    let shared = try UserName("김철수")

    // When the one saved first is deleted, the name leads to the other
    let deletingKim = try await bothSaved()
    try await deletingKim.delete(kim)
    #expect(try await deletingKim.find(name: shared) == lee)

    // When the one saved last is deleted, it leads to the first
    let deletingLee = try await bothSaved()
    try await deletingLee.delete(lee)
    #expect(try await deletingLee.find(name: shared) == kim)

    // When either is renamed, it leads to the one who still has it
    var renamedKim = kim
    renamedKim.changeName(to: try UserName("김영수"), at: Date(timeIntervalSince1970: 1_700_000_030))
    let renamingKim = try await bothSaved()
    try await renamingKim.save(renamedKim)
    #expect(try await renamingKim.find(name: shared) == lee)
    #expect(try await renamingKim.find(name: UserName("김영수")) == renamedKim)

    var renamedLee = lee
    renamedLee.changeName(to: try UserName("이영희"), at: Date(timeIntervalSince1970: 1_700_000_030))
    let renamingLee = try await bothSaved()
    try await renamingLee.save(renamedLee)
    #expect(try await renamingLee.find(name: shared) == kim)
  }

  @Test(
    "of two users under one name, find(name:) answers the one created first, as UserRepository says"
  )
  func sharedNameFindsTheOldest() async throws {
    let repository = IndexedUserRepository()
    let newer = try user("user-1", named: "김철수", createdAt: 1_700_000_500)
    let older = try user("user-2", named: "김철수", createdAt: 1_700_000_000)
    try await repository.save(newer)
    try await repository.save(older)

    #expect(try await repository.find(name: UserName("김철수")) == older)
  }

  @Test("finding by name reads the name's index entry and its user, never every stored user")
  func anIndexNotAScan() async throws {
    // Given 1,000 stored users
    let repository = IndexedUserRepository()
    for number in 1...1_000 {
      try await repository.save(try user("user-\(number)", named: "member \(number)"))
    }

    // When one is found by name, and a name nobody has is looked for
    let before = await repository.rowsRead
    let found = try await repository.find(name: UserName("member 500"))
    let nobody = try await repository.find(name: UserName("nobody here"))
    let read = await repository.rowsRead - before

    // Then a handful of rows were read, not a thousand
    #expect(found?.id.value == "user-500")
    #expect(nobody == nil)
    #expect(
      read <= 6,
      """
      find(name:) read \(read) rows among 1,000 users: look the name up in idsByName, then \
      its users in usersById, instead of walking every user
      """)
  }
}
