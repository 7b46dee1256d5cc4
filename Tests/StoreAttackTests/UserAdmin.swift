// The capstone as the attacks run it: the built `user-admin` binary against one store
// (a folder, a SQLite file or a PostgreSQL schema: AttackedStore), each run a new process with its output in files, every run's output kept so a
// campaign can tell which events were announced across all of them.

import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `user-admin`, run against one store, with every finished run on record.
final class UserAdmin {
  /// The folder the store's files live in: the file store's own, a SQLite file's; for a
  /// server, the scratch folder, where nothing of the store changes.
  let store: URL
  /// The address every run is given with `--store`.
  let address: String
  /// The folder whose changes show a commit landing, or `nil` where none can be watched
  /// (a server's): ``runKilled(_:afterChanges:)`` then watches what the run prints.
  let watched: URL?
  /// Where each run's standard output and error are written.
  private let outputs: URL
  private let executable: String
  /// The environment of every run: this process's, reproducible unless told otherwise.
  var environment: [String: String]
  /// The umask every run starts with, if not this process's.
  var umask: mode_t?
  /// Every finished run, in order: their announcements are checked together.
  private(set) var transcript: [Finished] = []
  private var started = 0

  /// A runner for the store folder `store` (made on the first write), writing outputs under
  /// `scratch`.
  convenience init(store: URL, scratch: URL, reproducible: Bool = true) throws {
    try self.init(
      address: store.path, watching: store, scratch: scratch, reproducible: reproducible)
  }

  /// A runner for the store at `address` (any the capstone reads), whose commits show in the
  /// folder `watching` (`nil` for none), writing outputs under `scratch`.
  init(address: String, watching: URL?, scratch: URL, reproducible: Bool = true) throws {
    let found = try #require(
      builtExecutable(named: "user-admin"), "user-admin is not built: run `swift build` first")
    executable = found.path
    self.address = address
    watched = watching
    store = watching ?? scratch
    outputs = scratch.appendingPathComponent("outputs-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    var inherited = ChildEnvironment.make().filter { !$0.key.hasPrefix("USER_ADMIN_") }
    if reproducible { inherited["USER_ADMIN_REPRODUCIBLE"] = "1" }
    environment = inherited
  }

  /// Starts `user-admin --store ADDRESS arguments…` and returns at once.
  func start(_ arguments: [String]) throws -> Spawned {
    try startRaw((["--store", address] + arguments).map { Array($0.utf8) })
  }

  /// Starts `user-admin` with raw argument bytes (no `--store` added), in `directory`.
  func startRaw(_ arguments: [[UInt8]], directory: String? = nil) throws -> Spawned {
    started += 1
    let base = outputs.appendingPathComponent("run-\(started)").path
    return try Spawned(
      executable, arguments: arguments, environment: environment, stdout: base + ".out",
      stderr: base + ".err", umask: umask, directory: directory)
  }

  /// Waits for a started run and puts it on record.
  @discardableResult
  func finish(_ process: Spawned) async -> Finished {
    let finished = await process.wait()
    transcript.append(finished)
    return finished
  }

  /// Runs `user-admin --store ADDRESS arguments…` to its end.
  @discardableResult
  func run(_ arguments: [String]) async throws -> Finished {
    await finish(try start(arguments))
  }

  /// Runs a command that must succeed; records an issue with its output when it does not.
  @discardableResult
  func succeed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
    async throws -> Finished
  {
    let finished = try await run(arguments)
    #expect(finished.acknowledged, "\(arguments): \(finished.text)", sourceLocation: sourceLocation)
    return finished
  }

  /// Runs `arguments` and kills the run with `kill -9` after `delay`, unless it ended first.
  func runKilled(_ arguments: [String], after delay: Duration) async throws -> Finished {
    let process = try start(arguments)
    if delay > .zero { try await Task.sleep(for: delay) }
    process.kill()
    return await finish(process)
  }

  /// Runs `arguments` and kills the run with `kill -9` at a chosen point.
  ///
  /// The kill comes right after the store's files changed for the `changes`-th time (a
  /// commit, a delivery mark, a counter), unless the run ended first: just after something
  /// became durable. A server's files cannot be watched; there the run is killed just after it printed for the `changes`-th time
  /// (an acknowledgement, a notification: each after a commit, before the next one).
  func runKilled(_ arguments: [String], afterChanges changes: Int) async throws -> Finished {
    let folder = watched ?? outputs
    let process = try start(arguments)
    await process.kill(afterChangesOf: folder, changes: changes)
    return await finish(process)
  }

  /// Starts every command at once, each after the one before by up to `stagger`, and waits
  /// for them all: processes racing on one store.
  func race<Generator: RandomNumberGenerator>(
    _ commands: [[String]], stagger: Duration = .milliseconds(8), using generator: inout Generator
  ) async throws -> [Finished] {
    let limit = stagger.components.attoseconds / 1_000_000_000_000
    var processes: [Spawned] = []
    for command in commands {
      if !processes.isEmpty && limit > 0 {
        try await Task.sleep(for: .microseconds(Int64.random(in: 0...limit, using: &generator)))
      }
      processes.append(try start(command))
    }
    var finished: [Finished] = []
    for process in processes { finished.append(await finish(process)) }
    return finished
  }

  /// Every complete line of standard output, over every run on record.
  var transcriptLines: [Substring] { transcript.flatMap(\.outputLines) }
}

/// A random seed for a campaign, and the generator it starts.
///
/// `DDDWORKSHOP_TORTURE_SEED=N` repeats a campaign; otherwise each run picks a new seed,
/// which every failure message names.
struct CampaignSeed: CustomStringConvertible {
  /// The seed.
  let value: UInt64

  init() {
    let given = ProcessInfo.processInfo.environment["DDDWORKSHOP_TORTURE_SEED"].flatMap {
      UInt64($0)
    }
    value = given ?? UInt64.random(in: 0...UInt64.max)
  }

  /// A generator that repeats for this seed.
  func generator() -> SeededGenerator { SeededGenerator(seed: value) }

  var description: String { "DDDWORKSHOP_TORTURE_SEED=\(value)" }
}
