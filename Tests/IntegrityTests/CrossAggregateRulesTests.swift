// Chapter 8 — Integrity (IN-6): rules across aggregates, checked by the repository at its
// commit, in memory and on file. "No member who is not a user" holds after the withdrawal's
// clean-up has run: until its first write, the circles do not know. Docs/08-integrity.md
//
// Each test reads what a use case reads, lets something change meanwhile, then commits:
// the repository, not the earlier read, decides.

import Aggregates
import CircleApplicationServices
import CirclePersistence
import Foundation
import Integrity
import TestSupport
import Testing
import ValueObjects

@Suite("Rules across aggregates are checked at the commit, by the store (IN-6)")
struct CrossAggregateRulesTests {
  @Test(
    "once the clean-up recorded a withdrawal, a circle that lets that user in is refused at its commit, though they were read as a user",
    arguments: CircleContextKind.allCases)
  func gainedPeopleMustBeUsers(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      var joined = try await context.circle()
      // park was a user when the join was decided, withdraws, and the clean-up's first
      // write records it in the circles' repository before the join commits.
      try joined.join(try UserId("park"), at: Fixtures.instant(1))
      try await context.withdraw("park")
      try await context.recordWithdrawal("park")

      await #expect(throws: CircleSaveConflict.notAUser(try UserId("park"))) {
        try await context.circles.save(joined)
      }
      #expect(try await context.circle().members.map(\.value) == ["kim"])
      // Someone who never was a user is the use case's to refuse, through the circles' own
      // port answered by the profiles: the repository knows only the withdrawals it recorded.
      await #expect(throws: CircleApplicationError.userNotFound(id: "ghost")) {
        try await context.service().create(
          CreateCircleCommand(ownerId: "ghost", name: "유령 모임"))
      }
      #expect(try await context.circles.findAll().count == 1)
    }
  }

  @Test(
    "a join racing a withdrawal: once the clean-up has run, no circle holds the withdrawn user and none can gain them",
    arguments: CircleContextKind.allCases)
  func joinRacingAWithdrawal(kind: CircleContextKind) async throws {
    for round in 0..<6 {
      try await kind.withContext { context in
        let service = context.service()
        let circleId = context.circleId.value
        let cleanup = MembershipCleanupPolicy(
          circles: context.circles, invitations: context.invitations)
        // park joins (again and again) while park withdraws and the policy reacts.
        await withTaskGroup(of: Void.self) { group in
          group.addTask {
            for _ in 0...(round % 3) {
              _ = try? await service.join(JoinCircleCommand(circleId: circleId, userId: "park"))
              _ = try? await service.leave(LeaveCircleCommand(circleId: circleId, userId: "park"))
              _ = try? await service.join(JoinCircleCommand(circleId: circleId, userId: "park"))
            }
          }
          group.addTask {
            try? await context.withdraw("park")
            _ = try? await cleanup.removeWithdrawnUser(try UserId("park"))
          }
        }
        // The window is closed: the policy ran after the withdrawal's commit.
        #expect(
          try await !context.circles.findAll().contains { $0.hasMember(try UserId("park")) },
          "round \(round)")
        var late = try await context.circle()
        try late.join(try UserId("park"), at: Fixtures.instant(9))
        await #expect(throws: CircleSaveConflict.notAUser(try UserId("park")), "round \(round)") {
          try await context.circles.save(late)
        }
      }
    }
  }

  @Test(
    "a save that only lets people out needs no users' check: a withdrawn member does not block a rename",
    arguments: CircleContextKind.allCases)
  func savesThatLetNobodyIn(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      var circle = try await context.circle()
      try circle.join(try UserId("park"), at: Fixtures.instant(1))
      try await context.circles.save(circle)
      try await context.withdraw("park")  // the follow-up has not run yet

      var renamed = try await context.circle()
      renamed.rename(to: try CircleName("Swift 스터디"), at: Fixtures.instant(2))
      try await context.circles.save(renamed)

      #expect(try await context.circle().name.value == "Swift 스터디")
    }
  }

  @Test(
    "a second open invitation of one user to one circle is refused at its commit",
    arguments: CircleContextKind.allCases)
  func oneOpenInvitation(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      // Two members decided to invite park at once; both looked and found no invitation.
      let first = try await context.invitation("invitation-1", of: "park")
      let second = try await context.invitation("invitation-2", of: "park")
      try await context.invitations.save(first)

      await #expect(
        throws: CircleInvitationConflict.alreadyInvited(
          try UserId("park"), circle: context.circleId)
      ) { try await context.invitations.save(second) }
      #expect(try await context.invitations.findAll() == [first])
    }
  }

  @Test(
    "an invitation to a circle that is gone, or of someone whose withdrawal the clean-up recorded, is refused at its commit",
    arguments: CircleContextKind.allCases)
  func invitationNeedsCircleAndUser(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      let toLee = try await context.invitation("invitation-1", of: "lee")
      try await context.withdraw("lee")
      try await context.recordWithdrawal("lee")
      await #expect(throws: CircleInvitationConflict.notAUser(try UserId("lee"))) {
        try await context.invitations.save(toLee)
      }
      let toPark = try await context.invitation("invitation-2", of: "park")
      try await context.circles.delete(try await context.circle())
      await #expect(throws: CircleInvitationConflict.circleGone(context.circleId)) {
        try await context.invitations.save(toPark)
      }
      #expect(try await context.invitations.findAll().isEmpty)
    }
  }

  @Test(
    "accepting is one commit: a stale circle leaves the invitation open and stores nothing",
    arguments: CircleContextKind.allCases)
  func acceptIsOneCommit(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      let sent = try await context.invitation("invitation-1", of: "park")
      try await context.invitations.save(sent)
      var accepted = try await context.circle()
      try accepted.accept(sent, limit: .standard, at: Fixtures.instant(1))
      var renamed = try await context.circle()  // someone else saves the circle meanwhile
      renamed.rename(to: try CircleName("Swift 스터디"), at: Fixtures.instant(1))
      try await context.circles.save(renamed)

      let work = await context.beginUnitOfWork()
      await work.registerDirty(accepted)
      await work.registerDeleted(sent)
      await #expect(
        throws: CircleSaveConflict.staleVersion(id: context.circleId, saved: 1, stored: 2)
      ) {
        try await work.commit()
      }

      #expect(try await context.invitations.findAll() == [sent])
      #expect(try await context.circle().members.map(\.value) == ["kim"])
    }
  }

  @Test(
    "an accept and a decline of one invitation never both succeed, whichever commits first",
    arguments: CircleContextKind.allCases)
  func acceptOrDecline(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      // Accepted first: the decline is told the invitation ended.
      let first = try await context.invitation("invitation-1", of: "park")
      try await context.invitations.save(first)
      var circle = try await context.circle()
      try circle.accept(first, limit: .standard, at: Fixtures.instant(1))
      let accept = await context.beginUnitOfWork()
      await accept.registerDirty(circle)
      await accept.registerDeleted(first)
      try await accept.commit()
      await #expect(throws: CircleInvitationConflict.ended(first.id)) {
        try await context.invitations.delete(id: first.id)
      }
      // Declined first: the accept commits nothing, not even the circle's new member.
      let second = try await context.invitation("invitation-2", of: "lee")
      try await context.invitations.save(second)
      var again = try await context.circle()
      try again.accept(second, limit: .standard, at: Fixtures.instant(2))
      try await context.invitations.delete(id: second.id)
      let late = await context.beginUnitOfWork()
      await late.registerDirty(again)
      await late.registerDeleted(second)
      await #expect(throws: CircleInvitationConflict.ended(second.id)) { try await late.commit() }

      #expect(try await context.circle().members.map(\.value) == ["kim", "park"])
    }
  }

  @Test(
    "deleting a circle ends its open invitations in the same write",
    arguments: CircleContextKind.allCases)
  func deleteEndsInvitations(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      try await context.invitations.save(try await context.invitation("invitation-1", of: "park"))
      try await context.circles.delete(try await context.circle())
      #expect(try await context.invitations.findAll().isEmpty)
    }
  }

  @Test(
    "the withdrawal's follow-up ends every open invitation the user sent or received",
    arguments: CircleContextKind.allCases)
  func followUpEndsInvitations(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      var circle = try await context.circle()
      try circle.join(try UserId("park"), at: Fixtures.instant(1))
      try await context.circles.save(circle)
      let sent = try await context.invitation("invitation-1", of: "lee")  // kim invites lee
      try await context.invitations.save(sent)
      let leeCircle = Circle(
        id: try CircleId("circle-2"), name: try CircleName("iOS 모임"), owner: try UserId("lee"),
        createdAt: Fixtures.epoch)
      try await context.circles.save(leeCircle)
      let received = try CircleInvitation(
        id: try CircleInvitationId("invitation-2"), circle: leeCircle, inviter: try UserId("lee"),
        invitee: try UserId("kim"), createdAt: Fixtures.epoch)
      try await context.invitations.save(received)
      try await context.withdraw("kim")

      let report = try await MembershipCleanupPolicy(
        circles: context.circles, invitations: context.invitations
      ).removeWithdrawnUser(try UserId("kim"))

      #expect(report.closed == [sent.id, received.id])
      #expect(try await context.invitations.findAll().isEmpty)
      #expect(try await context.circle().owner.value == "park")
    }
  }

  @Test(
    "a circle whose heir withdrew too, their clean-up stopped after recording it, passes over them to the next member",
    arguments: CircleContextKind.allCases)
  func withdrawnHeirIsPassedOver(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      var circle = try await context.circle()
      try circle.join(try UserId("park"), at: Fixtures.instant(1))
      try circle.join(try UserId("lee"), at: Fixtures.instant(1))
      try await context.circles.save(circle)
      try await context.withdraw("park")
      try await context.recordWithdrawal("park")  // park's clean-up stopped after its first write
      try await context.withdraw("kim")

      let report = try await MembershipCleanupPolicy(
        circles: context.circles, invitations: context.invitations
      ).removeWithdrawnUser(try UserId("kim"))

      #expect(report.passedOn == [context.circleId: try UserId("lee")])
      #expect(try await context.circle().members.map(\.value) == ["lee"])
    }
  }

  @Test(
    "a circle whose heir withdrew, their clean-up not started, passes to them inside the window and on to the next member once it runs",
    arguments: CircleContextKind.allCases)
  func heirInsideTheWindow(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      var circle = try await context.circle()
      try circle.join(try UserId("park"), at: Fixtures.instant(1))
      try circle.join(try UserId("lee"), at: Fixtures.instant(1))
      try await context.circles.save(circle)
      try await context.withdraw("park")  // park's clean-up has not run: the window is open
      try await context.withdraw("kim")
      let cleanup = MembershipCleanupPolicy(
        circles: context.circles, invitations: context.invitations)

      _ = try await cleanup.removeWithdrawnUser(try UserId("kim"))
      #expect(try await context.circle().owner.value == "park")  // inside the window
      _ = try await cleanup.removeWithdrawnUser(try UserId("park"))

      #expect(try await context.circle().members.map(\.value) == ["lee"])
      #expect(try await context.circle().owner.value == "lee")
    }
  }
}
