// The adversary's damage campaign against every file a store holds, run as a black box
// (RE-6): Docs/04b-journal-deep-dive.md
//
// The files are found, not listed: every regular file in a store the capstone filled. CI
// (`DDDWORKSHOP_TORTURE=1`) cuts each at every byte of its last two transactions, at every
// line end and the bytes on either side, and at every third byte between (the journal
// engine's damage tests cut every byte, in-process), and changes 48 bytes and 48 bits of each;
// `swift test` tries two cuts, one byte and one bit per file. Every file is also removed once. A lock file holds no data (only the witness that its journal was made), so
// it has a test of its own: damaged or removed, it costs nothing.

import Foundation
import TestSupport
import Testing

@Suite(
  "Every file of a store, cut, damaged or removed: refused untouched, or the torn tail cut (RE-6)")
struct DamageCampaignTests {
  @Test(
    "every file of a store cut at any byte, a byte or a bit changed, or removed: the next command is refused naming the file and leaves it byte-identical, or cuts only an incomplete last transaction"
  )
  func damageEveryFile() async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    let original = try await ScenarioStore.snapshot()
    #expect(original.nonEmptyNames.count >= 4, "the scenario filled only \(original.nonEmptyNames)")
    try await withTemporaryDirectory { folder in
      let campaign = DamageCampaign(original: original, folder: folder)
      for name in original.nonEmptyNames where !name.hasSuffix(".lock") {
        let damages = campaign.damages(
          of: name, truncations: TortureRounds.count(quick: 2, ci: .max), stride: 3,
          samples: TortureRounds.count(quick: 1, ci: 48), using: &generator)
        try await campaign.attack(
          name, with: damages, parallel: TortureRounds.count(quick: 2, ci: 4))
      }
    }
  }

  @Test(
    "a lock file holds no data: cut, changed or removed, the store opens with everything it held"
  )
  func damageEveryLockFile() async throws {
    var generator = CampaignSeed().generator()
    let original = try await ScenarioStore.snapshot()
    let locks = original.nonEmptyNames.filter { $0.hasSuffix(".lock") }
    #expect(locks.count >= 4, "the scenario made only the lock files \(locks)")
    try await withTemporaryDirectory { folder in
      let campaign = DamageCampaign(original: original, folder: folder)
      for name in locks {
        let damages = campaign.damages(
          of: name, truncations: TortureRounds.count(quick: 1, ci: 8),
          samples: TortureRounds.count(quick: 1, ci: 4), using: &generator)
        try await campaign.attackHarmlessly(name, with: damages)
      }
    }
  }

}
