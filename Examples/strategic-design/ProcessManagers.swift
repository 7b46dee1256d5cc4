// Chapter 11 — Strategic design: SD-7's part of the story. Docs/11-strategic-design.md
//
// The two process managers chapters 7 and 8 built, each shown keeping its state where it
// survives, taking a message twice without harm, and going on after a step failed.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Entities
import ExampleSupport
import Foundation
import Integrity
import Persistence
import ValueObjects

/// Tells SD-7: Process managers.
func tellProcessManagers() async {
  step("SD-7 Process managers")
  let at = Date(timeIntervalSince1970: 1_700_000_000)
  let ids = ["kim", "park"] + (1...29).map { "user-\($0)" }
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
  let flow = CircleInvitationProcessManager(
    circles: circles, invitations: invitations,
    users: ProfileUserLookup(UserApplicationService(repository: users)),
    beginUnitOfWork: { circles.beginUnitOfWork() }, factory: factory, now: { at })
  print("  The invitation flow keeps its state in the open invitation.")
  var invitation = ""
  await attempt("kim creates circle-1 and invites park; 29 users join") {
    let circle = try await service.create(CreateCircleCommand(ownerId: "kim", name: "Swift 모임"))
    invitation = try await flow.invite(
      InviteToCircleCommand(circleId: circle.id, inviterId: "kim", inviteeId: "park")
    ).id
    for number in 1...29 {
      _ = try await service.join(JoinCircleCommand(circleId: circle.id, userId: "user-\(number)"))
    }
    return "\(invitation) open"
  }
  let accept = AcceptInvitationCommand(invitationId: invitation)
  await attempt("park accepts") { try await flow.accept(accept).memberIds.last ?? "" }
  await attempt("user-1 leaves; park accepts the same invitation again") {
    _ = try await service.leave(LeaveCircleCommand(circleId: "circle-1", userId: "user-1"))
    return "\(try await flow.accept(accept).memberIds.last ?? "") joined"
  }
  await attempt("park's accept arrives a second time") { try await flow.accept(accept).id }
  print(
    "  The withdrawal's clean-up keeps none: the circles that still name the user are the work.")
  let cleanup = MembershipCleanupProcessManager(
    circles: circles, invitations: invitations, now: { at })
  if let park = try? await users.find(id: UserId("park")) { try? await users.delete(park) }
  for run in ["park withdrew; the clean-up runs", "the event is delivered again"] {
    await attempt(run) {
      let report = try await cleanup.removeWithdrawnUser(try UserId("park"))
      return report.isEmpty ? "nothing left to change" : "left " + report.left.map(\.value).joined()
    }
  }
}
