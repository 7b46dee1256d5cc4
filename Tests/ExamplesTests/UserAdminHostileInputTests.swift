// Chapter 6 — the edge's rules (LA-2), against hostile arguments in every command and
// position, run as a black box. Docs/06-layers.md
//
// Read first: `hostileArguments`. Each row puts one hostile value in one position of one
// command: a short one full of what a terminal obeys (ESC sequences, CR, LF, DEL, a C1
// control, direction overrides and isolates, a line separator) and a 10,000-character one.
// Whatever the command answers, nothing unprintable is printed raw and every echo is cut to
// 20 characters the same way.

import Foundation
import TestSupport
import Testing
import ValueObjects

/// Runs `user-admin` reproducibly against `store`; `nil` store for a command line that
/// names its own.
private func userAdmin(_ arguments: [String], store: URL?) async throws -> (
  status: Int32, output: String
) {
  try await runBuiltExecutable(
    "user-admin", (store.map { ["--store", $0.path] } ?? []) + arguments,
    environment: ["USER_ADMIN_REPRODUCIBLE": "1"])
}

/// Runs `script` with `/bin/sh`, `$0` the built `user-admin` and `$1` `argument`.
///
/// For a command line no `[String]` can hold, or a limit set with `ulimit`. Every signal
/// starts at its default action and unblocked, as in a terminal, whatever the test runner set.
private func shell(_ script: String, _ argument: String) async throws -> (
  status: Int32, output: String
) {
  let executable = try #require(builtExecutable(named: "user-admin"))
  let log = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
  defer { try? FileManager.default.removeItem(at: log) }
  var actions = posix_spawn_file_actions_t()
  var attributes = posix_spawnattr_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawnattr_init(&attributes)
  defer {
    posix_spawn_file_actions_destroy(&actions)
    posix_spawnattr_destroy(&attributes)
  }
  posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_adddup2(&actions, 1, 2)
  var every = sigset_t()
  var none = sigset_t()
  sigfillset(&every)
  sigemptyset(&none)
  posix_spawnattr_setsigdefault(&attributes, &every)
  posix_spawnattr_setsigmask(&attributes, &none)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  let words = ["/bin/sh", "-c", script, executable.path, argument]
  var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
  var envp: [UnsafeMutablePointer<CChar>?] =
    ChildEnvironment.make().map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { for word in argv + envp { free(word) } }
  var child: pid_t = 0
  let spawned = posix_spawn(&child, "/bin/sh", &actions, &attributes, &argv, &envp)
  try #require(spawned == 0)
  let status = await onOwnThread { [child] in
    var status: Int32 = 0
    waitpid(child, &status, 0)
    return status
  }
  // An exit status, or 128 + the signal that ended the process, as a shell reports it.
  let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  return (code, try String(contentsOf: log, encoding: .utf8))
}

/// Whether a terminal would obey `scalar` instead of showing it.
private func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .control, .lineSeparator, .paragraphSeparator: return true
  default: return TextRules.isDirectionControl(scalar)
  }
}

/// The hostile values every position is tried with.
enum HostileValue: String, CaseIterable, Sendable {
  /// What a terminal obeys, short enough to be echoed whole.
  case unprintable
  /// Input far longer than any echo may be.
  case long

  var text: String {
    switch self {
    case .unprintable: "a\u{1B}[31m\r\n\u{7F}\u{9B}\u{202E}\u{2066}\u{200F}\u{2028}z"
    case .long: String(repeating: "x", count: 10_000)
    }
  }
}

/// Every command and argument position, `H` where the hostile value goes, in three groups
/// that run side by side.
enum Positions: String, CaseIterable, Sendable {
  case users, circles, others

  var commands: [[String]] {
    switch self {
    case .users:
      [
        ["H"], ["register", "H"], ["register", "H", "two"], ["show", "H"],
        ["rename", "H", "새 이름"], ["rename", "user-1", "H"], ["rename", "user-1", "H", "more"],
        ["rename", "user-1", "박영희", "--expect-version", "H"], ["status", "H", "hi"],
        ["status", "user-1", "H"], ["upgrade", "H"], ["downgrade", "H"], ["withdraw", "H"],
        ["list", "H"],
      ]
    case .circles:
      [
        ["circle", "H"], ["circle", "create", "H", "모임 이름"], ["circle", "create", "user-1", "H"],
        ["circle", "create", "H", "a", "b"], ["circle", "show", "H"],
        ["circle", "rename", "H", "새 모임"], ["circle", "rename", "circle-1", "H"],
        ["circle", "join", "H", "user-2"], ["circle", "join", "circle-1", "H"],
        ["circle", "leave", "H", "user-2"], ["circle", "leave", "circle-1", "H"],
        ["circle", "delete", "H"], ["circle", "invite", "H", "user-1", "user-2"],
        ["circle", "invite", "circle-1", "H", "user-2"],
        ["circle", "invite", "circle-1", "user-1", "H"], ["circle", "accept", "H"],
        ["circle", "decline", "H"],
      ]
    case .others:
      [
        ["circles", "--after", "H"], ["circles", "--size", "H"], ["circles", "H", "1"],
        ["circles", "H"], ["sign-in", "H", "demo-kim"], ["sign-in", "google", "H"],
        ["sign-in", "google", "demo-lee", "H"],
      ]
    }
  }
}

/// What is wrong with `output`: a raw unprintable scalar, or an echo of `long` not cut the
/// one way; `nil` when nothing is.
private func problem(in output: String) -> String? {
  for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
    if let raw = line.unicodeScalars.first(where: isUnprintable) {
      return "raw U+\(String(raw.value, radix: 16, uppercase: true)) in \(String(reflecting: line))"
    }
  }
  let cut = String(repeating: "x", count: 20)
  if output.contains(cut + "x") { return "an echo longer than 20 characters" }
  if output.contains(cut) && !output.contains("\"\(cut)\"…") { return "an echo cut another way" }
  return nil
}

@Suite("user-admin's edge: hostile arguments in every command and position are never printed raw")
struct UserAdminHostileInputTests {
  // region: hostileArguments
  @Test(
    "in every command and argument position, control characters and direction controls are escaped and every echo is cut to 20 characters and marked",
    arguments: HostileValue.allCases, Positions.allCases)
  func hostileArguments(value: HostileValue, positions: Positions) async throws {
    try await withTemporaryDirectory { store in
      for setup in [
        ["register", "김철수"], ["register", "박영희"], ["circle", "create", "user-1", "Swift 모임"],
      ] {
        #expect(try await userAdmin(setup, store: store).status == 0)
      }
      for position in positions.commands {
        let arguments = position.map { $0 == "H" ? value.text : $0 }
        let result = try await userAdmin(arguments, store: store)
        #expect([0, 1, 2].contains(result.status), "\(position): \(result.output)")
        #expect(problem(in: result.output) == nil, "\(position): \(result.output)")
      }
      // A folder path is shown whole (a cut path names no folder), but never raw.
      guard positions == .others else { return }
      let folder = store.appendingPathComponent("new-" + value.text.prefix(40)).path
      for command in [["list"], ["circles"], ["recover"], ["whoami"]] {
        let result = try await userAdmin(["--store", folder] + command, store: nil)
        let raw = result.output.split(separator: "\n").first {
          $0.unicodeScalars.contains(where: isUnprintable)
        }
        #expect(raw == nil, "\(command): \(result.output)")
      }
    }
  }
  // endregion

  @Test("a status message with line feeds and direction controls lists as one row, escaped")
  func statusCannotForgeRows() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["register", "김철수"], store: store)
      let forged = "busy\nuser-9  위조된 사용자\u{202E}"
      #expect(try await userAdmin(["status", "user-1", forged], store: store).status == 0)

      let listed = try await userAdmin(["list"], store: store)
      let shown = try await userAdmin(["show", "user-1"], store: store)

      #expect(listed.output == "user-1  김철수  “busy\\nuser-9  위조된 사용자\\u{202E}”\n")
      #expect(shown.output.contains("  status:       busy\\nuser-9  위조된 사용자\\u{202E}\n"))
    }
  }

  @Test(
    "an argument that is not UTF-8 text is refused with status 2 before anything runs, in any position"
  )
  func notUTF8() async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("store")
      for script in [
        #"exec "$0" --store "$1" register "$(printf 'Kim\377')""#,
        #"exec "$0" --store "$1" "$(printf 'reg\300ister')" Kim"#,
        #"exec "$0" --store "$(printf 'x\355\240\200')" list"#,
        #"exec "$0" --store "$1" sign-in google "$(printf 'demo-\377')""#,
      ] {
        let result = try await shell(script, store.path)
        #expect(result.status == 2, "\(script): \(result.output)")
        #expect(result.output.contains("is not UTF-8 text"), "\(script): \(result.output)")
        #expect(!FileManager.default.fileExists(atPath: store.path), "\(script)")
      }
    }
  }

  @Test("--store with an empty path is refused with status 2, and nothing is created")
  func emptyStore() async throws {
    try await withTemporaryDirectory { folder in
      let result = try await shell(#"cd "$1" && exec "$0" --store "" register 김철수"#, folder.path)
      #expect(result.status == 2, "\(result.output)")
      #expect(result.output.contains("--store needs a folder path; got an empty one"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
  }

  @Test(
    "a write past the file size limit is refused with a message naming the file and what to do, never a signal, and the journal is unchanged"
  )
  func fileTooLarge() async throws {
    try await withTemporaryDirectory { store in
      for name in ["김철수", "박영희", "이민수", "최지우"] {
        _ = try await userAdmin(["register", name], store: store)
      }
      let journal = store.appendingPathComponent("users.journal")
      let before = try Data(contentsOf: journal)
      // 1 block of 512 bytes: the journal is already past it, so its next append fails.
      let limited = #"ulimit -f 1 && exec "$0" --store "$1" "#

      let register = try await shell(limited + "register 정하나", store.path)
      var damaged = before
      damaged[try #require(before.firstIndex(of: UInt8(ascii: "\n"))) + 20] ^= 0x01
      try damaged.write(to: journal)
      // Recovery writes a whole new journal, past the limit, from the main thread.
      let recover = try await shell(limited + "recover", store.path)

      for result in [register, recover] {
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("\(journal.path)"), "\(result.output)")
        #expect(result.output.contains("File too large"), "\(result.output)")
        #expect(result.output.contains("raise it (`ulimit -f`)"), "\(result.output)")
      }
      #expect(try Data(contentsOf: journal) == damaged)
    }
  }

  @Test(
    "with standard error closed or unwritable a command still exits with its status, never a crash, and no line lands in a store file"
  )
  func closedStandardStreams() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["register", "김철수"], store: store)
      let files = try FileManager.default.contentsOfDirectory(atPath: store.path).sorted()
      let before = try files.map { try Data(contentsOf: store.appendingPathComponent($0)) }
      let command = #"exec "$0" --store "$1" "#
      var runs = [
        ("register ab 2>&-", 1), ("list >&- 2>&-", 0), ("rename only-one 2>&-", 2),
        ("whoami extra 2>&-", 2),
      ]
      // A full disk, where the system has the device for it.
      if FileManager.default.fileExists(atPath: "/dev/full") {
        runs += [("register ab 2>/dev/full", 1), ("rename only-one 2>/dev/full", 2)]
      }
      for (script, status) in runs {
        #expect(try await shell(command + script, store.path).status == status, "\(script)")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: store.path).sorted() == files)
      for (file, bytes) in zip(files, before) {
        #expect(try Data(contentsOf: store.appendingPathComponent(file)) == bytes, "\(file)")
      }
    }
  }
}
