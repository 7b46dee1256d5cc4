// A withdrawal racing the circle commands, against the capstone as a black box (IN-5):
// Docs/08-integrity.md, Docs/09-events-and-queries.md
//
// A withdrawal is one commit, and its follow-up (taking the user out of their circles,
// passing or ending the circles they owned) runs from its event. Whatever runs beside it,
// no acknowledged join may vanish, and no withdrawn user may be left a member or an owner,
// with no `circle repair` run by anyone. Over every store (AttackedStore): on PostgreSQL a
// circle's save holds the withdrawals table in SHARE mode while it checks its members, so a
// withdrawal recorded meanwhile waits for the save, or the save sees it.
// `swift test` plays two rounds on the folder and one on each database; CI plays forty on
// the folder and three on each database, ten of the circle commands' race: its windows are
// narrow (without the SHARE lock on PostgreSQL, or without the SQLite store's check of the
// withdrawals, one round in five to ten lets a withdrawn member in).

import Foundation
import TestSupport
import Testing

@Suite("A withdrawal racing joins, creations and acceptances (IN-5, DB-6)")
struct WithdrawalRaceTests {
  /// Two rounds on the folder (forty in CI); one on each database (`database` in CI).
  private func rounds(_ kind: AttackedStore, database: Int = 3) -> Int {
    kind.rounds(quick: 2, ci: 40, database: database)
  }

  @Test(
    "a withdrawal's follow-up racing a join into the owner's emptied circle loses no acknowledged join",
    arguments: AttackedStore.all)
  func followUpRacingJoin(_ kind: AttackedStore) async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    try await kind.withAdmin { admin in
      for round in 0..<rounds(kind) {
        let owner = try await admin.register("owner\(round)")
        var joiners: [String] = []
        for index in 0..<3 { joiners.append(try await admin.register("joiner\(round)x\(index)")) }
        let circle = try await admin.createCircle("solo\(round)", owner: owner)
        // Three joins spread over the withdrawal's run: one of them may land between the
        // follow-up's read of the emptied circle and its delete.
        let outcomes = try await admin.race(
          [["withdraw", owner]] + joiners.map { ["circle", "join", circle, $0] },
          stagger: .milliseconds(10), using: &generator)

        _ = try await admin.run(["list"])  // delivers anything still pending
        let shown = try await admin.show(circle: circle)
        for (joiner, joined) in zip(joiners, outcomes.dropFirst()) where joined.acknowledged {
          #expect(
            shown.exists && shown.members.contains(joiner),
            "round \(round): \(joiner)'s join was acknowledged, then lost: \(shown) (\(seed))")
        }
        if outcomes[0].acknowledged && shown.exists {
          #expect(
            !shown.members.contains(owner) && shown.owner != owner,
            "round \(round): withdrawn \(owner) still in \(shown) (\(seed))")
          #expect(shown.members.contains(shown.owner), "round \(round): \(shown)")
        }
      }
    }
  }

  @Test(
    "join, create and accept racing the user's withdrawal never leave a withdrawn member or owner, with no repair run",
    arguments: AttackedStore.all)
  func circleCommandsRacingWithdrawal(_ kind: AttackedStore) async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    try await kind.withAdmin { admin in
      let host = try await admin.register("host")
      for round in 0..<rounds(kind, database: 10) {
        let hub = try await admin.createCircle("hub\(round)", owner: host)
        let joiner = try await admin.register("joiner\(round)")
        let founder = try await admin.register("founder\(round)")
        let invitee = try await admin.register("invitee\(round)")
        let invitation = try await admin.invite(invitee, to: hub, by: host)
        var commands = [
          ["circle", "join", hub, joiner], ["withdraw", joiner],
          ["circle", "create", founder, "own\(round)"], ["withdraw", founder],
          ["circle", "accept", invitation], ["withdraw", invitee],
        ]
        commands.shuffle(using: &generator)
        let outcomes = try await admin.race(commands, stagger: .milliseconds(6), using: &generator)
        let withdrawn = zip(commands, outcomes).filter {
          $0.0[0] == "withdraw" && $0.1.acknowledged
        }
        .map { $0.0[1] }

        _ = try await admin.run(["list"])  // delivers anything still pending
        var shown = [try await admin.show(circle: hub)]
        if let own = try await admin.circles().id(named: "own\(round)") {
          shown.append(try await admin.show(circle: own))
        }
        for circle in shown {
          let left = withdrawn.filter { circle.members.contains($0) || circle.owner == $0 }
          #expect(left.isEmpty, "round \(round): withdrawn \(left) still in \(circle) (\(seed))")
          #expect(
            Set(circle.members).count == circle.members.count
              && circle.members.contains(circle.owner),
            "round \(round): \(circle) (\(seed))")
        }
        #expect(
          withdrawn.count == 3,
          "round \(round): a withdrawal was refused: \(zip(commands, outcomes.map(\.text)))")
      }
    }
  }

  @Test(
    "an invitation accepted after its invitee withdrew is refused, and the circle stays as it was",
    arguments: AttackedStore.all)
  func acceptAfterWithdrawal(_ kind: AttackedStore) async throws {
    try await kind.withAdmin { admin in
      let owner = try await admin.register("owner")
      let invitee = try await admin.register("invitee")
      let circle = try await admin.createCircle("Hub", owner: owner)
      let invitation = try await admin.invite(invitee, to: circle, by: owner)
      try await admin.succeed(["withdraw", invitee])

      let accepted = try await admin.run(["circle", "accept", invitation])

      #expect(!accepted.acknowledged, "\(accepted.text)")
      let shown = try await admin.show(circle: circle)
      #expect(shown.members == [owner], "\(shown)")
      #expect(shown.invitations.isEmpty, "withdrawal leaves open invitations: \(shown)")
    }
  }
}
