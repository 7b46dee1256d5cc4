// Processes racing on one store, against the capstone as a black box (IN-2, BC-2):
// Docs/08-integrity.md, Docs/10-boundaries.md
//
// Each round starts 2–4 `user-admin` processes at once on one store, then looks at what
// the store shows. A rule that one process may win holds when exactly one is acknowledged
// and the store shows that one; a change nobody competes for holds when every one is
// acknowledged and stored. Each race runs over every store (AttackedStore): the folder,
// SQLite, PostgreSQL. `swift test` plays two rounds on the folder and one on each database;
// CI plays forty on the folder and three on each database.

import Foundation
import TestSupport
import Testing

@Suite("Processes racing on one store: the store decides, every round (IN-2, IN-4, BC-2, DB-6)")
struct RaceTests {
  /// Two rounds on the folder (forty in CI); one on each database (three in CI).
  private func rounds(_ kind: AttackedStore) -> Int {
    kind.rounds(quick: 2, ci: 40, database: 3)
  }

  @Test(
    "4 concurrent first sign-ins with a name: every one is acknowledged and stored, and each person finds their own profile again",
    arguments: AttackedStore.all)
  func concurrentSignIns(_ kind: AttackedStore) async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    try await kind.withAdmin { admin in
      for round in 0..<rounds(kind) {
        let people = (0..<4).map { (token: "demo-r\(round)p\($0)", name: "p\(round)n\($0)") }
        let outcomes = try await admin.race(
          people.map { ["sign-in", "kakao", $0.token, $0.name] }, using: &generator)
        for (person, outcome) in zip(people, outcomes) {
          #expect(
            outcome.acknowledged && outcome.out.contains("\(person.name) ("),
            "round \(round): \(outcome.text) (\(seed))")
          let again = try await admin.run(["sign-in", "kakao", person.token])
          let first = SignedIn(outcome.out)
          #expect(
            SignedIn(again.out) == first,
            "round \(round): \(person.name) signed in again as \(again.text) (\(seed))")
        }
        let users = try await admin.users()
        for person in people {
          #expect(users.count(named: person.name) == 1, "round \(round): \(users.users)")
        }
      }
    }
  }

  @Test(
    "2 concurrent first sign-ins of one person make one account and one profile, and both are told the same",
    arguments: AttackedStore.all)
  func samePersonTwice(_ kind: AttackedStore) async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    try await kind.withAdmin { admin in
      for round in 0..<rounds(kind) {
        let (token, name) = ("demo-same\(round)", "same\(round)")
        let outcomes = try await admin.race(
          [["sign-in", "naver", token, name], ["sign-in", "naver", token, name]],
          using: &generator)
        let told = Set(outcomes.filter(\.acknowledged).map { SignedIn($0.out) })
        #expect(told.count == 1, "round \(round): \(outcomes.map(\.text)) (\(seed))")
        let again = SignedIn(try await admin.run(["sign-in", "naver", token]).out)
        #expect(told == [again], "round \(round): signed in again as \(again) (\(seed))")
        #expect(try await admin.users().count(named: name) == 1, "round \(round) (\(seed))")
      }
    }
  }

  @Test(
    "circle create and circle rename racing to one name, 4 processes: exactly one is acknowledged and one circle has the name",
    arguments: AttackedStore.all)
  func oneCircleName(_ kind: AttackedStore) async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    try await kind.withAdmin { admin in
      let owner = try await admin.register("owner")
      for round in 0..<rounds(kind) {
        let first = try await admin.createCircle("old\(round)a", owner: owner)
        let second = try await admin.createCircle("old\(round)b", owner: owner)
        let name = "race\(round)"
        let outcomes = try await admin.race(
          [
            ["circle", "create", owner, name], ["circle", "rename", first, name],
            ["circle", "create", owner, name], ["circle", "rename", second, name],
          ], using: &generator)

        #expect(
          outcomes.filter(\.acknowledged).count == 1,
          "round \(round): \(outcomes.map(\.text)) (\(seed))")
        #expect(try await admin.circles().count(named: name) == 1, "round \(round) (\(seed))")
      }
    }
  }

  @Test(
    "three members inviting one user at once: exactly one is acknowledged and the circle shows one open invitation",
    arguments: AttackedStore.all)
  func threeInviters(_ kind: AttackedStore) async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    try await kind.withAdmin { admin in
      var members: [String] = []
      for name in ["alpha", "bravo", "charlie"] { members.append(try await admin.register(name)) }
      let circle = try await admin.createCircle("Hub", owner: members[0])
      for member in members.dropFirst() {
        try await admin.succeed(["circle", "join", circle, member])
      }
      for round in 0..<rounds(kind) {
        let invitee = try await admin.register("guest\(round)")
        let outcomes = try await admin.race(
          members.map { ["circle", "invite", circle, $0, invitee] }, using: &generator)

        #expect(
          outcomes.filter(\.acknowledged).count == 1,
          "round \(round): \(outcomes.map(\.text)) (\(seed))")
        let open = try await admin.show(circle: circle).invitations.filter { $0.invitee == invitee }
        #expect(open.count == 1, "round \(round): \(open) (\(seed))")
      }
    }
  }

  @Test(
    "accept racing decline of one invitation: exactly one is acknowledged, and the circle shows what it said",
    arguments: AttackedStore.all)
  func acceptRacingDecline(_ kind: AttackedStore) async throws {
    let seed = CampaignSeed()
    var generator = seed.generator()
    try await kind.withAdmin { admin in
      let owner = try await admin.register("owner")
      let circle = try await admin.createCircle("Hub", owner: owner)
      for round in 0..<rounds(kind) {
        let invitee = try await admin.register("guest\(round)")
        let invitation = try await admin.invite(invitee, to: circle, by: owner)
        let outcomes = try await admin.race(
          [["circle", "accept", invitation], ["circle", "decline", invitation]],
          using: &generator)

        let shown = try await admin.show(circle: circle)
        #expect(
          outcomes.filter(\.acknowledged).count == 1,
          "round \(round): \(outcomes.map(\.text)) (\(seed))")
        #expect(shown.invitation(of: invitee) == nil, "round \(round) (\(seed))")
        if outcomes[0].acknowledged {
          #expect(shown.members.contains(invitee), "accepted, not a member: round \(round)")
        }
        if outcomes[1].acknowledged {
          #expect(!shown.members.contains(invitee), "declined, yet a member: round \(round)")
        }
        if shown.members.contains(invitee) {
          try await admin.succeed(["circle", "leave", circle, invitee])
        }
      }
    }
  }
}
