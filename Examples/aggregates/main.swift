// Chapter 7 — Beyond the basics (AD-2): an aggregate, an annotated example.
// Docs/07-beyond-the-basics.md
//
// Run it with `swift run aggregates`. A circle is a group of users with an owner, and
// its rules — the owner is a member, nobody joins twice, at most 30 members — are about
// the whole group. So the circle is one consistency boundary, changed only through its
// root. This story creates circles, fills one up, breaks every rule once, and stores the
// circles in a file that survives a reopen (the file goes to a temp folder, removed). The
// circle's use cases and invitations (AD-5, AD-6) follow in `swift run circle-use-cases`.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Entities
import ExampleStory
import ExampleSupport
import Factories
import Foundation
import Persistence
import ValueObjects

let start = Date(timeIntervalSince1970: 1_700_000_000)
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("dddworkshop-aggregates-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }

do {
  // The composition: 31 registered users (user-1 김철수, user-2 박영희, user-3 이민수,
  // user-4 … user-31), an in-memory circle repository, circle ids and a clock we control.
  let users = InMemoryUserRepository()
  let registration = UserApplicationService(
    repository: users, makeUser: try DeterministicUserFactory(startingAt: start).makeUser(named:))
  for name in ["김철수", "박영희", "이민수"] + (4...31).map({ "member \($0)" }) {
    _ = try await registration.register(RegisterUserCommand(name: name))
  }
  // The circle repository checks that everyone a circle lets in is a user (chapter 8).
  let circles = InMemoryCircleRepository()
  // Circle ids circle-1, circle-2, … from the slice's factory: the same every run.
  let factory = DeterministicCircleFactory(startingAt: start)
  let service = CircleApplicationService(
    circles: circles, users: ProfileUserLookup(UserApplicationService(repository: users)),
    factory: factory, now: { start })

  step("AD-2 A circle is created with its owner as its first member")
  let swift = try await service.create(CreateCircleCommand(ownerId: "user-1", name: "Swift 모임"))
  print("  \(swift.id) \"\(swift.name)\", owner \(swift.ownerId), members \(swift.memberIds)")

  // Every change goes through the root, which checks the limit on each join.
  step("Members join through the root, up to 30 with the owner")
  var filled = swift
  for number in 2...30 {
    filled = try await service.join(
      JoinCircleCommand(circleId: swift.id, userId: "user-\(number)"))
  }
  let first = filled.memberIds.prefix(3).joined(separator: ", ")
  print("  \(filled.memberIds.count) members: \(first), …, \(filled.memberIds.last ?? "")")
  await attempt("user-31 joins \(swift.id)") {
    try await service.join(JoinCircleCommand(circleId: swift.id, userId: "user-31")).name
  }
  // The use case asked the full-circle rule for this circle's limit and handed it to the
  // root; the root refuses on its own too, under the strict limit, whoever calls it.
  if var circle = try await circles.find(id: CircleId(swift.id)) {
    do {
      try circle.join(UserId("user-31"), at: start)
    } catch {
      print("  ✘ circle.join(user-31) on the root itself → \(error)")
    }
  }

  step("Nobody is a member twice, and the owner cannot leave")
  let ios = try await service.create(CreateCircleCommand(ownerId: "user-2", name: "iOS 스터디"))
  let join = JoinCircleCommand(circleId: ios.id, userId: "user-3")
  await attempt("user-3 joins \(ios.id)") { try await service.join(join).memberIds.description }
  await attempt("user-3 joins \(ios.id) again") {
    try await service.join(join).memberIds.description
  }
  await attempt("owner user-2 leaves \(ios.id)") {
    try await service.leave(LeaveCircleCommand(circleId: ios.id, userId: "user-2")).name
  }

  // The circle holds UserIds, not Users: to show names, ask the users' own repository.
  // A rename of 이민수 is a change to the User aggregate and never touches a circle.
  step("Members are referenced by id; users live in their own aggregate")
  if let circle = try await circles.find(id: CircleId(ios.id)) {
    for member in circle.members {
      let name = await users.find(id: member)?.name.value ?? "(no such user)"
      print("  \(member) → \(name), looked up in the user repository")
    }
    // `circle.members.append(…)` does not compile: the setter is private to the root, and
    // the members are a collection with rules of their own (chapter 9), not an array.
    var copy = Array(circle.members)
    copy.removeAll()
    print("  emptying a copy of members leaves the circle with \(circle.members.count)")
  }

  // A journal holds data, and data can be wrong: edited by hand, written by an old version.
  // Circle(restoring:) is how a repository rebuilds a circle, and it checks every invariant.
  step("A stored circle that breaks an invariant is refused")
  let kim = try UserId("user-1")
  let park = try UserId("user-2")
  for members in [[park], [kim, park, park]] {
    do {
      _ = try Circle(
        restoring: try CircleId("circle-9"), name: try CircleName("고친 모임"), owner: kim,
        members: members, createdAt: start)
    } catch {
      print("  ✘ restoring owner \(kim), members \(members) → \(error)")
    }
  }

  // The whole circle is saved at once: save(_:) has no addMember(circleId:userId:).
  step("FileCircleRepository: one record per circle in a journal, and it survives a reopen")
  let store = folder.appendingPathComponent("circles")
  // The file repository checks its members against the users' journal in the same folder. A
  // copy into other repositories starts their count of saves (chapter 8's versions): version 0.
  try await FileUserRepository(directory: store).save(
    contentsOf: await users.findAll().map { User(id: $0.id, name: $0.name, createdAt: start) })
  let file = try FileCircleRepository(directory: store)
  for circle in await circles.findAll() {
    try await file.save(
      try Circle(
        restoring: circle.id, name: circle.name, owner: circle.owner,
        members: Array(circle.members), createdAt: circle.createdAt))
  }
  let reopened = try FileCircleRepository(directory: store)
  for circle in try await reopened.findAll() {
    print(
      "  \(circle.id) \"\(circle.name)\", owner \(circle.owner), \(circle.members.count) members")
  }
  print("  journal: \(reopened.journalURL.lastPathComponent), one transaction per save")
} catch {
  print("unexpected: \(error)")
  exit(1)
}
