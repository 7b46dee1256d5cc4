// The damage campaign's SQLite part, run as a black box (RE-6, DB-2):
// Docs/12b-databases-deep-dive.md
//
// A journal's damage is the file store's to find: its lines carry checksums and its reader
// cuts a torn tail. A SQLite file's is SQLite's: its pages are checked as they are read, and
// a torn WAL ends at its last whole commit by SQLite's own checksums (a kill, which the kill
// campaign plays). What the capstone owes over a cut or garbled database file is honesty:
// every command either works, and then what it acknowledged is there, or is refused with
// one line that names the database and leaves its file byte-identical; never a crash, never
// a hang. `swift test` cuts the file twice and changes one byte; CI (`DDDWORKSHOP_TORTURE=1`)
// cuts it at every page boundary and four random offsets, and changes twelve bytes.

import Foundation
import SQLiteEngine
import TestSupport
import Testing

@Suite("A SQLite store's file cut or garbled: refused by name, untouched, or honest (RE-6, DB-2)")
struct SQLiteDamageTests {
  @Test(
    "a SQLite store's file cut at any byte or with a byte changed: each command works and keeps what it acknowledged, or is refused in one line naming the database, which it leaves byte-identical; never a crash"
  )
  func damageTheDatabaseFile() async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    try await withTemporaryDirectory { folder in
      let original = try await Self.filledDatabase(in: folder)
      let pages = stride(from: 4096, to: original.count, by: 4096).map { $0 }
      var damages: [(String, Data)] = []
      let cuts =
        TortureRounds.isCampaign
        ? pages + (0..<4).map { _ in Int.random(in: 0..<original.count, using: &generator) }
        : [Int.random(in: 0..<100, using: &generator), pages.randomElement(using: &generator) ?? 0]
      for cut in cuts { damages.append(("cut at \(cut)", original.prefix(cut))) }
      for _ in 0..<TortureRounds.count(quick: 1, ci: 12) {
        var changed = original
        let offset = Int.random(in: 0..<original.count, using: &generator)
        changed[offset] ^= UInt8.random(in: 1...255, using: &generator)
        damages.append(("byte \(offset) changed", changed))
      }
      for (index, (damage, bytes)) in damages.enumerated() {
        let place = folder.appendingPathComponent("damaged-\(index)", isDirectory: true)
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let file = place.appendingPathComponent("workshop.sqlite")
        try bytes.write(to: file)
        let admin = try UserAdmin(address: "sqlite:" + file.path, watching: place, scratch: place)
        for command in [["list"], ["register", "zulu"], ["circle", "list"]] {
          let before = try Data(contentsOf: file)
          let run = try await admin.run(command)
          let context = "\(command) after the \(damage) (\(seed))"
          #expect(run.signal == nil, "crashed: \(run.text) \(context)")
          if run.acknowledged {
            if command == ["register", "zulu"] {
              #expect(
                try await admin.users().named("zulu") != nil,
                "zulu's registration was acknowledged, then not in the store: \(context)")
            }
          } else {
            let lines = String(decoding: run.stderr, as: UTF8.self).split(separator: "\n")
            #expect(
              run.status == 1 && run.stdout.isEmpty && lines.count == 1
                && lines[0].hasPrefix("error: ") && lines[0].contains(file.path),
              "not one line naming the database: \(run.text) \(context)")
            #expect(try Data(contentsOf: file) == before, "refused, yet changed: \(context)")
          }
        }
      }
    }
  }

  /// The bytes of a SQLite store the capstone filled (users, a circle with a member, an open
  /// invitation, a withdrawal), every page moved from the WAL into the file itself.
  private static func filledDatabase(in folder: URL) async throws -> Data {
    let place = folder.appendingPathComponent("original", isDirectory: true)
    try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
    let path = place.appendingPathComponent("workshop.sqlite").path
    let admin = try UserAdmin(address: "sqlite:" + path, watching: place, scratch: folder)
    let alpha = try await admin.register("alpha")
    let bravo = try await admin.register("bravo")
    let circle = try await admin.createCircle("Alpha", owner: alpha)
    _ = try await admin.invite(bravo, to: circle, by: alpha)
    try await admin.succeed(["withdraw", bravo])
    try SQLiteConnection(path: path).execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }
}
