// Hostile arguments in every command and position, against the capstone as a black box
// (LA-2): Docs/06-layers.md
//
// Arguments reach the program as bytes, so these runs start it with posix_spawn and a raw
// argv: Foundation's Process would repair invalid UTF-8 before the program saw it. CI
// (`DDDWORKSHOP_TORTURE=1`) tries every value in every position of every command and looks
// at every listing after each accepted one; `swift test` tries two positions per value.

import Foundation
import TestSupport
import Testing

@Suite("Hostile arguments get a one-line error, and nothing is ever printed raw (LA-2)")
struct HostileArgumentTests {
  @Test(
    "invalid UTF-8, ESC, CR, LF, U+202E and 10,000 characters in every command and position: refused with one error line or taken, never printed raw, every echo cut to 20 characters and \"…\""
  )
  func everyPosition() async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    try await withTemporaryDirectory { folder in
      let admin = try UserAdmin(store: folder.appendingPathComponent("store"), scratch: folder)
      try await HostileArguments.setUp(admin)
      for value in HostileValue.all {
        var lines = HostileArguments.lines(with: value)
        if !TortureRounds.isCampaign {
          lines = Array(lines.shuffled(using: &generator).prefix(2))
        }
        for words in lines {
          let line = words.map { String(decoding: $0.prefix(40), as: UTF8.self) }
          let finished = await admin.finish(
            try admin.startRaw([Array("--store".utf8), Array(admin.store.path.utf8)] + words))
          HostileArguments.check(finished, ran: "\(line) with \(value) (\(seed))", value: value)
          if finished.acknowledged && TortureRounds.isCampaign {
            try await checkListings(admin, line)
          }
        }
      }
      try await checkListings(admin, ["after every hostile command"])
    }
  }

  @Test("a status message with a line feed forges no row in list, and no field prints raw")
  func lineFeedForgesNoRow() async throws {
    try await withTemporaryDirectory { folder in
      let admin = try UserAdmin(store: folder.appendingPathComponent("store"), scratch: folder)
      try await HostileArguments.setUp(admin)
      let changed = try await admin.run(["status", "user-1", "fine\n\(HostileValue.forgedRow)  x"])
      HostileArguments.check(changed, ran: "status with a line feed")
      try await checkListings(admin, ["status with a line feed"])
    }
  }

  @Test(
    "an argument that is not valid UTF-8 is refused with a one-line error, and the store is unchanged"
  )
  func invalidUTF8IsRefused() async throws {
    try await withTemporaryDirectory { folder in
      let admin = try UserAdmin(store: folder.appendingPathComponent("store"), scratch: folder)
      try await HostileArguments.setUp(admin)
      let before = try StoreSnapshot.read(admin.store)
      let invalid = HostileValue.all[0]
      for command in [["register"], ["status", "user-1"], ["circle", "create", "user-1"]] {
        let words =
          [Array("--store".utf8), Array(admin.store.path.utf8)]
          + command.map { Array($0.utf8) } + [invalid.bytes]
        let finished = await admin.finish(try admin.startRaw(words))
        HostileArguments.check(finished, ran: "\(command) with \(invalid)", value: invalid)
      }
      #expect(try StoreSnapshot.read(admin.store).files == before.files)
    }
  }

  @Test("--store with an empty path is refused with one error line, and writes nothing anywhere")
  func emptyStorePath() async throws {
    try await withTemporaryDirectory { folder in
      let admin = try UserAdmin(store: folder.appendingPathComponent("unused"), scratch: folder)
      let here = folder.appendingPathComponent("here")
      try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
      for command in [["list"], ["register", "alpha"], ["sign-in", "kakao", "demo-1", "alpha"]] {
        let words = (["--store", ""] + command).map { Array($0.utf8) }
        let finished = await admin.finish(try admin.startRaw(words, directory: here.path))
        #expect(!finished.acknowledged, "--store \"\" \(command): \(finished.text)")
        HostileArguments.check(finished, ran: "--store \"\" \(command)")
        #expect(StoreFolder.names(in: here).isEmpty, "\(command): \(StoreFolder.names(in: here))")
      }
    }
  }

  @Test(
    "a hostile store path is refused or taken, never echoed raw: invalid UTF-8, ESC, CR, LF, U+202E, 10,000 characters"
  )
  func hostileStorePath() async throws {
    try await withTemporaryDirectory { folder in
      let admin = try UserAdmin(store: folder.appendingPathComponent("unused"), scratch: folder)
      for value in HostileValue.all {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + value.bytes
        for command in [["list"], ["register", "alpha"]] {
          let finished = await admin.finish(
            try admin.startRaw([Array("--store".utf8), path] + command.map { Array($0.utf8) }))
          HostileArguments.check(finished, ran: "--store …/\(value) \(command)", value: value)
        }
      }
    }
  }

  /// Every listing of the store prints no field raw.
  private func checkListings(_ admin: UserAdmin, _ after: [String]) async throws {
    for listing in HostileArguments.listings {
      HostileArguments.check(try await admin.run(listing), ran: "\(listing) after \(after)")
    }
  }
}
