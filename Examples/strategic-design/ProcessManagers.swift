// Chapter 11 — Strategic design: SD-7's part of the story. Docs/11-strategic-design.md
//
// A policy and a process manager. The withdrawal's clean-up keeps no state: a redelivery
// finds nothing left to change. Accepting eventually keeps a process per invitation: the
// invitation accepted alone, the join after it, and a full circle compensated.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Entities
import ExampleStory
import ExampleSupport
import Foundation
import Integrity
import Persistence
import ValueObjects

/// Tells SD-7: Policies and process managers.
func tellProcessManagers() async {
  step("SD-7 Policies and process managers")
  let at = Date(timeIntervalSince1970: 1_700_000_000)
  let ids = ["kim", "park", "lee"] + (1...28).map { "user-\($0)" }
  let users = InMemoryUserRepository(
    ids.compactMap { id in
      (try? UserName(id)).flatMap { name in
        (try? UserId(id)).map { User.register(id: $0, name: name, at: at) }
      }
    })
  let circles = InMemoryCircleRepository()
  let invitations = InMemoryCircleInvitationRepository(circles: circles)
  let factory = DeterministicCircleFactory(startingAt: at)
  let service = CircleApplicationService(
    circles: circles, users: ProfileUserLookup(UserApplicationService(repository: users)),
    factory: factory)
  let flow = CircleInvitationApplicationService(
    circles: circles, invitations: invitations,
    users: ProfileUserLookup(UserApplicationService(repository: users)),
    beginUnitOfWork: { circles.beginUnitOfWork() }, factory: factory, now: { at })
  let manager = InvitationAcceptanceProcessManager(
    circles: service, invitations: invitations, processes: InMemoryInvitationProcessStore(),
    now: { at })
  print("  Accepting eventually: the invitation first, the join after it.")
  var accepted: [InvitationAccepted] = []
  await attempt("kim creates circle-1, invites park and lee; both accept") {
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    for invitee in ["park", "lee"] {
      let sent = try await flow.invite(
        InviteToCircleCommand(circleId: circle.id, inviterId: "kim", inviteeId: invitee))
      accepted.append(
        try await flow.acceptInvitation(AcceptInvitationCommand(invitationId: sent.id)))
    }
    let members = try await service.get(GetCircleQuery(circleId: circle.id))?.memberIds ?? []
    return "accepted; members: \(members)"
  }
  await attempt("the process manager takes park's InvitationAccepted, twice") {
    for event in accepted.prefix(1) + accepted.prefix(1) { _ = try await manager.handle(event) }
    return "park joined once"
  }
  await attempt("28 users join; the process manager takes lee's") {
    for number in 1...28 {
      _ = try await service.join(JoinCircleCommand(circleId: "circle-1", userId: "user-\(number)"))
    }
    guard case .voided(let fact) = try await manager.handle(accepted[1]).stage else { return "?" }
    return "compensated: \(fact.invitation.value) voided, \(fact.reason)"
  }
  print("  The clean-up, a policy, keeps no state: the circles that name the user are the work.")
  let cleanup = MembershipCleanupPolicy(circles: circles, invitations: invitations, now: { at })
  // park withdraws as every user does: the use case ends the user (a withdrawn copy, the only
  // kind a repository deletes), keeps the archive's record and stores UserWithdrew, in one commit.
  let withdraw = WithdrawUserUseCase(
    users: users, beginUnitOfWork: { users.beginUnitOfWork() }, now: { at })
  _ = try? await withdraw.execute(WithdrawUserCommand(id: "park"))
  for run in ["park withdrew; the clean-up runs", "the event is delivered again"] {
    await attempt(run) {
      let report = try await cleanup.removeWithdrawnUser(try UserId("park"))
      return report.isEmpty ? "nothing left to change" : "left " + report.left.map(\.value).joined()
    }
  }
}
