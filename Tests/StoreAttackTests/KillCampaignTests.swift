// The adversary's kill campaign against the capstone, run as a black box (EV-2, RE-6):
// Docs/09-events-and-queries.md, Docs/04b-journal-deep-dive.md
//
// Every command that writes is killed with kill -9 at a random moment, its output going to
// a file (where a line still in a buffer is lost with the process). `swift test` plays one
// round; CI (`DDDWORKSHOP_TORTURE=1`) plays forty.

import Foundation
import TestSupport
import Testing

@Suite(
  "A kill -9 at any moment of any command loses nothing acknowledged and no event (EV-2, RE-6)")
struct KillCampaignTests {
  @Test(
    "every writing command killed at a random moment, output to a file: each acknowledged change stays, each committed event is announced at least once, none is invented, no temp file is left"
  )
  func killEveryWritingCommand() async throws {
    let campaign = KillCampaign(seed: CampaignSeed())
    let storeFiles = Set(try await ScenarioStore.snapshot().files.keys)
    for round in 0..<TortureRounds.count(quick: 1, ci: 40) {
      try await withTemporaryDirectory { folder in
        try await campaign.play(round: round, in: folder)
        let left = StoreFolder.names(in: folder.appendingPathComponent("store"))
        let strangers = left.filter { !storeFiles.contains($0) }
        #expect(strangers.isEmpty, "files no store holds, left after kills: \(strangers)")
      }
    }
  }
}
