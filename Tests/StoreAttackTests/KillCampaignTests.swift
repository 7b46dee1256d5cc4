// The adversary's kill campaign against the capstone, run as a black box (EV-2, RE-6):
// Docs/09-events-and-queries.md, Docs/04b-journal-deep-dive.md
//
// Every command that writes is killed with kill -9 at a random moment, its output going to
// a file (where a line still in a buffer is lost with the process). The same campaign plays
// over the file store, a SQLite file and a PostgreSQL schema (when a server is given; in CI
// always). `swift test` plays one round of each; CI (`DDDWORKSHOP_TORTURE=1`) plays forty
// over the folder and three over each database (AttackedStore.rounds).

import Foundation
import TestSupport
import Testing

@Suite(
  "A kill -9 at any moment of any command loses nothing acknowledged and no event (EV-2, RE-6)")
struct KillCampaignTests {
  @Test(
    "every writing command killed at a random moment, output to a file: each acknowledged change stays, each committed event is announced at least once, none is invented, no temp file is left",
    arguments: AttackedStore.all)
  func killEveryWritingCommand(_ kind: AttackedStore) async throws {
    let campaign = KillCampaign(seed: CampaignSeed())
    var allowed = kind.filesAllowed ?? []
    if kind == .folder { allowed = Set(try await ScenarioStore.snapshot().files.keys) }
    for round in 0..<kind.rounds(quick: 1, ci: 40, database: 3) {
      try await kind.withAdmin { admin in
        try await campaign.play(round: round, with: admin, on: kind)
        guard kind != .postgres else { return }
        let strangers = StoreFolder.names(in: admin.store).filter { !allowed.contains($0) }
        #expect(strangers.isEmpty, "files no store holds, left after kills: \(strangers)")
      }
    }
  }
}
