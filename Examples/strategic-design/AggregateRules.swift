// Chapter 11 — Strategic design: SD-6's part of the story. Docs/11-strategic-design.md
//
// Vernon's four rules are kept by code chapters 7–9 wrote. Here, the two a first model breaks:
// a circle names its members by id, so the owner renaming the circle and a member renaming
// themself are changes to two small aggregates, and neither waits for the other. The
// counter-example, a circle holding whole users, is in the tests
// (Tests/StrategicDesignTests/AggregateRulesTests.swift), where it loses the member's rename.

import Aggregates
import CirclePersistence
import Entities
import ExampleStory
import ExampleSupport
import Foundation
import Persistence
import ValueObjects

/// Tells SD-6: Vernon's aggregate rules.
func tellAggregateRules() async {
  step("SD-6 Vernon's aggregate rules")
  let at = Date(timeIntervalSince1970: 1_700_000_000)
  await attempt("the owner renames the circle while park renames themself") {
    let users = InMemoryUserRepository([
      User.register(id: try UserId("kim"), name: try UserName("kim"), at: at),
      User.register(id: try UserId("park"), name: try UserName("park"), at: at),
    ])
    let circles = InMemoryCircleRepository()
    var circle = Circle(
      id: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: try UserId("kim"),
      createdAt: at)
    try circle.join(try UserId("park"), at: at)
    try await circles.save(circle)
    guard var ownersCopy = await circles.find(id: circle.id),
      var park = await users.find(id: try UserId("park"))
    else { return "not stored" }
    ownersCopy.rename(to: try CircleName("Swift 스터디"), at: at)
    park.changeName(to: try UserName("parkjiho"), at: at)
    try await circles.save(ownersCopy)  // one aggregate, one transaction
    try await users.save(park)  // another aggregate, another transaction: no conflict
    var names: [String] = []
    for member in ownersCopy.members {
      names.append(await users.find(id: member)?.name.value ?? "?")
    }
    return "both kept; \"\(ownersCopy.name.value)\" holds its members' ids, their names read "
      + "from the users: " + names.joined(separator: ", ")
  }
}
