// The workshop's benchmark for chapter 4: what a save, an open and a duplicate-name
// check cost in the in-memory and file repositories, beside SQLite doing the same.
//
//   swift run -c release benchmarks            # 1,000 / 10,000 / 100,000 users
//   swift run -c release benchmarks --quick    # 1,000 users only, a smoke test
//   swift run -c release benchmarks --postgres postgres://…   # PostgreSQL too
//   swift run -c release benchmarks --sizes 1000,10000         # only these sizes
//
// Timings are medians (of 1,001 single saves and lookups, and of 5 opens and 5 decodes),
// with the 99th percentile and the worst of the saves, which is what a user waiting on one
// feels. Then, on the file store, 1,001 saves updating users starting just before the
// journal reaches its compaction threshold: their p50, p99 and max, and the compaction's
// own duration, on a line of their own. The table and the goal ratios are printed at the
// end, then chapter 12's file, SQLite and PostgreSQL stores side by side
// (DatabaseBenchmark.swift), chapter 9's events and list page, chapters 7–8's circle join
// and accept, and chapter 11's load of a circle kept as its events.
// Results are recorded in Docs/performance.md.

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
  percentile(values, 0.5)
}

/// The value below which the fraction `rank` of the values lie (0.99: the 99th percentile).
func percentile(_ values: [Double], _ rank: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count) * rank))]
}

/// The median, 99th percentile and maximum of some timings.
struct Spread {
  var median: Double
  var p99: Double
  var max: Double

  init(median: Double, p99: Double, max: Double) {
    self.median = median
    self.p99 = p99
    self.max = max
  }

  init(_ timings: [Double]) {
    median = percentile(timings, 0.5)
    p99 = percentile(timings, 0.99)
    max = timings.max() ?? 0
  }
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
  var save: Spread
  var lookupMedian: Double
  var open: Double?
}

/// The cost of `saves` single saves of new users into `repository`.
func saveSpread(_ repository: any UserRepository, saves: Int) async throws -> Spread {
  var timings: [Double] = []
  for user in try makeUsers(saves, prefix: "new") {
    timings.append(try await seconds { try await repository.save(user) })
  }
  return Spread(timings)
}

/// Saves that update `users` in a file store whose journal is about to need compaction,
/// so one of them starts it: their spread, and how long the compaction took in all.
func savesDuringCompaction(
  _ repository: FileUserRepository, users: [User], saves: Int
) async throws -> (saves: Spread, compaction: Double) {
  // A second copy of every user: twice the live data, 64 entries short of the threshold.
  // Each copy is the one the store holds: a save needs the stored version (chapter 8).
  var current: [User] = []
  current.reserveCapacity(users.count)
  for user in users {
    if let stored = try await repository.find(id: user.id) { current.append(stored) }
  }
  try await repository.save(contentsOf: current)
  current = current.map { $0.advancingVersion() }
  await repository.waitForCompaction()
  var timings: [Double] = []
  var started: ContinuousClock.Instant?
  var finished: ContinuousClock.Instant?
  var entries = await repository.journalEntryCount
  for index in 0..<saves {
    let slot = index % current.count
    let stored = current[slot]
    // A save with no event: the copy is made as a store restores one, so this measures the
    // journal alone (EventsBenchmark measures a save with its event).
    let user = User(
      id: stored.id, name: stored.name, statusMessage: try StatusMessage("update \(index)"),
      type: stored.type, createdAt: stored.createdAt, version: stored.version)
    let before = ContinuousClock.now
    timings.append(try await seconds { try await repository.save(user) })
    current[slot] = user.advancingVersion()
    let now = await repository.journalEntryCount
    // The 64th update starts the compaction; the entry count drops when it is swapped in.
    if index == 63 { started = before }
    if started != nil, finished == nil, now < entries { finished = ContinuousClock.now }
    entries = now
  }
  await repository.waitForCompaction()
  let compaction = started.map { (finished ?? ContinuousClock.now) - $0 } ?? .zero
  return (
    Spread(timings),
    Double(compaction.components.seconds) + Double(compaction.components.attoseconds) / 1e18
  )
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
  guard !value.isNaN else { return "          -" }
  return value < 0.001
    ? String(format: "%8.1f µs", value * 1e6) : String(format: "%8.2f ms", value * 1e3)
}

let quick = CommandLine.arguments.contains("--quick")
/// `--sizes 1000,10000` measures only those sizes (the first must be 1,000 for the goals).
let sizes: [Int] = {
  let arguments = CommandLine.arguments
  if let flag = arguments.firstIndex(of: "--sizes"), flag + 1 < arguments.count {
    return arguments[flag + 1].split(separator: ",").compactMap { Int($0) }
  }
  return quick ? [1_000] : [1_000, 10_000, 100_000]
}()
let saves = quick ? 51 : 1_001
var rows: [Row] = []
var compactions: [Int: (saves: Spread, compaction: Double)] = [:]
var jsonDecode: [Int: Double] = [:]
var sqlite: [Int: PeerResult] = [:]

/// The same saves on SQLite, through Python's built-in sqlite3 module, with the SQLite
/// adapter's table and statements: their spread and the median lookup at `size` users, or
/// `nil` when Python cannot be run.
func sqlitePeer(size: Int, saves: Int) -> PeerResult? {
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
      let p99 = object?["save_p99_s"] as? Double, let worst = object?["save_max_s"] as? Double,
      let lookup = object?["lookup_median_s"] as? Double
    else { return nil }
    return PeerResult(save: Spread(median: save, p99: p99, max: worst), lookupMedian: lookup)
  } catch {
    print("(SQLite peer not run: \(error))")
    return nil
  }
}

/// The PostgreSQL server chapter 12's part measures: `--postgres URL`, else
/// `DDDWORKSHOP_TEST_DATABASE_URL`; `nil` skips it.
let postgresURL: String? = {
  let arguments = CommandLine.arguments
  if let flag = arguments.firstIndex(of: "--postgres"), flag + 1 < arguments.count {
    return arguments[flag + 1]
  }
  return ProcessInfo.processInfo.environment["DDDWORKSHOP_TEST_DATABASE_URL"]
}()
var databaseResults: [StoreResult] = []

do {
  for size in sizes {
    let started = ContinuousClock.now
    defer {
      // On standard error, so the tables stay as they are: how long a full run takes.
      FileHandle.standardError.write(
        Data("(\(size) users: every store measured in \(ContinuousClock.now - started))\n".utf8))
    }
    let users = try makeUsers(size, prefix: "user")

    let memory = InMemoryUserRepository(users)
    rows.append(
      Row(
        store: "in-memory", users: size, save: try await saveSpread(memory, saves: saves),
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
        store: "file", users: size, save: try await saveSpread(file, saves: saves),
        lookupMedian: try await medianLookup(file, size: size), open: openTime))
    compactions[size] = try await savesDuringCompaction(
      file, users: users, saves: max(saves, 201))

    // Chapter 12: the file store, the SQLite adapter (with the peer right after its saves,
    // so both meet the disk in the same state) and PostgreSQL (DatabaseBenchmark.swift).
    let databases = try await runDatabaseBenchmark(
      size: size, users: users, operations: saves, postgres: postgresURL)
    databaseResults += databases.results
    sqlite[size] = databases.peer
  }
} catch {
  print("benchmark failed: \(error)")
  exit(1)
}

for (size, result) in sqlite.sorted(by: { $0.key < $1.key }) {
  rows.append(
    Row(
      store: "sqlite (peer)", users: size,
      save: result.save, lookupMedian: result.lookupMedian))
}

print(
  "store           users    save p50      save p99      save max     name lookup (median)   open")
for row in rows.sorted(by: { ($0.users, $0.store) < ($1.users, $1.store) }) {
  let open = row.open.map(format) ?? "           -"
  let columns = [
    row.store.padding(toLength: 14, withPad: " ", startingAt: 0),
    String(format: "%7d", row.users), "  ", format(row.save.median), "  ", format(row.save.p99),
    "  ", format(row.save.max), "      ", format(row.lookupMedian), "        ", open,
  ]
  print(columns.joined(separator: " "))
}
print("")
for (size, result) in compactions.sorted(by: { $0.key < $1.key }) {
  print(
    "file, \(size) users, saves during a compaction: p50 \(format(result.saves.median)), "
      + "p99 \(format(result.saves.p99)), max \(format(result.saves.max))")
  print(
    "compaction at \(size) users: rewrite \(format(result.compaction)) in the background; "
      + "longest save while it ran \(format(result.saves.max))")
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
    sqlite[row.users].map { row.save.median / $0.save.median }
  }, atMost: 1.0)
goal(
  "file save at \(biggest) ÷ file save at 1000 users",
  fileRow(biggest).flatMap { big in fileRow(1_000).map { big.save.median / $0.save.median } },
  atMost: 1.2)
goal(
  "file open ÷ JSONDecoder decode, \(biggest) users",
  fileRow(biggest).flatMap { row in
    row.open.flatMap { open in jsonDecode[biggest].map { open / $0 } }
  }, atMost: 1.0)
let worst = compactions[biggest].map { $0.saves.max }
print(
  "max save during a compaction at \(biggest) users".padding(
    toLength: 54, withPad: " ", startingAt: 0)
    + " " + (worst.map { format($0) } ?? "n/a") + "   ≤ 50 ms  "
    + (worst.map { $0 <= 0.050 ? "met" : "NOT met" } ?? ""))

// Chapter 12: the same operations on the file store, SQLite and PostgreSQL.
printDatabaseTable(
  databaseResults, peers: sqlite,
  postgres: postgresURL.map { "measured (\(postgresDurability(url: $0)))" }
    ?? "skipped: no --postgres URL and no DDDWORKSHOP_TEST_DATABASE_URL")

// Chapter 9: event storage on saves, and a page of the circle list (EventsBenchmark.swift).
do {
  try await runEventsBenchmark(
    users: quick ? 1_000 : 10_000, circles: quick ? 1_000 : 10_000, saves: saves)
} catch {
  print("chapter 9 benchmark failed: \(error)")
  exit(1)
}

// Chapters 7 and 8: a circle join and an invitation accept (CirclesBenchmark.swift).
do {
  try await runCirclesBenchmark(
    users: quick ? 1_000 : 10_000, circles: quick ? 100 : 1_000, operations: saves)
} catch {
  print("circle benchmark failed: \(error)")
  exit(1)
}

// Chapter 11: loading a circle kept as its events (EventSourcingBenchmark.swift).
do {
  try await runEventSourcingBenchmark(
    sizes: quick ? [10, 1_000] : [10, 1_000, 100_000], quick: quick)
} catch {
  print("chapter 11 benchmark failed: \(error)")
  exit(1)
}
