// Chapter 4 deep dive — the way out of damage, run as a black box: `user-admin recover`.
// Docs/04b-journal-deep-dive.md
//
// These tests start the built `user-admin` binary as a person would, damage its store
// the way a failing disk would, and read only what it prints, its exit status and the
// files it leaves.

import Foundation
import JournalEngine
import TestSupport
import Testing

/// Runs `user-admin --store STORE` with `arguments`; returns exit status and output.
private func userAdmin(_ arguments: [String], store: URL) async throws -> (
  status: Int32, output: String
) {
  try await runBuiltExecutable("user-admin", ["--store", store.path] + arguments)
}

@Suite("user-admin recover is the one way out of a damaged store")
struct UserAdminRecoverTests {
  @Test(
    "a damaged store refuses to open and says how to recover; recover keeps every intact user and the original beside them"
  )
  func recoversDamagedStore() async throws {
    try await withTemporaryDirectory { store in
      for name in ["김철수", "박영희", "이민수"] {
        let registered = try await userAdmin(["register", name], store: store)
        #expect(registered.status == 0, "\(registered.output)")
      }
      let journal = store.appendingPathComponent("users.journal")
      var bytes = try Data(contentsOf: journal)
      let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      // Each registration is two transactions since chapter 9: the user with its event
      // (lines 2–4), then the relay's progress (lines 5–6). Line 7: the second user.
      let second = lines[0...5].reduce(0) { $0 + $1.count + 1 }
      bytes[second + 30] ^= 0x20
      try bytes.write(to: journal)

      let refused = try await userAdmin(["list"], store: store)
      #expect(refused.status == 1)
      #expect(refused.output.contains("line 7 (byte \(second)) is damaged"), "\(refused.output)")
      #expect(refused.output.contains("user-admin recover"))
      #expect(try Data(contentsOf: journal) == bytes)

      let recovered = try await userAdmin(["recover"], store: store)

      #expect(recovered.status == 0, "\(recovered.output)")
      #expect(recovered.output.hasLine(endingWith: " now holds 5 intact transactions (7 entries)"))
      #expect(recovered.output.hasLine(startingWith: "skipped lines 7–9 ("), "\(recovered.output)")
      #expect(try Data(contentsOf: store.appendingPathComponent("users.journal.damaged")) == bytes)
      let listed = try await userAdmin(["list"], store: store)
      #expect(listed.status == 0, "\(listed.output)")
      #expect(listed.output.contains("김철수") && listed.output.contains("이민수"))
      #expect(!listed.output.contains("박영희"))
    }
  }

  @Test("recover on an intact store changes nothing and says so")
  func intactStore() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["register", "김철수"], store: store)
      let before = try Data(contentsOf: store.appendingPathComponent("users.journal"))

      let recovered = try await userAdmin(["recover"], store: store)

      #expect(recovered.status == 0)
      #expect(
        recovered.output.hasLine(
          endingWith: " is intact (2 transactions, 3 entries); nothing was changed"))
      #expect(try Data(contentsOf: store.appendingPathComponent("users.journal")) == before)
    }
  }

  @Test(
    "recover at a store folder whose name holds a line break prints each path on its own line, escaped"
  )
  func pathWithLineBreak() async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("two\nlines")
      _ = try await userAdmin(["register", "김철수"], store: store)

      let recovered = try await userAdmin(["recover"], store: store)

      #expect(recovered.status == 0, "\(recovered)")
      let lines = recovered.output.split(separator: "\n")
      #expect(!lines.isEmpty)
      for line in lines {
        #expect(!line.hasPrefix("lines/"), "a path broken across two lines: \(recovered.output)")
      }
      #expect(recovered.output.contains(#"two\nlines/users.journal is intact"#), "\(recovered)")
    }
  }

  // region: wholeStore
  @Test(
    "recover checks every journal of the store: the damaged one is named by file and line and salvaged, every other is reported intact and left byte-identical, and a stray file is named",
    arguments: ["users", "circles", "authentication", "sequences"])
  func recoversEveryJournal(damaged name: String) async throws {
    try await withTemporaryDirectory { store in
      for user in ["김철수", "박영희", "이민수"] {
        #expect(try await userAdmin(["register", user], store: store).status == 0)
      }
      // The keyed journals, written with the engine as their stores write them.
      for (journal, format) in [
        ("circles", "circle"), ("authentication", "authentication"), ("sequences", "sequence"),
      ] {
        let keyed = try Journal<KeyedRecords>(
          directory: store.path, name: journal,
          format: JournalFormat(name: "dddworkshop-\(format)-journal", version: 1))
        for key in ["first", "second", "third"] {
          let record = try KeyedRecord(kind: "record", key: key, fields: Array("{}".utf8))
          try keyed.commit([.put(record)], checking: { _ in })
        }
      }
      try Data("{}\n".utf8).write(to: store.appendingPathComponent("circles.json"))
      let files = ["users", "circles", "authentication", "sequences"].map {
        store.appendingPathComponent("\($0).journal")
      }
      let before = try files.map { try Data(contentsOf: $0) }
      // A byte of line 4: in the second transaction of a keyed journal, in the first (a
      // user, its event, the commit) of the users'.
      let target = store.appendingPathComponent("\(name).journal")
      var bytes = try Data(contentsOf: target)
      let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let offset = lines[0..<3].reduce(0) { $0 + $1.count + 1 }
      bytes[offset + 12] ^= 0x01
      try bytes.write(to: target)

      let recovered = try await userAdmin(["recover"], store: store)

      #expect(recovered.status == 0, "\(recovered.output)")
      #expect(recovered.output.contains("\(target.path) now holds"), "\(recovered.output)")
      #expect(recovered.output.contains("skipped lines "), "\(recovered.output)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: target.path + ".damaged")) == bytes)
      for (file, original) in zip(files, before) where file != target {
        #expect(recovered.output.contains("\(file.path) is intact"), "\(recovered.output)")
        #expect(try Data(contentsOf: file) == original, "\(file.lastPathComponent)")
      }
      #expect(recovered.output.contains("circles.json is not a file of this store"))
    }
  }
  // endregion
}
