// Chapter 7 — Beyond the basics: AD-3, specifications. Docs/07-beyond-the-basics.md

import Aggregates
import CirclePersistence
import Foundation
import Persistence
import Specifications
import TestSupport
import Testing
import ValueObjects

@Suite("A rule for judging objects is a type of its own, and rules compose (AD-3)")
struct SpecificationTests {
  private let now = Fixtures.instant(40 * 24 * 60 * 60)  // forty days after the epoch

  @Test("a circle with 30 members is full; one with 29 is not")
  func circleIsFull() throws {
    #expect(
      CircleIsFull().isSatisfied(by: try Circles.circle("a-1", named: "full one", members: 30)))
    #expect(
      !CircleIsFull().isSatisfied(by: try Circles.circle("a-2", named: "room left", members: 29)))
  }

  @Test("and needs both rules to hold, or needs either, and not turns a rule around")
  func composition() throws {
    let lively = CircleHasAtLeastMembers(10)
    let full = CircleIsFull()
    let crowded = try Circles.circle("c-1", named: "crowded", members: 30)
    let small = try Circles.circle("c-2", named: "small", members: 2)

    #expect(lively.and(full).isSatisfied(by: crowded))
    #expect(!lively.and(full).isSatisfied(by: small))
    #expect(lively.or(full).isSatisfied(by: crowded))
    #expect(!lively.or(full).isSatisfied(by: small))
    #expect(full.not().isSatisfied(by: small))
    #expect(!full.not().isSatisfied(by: crowded))
  }

  @Test("a recommended circle is recent, has at least 10 members and still has room")
  func recommended() throws {
    let rule = RecommendedCircle(now: now)
    let recent: TimeInterval = 20 * 24 * 60 * 60  // 20 days after the epoch: 20 days old
    let old: TimeInterval = 0  // 40 days old

    #expect(
      rule.isSatisfied(
        by: try Circles.circle("r-1", named: "lively", members: 12, createdAfter: recent)))
    #expect(
      !rule.isSatisfied(
        by: try Circles.circle("r-2", named: "too quiet", members: 9, createdAfter: recent)))
    #expect(
      !rule.isSatisfied(
        by: try Circles.circle("r-3", named: "too old", members: 12, createdAfter: old)))
    #expect(
      !rule.isSatisfied(
        by: try Circles.circle("r-4", named: "no room", members: 30, createdAfter: recent)))
  }

  @Test("a specification can filter a repository, which applies it to every circle it holds")
  func repositorySideFilter() async throws {
    let recent: TimeInterval = 20 * 24 * 60 * 60
    let store = try Circles.store([
      try Circles.circle("f-1", named: "lively", members: 12, createdAfter: recent),
      try Circles.circle("f-2", named: "quiet", members: 2, createdAfter: recent),
      try Circles.circle("f-3", named: "crowded", members: 30, createdAfter: recent + 1),
    ])

    let recommended = await store.findAll(satisfying: RecommendedCircle(now: now))
    let withRoom = await store.findAll(satisfying: CircleIsFull().not())

    #expect(recommended.map(\.id.value) == ["f-1"])
    #expect(withRoom.map(\.id.value) == ["f-1", "f-2"])
  }
}
