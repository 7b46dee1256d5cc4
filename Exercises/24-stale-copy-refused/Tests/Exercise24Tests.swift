// Exercise 24: A stale copy is refused — the rules your code must keep.

import Entities
import Foundation
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise24Solution
#else
  import Exercise24
#endif

private func kim(version: Int = 0) throws -> User {
  User(
    id: try UserId("user-1"), name: try UserName("김철수"),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000), version: version)
}

@Suite("Exercise 24: A stale copy is refused")
struct Exercise24Tests {
  @Test("a new user is stored at version 1, and each save of the stored copy adds one")
  func versionsCount() async throws {
    let store = VersionedUserStore()
    try await store.save(try kim())
    var stored = try #require(try await store.find(id: UserId("user-1")))
    #expect(stored.version == 1)

    stored.changeStatusMessage(
      to: try StatusMessage("hello"), at: Date(timeIntervalSince1970: 1_700_000_030))
    try await store.save(stored)

    #expect(try await store.find(id: UserId("user-1"))?.version == 2)
  }

  @Test("of two changes made from one read, the second is refused and the first stands")
  func secondWriterRefused() async throws {
    let store = VersionedUserStore()
    try await store.save(try kim())
    var mine = try #require(try await store.find(id: UserId("user-1")))
    var theirs = mine
    theirs.changeStatusMessage(
      to: try StatusMessage("theirs"), at: Date(timeIntervalSince1970: 1_700_000_030))
    try await store.save(theirs)
    mine.changeName(to: try UserName("박영희"), at: Date(timeIntervalSince1970: 1_700_000_030))

    await #expect(
      throws: UserSaveConflict.staleVersion(id: try UserId("user-1"), saved: 1, stored: 2)
    ) {
      try await store.save(mine)
    }
    let stored = try #require(try await store.find(id: UserId("user-1")))
    #expect(stored.name.value == "김철수")
    #expect(stored.statusMessage.value == "theirs")
  }

  @Test("a copy claiming a later version than the stored one is refused too")
  func copyFromTheFuture() async throws {
    let store = VersionedUserStore()
    try await store.save(try kim())

    await #expect(
      throws: UserSaveConflict.staleVersion(id: try UserId("user-1"), saved: 5, stored: 1)
    ) {
      try await store.save(try kim(version: 5))
    }
  }

  @Test("a copy of a user deleted meanwhile is refused against version 0, not saved again")
  func deletedMeanwhile() async throws {
    let store = VersionedUserStore()
    try await store.save(try kim())
    let copy = try #require(try await store.find(id: UserId("user-1")))
    try await store.delete(copy)

    await #expect(
      throws: UserSaveConflict.staleVersion(id: try UserId("user-1"), saved: 1, stored: 0)
    ) {
      try await store.save(copy)
    }
    #expect(await store.findAll().isEmpty)
  }

  @Test("deleting the stored copy removes the user")
  func deleteCurrent() async throws {
    let store = VersionedUserStore()
    try await store.save(try kim())
    let copy = try #require(try await store.find(id: UserId("user-1")))

    try await store.delete(copy)

    #expect(await store.findAll().isEmpty)
  }

  @Test("deleting a copy read before someone else's save is refused, and the user stays as saved")
  func staleDelete() async throws {
    let store = VersionedUserStore()
    try await store.save(try kim())
    let first = try #require(try await store.find(id: UserId("user-1")))
    var second = first
    second.changeStatusMessage(
      to: try StatusMessage("busy"), at: Date(timeIntervalSince1970: 1_700_000_060))
    try await store.save(second)

    await #expect(
      throws: UserSaveConflict.staleVersion(id: try UserId("user-1"), saved: 1, stored: 2)
    ) {
      try await store.delete(first)
    }
    #expect(await store.find(id: try UserId("user-1"))?.statusMessage.value == "busy")
  }

  @Test("deleting a user already gone is no error, and changes nothing")
  func deleteGone() async throws {
    let store = VersionedUserStore()
    try await store.save(try kim())
    let copy = try #require(try await store.find(id: UserId("user-1")))
    try await store.delete(copy)

    try await store.delete(copy)
    try await store.delete(try kim(version: 7))

    #expect(await store.findAll().isEmpty)
  }
}
