// Chapter 7 — Beyond the basics (AD-5, AD-6): the circle's use cases and a second
// aggregate, an annotated example. Docs/07-beyond-the-basics.md
//
// Run it with `swift run circle-use-cases`. The circle's use cases hand out CircleData
// (AD-5); an invitation, an aggregate of its own, joins through the root (AD-6).

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import ExampleStory
import ExampleSupport
import Factories
import Foundation
import Persistence

let start = Date(timeIntervalSince1970: 1_700_000_000)

do {
  // 31 users (user-1 김철수, user-2 박영희, user-3 이민수, user-4 …), circles in memory.
  let users = InMemoryUserRepository()
  let registration = UserApplicationService(
    repository: users, makeUser: try DeterministicUserFactory(startingAt: start).makeUser(named:))
  for name in ["김철수", "박영희", "이민수"] + (4...31).map({ "member \($0)" }) {
    _ = try await registration.register(RegisterUserCommand(name: name))
  }
  let circles = InMemoryCircleRepository()
  let factory = DeterministicCircleFactory(startingAt: start)
  let service = CircleApplicationService(
    circles: circles, users: ProfileUserLookup(UserApplicationService(repository: users)),
    factory: factory, now: { start })
  // circle-1 "Swift 모임" is full (30 members); circle-2 "iOS 스터디" has user-2 and user-3.
  let swift = try await service.create(CreateCircleCommand(ownerId: "user-1", name: "Swift 모임"))
  for number in 2...30 {
    _ = try await service.join(JoinCircleCommand(circleId: swift.id, userId: "user-\(number)"))
  }
  let ios = try await service.create(CreateCircleCommand(ownerId: "user-2", name: "iOS 스터디"))
  _ = try await service.join(JoinCircleCommand(circleId: ios.id, userId: "user-3"))

  // AD-5: the users' shape (get, list, rename, delete), handing out CircleData, not a Circle.
  step("AD-5 The circle's use cases: rename (names stay unique), delete, list")
  await attempt("rename \(ios.id) to \"Swift 모임\"") {
    try await service.rename(RenameCircleCommand(circleId: ios.id, name: "Swift 모임")).name
  }
  await attempt("rename \(ios.id) to \"iOS 모임\"") {
    try await service.rename(RenameCircleCommand(circleId: ios.id, name: "iOS 모임")).name
  }
  let spare = try await service.create(CreateCircleCommand(ownerId: "user-4", name: "잠깐 모임"))
  try await service.delete(DeleteCircleCommand(circleId: spare.id))
  let listed = try await service.listAll().map { "\($0.id) \($0.name)" }
  print("  after deleting \(spare.id): \(listed.joined(separator: ", "))")

  // AD-6: an invitation is an aggregate of its own that refers to circle and users by id.
  // Accepting it changes the circle only through the root, under the same limit.
  step("AD-6 Invitations: a second aggregate; accepting joins through the root")
  let invitations = CircleInvitationApplicationService(
    circles: circles, invitations: InMemoryCircleInvitationRepository(circles: circles),
    users: ProfileUserLookup(UserApplicationService(repository: users)),
    beginUnitOfWork: { circles.beginUnitOfWork() }, factory: factory,
    now: { start })
  let toIos = InviteToCircleCommand(circleId: ios.id, inviterId: "user-3", inviteeId: "user-5")
  let sent = try await invitations.invite(toIos)
  print("  ✔ user-3 invites user-5 to \(ios.id) → \(sent.id)")
  await attempt("user-3 invites user-5 again") { try await invitations.invite(toIos).id }
  await attempt("user-5 invites user-6") {
    try await invitations.invite(
      InviteToCircleCommand(circleId: ios.id, inviterId: "user-5", inviteeId: "user-6")
    ).id
  }
  await attempt("user-5 accepts \(sent.id)") {
    try await invitations.accept(AcceptInvitationCommand(invitationId: sent.id)).memberIds
      .description
  }
  let late = try await invitations.invite(
    InviteToCircleCommand(circleId: swift.id, inviterId: "user-1", inviteeId: "user-31"))
  await attempt("user-31 accepts \(late.id) to the full \(swift.id)") {
    try await invitations.accept(AcceptInvitationCommand(invitationId: late.id)).name
  }
  print(
    "  open invitations: \(try await invitations.listAll().map(\.id)) — still open, or declined:")
  try await invitations.decline(DeclineInvitationCommand(invitationId: late.id))
  print("  after user-31 declines: \(try await invitations.listAll().map(\.id))")
} catch {
  print("unexpected: \(error)")
  exit(1)
}
