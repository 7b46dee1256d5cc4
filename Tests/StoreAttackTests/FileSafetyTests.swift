// Who may read a store, and what a planted link gets, against the capstone as a black box
// (RE-6): Docs/04b-journal-deep-dive.md
//
// The capstone fills a store under a hostile umask; every file it made must be readable by
// its owner only. Then each file of a filled store is replaced by a link to a file outside
// it: the command that would open it must refuse, and the link's target must stay as it was.

import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("A store's files are its owner's alone, and no link is followed (RE-6)")
struct FileSafetyTests {
  @Test(
    "under umask 000, 077 and 022 every file of a store is 0600 and its folder 0700",
    arguments: [mode_t(0o000), 0o077, 0o022].prefix(TortureRounds.count(quick: 1, ci: 3)))
  func ownerOnly(umask: mode_t) async throws {
    try await withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("store")
      _ = try await ScenarioStore.build(store: store, scratch: folder, umask: umask)

      let mask = String(umask, radix: 8)
      #expect(StoreFolder.permissions(store) == 0o700, "umask \(mask): the store folder")
      for name in StoreFolder.names(in: store) {
        let mode = StoreFolder.permissions(store.appendingPathComponent(name))
        #expect(
          mode == 0o600, "umask \(mask): \(name) is \(mode.map { String($0, radix: 8) } ?? "?")")
      }
    }
  }

  @Test(
    "a link in place of any file of a store is refused, and the file it points to is left as it was"
  )
  func linksAreRefused() async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    let original = try await ScenarioStore.snapshot()
    var names = original.files.keys.sorted()
    if !TortureRounds.isCampaign {
      names = Array(names.shuffled(using: &generator).prefix(2))
    }
    try await withTemporaryDirectory { folder in
      for (index, name) in names.enumerated() {
        let copy = folder.appendingPathComponent("copy-\(index)")
        let store = copy.appendingPathComponent("store")
        try original.write(to: store)
        let target = copy.appendingPathComponent("elsewhere")
        // The file's own bytes, elsewhere: a store that follows the link reads a valid file.
        let planted = original.files[name] ?? Data()
        try planted.write(to: target)
        let targetMode = StoreFolder.permissions(target)
        let link = store.appendingPathComponent(name)
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        let admin = try UserAdmin(store: store, scratch: copy)
        let probe = try await DamageCampaign.probing(
          admin, after: try await admin.run(DamageCampaign.probe))
        for command in [["list"], ["register", "linked"], ["whoami"]] {
          try await admin.run(command)
        }

        #expect(!probe.acknowledged, "\(name) as a link was used: \(probe.text) (\(seed))")
        #expect(probe.text.contains(name), "\(name): the refusal names no file: \(probe.text)")
        #expect(StoreFolder.isSymbolicLink(link), "\(name): the link was replaced by a file")
        #expect(try Data(contentsOf: target) == planted, "\(name): the link's target was written")
        #expect(StoreFolder.permissions(target) == targetMode, "\(name): the target's mode changed")
      }
    }
  }
}
