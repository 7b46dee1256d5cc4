// A throwaway workshop for the runner's tests: a Package.swift the runner recognises, and
// exercises with a README, hints (both also in Korean), a stub, its pristine copy and a
// solution. No git, and
// no exercise is ever built: the commands under test only read and write files.

import Foundation
import LearnKit
import TestSupport
import Testing

/// A workshop folder in the temporary directory, removed by `remove()`.
struct Workshop {
  let root: URL

  /// Makes a workshop with `count` exercises, numbered from 1, each folder NN-exercise.
  init(exercises count: Int) throws {
    try self.init(folders: (1...count).map { $0 < 10 ? "0\($0)-exercise" : "\($0)-exercise" })
  }

  /// Makes a workshop with an exercise in each of these folders, such as 01-money-subtracting.
  init(folders: [String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("learn-tests-\(UUID().uuidString)")
    let exercises = root.appendingPathComponent("Exercises")
    try FileManager.default.createDirectory(at: exercises, withIntermediateDirectories: true)
    try write("// name: \"DDDWorkshop\"\n", to: "Package.swift")
    try write("// the exercise package\n", to: "Exercises/Package.swift")
    for name in folders {
      let tag = String(name.prefix(2))
      let number = Int(tag) ?? 0
      let folder = "Exercises/\(name)"
      try write(
        "# Exercise \(tag): Rule \(number)\n\n**Goal:** keep rule \(number).\n\n"
          + "**Teaching points:** VO-\(number).\n", to: "\(folder)/README.md")
      try write(
        "## Hint 1\nfirst hint of \(tag)\n\n## Hint 2\nsecond hint of \(tag)\n",
        to: "\(folder)/hints.md")
      try write(
        "# 연습 \(tag): 규칙 \(number)\n\n[English](README.md)\n\n**목표:** 규칙 \(number)을 지킵니다.\n\n"
          + "**학습 포인트:** VO-\(number).\n", to: "\(folder)/README.ko.md")
      try write(
        "## 힌트 1\n\(tag)의 첫 힌트\n\n## 힌트 2\n\(tag)의 둘째 힌트\n", to: "\(folder)/hints.ko.md")
      try write("// stub \(tag)\n", to: "\(folder)/Sources/Rule.swift")
      try write("// stub \(tag)\n", to: "\(folder)/.pristine/Rule.swift")
      try write("// tests \(tag)\n", to: "\(folder)/Tests/RuleTests.swift")
      try write("// solution \(tag)\n", to: "Exercises/Solutions/\(name)/Rule.swift")
    }
    try recordTests()
  }

  /// Records the fingerprints of the tests as they are now, as a maintainer ships them.
  func recordTests() throws {
    let fingerprints = TestFingerprints(root: root)
    try write(
      fingerprints.manifest(for: try catalog().exercises), to: TestFingerprints.manifestPath)
  }

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  func write(_ text: String, to path: String) throws {
    let file = url(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: false, encoding: .utf8)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  func catalog() throws -> Catalog { try Catalog(root: root) }

  var store: ProgressStore { ProgressStore(root: root) }

  /// Runs the built `learn` with `arguments` in this workshop: its status and output.
  ///
  /// The locale is English (`LANG=C`) unless `locale` sets LC_ALL, LC_MESSAGES or LANG.
  func learn(
    _ arguments: String..., locale: [String: String] = [:]
  ) async throws -> (status: Int32, output: String) {
    try await Self.finish(launchLearn(arguments, locale: locale))
  }

  /// Waits, on a thread of its own, for a `learn` started by ``launchLearn(_:locale:)`` to
  /// end: its status and output.
  static func finish(_ started: (process: Process, pipe: Pipe, exit: ProcessExit)) async -> (
    status: Int32, output: String
  ) {
    await onOwnThread {
      let output = started.pipe.fileHandleForReading.readDataToEndOfFile()
      started.exit.wait()
      return (started.process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
  }

  /// Starts the built `learn` with `arguments` in this workshop, output to a pipe, with
  /// `extra` added to its environment (such as a stand-in `swift` in `LEARN_SWIFT`).
  func launchLearn(
    _ arguments: [String], locale: [String: String] = [:], environment extra: [String: String] = [:]
  ) throws -> (process: Process, pipe: Pipe, exit: ProcessExit) {
    let process = Process()
    guard let learn = builtExecutable(named: "learn") else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "learn"])
    }
    process.executableURL = learn
    process.arguments = arguments
    process.currentDirectoryURL = root
    var environment = ChildEnvironment.make()
    environment["NO_COLOR"] = "1"
    environment["LC_ALL"] = nil
    environment["LC_MESSAGES"] = nil
    environment["LANG"] = "C"
    environment.merge(locale) { $1 }
    environment.merge(extra) { $1 }
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    let exit = ProcessExit(of: process)
    try process.run()
    return (process, pipe, exit)
  }

  /// A stand-in `swift` (its path, for `LEARN_SWIFT`) whose every run builds and passes one
  /// test, as a solved exercise's; with `log`, each run first appends its arguments there, one
  /// per line, and a line `--`.
  func passingSwift(recordingArgumentsIn log: String? = nil) throws -> String {
    let record = log.map {
      "for word in \"$@\"; do echo \"$word\" >> '\(url($0).path)'; done\n"
        + "echo '--' >> '\(url($0).path)'\n"
    }
    try write(
      "#!/bin/sh\n" + (record ?? "")
        + "echo '✔ Test \"the rule holds\" passed after 0.001 seconds.'\n"
        + "echo '✔ Test run with 1 test passed after 0.001 seconds.'\nexit 0\n",
      to: "fake-swift")
    chmod(url("fake-swift").path, 0o755)
    return url("fake-swift").path
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
