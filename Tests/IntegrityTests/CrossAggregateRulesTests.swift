// Chapter 8 — Integrity (IN-6): rules across aggregates, checked by the store at its
// commit, in memory and on file. Docs/08-integrity.md
//
// Each test reads what a use case reads, lets something change meanwhile, then commits:
// the store, not the earlier read, decides.

import Aggregates
import CirclePersistence
import Foundation
import Integrity
import TestSupport
import Testing
import ValueObjects

@Suite("Rules across aggregates are checked at the commit, by the store (IN-6)")
struct CrossAggregateRulesTests {
  @Test(
    "a circle that lets in someone who is no longer a user is refused at its commit, though they were read as one",
    arguments: CircleContextKind.allCases)
  func gainedPeopleMustBeUsers(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      var joined = try await context.circle()
      // park was a user when the join was decided, and withdraws before its commit.
      try joined.join(try UserId("park"), at: Fixtures.instant(1))
      try await context.withdraw("park")

      await #expect(throws: CircleSaveConflict.notAUser(try UserId("park"))) {
        try await context.circles.save(joined)
      }
      #expect(try await context.circle().members.map(\.value) == ["kim"])
      let ghost = Circle(
        id: try CircleId("circle-2"), name: try CircleName("유령 모임"), owner: try UserId("ghost"),
        createdAt: Fixtures.epoch)
      await #expect(throws: CircleSaveConflict.notAUser(try UserId("ghost"))) {
        try await context.circles.save(ghost)
      }
      #expect(try await context.circles.findAll().count == 1)
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
    "an invitation to a circle that is gone, or of someone no longer a user, is refused at its commit",
    arguments: CircleContextKind.allCases)
  func invitationNeedsCircleAndUser(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      let toLee = try await context.invitation("invitation-1", of: "lee")
      try await context.withdraw("lee")
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
    "a circle whose heir withdrew too, their follow-up not run yet, passes over them to the next member",
    arguments: CircleContextKind.allCases)
  func withdrawnHeirIsPassedOver(kind: CircleContextKind) async throws {
    try await kind.withContext { context in
      var circle = try await context.circle()
      try circle.join(try UserId("park"), at: Fixtures.instant(1))
      try circle.join(try UserId("lee"), at: Fixtures.instant(1))
      try await context.circles.save(circle)
      try await context.withdraw("park")
      try await context.withdraw("kim")

      let report = try await MembershipCleanupPolicy(
        circles: context.circles, invitations: context.invitations
      ).removeWithdrawnUser(try UserId("kim"))

      #expect(report.passedOn == [context.circleId: try UserId("lee")])
      #expect(try await context.circle().members.map(\.value) == ["lee"])
    }
  }
}
