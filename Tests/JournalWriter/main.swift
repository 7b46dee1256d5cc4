// A child process for the file repository's fault tests. Each mode does one thing a test
// needs to happen in a process of its own: be killed, set a process-wide umask, or run
// into a file-size limit. Every report is written unbuffered after the fact it states,
// so a test that kills the process knows what was acknowledged.
//
//   journal-writer DIRECTORY PREFIX COUNT        saves PREFIX-0 …, "saved N" after each
//   journal-writer batches DIRECTORY SIZE ROUNDS  saves batches of SIZE, "saved batch N"
//   journal-writer crash DIRECTORY SIZE BYTES     one batch of SIZE, killed -9 by itself
//                                                 after BYTES bytes of its write
//   journal-writer compact DIRECTORY              compacts again and again, directly and in
//                                                 the background
//   journal-writer umask MASK DIRECTORY           makes a repository under umask MASK (octal),
//                                                 prints the modes of its folder and files
//   journal-writer fsize DIRECTORY OPERATION      for every file-size limit that cuts the
//                                                 OPERATION (save, batch, compact,
//                                                 background) short, checks it throws and
//                                                 changes nothing
//   journal-writer compaction-crash DIRECTORY STEP BYTES
//                                                 saves batches ("saved batch N") until the
//                                                 background compaction they start reaches
//                                                 STEP, where it kills itself -9 (after BYTES
//                                                 bytes of that step's write)
//   journal-writer withdraw DIRECTORY ID BYTES     withdraws user ID in one transaction,
//                                                 killed -9 by itself after BYTES bytes
//   journal-writer renames DIRECTORY ID ROUNDS     reads, renames and saves user ID ROUNDS
//                                                 times; "saved S conflicts C" at the end

import ApplicationServices
import Entities
import Foundation
import JournalEngine
import Persistence
import Repositories
import ValueObjects

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard output at once, unbuffered, so a killed process loses none.
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The user numbered `index` under `prefix`, created `index` seconds after a fixed instant.
func makeUser(_ prefix: String, _ index: Int) throws -> User {
  User(
    id: try UserId("\(prefix)-\(index)"), name: try UserName("\(prefix) \(index)"),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
}

/// The octal permission bits of the file at `path`, as `ls` would show them.
func mode(of path: String) -> String {
  var info = stat()
  guard lstat(path, &info) == 0 else { return "missing" }
  return String(UInt32(info.st_mode) & 0o777, radix: 8)
}

/// Sets the soft limit on the size of files this process writes (the hard one stays).
func limitFileSize(to bytes: UInt64) {
  var limit = rlimit()
  #if os(Linux)
    let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
  #else
    let resource = RLIMIT_FSIZE
  #endif
  _ = getrlimit(resource, &limit)
  limit.rlim_cur = rlim_t(bytes)
  _ = setrlimit(resource, &limit)
}

/// Runs `operation` under every file-size limit that cuts it short, then with none.
func checkFileSizeLimits(directory: URL, operation: String) async throws {
  // Past the limit, a write fails with EFBIG instead of the default signal killing us.
  signal(SIGXFSZ, SIG_IGN)
  if operation == "background" { return try checkBackgroundCompactionLimits(directory: directory) }
  let repository = try FileUserRepository(directory: directory)
  let journal = repository.journalURL
  let users = try (0..<3).map { try makeUser("limit", 100 + $0) }
  let run: @Sendable () async throws -> Void
  switch operation {
  case "save": run = { try await repository.save(users[0]) }
  case "batch": run = { try await repository.save(contentsOf: users) }
  default: run = { try await repository.compact() }
  }
  let before = try Data(contentsOf: journal)
  let usersBefore = try await repository.findAll()
  // A compaction writes a fresh temp file from byte 0; an append grows the journal.
  var limit: UInt64 = operation == "compact" ? 0 : UInt64(before.count)
  var cuts = 0
  while true {
    limitFileSize(to: limit)
    do {
      try await run()
      limitFileSize(to: UInt64.max)
      break
    } catch {
      limitFileSize(to: UInt64.max)
      let unchanged = try Data(contentsOf: journal) == before
      let same = try await repository.findAll() == usersBefore
      let leftover = FileManager.default.fileExists(atPath: journal.path + ".compacting")
      report(
        "limit \(limit): threw; disk \(unchanged ? "unchanged" : "CHANGED"), memory "
          + "\(same ? "unchanged" : "CHANGED"), temp file \(leftover ? "LEFT" : "removed")")
      cuts += 1
      limit += 1
    }
  }
  report(
    "cut points: \(cuts); then it succeeded with \(try await repository.findAll().count) users")
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  switch arguments.first {
  case "batches" where arguments.count == 4:
    let repository = try FileUserRepository(directory: URL(fileURLWithPath: arguments[1]))
    let size = Int(arguments[2]) ?? 1
    for round in 0..<(Int(arguments[3]) ?? 1) {
      let users = try (0..<size).map { try makeUser("b\(round)", $0) }
      try await repository.save(contentsOf: users)
      report("saved batch \(round)")
    }
  case "crash" where arguments.count == 4:
    let faults = SimulatedFaults()
    let directory = URL(fileURLWithPath: arguments[1])
    SimulatedFaults.install(faults, forJournalsIn: directory.path)
    let repository = try FileUserRepository(directory: directory)
    let users = try (0..<(Int(arguments[2]) ?? 1)).map { try makeUser("c", $0) }
    faults.crashDuringNextWrite(after: Int(arguments[3]) ?? 0)
    try await repository.save(contentsOf: users)
    report("saved batch")
  case "compact" where arguments.count == 2:
    let repository = try FileUserRepository(directory: URL(fileURLWithPath: arguments[1]))
    for round in 0..<100_000 {
      try await repository.compact()
      report("compacted \(round)")
      // A second copy of every user doubles the journal: the save starts a compaction in
      // the background, which the next compact() then races. (Read again each round: a
      // save needs the version stored now.)
      try await repository.save(contentsOf: try await repository.findAll())
    }
  case "compaction-crash" where arguments.count == 4:
    let faults = SimulatedFaults()
    let directory = URL(fileURLWithPath: arguments[1])
    SimulatedFaults.install(faults, forJournalsIn: directory.path)
    let repository = try FileUserRepository(directory: directory)
    let steps: [String: SimulatedFaults.CompactionStep] = [
      "writing": .writingTemporaryFile, "appending": .appendingLaterTransactions,
      "before-switch": .beforeSwitch, "after-rename": .afterRename, "after-switch": .afterSwitch,
    ]
    guard let step = steps[arguments[2]] else { throw ChildError.unknownStep(arguments[2]) }
    faults.crashDuringCompaction(at: step, afterBytes: Int(arguments[3]) ?? 0)
    for round in 0..<60 {
      // Each batch carries the versions stored now: a repository refuses a stale copy (IN-4).
      let stored = try await repository.findAll()
      let versions = Dictionary(stored.map { ($0.id, $0.version) }, uniquingKeysWith: max)
      let batch = try compactionRound(round).map { user in
        User(
          id: user.id, name: user.name, statusMessage: user.statusMessage, type: user.type,
          createdAt: user.createdAt, version: versions[user.id] ?? 0)
      }
      try await repository.save(contentsOf: batch)
      report("saved batch \(round)")
    }
    await repository.waitForCompaction()
    report("never killed")
  case "umask" where arguments.count == 3:
    umask(mode_t(arguments[1], radix: 8) ?? 0o022)
    let directory = URL(fileURLWithPath: arguments[2])
    let repository = try FileUserRepository(directory: directory)
    try await repository.save(makeUser("u", 0))
    try await repository.compact()
    for name in ["", "/users.journal", "/users.lock"] {
      report(
        "\(name.isEmpty ? "directory" : String(name.dropFirst())) \(mode(of: directory.path + name))"
      )
    }
  case "withdraw" where arguments.count == 4:
    let faults = SimulatedFaults()
    let directory = URL(fileURLWithPath: arguments[1])
    SimulatedFaults.install(faults, forJournalsIn: directory.path)
    let repository = try FileUserRepository(directory: directory)
    guard let user = try await repository.find(id: try UserId(arguments[2])) else {
      report("no such user")
      exit(1)
    }
    faults.crashDuringNextWrite(after: Int(arguments[3]) ?? 0)
    // Chapter 5's use case over chapter 8's unit of work: the archive's record, the end of
    // the user and its UserWithdrew, committed as one journal transaction.
    let withdrawal = WithdrawUserUseCase(
      users: repository, beginUnitOfWork: { repository.beginUnitOfWork() },
      now: { Date(timeIntervalSince1970: 1_700_000_600) })
    _ = try await withdrawal.execute(WithdrawUserCommand(id: user.id.value))
    report("withdrew")
  case "renames" where arguments.count == 4:
    let repository = try FileUserRepository(directory: URL(fileURLWithPath: arguments[1]))
    let id = try UserId(arguments[2])
    var saved = 0
    var conflicts = 0
    for round in 0..<(Int(arguments[3]) ?? 0) {
      guard var user = try await repository.find(id: id) else { break }
      user.changeStatusMessage(
        to: try StatusMessage("\(ProcessInfo.processInfo.processIdentifier) \(round)"),
        at: Date(timeIntervalSince1970: 1_700_000_000))
      do {
        try await repository.save(user)
        saved += 1
      } catch {
        guard error is UserSaveConflict else { throw error }
        conflicts += 1
      }
    }
    report("saved \(saved) conflicts \(conflicts)")
  case "fsize" where arguments.count == 3:
    try await checkFileSizeLimits(
      directory: URL(fileURLWithPath: arguments[1]), operation: arguments[2])
  case .some where arguments.count == 3:
    let repository = try FileUserRepository(directory: URL(fileURLWithPath: arguments[0]))
    for index in 0..<(Int(arguments[2]) ?? 0) {
      try await repository.save(makeUser(arguments[1], index))
      report("saved \(index)")
    }
  default:
    report("usage: see the comment at the top of Tests/JournalWriter/main.swift")
    exit(2)
  }
} catch {
  report("error: \(error)")
  exit(1)
}
