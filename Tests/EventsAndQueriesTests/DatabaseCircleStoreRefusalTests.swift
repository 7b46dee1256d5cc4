// Chapter 12 — Real databases (DB-2, DB-7): what the SQLite circle repository refuses to read,
// each refusal naming the database. Docs/modules.md

import Aggregates
import Foundation
import QueryServices
import SQLPersistence
import SQLiteEngine
import TestSupport
import Testing

@Suite("The SQLite circle store refuses what it cannot read, naming the store (DB-2, DB-7)")
struct DatabaseCircleStoreRefusalTests {
  @Test(
    "a circle list on a database the users' store never opened says so, naming the database")
  func listWithoutUserNames() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("circles-only.sqlite").path
      let circles = try SQLiteCircleRepository(path: path)
      try await circles.save(try makeCircle("c-1", named: "chess", members: ["ann"]))

      await #expect(throws: CircleRowError.noUserNames(store: path)) {
        try await SQLiteCircleListing(circles: circles).listCircles(after: nil, limit: 5)
      }
    }
  }

  @Test("a stored circle whose rows break an invariant is refused by name, never loaded")
  func brokenRowsRefused() async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("workshop.sqlite").path
      let circles = try SQLiteCircleRepository(path: path)
      try await circles.save(try makeCircle("c-1", named: "chess", members: ["ann", "ben"]))
      // Another program removed the owner's member row: the owner is no longer a member.
      try SQLiteConnection(path: path).execute(
        "DELETE FROM circle_members WHERE circle_id = 'c-1' AND user_id = 'ann'")

      let refusal = await #expect(throws: CircleRowError.self) {
        try await circles.findAll()
      }
      #expect(refusal?.description.hasPrefix("\(path): the circles row c-1") == true)
    }
  }
}
