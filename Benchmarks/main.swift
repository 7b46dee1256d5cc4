// The workshop's benchmark for chapter 4: what a save, an open and a duplicate-name
// check cost in the in-memory and file repositories, beside SQLite doing the same.
//
//   swift run -c release benchmarks            # 1,000 / 10,000 / 100,000 users
//   swift run -c release benchmarks --quick    # 1,000 users only, a smoke test
//
// Timings are medians: of 1,001 single saves and lookups, and of 5 opens and 5 decodes.
// The table and the goal ratios are printed at the end. Results are recorded in Docs/performance.md.

import DomainServices
import Entities
import Foundation
import Persistence
import Repositories
import ValueObjects

/// Seconds taken by `body`.
func seconds(_ body: () async throws -> Void) async rethrows -> Double {
  let start = ContinuousClock.now
  try await body()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The middle value.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// `count` users named and numbered from `prefix`, created one second apart.
func makeUsers(_ count: Int, prefix: String) throws -> [User] {
  try (0..<count).map { index in
    User(
      id: try UserId("\(prefix)-\(index)"), name: try UserName("\(prefix) \(index)"),
      createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
  }
}

/// One row of measurements for one store at one size.
struct Row {
  var store: String
  var users: Int
  var saveMedian: Double
  var lookupMedian: Double
  var open: Double?
}

/// The median cost of `saves` single saves of new users into `repository`.
func medianSave(_ repository: any UserRepository, saves: Int) async throws -> Double {
  var timings: [Double] = []
  for user in try makeUsers(saves, prefix: "new") {
    timings.append(try await seconds { try await repository.save(user) })
  }
  return median(timings)
}

/// The median cost of a duplicate-name check over `repository` holding `size` users.
func medianLookup(_ repository: any UserRepository, size: Int) async throws -> Double {
  let service = UserService(repository: repository)
  var timings: [Double] = []
  for index in 0..<1_001 {
    let candidate = User(
      id: try UserId("candidate"), name: try UserName("user \((index * 7_919) % size)"),
      createdAt: Date(timeIntervalSince1970: 0))
    timings.append(try await seconds { _ = try await service.isDuplicate(candidate) })
  }
  return median(timings)
}

/// Formats seconds as microseconds or milliseconds.
func format(_ value: Double) -> String {
  value < 0.001
    ? String(format: "%8.1f µs", value * 1e6) : String(format: "%8.2f ms", value * 1e3)
}

let quick = CommandLine.arguments.contains("--quick")
let sizes = quick ? [1_000] : [1_000, 10_000, 100_000]
let saves = quick ? 51 : 1_001
var rows: [Row] = []
var jsonDecode: [Int: Double] = [:]
var sqlite: [Int: (save: Double, lookup: Double)] = [:]

/// The same workload on SQLite, through Python's built-in sqlite3 module: median save and
/// lookup at `size` users, or `nil` when Python cannot be run.
func sqlitePeer(size: Int, saves: Int) -> (save: Double, lookup: Double)? {
  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("sqlite_peer.py")
  let peer = Process()
  peer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  peer.arguments = ["python3", script.path, "--sizes", String(size), "--saves", String(saves)]
  let pipe = Pipe()
  peer.standardOutput = pipe
  do {
    try peer.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    peer.waitUntilExit()
    let object = try JSONSerialization.jsonObject(with: output) as? [String: Any]
    guard let save = object?["save_median_s"] as? Double,
      let lookup = object?["lookup_median_s"] as? Double
    else { return nil }
    return (save, lookup)
  } catch {
    print("(SQLite peer not run: \(error))")
    return nil
  }
}

do {
  for size in sizes {
    let users = try makeUsers(size, prefix: "user")

    let memory = InMemoryUserRepository(users)
    rows.append(
      Row(
        store: "in-memory", users: size, saveMedian: try await medianSave(memory, saves: saves),
        lookupMedian: try await medianLookup(memory, size: size)))

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dddworkshop-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try await FileUserRepository(directory: directory).save(contentsOf: users)
    // Opening, and its yardstick (decoding the same records with JSONDecoder, as one
    // array), alternate five times so both meet the machine in the same state.
    let encoded = try JSONEncoder().encode(users.map(UserRecord.init))
    var opened: FileUserRepository?
    var openTimes: [Double] = []
    var decodeTimes: [Double] = []
    for _ in 0..<5 {
      opened = nil
      openTimes.append(try await seconds { opened = try FileUserRepository(directory: directory) })
      decodeTimes.append(
        try await seconds { _ = try JSONDecoder().decode([UserRecord].self, from: encoded) })
    }
    let openTime = median(openTimes)
    jsonDecode[size] = median(decodeTimes)
    guard let file = opened else { continue }
    rows.append(
      Row(
        store: "file", users: size, saveMedian: try await medianSave(file, saves: saves),
        lookupMedian: try await medianLookup(file, size: size), open: openTime))

    // The peer runs right after the file store, so both meet the disk in the same state.
    sqlite[size] = sqlitePeer(size: size, saves: saves)
  }
} catch {
  print("benchmark failed: \(error)")
  exit(1)
}

for (size, result) in sqlite.sorted(by: { $0.key < $1.key }) {
  rows.append(
    Row(store: "sqlite (peer)", users: size, saveMedian: result.save, lookupMedian: result.lookup))
}

print("store           users    save (median)   name lookup (median)   open")
for row in rows.sorted(by: { ($0.users, $0.store) < ($1.users, $1.store) }) {
  let open = row.open.map(format) ?? "           -"
  let columns = [
    row.store.padding(toLength: 14, withPad: " ", startingAt: 0),
    String(format: "%7d", row.users), "   ", format(row.saveMedian), "      ",
    format(row.lookupMedian), "        ", open,
  ]
  print(columns.joined(separator: " "))
}

@MainActor func fileRow(_ size: Int) -> Row? {
  rows.first { $0.store == "file" && $0.users == size }
}

print("\ngoal                                                   measured   target")
func goal(_ name: String, _ value: Double?, atMost target: Double) {
  let measured = value.map { String(format: "%7.2f×", $0) } ?? "    n/a"
  let verdict = value.map { $0 <= target ? "met" : "NOT met" } ?? ""
  print(
    "\(name.padding(toLength: 54, withPad: " ", startingAt: 0)) \(measured)   ≤ \(target)×  \(verdict)"
  )
}
let biggest = sizes.last ?? 1_000
goal(
  "file save ÷ SQLite save at \(sizes.contains(10_000) ? 10_000 : biggest) users",
  fileRow(sizes.contains(10_000) ? 10_000 : biggest).flatMap { row in
    sqlite[row.users].map { row.saveMedian / $0.save }
  }, atMost: 1.0)
goal(
  "file save at \(biggest) ÷ file save at 1000 users",
  fileRow(biggest).flatMap { big in fileRow(1_000).map { big.saveMedian / $0.saveMedian } },
  atMost: 1.2)
goal(
  "file open ÷ JSONDecoder decode, \(biggest) users",
  fileRow(biggest).flatMap { row in
    row.open.flatMap { open in jsonDecode[biggest].map { open / $0 } }
  }, atMost: 1.5)
