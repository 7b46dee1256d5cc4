// Chapter 12's part of the benchmark: the same four operations on the file store, the
// SQLite adapter and the PostgreSQL adapter, at each size. Docs/performance.md
//
// For each store, over N users: single saves of new users (each its own transaction, on
// disk when it returns), 1,001 finds by name, then joins and invitation accepts through the
// use cases, alternating, as the capstone runs them. The SQLite peer (sqlite_peer.py) runs
// the same saves right after the SQLite adapter's, with the adapter's table and statements,
// so both meet the disk in the same state. PostgreSQL runs when a server is named
// (`--postgres URL` or `DDDWORKSHOP_TEST_DATABASE_URL`), and the table says when it did not.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Entities
import Foundation
import ValueObjects

/// The spreads of the four operations on one store at one size.
struct StoreResult: Sendable {
  var store: String
  var users: Int
  var save: Spread
  var find: Spread
  var join: Spread
  var accept: Spread
}

/// What the SQLite peer measured at one size.
struct PeerResult: Sendable {
  var save: Spread
  var lookupMedian: Double
}

/// A stored user the benchmark looked for and did not find.
struct MissingUser: Error, CustomStringConvertible {
  var name: String
  var store: String
  var description: String { "the \(store) store has no user named \(name)" }
}

/// Measures every store at `size` users: the file store, the SQLite adapter and its peer,
/// and PostgreSQL when `postgres` names a server.
func runDatabaseBenchmark(
  size: Int, users: [User], operations: Int, postgres: String?
) async throws -> (results: [StoreResult], peer: PeerResult?) {
  var results: [StoreResult] = []
  let file = try await fileStore(holding: users)
  defer { file.cleanUp() }
  results.append(try await measure(file, users: size, operations: operations))

  let sqlite = try sqliteStore(holding: users)
  defer { sqlite.cleanUp() }
  let sqliteSaves = try await saveSpread(sqlite.users, saves: operations)
  let peer = sqlitePeer(size: size, saves: operations)
  results.append(
    try await measure(sqlite, users: size, operations: operations, saves: sqliteSaves))

  if let postgres {
    let server = try postgresStore(url: postgres, holding: users)
    defer { server.cleanUp() }
    results.append(try await measure(server, users: size, operations: operations))
  }
  return (results, peer)
}

/// Measures the four operations on `store`, which holds `size` users named `user 0` …;
/// `saves` when they were measured already.
func measure(
  _ store: MeasuredStore, users size: Int, operations: Int, saves: Spread? = nil
) async throws -> StoreResult {
  let save: Spread
  if let saves { save = saves } else { save = try await saveSpread(store.users, saves: operations) }
  var finds: [Double] = []
  for index in 0..<1_001 {
    let name = try UserName("user \((index * 7_919) % size)")
    var found: User?
    finds.append(try await seconds { found = try await store.users.find(name: name) })
    guard found != nil else { throw MissingUser(name: name.value, store: store.name) }
  }
  let circles = try await joinsAndAccepts(store, users: size, operations: operations)
  return StoreResult(
    store: store.name, users: size, save: save, find: Spread(finds), join: circles.join,
    accept: circles.accept)
}

/// The spreads of `operations` joins and as many invitation accepts, alternating.
///
/// Each round goes into the next circle and brings in two users it does not hold yet; a
/// circle takes at most 14 rounds (29 members with its owner, under the limit of 30).
func joinsAndAccepts(
  _ store: MeasuredStore, users size: Int, operations: Int
) async throws -> (join: Spread, accept: Spread) {
  let factory = DeterministicCircleFactory(startingAt: Date(timeIntervalSince1970: 1_700_000_000))
  let lookup = ProfileUserLookup(UserApplicationService(repository: store.users))
  let service = CircleApplicationService(circles: store.circles, users: lookup, factory: factory)
  let process = CircleInvitationApplicationService(
    circles: store.circles, invitations: store.invitations, users: lookup,
    beginUnitOfWork: store.beginUnitOfWork, factory: factory)
  let circleCount = max(size / 100, (operations + 13) / 14)
  var ids: [String] = []
  for index in 0..<circleCount {
    ids.append(
      try await service.create(
        CreateCircleCommand(ownerId: "user-\(index)", name: "circle \(index)")
      ).id)
  }
  var joins: [Double] = []
  var accepts: [Double] = []
  for round in 0..<operations {
    let (lap, slot) = round.quotientAndRemainder(dividingBy: circleCount)
    // The owner is user-slot; its round `lap` brings in the next two users after it.
    let joiner = "user-\((slot + 1 + 2 * lap) % size)"
    let invitee = "user-\((slot + 2 + 2 * lap) % size)"
    joins.append(
      try await seconds {
        _ = try await service.join(JoinCircleCommand(circleId: ids[slot], userId: joiner))
      })
    let sent = try await process.invite(
      InviteToCircleCommand(circleId: ids[slot], inviterId: joiner, inviteeId: invitee))
    accepts.append(
      try await seconds {
        _ = try await process.accept(AcceptInvitationCommand(invitationId: sent.id))
      })
  }
  return (Spread(joins), Spread(accepts))
}

/// A duration in the table's short form: `98 µs`, `4.3 µs`, `1.25 ms`.
func short(_ value: Double) -> String {
  if value < 10e-6 { return String(format: "%.1f µs", value * 1e6) }
  if value < 1e-3 { return String(format: "%.0f µs", value * 1e6) }
  return String(format: "%.2f ms", value * 1e3)
}

/// The table of chapter 12's part and its goals, for the sizes measured.
func printDatabaseTable(
  _ results: [StoreResult], peers: [Int: PeerResult], postgres: String
) {
  let sizes = Set(results.map(\.users)).sorted()
  let stores = ["file", "SQLite", "SQLite (peer)", "PostgreSQL"]
  print("\nchapter 12: each store at N users; p50 / p99 / max of each operation")
  print("PostgreSQL: \(postgres)")
  /// One line of the table: the size, the operation, then one cell per store.
  func line(_ first: String, _ second: String, _ cells: [String]) -> String {
    let columns =
      [first.padding(toLength: 8, withPad: " ", startingAt: 0)]
      + ([second] + cells).map { $0.padding(toLength: 31, withPad: " ", startingAt: 0) }
    return String(columns.joined().reversed().drop { $0 == " " }.reversed())
  }
  print(line("users", "operation", stores))
  let operations: [(String, (StoreResult) -> Spread)] = [
    ("save", \.save), ("find by name", \.find), ("circle join", \.join),
    ("invitation accept", \.accept),
  ]
  for size in sizes {
    for (operation, spread) in operations {
      let cells = stores.map { store in
        let value: Spread? =
          store == "SQLite (peer)"
          ? (operation == "save" ? peers[size]?.save : nil)
          : results.first { $0.store == store && $0.users == size }.map(spread)
        return value.map { "\(short($0.median)) / \(short($0.p99)) / \(short($0.max))" } ?? "-"
      }
      print(line(String(size), operation, cells))
    }
  }
  let at = sizes.contains(10_000) ? 10_000 : (sizes.last ?? 1_000)
  func save(_ store: String) -> Double? {
    results.first { $0.store == store && $0.users == at }?.save.median
  }
  print("\ngoal                                                   measured   target")
  goal(
    "SQLite adapter save ÷ SQLite peer save at \(at) users",
    save("SQLite").flatMap { adapter in peers[at].map { adapter / $0.save.median } }, atMost: 1.2)
  goal(
    "file save ÷ SQLite adapter save at \(at) users",
    save("file").flatMap { file in save("SQLite").map { file / $0 } }, atMost: 1.0)
}
