// Chapter 10 — Boundaries: BC-2 in the capstone, the authentication store under attack.
// Docs/10-boundaries.md
//
// These tests start the built `user-admin` binary, several at once or killed mid-command,
// damage and edit `authentication.journal` as a failing disk or a person with an editor
// would, and read what it prints, its exit status and the files it leaves. A few rounds
// each: the long campaigns run in CI.

import Foundation
import TestSupport
import Testing

/// A `user-admin` process started, not yet waited for.
private struct Running {
  let child: ChildProcess

  /// Starts `user-admin --store STORE ARGUMENTS`, reproducible unless said otherwise.
  init(_ arguments: [String], store: URL, reproducible: Bool = true) throws {
    let executable = try #require(builtExecutable(named: "user-admin"))
    child = try ChildProcess(
      executable, ["--store", store.path] + arguments,
      environment: ["USER_ADMIN_REPRODUCIBLE": reproducible ? "1" : nil])
  }

  /// Waits for the end; returns the exit status and everything printed.
  func finish() async -> (status: Int32, output: String) {
    let output = await child.finishedOutput()
    return (child.status, output)
  }

  /// Waits for every one of `runs` to end, in order.
  static func finish(_ runs: [Running]) async -> [(status: Int32, output: String)] {
    var results: [(status: Int32, output: String)] = []
    for run in runs { results.append(await run.finish()) }
    return results
  }
}

/// Runs one `user-admin` command to its end.
private func userAdmin(_ arguments: [String], store: URL, reproducible: Bool = true) async throws
  -> (
    status: Int32, output: String
  )
{
  try await Running(arguments, store: store, reproducible: reproducible).finish()
}

/// The live records of one kind in a keyed journal's text, by key: what replaying its saves
/// and deletes leaves (fields as written).
private func liveRecords(_ kind: String, in journal: URL) throws -> [String: String] {
  var records: [String: String] = [:]
  for line in try String(contentsOf: journal, encoding: .utf8).split(separator: "\n") {
    let parts = line.split(separator: " ", maxSplits: 4).map(String.init)
    guard parts.count >= 4, parts[2] == kind else { continue }
    if parts[1] == "save" { records[parts[3]] = parts.count > 4 ? parts[4] : "" }
    if parts[1] == "delete" { records[parts[3]] = nil }
  }
  return records
}

@Suite("The capstone's authentication.journal keeps every promise under attack (BC-2)")
struct AuthenticationStoreTests {
  @Test("4 first sign-ins at once, round after round, store every account, link and profile")
  func concurrentFirstSignIns() async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("store")
      let rounds = TortureRounds.count(quick: 3, ci: 20)
      for round in 0..<rounds {
        let racers = try (0..<4).map { index in
          try Running(
            ["sign-in", "kakao", "demo-\(round)-\(index)", "racer-\(round)-\(index)"], store: store)
        }
        for (index, result) in await Running.finish(racers).enumerated() {
          #expect(result.status == 0, "round \(round), racer \(index): \(result.output)")
        }
      }
      let journal = store.appendingPathComponent("authentication.journal")
      let accounts = try liveRecords("account", in: journal)
      let links = try liveRecords("link", in: journal)
      #expect(accounts.count == 4 * rounds, "\(accounts)")
      #expect(Set(accounts.values).count == 4 * rounds)
      #expect(links.count == 4 * rounds, "\(links)")
      #expect(Set(links.values).count == 4 * rounds)
      let listed = try await userAdmin(["list"], store: store)
      #expect(listed.output.components(separatedBy: "racer-").count - 1 == 4 * rounds)
      let again = try await userAdmin(["sign-in", "kakao", "demo-1-2"], store: store)
      #expect(again.output.hasPrefix("racer-1-2 ("), "\(again)")
    }
  }

  @Test("two sign-ins of one person at once never open two accounts")
  func concurrentSignInsOfOnePerson() async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("store")
      for round in 0..<TortureRounds.count(quick: 3, ci: 20) {
        let racers = try (0..<2).map { _ in
          try Running(["sign-in", "naver", "demo-same-\(round)"], store: store)
        }
        for result in await Running.finish(racers) {
          #expect(result.status == 0, "round \(round): \(result.output)")
        }
        let accounts = try liveRecords(
          "account", in: store.appendingPathComponent("authentication.journal"))
        #expect(
          accounts.values.filter { $0.contains(#""subject":"same-\#(round)""#) }.count == 1,
          "round \(round): \(accounts)")
      }
    }
  }

  @Test(
    "a damaged authentication.journal is refused by every command, naming the file, and left byte-identical"
  )
  func damageIsRefused() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)
      let journal = store.appendingPathComponent("authentication.journal")
      var bytes = try Data(contentsOf: journal)
      let subject = try #require(bytes.firstRange(of: Data(#""subject":"4242""#.utf8)))
      bytes[subject.upperBound - 2] = UInt8(ascii: "3")  // the account's subject: 4242 → 4232
      try bytes.write(to: journal)

      for command in [["whoami"], ["sign-in", "kakao", "demo-4242"], ["sign-out"]] {
        let refused = try await userAdmin(command, store: store)
        #expect(refused.status == 1, "\(command): \(refused.output)")
        #expect(refused.output.contains(journal.path), "\(command): \(refused.output)")
        #expect(refused.output.contains("is damaged"), "\(command): \(refused.output)")
      }
      #expect(try Data(contentsOf: journal) == bytes)
    }
  }

  @Test(
    "a record that passes its checksum but cannot be read is refused naming the file, never read as empty"
  )
  func unreadableRecordIsRefused() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)
      let journal = store.appendingPathComponent("authentication.journal")
      let planted = JournalBytes.transaction(JournalBytes.line(#"save account account-9 {"pro"#))
      let handle = try FileHandle(forWritingTo: journal)
      try handle.seekToEnd()
      try handle.write(contentsOf: planted)
      try handle.close()
      let bytes = try Data(contentsOf: journal)

      let refused = try await userAdmin(["sign-in", "kakao", "demo-4242"], store: store)

      #expect(refused.status == 1, "\(refused.output)")
      #expect(refused.output.contains(journal.path), "\(refused.output)")
      #expect(refused.output.contains("account record account-9"), "\(refused.output)")
      #expect(!refused.output.contains("DecodingError"))
      #expect(try Data(contentsOf: journal) == bytes)
    }
  }

  @Test(
    "a session token edited in the file names no session and is refused, changing nothing; signing in replaces it"
  )
  func editedTokenIsRefused() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)
      let journal = store.appendingPathComponent("authentication.journal")
      let original = try Data(contentsOf: journal)
      let held = try #require(try liveRecords("device", in: journal)["session"])
      let edited = #"{"token":"\#(String(repeating: "0", count: 64))"}"#
      #expect(edited != held)
      let forged =
        original + JournalBytes.transaction(JournalBytes.line("save device session " + edited))
      try forged.write(to: journal)

      let refused = try await userAdmin(["whoami"], store: store)

      #expect(refused.status == 1, "\(refused.output)")
      #expect(
        refused.output
          == "error: this device's session is not known (it ended, or was never issued); "
          + "sign in again\n")
      #expect(try Data(contentsOf: journal) == forged)
      let again = try await userAdmin(["sign-in", "kakao", "demo-4242"], store: store)
      #expect(again.output == "김철수 (user-1), signed in with Kakao\n", "\(again.output)")
      #expect(try await userAdmin(["whoami"], store: store).status == 0)
    }
  }

  @Test("a session past its 12 hours is signed out with a message; signing out or in again works")
  func expiredSession() async throws {
    try await withTemporaryDirectory { store in
      // A reproducible run's clock stands in 2023: its session ran out long ago.
      _ = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)

      let whoami = try await userAdmin(["whoami"], store: store, reproducible: false)
      let deleted = try await userAdmin(["delete-account"], store: store, reproducible: false)
      let signedOut = try await userAdmin(["sign-out"], store: store, reproducible: false)

      #expect(whoami.status == 1)
      #expect(
        whoami.output == "error: your session with Kakao has expired; sign in with Kakao again\n")
      #expect(deleted.status == 1, "\(deleted.output)")
      #expect(try await userAdmin(["show", "user-1"], store: store).status == 0)
      #expect(signedOut.output == "signed out; the account and its profile stay\n")
      let again = try await userAdmin(
        ["sign-in", "kakao", "demo-4242"], store: store, reproducible: false)
      #expect(again.output == "김철수 (user-1), signed in with Kakao\n", "\(again.output)")
    }
  }

  @Test("an authentication.json from an older version is refused naming it, and nothing is written")
  func olderStoreIsRefused() async throws {
    try await withTemporaryDirectory { store in
      let older = store.appendingPathComponent("authentication.json")
      let contents = Data(#"{"accounts":[],"links":{}}"#.utf8)
      try contents.write(to: older)

      let refused = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)

      #expect(refused.status == 1)
      #expect(refused.output.contains(older.path), "\(refused.output)")
      #expect(refused.output.contains("older version"), "\(refused.output)")
      #expect(try Data(contentsOf: older) == contents)
      let journal = store.appendingPathComponent("authentication.journal")
      #expect(!FileManager.default.fileExists(atPath: journal.path))
    }
  }

  @Test(
    "authentication.journal and its lock are 0600 under umask 000, 022 and 077, and a link in its place is refused"
  )
  func ownerOnlyAndNoLinks() async throws {
    try await withTemporaryDirectory { folder in
      let executable = try #require(builtExecutable(named: "user-admin"))
      for mask in ["000", "022", "077"] {
        let store = folder.appendingPathComponent("store-\(mask)")
        let shell = try await ChildProcess.run(
          URL(fileURLWithPath: "/bin/sh"),
          [
            "-c", "umask \(mask) && exec \"$0\" --store \"$1\" sign-in kakao demo-1",
            executable.path, store.path,
          ])
        #expect(shell.status == 0, "umask \(mask): \(shell.output)")
        for name in ["authentication.journal", "authentication.lock"] {
          let attributes = try FileManager.default.attributesOfItem(
            atPath: store.appendingPathComponent(name).path)
          #expect(attributes[.posixPermissions] as? Int == 0o600, "umask \(mask): \(name)")
        }
      }
      let store = folder.appendingPathComponent("linked")
      let target = folder.appendingPathComponent("elsewhere.journal")
      try Data("not yours\n".utf8).write(to: target)
      try FileManager.default.createDirectory(
        at: store, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try FileManager.default.createSymbolicLink(
        at: store.appendingPathComponent("authentication.journal"), withDestinationURL: target)

      let refused = try await userAdmin(["sign-in", "kakao", "demo-1"], store: store)

      #expect(refused.status == 1)
      #expect(refused.output.contains("symbolic link"), "\(refused.output)")
      #expect(try String(contentsOf: target, encoding: .utf8) == "not yours\n")
    }
  }

  @Test(
    "a sign-in killed at any moment leaves no temp file and strands nobody: signing in again ends with the profile"
  )
  func killedSignIns() async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("store")
      var generator = SeededGenerator(seed: 25)
      for round in 0..<4 {
        let name = "killed-\(round)"
        let running = try Running(["sign-in", "kakao", "demo-\(round)", name], store: store)
        try await Task.sleep(for: .milliseconds(Int.random(in: 0...40, using: &generator)))
        running.child.kill()
        _ = await running.finish()

        // The killed run's welcome may come first: the next command delivers it.
        var again = try await userAdmin(["sign-in", "kakao", "demo-\(round)"], store: store)
        if again.output.contains("signed in with Kakao; no profile yet") {
          again = try await userAdmin(["sign-in", "kakao", "demo-\(round)", name], store: store)
        }
        #expect(again.status == 0, "round \(round): \(again.output)")
        #expect(again.output.contains("\(name) (user-"), "round \(round): \(again.output)")
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: store.path)
      #expect(left.allSatisfy { $0.hasSuffix(".journal") || $0.hasSuffix(".lock") }, "\(left)")
    }
  }

  @Test(
    "a kill between registering the profile and linking it is resumed by the next sign-in, never 'name already taken'"
  )
  func onboardingResumedAfterKill() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["sign-in", "kakao", "demo-4242"], store: store)
      // What a kill right after the profile's commit leaves: the intent, and the profile.
      let intent = JournalBytes.transaction(
        JournalBytes.line(#"save pending account-1 {"name":"김철수","since":1700000000}"#))
      let handle = try FileHandle(
        forWritingTo: store.appendingPathComponent("authentication.journal"))
      try handle.seekToEnd()
      try handle.write(contentsOf: intent)
      try handle.close()
      _ = try await userAdmin(["register", "김철수"], store: store)

      let again = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)

      #expect(again.status == 0, "\(again.output)")
      #expect(again.output == "김철수 (user-1), signed in with Kakao\n", "\(again.output)")
      let journal = store.appendingPathComponent("authentication.journal")
      #expect(try liveRecords("pending", in: journal).isEmpty)
      #expect(try liveRecords("link", in: journal) == ["account-1": #"{"user":"user-1"}"#])
    }
  }
}
