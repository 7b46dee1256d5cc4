// Exercise 10: Storage out of the use case — the rules your code must keep.

import Entities
import EventAndQueryAdapters
import ExerciseSupport
import Foundation
import Persistence
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise10Solution
#else
  import Exercise10
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

private func kim() throws -> User {
  User(
    id: try UserId("user-1"), name: try UserName("김철수"),
    statusMessage: try StatusMessage("안녕하세요"),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// A folder of its own for one file store, removed by the caller.
private func temporaryFolder() -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("exercise21-\(UUID().uuidString)")
}

@Suite("Exercise 10: Storage out of the use case")
struct Exercise10Tests {
  @Test("updating the status saves the user whole with the new message, through the port")
  func updatesThroughThePort() async throws {
    // Given 김철수 in the in-memory store
    let repository = InMemoryUserRepository([try kim()])

    // When the status is updated at the injected clock's instant
    let changedAt = Date(timeIntervalSince1970: 1_700_000_030)
    try await StatusUpdate(repository: repository, now: { changedAt })
      .execute(id: "user-1", message: "출장 중")

    // Then the stored user has the new message and everything else as it was
    var expected = try kim()
    expected.changeStatusMessage(to: try StatusMessage("출장 중"), at: changedAt)
    #expect(try await repository.find(id: UserId("user-1")) == expected)
    // And the change the user recorded is stamped by that clock
    let events = await repository.undeliveredEvents(limit: 10).map(\.event)
    guard case .statusMessageChanged(let changed)? = events.last else {
      Issue.record("expected the user's status change in the store; got \(events)")
      return
    }
    #expect(changed.occurredAt == changedAt)
  }

  @Test("the same use case works unchanged on the file store, and the update survives reopening")
  func sameCodeOnTheFileStore() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try FileUserRepository(directory: folder)
    try await store.save(try kim())

    try await StatusUpdate(repository: store).execute(id: "user-1", message: "출장 중")

    let reopened = try FileUserRepository(directory: folder)
    let found = try #require(try await reopened.find(id: UserId("user-1")))
    #expect(found.statusMessage == (try StatusMessage("출장 중")))
  }

  @Test("an unknown user is 'user not found' with the id, and nothing is saved")
  func unknownUser() async throws {
    let repository = InMemoryUserRepository([try kim()])

    await #expect(throws: StatusUpdateError.userNotFound("user-9")) {
      try await StatusUpdate(repository: repository).execute(id: "user-9", message: "hello")
    }
    #expect(await repository.findAll() == [try kim()])
  }

  @Test("a message over 140 characters is refused with StatusMessage's own error, nothing saved")
  func tooLongMessage() async throws {
    let repository = InMemoryUserRepository([try kim()])
    let tooLong = String(repeating: "가", count: 141)

    await #expect(throws: StatusMessage.ValidationError.tooLong(input: tooLong, count: 141)) {
      try await StatusUpdate(repository: repository).execute(id: "user-1", message: tooLong)
    }
    #expect(await repository.findAll() == [try kim()])
  }

  @Test("the use case holds no storage code: no file, path, URL, Data or JSON")
  func noStorageCode() throws {
    let found = try code.lines(
      matching: #"FileManager|JSON|\bData\b|\bURL\b|contentsOf|write\(to:|\.json"#,
      in: "StatusUpdate.swift")
    #expect(
      found.isEmpty,
      """
      the use case holds storage code; where users are kept is the repository's business: \
      \(found.joined(separator: "; "))
      """)
  }
}
