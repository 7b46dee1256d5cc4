// Chapter 7 — Beyond the basics (AD-3): specifications, an annotated example.
// Docs/07-beyond-the-basics.md
//
// Run it with `swift run specifications`. "Is this circle full?", "should we recommend
// it?": rules for judging circles, each a type with a name from the domain. This story
// asks the small rules of four circles, combines them with `and`, `or` and `not`, uses
// the recommendation as a query, lets the full-circle rule ask the user repository how
// many members are premium (AD-4), and hands a rule to a repository as a filter, with
// what that costs.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Entities
import ExampleStory
import ExampleSupport
import Foundation
import Persistence
import Repositories
import Specifications
import ValueObjects

/// A circle created `daysAgo` days before `now`, with `count` members, the owner first.
func makeCircle(_ number: Int, _ name: String, members count: Int, daysAgo: Double) throws
  -> Circle
{
  var circle = Circle(
    id: try CircleId("circle-\(number)"), name: try CircleName(name),
    owner: try UserId("owner-\(number)"), createdAt: now.addingTimeInterval(-daysAgo * day))
  for member in 1..<count {
    try circle.join(try UserId("c\(number)-member-\(member)"), at: circle.createdAt)
  }
  return circle
}

/// The names of the circles that satisfy the rule, or "none".
func names(_ circles: [Circle], satisfying rule: some Specification<Circle>) -> String {
  let chosen = circles.filter { rule.isSatisfied(by: $0) }.map(\.name.value)
  return chosen.isEmpty ? "none" : chosen.joined(separator: ", ")
}

/// A check mark for a rule's answer.
func mark(_ satisfied: Bool) -> String { satisfied ? "✔" : "·" }

let day: TimeInterval = 24 * 60 * 60
let now = Date(timeIntervalSince1970: 1_700_000_000)

do {
  let circles = [
    try makeCircle(1, "Swift 모임", members: 12, daysAgo: 5),
    try makeCircle(2, "iOS 스터디", members: 30, daysAgo: 10),
    try makeCircle(3, "DDD 읽기", members: 3, daysAgo: 2),
    try makeCircle(4, "알고리즘", members: 15, daysAgo: 60),
  ]

  // AD-3: each rule is a type with one method, isSatisfied(by:), and a domain name.
  step("AD-3 Each rule is a type of its own")
  let full = CircleIsFull()
  let lively = CircleHasAtLeastMembers(10)
  let recent = CircleCreatedRecently(now: now, within: 30 * day)
  print("  CircleIsFull | HasAtLeastMembers(10) | CreatedRecently(30 days) | circle")
  for circle in circles {
    let age = Int(now.timeIntervalSince(circle.createdAt) / day)
    print(
      "  \(mark(full.isSatisfied(by: circle)))            | "
        + "\(mark(lively.isSatisfied(by: circle)))                     | "
        + "\(mark(recent.isSatisfied(by: circle)))                        | "
        + "\(circle.name): \(circle.members.count) members, \(age) days old")
  }

  // Rules combine into new rules without anyone writing another `if`.
  step("Rules compose with and, or, not")
  print("  lively.and(recent)      → \(names(circles, satisfying: lively.and(recent)))")
  print("  full.or(recent.not())   → \(names(circles, satisfying: full.or(recent.not())))")
  print("  full.not()              → \(names(circles, satisfying: full.not()))")
  print("  lively.and(full.not())  → \(names(circles, satisfying: lively.and(full.not())))")

  // RecommendedCircle is made only of the rules above: recent, lively and not full.
  step("RecommendedCircle as a query: CircleApplicationService.recommended()")
  let newcomer = User(id: try UserId("newcomer"), name: try UserName("정하늘"), createdAt: now)
  let people = InMemoryUserRepository([newcomer])
  let store: any CircleRepository = InMemoryCircleRepository(circles)
  let service = CircleApplicationService(
    circles: store, users: ProfileUserLookup(UserApplicationService(repository: people)),
    now: { now })
  for circle in try await service.recommended() {
    print("  ✔ \(circle.name): \(circle.memberIds.count) members, recent, room to join")
  }
  for circle in circles where !RecommendedCircle(now: now).isSatisfied(by: circle) {
    let reasons = [
      full.isSatisfied(by: circle) ? "full" : nil,
      lively.isSatisfied(by: circle) ? nil : "fewer than 10 members",
      recent.isSatisfied(by: circle) ? nil : "older than 30 days",
    ]
    print(
      "  · \(circle.name): not recommended (\(reasons.compactMap { $0 }.joined(separator: ", ")))")
  }

  // AD-4: whether a circle is full depends on who its members are — 30, or 50 when more
  // than 10 are premium users. The circle holds only ids, so the rule reads the user
  // repository, through the slice's own port; the join use case asks it for the limit and
  // the root enforces that limit.
  step("AD-4 CircleFullSpecification: a rule that asks the user repository")
  do {
    _ = try await service.join(JoinCircleCommand(circleId: "circle-2", userId: "newcomer"))
  } catch {
    print("  ✘ newcomer joins \(circles[1].name), no premium members → \(error)")
  }
  var members: [User] = [newcomer]
  for (index, id) in circles[1].members.enumerated() {
    var user = User(id: id, name: try UserName("member \(index + 1)"), createdAt: now)
    if index < 11 { user.upgrade(at: now) }  // 11 premium members: more than 10
    members.append(user)
  }
  let users = InMemoryUserRepository(members)
  let premium = CircleApplicationService(
    circles: store, users: ProfileUserLookup(UserApplicationService(repository: users)),
    now: { now })
  let grown = try await premium.join(
    JoinCircleCommand(circleId: "circle-2", userId: "newcomer"))
  print("  ✔ with 11 premium members newcomer joins → \(grown.memberIds.count) members, limit 50")
  let rule = CircleFullSpecification(
    premiumMembers: ProfileUserLookup(UserApplicationService(repository: users)))
  if var first = await users.find(id: circles[1].members[0]) {
    first.downgrade(at: now)
    try await users.save(first)
  }
  if let circle = try await store.find(id: CircleId("circle-2")) {
    let limit = try await rule.limit(for: circle)
    print("  one premium member downgrades: limit \(limit), \(circle.members.count) members kept,")
    print(
      "  full now? \(try await rule.isSatisfied(by: circle)) — nobody new joins until below \(limit)"
    )
  }

  // The rule handed to the repository: findAll(satisfying:) takes any Specification<Circle>.
  step("The same rule as a repository-side filter: findAll(satisfying:)")
  let picked = try await store.findAll(satisfying: RecommendedCircle(now: now))
  print("  findAll(satisfying: RecommendedCircle) → \(picked.map(\.name.value))")
  let withRoom = try await store.findAll(satisfying: full.not())
  // CircleIsFull is the half of the rule that needs no repository (30): it can run inside a query.
  // CircleFullSpecification needs the user repository, so it cannot be handed to findAll.
  print("  findAll(satisfying: CircleIsFull().not()) → \(withRoom.map(\.name.value))")
  print("  The trade-off: the rule is written once, in Swift, in the domain's words, and")
  print("  every store applies the same one. But Swift code runs only on loaded circles,")
  print("  so the store loads all \(try await store.findAll().count) to pick \(picked.count).")
  print("  A SQL WHERE clause would filter inside the database, faster, and would say the")
  print("  rule a second time, in another language, where the two can drift apart.")
} catch {
  print("unexpected: \(error)")
  exit(1)
}
