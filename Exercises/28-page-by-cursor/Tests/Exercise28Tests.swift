// Exercise 28: The page before a cursor — the rules your code must keep.

import Aggregates
import ExerciseSupport
import Foundation
import QueryServices
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise28Solution
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  import Exercise28
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// A circle named `name` with id `id`, owned by `owner` with `members` members in all.
private func circle(_ id: String, _ name: String, members: Int = 1) throws -> Circle {
  let owner = try UserId("owner")
  return try Circle(
    restoring: try CircleId(id), name: try CircleName(name), owner: owner,
    members: [owner] + (1..<max(members, 1)).map { try UserId("member-\($0)") },
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// The circles of the tests, in no particular order.
private func circles() throws -> [Circle] {
  try [
    circle("c-3", "chess", members: 3), circle("c-1", "anime"), circle("c-5", "esports"),
    circle("c-2", "baking", members: 2), circle("c-4", "darts"),
  ]
}

/// The position of the circle named `name` among `circles`.
private func position(of name: String, in circles: [Circle]) throws -> CircleListPosition {
  try #require(circles.first { $0.name.value == name }.map(CircleListPosition.init))
}

@Suite("Exercise 28: the page before a cursor")
struct Exercise28Tests {
  @Test(
    "the page before a cursor lists the circles just before it, by name, each whole"
  )
  func pageBefore() throws {
    let all = try circles()

    let page = CirclePager.page(of: all, before: try position(of: "darts", in: all), limit: 2)

    #expect(page.map(\.name.value) == ["baking", "chess"])
    #expect(page.map(\.members.count) == [2, 3])
    #expect(page.allSatisfy { $0.owner.value == "owner" })
  }

  @Test("the cursor's own circle is not listed again, and a short page holds what there is")
  func shortPage() throws {
    let all = try circles()

    let page = CirclePager.page(of: all, before: try position(of: "chess", in: all), limit: 5)

    #expect(page.map(\.name.value) == ["anime", "baking"])
  }

  @Test("circles created after the cursor's place do not shift the page before it")
  func stableWhileAdding() throws {
    var all = try circles()
    let cursor = try position(of: "darts", in: all)

    all += [try circle("c-8", "fencing"), try circle("c-9", "yoga"), try circle("c-10", "zumba")]
    let page = CirclePager.page(of: all, before: cursor, limit: 2)

    #expect(page.map(\.name.value) == ["baking", "chess"])
  }

  @Test("circles of the same name are ordered by id, and the cursor tells them apart")
  func tiesByIdentity() throws {
    let all = try [circle("c-2", "chess"), circle("c-3", "chess"), circle("c-1", "chess")]
    let cursor = CircleListPosition(all[1])

    let page = CirclePager.page(of: all, before: cursor, limit: 5)

    #expect(page.map(\.id.value) == ["c-1", "c-2"])
  }

  @Test("a page holds at most limit circles, and none for a limit of 0 or less")
  func limits() throws {
    let all = try circles()
    let end = try position(of: "esports", in: all)

    #expect(CirclePager.page(of: all, before: end, limit: 10).count == 4)
    #expect(CirclePager.page(of: all, before: end, limit: 0).isEmpty)
    #expect(CirclePager.page(of: all, before: end, limit: -1).isEmpty)
  }

  @Test("the page is written here, not borrowed from the library's selectPage")
  func ownCode() throws {
    let found = try code.lines(matching: "selectPage")
    #expect(
      found.isEmpty,
      """
      the page is borrowed from the library; write it here: \(found.joined(separator: "; "))
      """)
  }
}
