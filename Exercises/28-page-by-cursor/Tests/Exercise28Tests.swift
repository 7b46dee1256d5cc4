// Exercise 28: A page that starts where the last one ended — the rules your code must keep.

import Aggregates
import ExerciseSupport
import Foundation
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

@Suite("Exercise 28: a page that starts where the last one ended")
struct Exercise28Tests {
  @Test("the first page lists the first rows by name, each with its owner and member count")
  func firstPage() throws {
    let page = CirclePager.page(of: try circles(), after: nil, limit: 3)

    #expect(page.map(\.name.value) == ["anime", "baking", "chess"])
    #expect(page.map(\.memberCount) == [1, 2, 3])
    #expect(page.allSatisfy { $0.owner.value == "owner" })
  }

  @Test("the next page starts right after the cursor's circle, which is not repeated")
  func nextPage() throws {
    let all = try circles()
    let first = CirclePager.page(of: all, after: nil, limit: 2)
    let cursor = try #require(first.last?.position)

    let second = CirclePager.page(of: all, after: cursor, limit: 2)

    #expect(second.map(\.name.value) == ["chess", "darts"])
  }

  @Test("circles created before the cursor's place do not shift the next page")
  func stableWhileAdding() throws {
    var all = try circles()
    let cursor = try #require(CirclePager.page(of: all, after: nil, limit: 2).last?.position)

    all += [try circle("c-8", "aardvarks"), try circle("c-9", "archery")]
    let second = CirclePager.page(of: all, after: cursor, limit: 2)

    #expect(second.map(\.name.value) == ["chess", "darts"])
  }

  @Test("circles of the same name are ordered by id, and the cursor tells them apart")
  func tiesByIdentity() throws {
    let all = try [circle("c-2", "chess"), circle("c-1", "chess"), circle("c-3", "chess")]

    let first = CirclePager.page(of: all, after: nil, limit: 2)
    let cursor = try #require(first.last?.position)
    let second = CirclePager.page(of: all, after: cursor, limit: 2)

    #expect(first.map(\.id.value) == ["c-1", "c-2"])
    #expect(second.map(\.id.value) == ["c-3"])
  }

  @Test("a page holds at most limit rows, and none for a limit of 0 or less")
  func limits() throws {
    #expect(CirclePager.page(of: try circles(), after: nil, limit: 10).count == 5)
    #expect(CirclePager.page(of: try circles(), after: nil, limit: 0).isEmpty)
    #expect(CirclePager.page(of: try circles(), after: nil, limit: -1).isEmpty)
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
