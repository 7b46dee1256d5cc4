// Chapter 9 — The query side (QS-1). Docs/09-events-and-queries.md

import Aggregates
import CirclePersistence
import Foundation
import Persistence
import QueryServices
import TestSupport
import Testing
import ValueObjects

@Suite("A query service pages circles for a screen, by cursor (QS-1)")
struct CircleListQueryTests {
  static func world() async throws -> (InMemoryCircleRepository, CircleListQueryService) {
    let users = InMemoryUserRepository([
      try Fixtures.user("ann", named: "ann"), try Fixtures.user("ben", named: "ben"),
    ])
    let circles = InMemoryCircleRepository(
      [
        try makeCircle("c-3", named: "chess", members: ["ann", "ben"]),
        try makeCircle("c-1", named: "anime", members: ["ben"]),
        try makeCircle("c-2", named: "baking", members: ["ann"]),
        try makeCircle("c-4", named: "drawing", members: ["gone", "ann", "ben"]),
      ])
    return (circles, CircleListQueryService(circles: circles, users: users))
  }

  @Test("a page lists circles sorted by name, with the owner's name and the member count")
  func firstPage() async throws {
    let (_, query) = try await Self.world()

    let page = try await query.page(size: 3)

    #expect(page.summaries.map(\.name) == ["anime", "baking", "chess"])
    #expect(page.summaries.map(\.ownerName) == ["ben", "ann", "ann"])
    #expect(page.summaries.map(\.memberCount) == [1, 1, 2])
    #expect(page.next != nil)
  }

  @Test("following the cursors visits every circle once; the last page has no next cursor")
  func walkAllPages() async throws {
    let (_, query) = try await Self.world()

    let first = try await query.page(size: 3)
    let second = try await query.page(after: first.next, size: 3)

    #expect(second.summaries.map(\.name) == ["drawing"])
    #expect(second.summaries.first?.ownerName == nil)
    #expect(second.next == nil)
  }

  @Test("circles created before the cursor's place do not shift the next page, as an offset would")
  func stableWhileCirclesAreAdded() async throws {
    let (circles, query) = try await Self.world()
    let first = try await query.page(size: 2)
    #expect(first.summaries.map(\.name) == ["anime", "baking"])

    // Two circles are created meanwhile, both sorting before the page's end.
    try await circles.save(try makeCircle("c-8", named: "aardvarks", members: ["ann"]))
    try await circles.save(try makeCircle("c-9", named: "archery", members: ["ben"]))
    let second = try await query.page(after: first.next, size: 2)

    // With an offset of 2, the next page would have been "anime", "baking" again.
    #expect(second.summaries.map(\.name) == ["chess", "drawing"])
  }

  @Test("a cursor survives its trip through text, and text that is not a cursor is refused")
  func cursorToken() async throws {
    let (_, query) = try await Self.world()
    let first = try await query.page(size: 2)
    let token = try #require(first.next?.token)

    let resumed = try await query.page(after: try CircleListCursor(token: token), size: 2)

    #expect(resumed.summaries.map(\.name) == ["chess", "drawing"])
    #expect(throws: CircleQueryError.invalidCursor("not-a-cursor")) {
      try CircleListCursor(token: "not-a-cursor")
    }
  }

  @Test("a page holds 1 to 100 circles")
  func pageSizeRule() async throws {
    let (_, query) = try await Self.world()

    await #expect(throws: CircleQueryError.invalidPageSize(0)) { try await query.page(size: 0) }
    await #expect(throws: CircleQueryError.invalidPageSize(101)) { try await query.page(size: 101) }
  }

  @Test("the file store answers the same pages as the in-memory store")
  func fileStoreAgrees() async throws {
    try await withTemporaryDirectory { directory in
      try await Fixtures.registerUsers(["ann"], in: directory)
      let circles = try FileCircleRepository(directory: directory)
      for (index, name) in ["delta", "alpha", "charlie", "bravo"].enumerated() {
        try await circles.save(try makeCircle("c-\(index)", named: name, members: ["ann"]))
      }
      let query = CircleListQueryService(
        circles: circles, users: InMemoryUserRepository([try Fixtures.user("ann", named: "ann")]))

      let first = try await query.page(size: 3)
      let second = try await query.page(after: first.next, size: 3)

      #expect(first.summaries.map(\.name) == ["alpha", "bravo", "charlie"])
      #expect(second.summaries.map(\.name) == ["delta"])
    }
  }
}
