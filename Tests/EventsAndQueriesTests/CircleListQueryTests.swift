// Chapter 9 — The query side (QS-1). Docs/09-events-and-queries.md

import Aggregates
import CirclePersistence
import EventAndQueryAdapters
import Foundation
import Persistence
import QueryServices
import TestSupport
import Testing
import ValueObjects

@Suite("A query service pages circles for a screen, by cursor (QS-1)")
struct CircleListQueryTests {
  /// Runs `body` with a circle repository of `kind` holding four circles, and the list's query
  /// service over it; ann and ben are users, the owner of "drawing" is not.
  static func withWorld(
    _ kind: CircleListingKind,
    _ body: (any CircleRepository, CircleListQueryService) async throws -> Void
  ) async throws {
    let users = [try Fixtures.user("ann", named: "ann"), try Fixtures.user("ben", named: "ben")]
    let circles = [
      try makeCircle("c-3", named: "chess", members: ["ann", "ben"]),
      try makeCircle("c-1", named: "anime", members: ["ben"]),
      try makeCircle("c-2", named: "baking", members: ["ann"]),
      try makeCircle("c-4", named: "drawing", members: ["gone", "ann", "ben"]),
    ]
    switch kind {
    case .inMemory:
      let store = InMemoryCircleRepository(circles)
      let listing = InMemoryCircleListing(circles: store, users: InMemoryUserRepository(users))
      try await body(store, CircleListQueryService(circles: listing))
    case .sqlite, .postgres:
      try await kind.withDatabaseWorld(users: users, circles: circles, body)
    }
  }

  @Test(
    "a page lists circles sorted by name, with the owner's name and the member count",
    arguments: CircleListingKind.allCases)
  func firstPage(kind: CircleListingKind) async throws {
    try await Self.withWorld(kind) { _, query in
      let page = try await query.page(size: 3)

      #expect(page.summaries.map(\.name) == ["anime", "baking", "chess"])
      #expect(page.summaries.map(\.ownerName) == ["ben", "ann", "ann"])
      #expect(page.summaries.map(\.memberCount) == [1, 1, 2])
      #expect(page.next != nil)
    }
  }

  @Test(
    "following the cursors visits every circle once; the last page has no next cursor",
    arguments: CircleListingKind.allCases)
  func walkAllPages(kind: CircleListingKind) async throws {
    try await Self.withWorld(kind) { _, query in
      let first = try await query.page(size: 3)
      let second = try await query.page(after: first.next, size: 3)

      #expect(second.summaries.map(\.name) == ["drawing"])
      #expect(second.summaries.first?.ownerName == nil)
      #expect(second.next == nil)
    }
  }

  @Test(
    "circles created before the cursor's place do not shift the next page, as an offset would",
    arguments: CircleListingKind.allCases)
  func stableWhileCirclesAreAdded(kind: CircleListingKind) async throws {
    try await Self.withWorld(kind) { circles, query in
      let first = try await query.page(size: 2)
      #expect(first.summaries.map(\.name) == ["anime", "baking"])

      // Two circles are created meanwhile, both sorting before the page's end.
      try await circles.save(try makeCircle("c-8", named: "aardvarks", members: ["ann"]))
      try await circles.save(try makeCircle("c-9", named: "archery", members: ["ben"]))
      let second = try await query.page(after: first.next, size: 2)

      // With an offset of 2, the next page would have been "anime", "baking" again.
      #expect(second.summaries.map(\.name) == ["chess", "drawing"])
    }
  }

  @Test(
    "a cursor survives its trip through text, and text that is not a cursor is refused",
    arguments: CircleListingKind.allCases)
  func cursorToken(kind: CircleListingKind) async throws {
    try await Self.withWorld(kind) { _, query in
      let first = try await query.page(size: 2)
      let token = try #require(first.next?.token)

      let resumed = try await query.page(after: try CircleListCursor(token: token), size: 2)

      #expect(resumed.summaries.map(\.name) == ["chess", "drawing"])
      #expect(throws: CircleQueryError.invalidCursor("not-a-cursor")) {
        try CircleListCursor(token: "not-a-cursor")
      }
    }
  }

  @Test(
    "a page holds 1 to 100 circles",
    arguments: CircleListingKind.allCases)
  func pageSizeRule(kind: CircleListingKind) async throws {
    try await Self.withWorld(kind) { _, query in
      await #expect(throws: CircleQueryError.invalidPageSize(0)) { try await query.page(size: 0) }
      await #expect(throws: CircleQueryError.invalidPageSize(101)) {
        try await query.page(size: 101)
      }
    }
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
        circles: FileCircleListing(
          circles: circles, users: try FileUserRepository(directory: directory)))

      let first = try await query.page(size: 3)
      let second = try await query.page(after: first.next, size: 3)

      #expect(first.summaries.map(\.name) == ["alpha", "bravo", "charlie"])
      // `registerUsers` names each user `@` and the id: the names come from the users file.
      #expect(first.summaries.map(\.ownerName) == ["@ann", "@ann", "@ann"])
      #expect(second.summaries.map(\.name) == ["delta"])
    }
  }

  // region: loadsNoAggregate
  @Test("the circle list's query service loads no aggregate: one read of its port per page")
  func loadsNoAggregate() async throws {
    let rows = [
      CircleListEntry(try makeCircle("c-1", named: "anime", members: ["ben"]), ownerName: nil),
      CircleListEntry(
        try makeCircle("c-2", named: "baking", members: ["ann"]), ownerName: "ann"),
    ]
    let listing = RowsOnlyListing(rows: rows)
    let query = CircleListQueryService(circles: listing)

    let page = try await query.page(size: 5)

    #expect(page.summaries.map(\.ownerName) == [nil, "ann"])
    #expect(await listing.reads == 1)
    // Nor can it: the query side's sources name no repository and find no aggregate.
    for file in try Self.querySideSources() {
      let text = try String(contentsOf: file, encoding: .utf8)
      for loading in [
        "import Repositories", "any UserRepository", "some UserRepository", ".find(", ".findAll(",
      ] {
        #expect(!text.contains(loading), "\(file.lastPathComponent) says \(loading)")
      }
    }
  }
  // endregion

  /// The query service's files and the listing adapters' files.
  static func querySideSources() throws -> [URL] {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let query = sources.appendingPathComponent("QueryServices")
    let adapters = sources.appendingPathComponent("EventAndQueryAdapters")
    let files =
      try FileManager.default.contentsOfDirectory(at: query, includingPropertiesForKeys: nil)
      + [
        adapters.appendingPathComponent("FileCircleListing.swift"),
        adapters.appendingPathComponent("InMemoryCircleListing.swift"),
      ]
      + ["CircleListRow", "SQLiteCircleListing", "PostgresCircleListing"].map {
        sources.appendingPathComponent("SQLPersistence/Circles/\($0).swift")
      }
    return files.filter { $0.pathExtension == "swift" }
  }
}

/// A listing that answers rows it was given and counts how often it is read: the only thing
/// the query service can ask.
private actor RowsOnlyListing: CircleListing {
  let rows: [CircleListEntry]
  private(set) var reads = 0

  init(rows: [CircleListEntry]) { self.rows = rows }

  func listCircles(after position: CircleListPosition?, limit: Int) -> [CircleListEntry] {
    reads += 1
    return Array(rows.filter { row in position.map { $0 < row.position } ?? true }.prefix(limit))
  }
}
