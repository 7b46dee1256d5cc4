// Chapter 8 — Integrity (IN-6): the same rules when two or three processes race on one
// folder, each running a circle use case (`circle-writer`) as the capstone does. Two rounds
// each in `swift test`, forty in CI (`TortureRounds`); the repositories' checks at commit, not
// luck, decide every round.
// Docs/08-integrity.md

import Aggregates
import CirclePersistence
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

@Suite("Processes racing on one circle store never break a rule across aggregates (IN-6)")
struct CircleRacesTests {
  static let rounds = TortureRounds.count(quick: 2, ci: 40)

  /// A folder with users kim, park, lee and jung, and circle-1 "Swift 모임" of kim, lee and
  /// jung; with `invited`, kim's open invitation-1 of park.
  static func withStore(invited: Bool = false, _ body: (URL) async throws -> Void) async throws {
    try await withTemporaryDirectory { directory in
      try await Fixtures.registerUsers(["kim", "park", "lee", "jung"], in: directory)
      let circles = try FileCircleRepository(directory: directory)
      var circle = Circle(
        id: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: try UserId("kim"),
        createdAt: Fixtures.epoch)
      try circle.join(try UserId("lee"), at: Fixtures.epoch)
      try circle.join(try UserId("jung"), at: Fixtures.epoch)
      try await circles.save(circle)
      if invited {
        try await FileCircleInvitationRepository(directory: directory).save(
          try CircleInvitation(
            id: try CircleInvitationId("invitation-1"), circle: circle, inviter: try UserId("kim"),
            invitee: try UserId("park"), createdAt: Fixtures.epoch))
      }
      try await body(directory)
    }
  }

  /// Runs the writers at once on `directory`; what each printed, in order.
  static func race(_ directory: URL, _ runs: [[String]]) async throws -> [String] {
    let writer = try #require(builtExecutable(named: "circle-writer"))
    let children = try runs.map { try ChildProcess(writer, [directory.path] + $0) }
    return await ChildProcess.outputs(of: children).map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  @Test("two processes creating a circle with one name: one is acknowledged, and one is stored")
  func createOneName() async throws {
    for _ in 0..<Self.rounds {
      try await Self.withStore { directory in
        let told = try await Self.race(
          directory, [["create", "park", "체스 모임"], ["create", "lee", "체스 모임"]])
        #expect(told.filter { $0.hasPrefix("created") }.count == 1, "\(told)")
        let stored = try await FileCircleRepository(directory: directory).findAll()
        #expect(stored.filter { $0.name.value == "체스 모임" }.count == 1)
      }
    }
  }

  @Test("three members inviting one user at once: one invitation is acknowledged and open")
  func inviteOnce() async throws {
    for _ in 0..<Self.rounds {
      try await Self.withStore { directory in
        let told = try await Self.race(
          directory, ["kim", "lee", "jung"].map { ["invite", "circle-1", $0, "park"] })
        #expect(told.filter { $0.hasPrefix("invited") }.count == 1, "\(told)")
        #expect(try await FileCircleInvitationRepository(directory: directory).findAll().count == 1)
      }
    }
  }

  @Test("an accept racing a decline: exactly one is acknowledged, and the membership says which")
  func acceptOrDecline() async throws {
    for _ in 0..<Self.rounds {
      try await Self.withStore(invited: true) { directory in
        let told = try await Self.race(
          directory, [["accept", "invitation-1"], ["decline", "invitation-1"]])
        let accepted = told[0] == "accepted"
        #expect(accepted != (told[1] == "declined"), "\(told)")
        let circle = try await FileCircleRepository(directory: directory).find(
          id: try CircleId("circle-1"))
        #expect(circle?.hasMember(try UserId("park")) == accepted)
        #expect(try await FileCircleInvitationRepository(directory: directory).findAll().isEmpty)
      }
    }
  }

  @Test(
    "a join and an accept racing the user's withdrawal leave no withdrawn member and no invitation")
  func joinOrAcceptRacingWithdrawal() async throws {
    for run in [["join", "circle-1", "park"], ["accept", "invitation-1"]] {
      for _ in 0..<Self.rounds {
        try await Self.withStore(invited: true) { directory in
          let told = try await Self.race(directory, [run, ["withdraw", "park"]])
          #expect(told[1] == "withdrew", "\(told)")
          let circle = try await FileCircleRepository(directory: directory).find(
            id: try CircleId("circle-1"))
          #expect(circle?.hasMember(try UserId("park")) == false, "\(told)")
          #expect(
            try await FileCircleInvitationRepository(directory: directory).findAll().isEmpty)
        }
      }
    }
  }
}
