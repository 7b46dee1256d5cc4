// Chapter 9's part of the benchmark: what storing an event with each save costs, and what
// a page of the circle list costs. Docs/performance.md, Docs/09-events-and-queries.md
//
// Saves with and without an event alternate on one file store, so both meet the journal
// and the disk in the same state; the page is read through the query service, as the
// capstone's `circles` command reads it, after a cursor in the middle of the list.

import Aggregates
import CirclePersistence
import Entities
import EventAndQueryAdapters
import Foundation
import Persistence
import QueryServices
import Repositories
import ValueObjects

/// Runs chapter 9's measurements and prints them with their goals.
func runEventsBenchmark(users size: Int, circles circleCount: Int, saves: Int) async throws {
  // Saves with and without an event, alternating, on a store already holding `size` users.
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("dddworkshop-benchmark-events-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  let store = try FileUserRepository(directory: directory)
  try await store.save(contentsOf: try makeUsers(size, prefix: "user"))
  var plain: [Double] = []
  var withEvent: [Double] = []
  for index in 0..<saves {
    let user = User.register(
      id: try UserId("event-\(index)"), name: try UserName("event \(index)"),
      at: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
    let twin = User(
      id: try UserId("plain-\(index)"), name: try UserName("plain \(index)"),
      createdAt: user.createdAt)
    plain.append(try await seconds { try await store.save(twin) })
    withEvent.append(
      try await seconds { try await store.save(user) })  // with its UserRegistered
  }

  // A page of 20 out of `circleCount` circles, read after a cursor halfway down the list.
  let owners = try makeUsers(100, prefix: "owner")
  let circles = try (0..<circleCount).map { index in
    let owner = owners[index % owners.count].id
    return try Circle(
      restoring: try CircleId("circle-\(index)"), name: try CircleName("circle \(index)"),
      owner: owner, members: [owner], createdAt: Date(timeIntervalSince1970: 1_700_000_000))
  }
  let ownerStore = InMemoryUserRepository(owners)
  let query = CircleListQueryService(
    circles: InMemoryCircleListing(circles: InMemoryCircleRepository(circles), users: ownerStore))
  var cursor = try await query.page(size: 100).next
  for _ in 0..<(circleCount / 200) { cursor = try await query.page(after: cursor, size: 100).next }
  var pages: [Double] = []
  for _ in 0..<201 {
    pages.append(try await seconds { _ = try await query.page(after: cursor, size: 20) })
  }

  let ratio = median(withEvent) / median(plain)
  print("\nchapter 9: file store at \(size) users, \(saves) saves each, alternating")
  print(
    "  save p50 without an event \(format(median(plain))), with one event \(format(median(withEvent)))"
  )
  print(
    "  circle list: a page of 20 out of \(circleCount) circles (in memory, owners' names "
      + "looked up): p50 \(format(median(pages)))")
  print(
    "event storage: save with an event ÷ save without".padding(
      toLength: 54, withPad: " ", startingAt: 0)
      + String(format: " %7.2f×   ≤ 1.15×  ", ratio) + (ratio <= 1.15 ? "met" : "NOT met"))
  print(
    "circle list page of 20 out of \(circleCount)".padding(
      toLength: 54, withPad: " ", startingAt: 0)
      + " " + format(median(pages)) + "   < 1 ms  " + (median(pages) < 0.001 ? "met" : "NOT met"))
}
