// Circles with known ids, names and creation times for chapter 7's tests.

import Aggregates
import CirclePersistence
import Foundation
import Persistence
import TestSupport
import ValueObjects

/// Builders for circles.
enum Circles {
  static func circle(
    _ id: String, named name: String, owner: String = "owner",
    members: Int = 1, createdAfter seconds: TimeInterval = 0
  ) throws -> Circle {
    var circle = Circle(
      id: try CircleId(id), name: try CircleName(name), owner: try UserId(owner),
      createdAt: Fixtures.instant(seconds))
    for index in 1..<max(members, 1) {
      try circle.join(try UserId("\(id)-member-\(index)"), at: Fixtures.instant(0))
    }
    return circle
  }
}

/// A premium-member count fixed in advance: the full-circle rule's port, without a repository.
struct FixedPremiumCount: PremiumMemberCounter {
  let count: Int

  func countPremiumMembers(among members: [UserId]) async throws -> Int {
    min(count, members.count)
  }
}

extension Circles {
  /// The limit the full-circle rule gives a circle with `premium` premium members.
  static func limit(premium: Int, for circle: Circle) async throws -> CircleMemberLimit {
    try await CircleFullSpecification(premiumMembers: FixedPremiumCount(count: premium))
      .limit(for: circle)
  }

  /// A circle of `members` members that grew under the higher limit (11 premium members).
  static func premiumCircle(_ id: String, named name: String, members: Int) async throws
    -> Circle
  {
    var circle = try circle(id, named: name)
    for index in 1..<max(members, 1) {
      let limit = try await limit(premium: 11, for: circle)
      try circle.join(try UserId("\(id)-member-\(index)"), limit: limit, at: Fixtures.instant(0))
    }
    return circle
  }
}

extension Circles {
  /// Everyone the chapter's circle tests name.
  ///
  /// kim, park, lee, choi, jung, owner, user-1 … user-40, and the members
  /// `circle(_:named:members:)` makes for circle-1 … circle-3. A circle repository lets in only
  /// users (IN-6), so every repository here knows them.
  static let everyone: [String] =
    ["kim", "park", "lee", "choi", "jung", "owner"] + (1...40).map { "user-\($0)" }
    + (1...3).flatMap { circle in (1...49).map { "circle-\(circle)-member-\($0)" } }

  /// An in-memory circle repository holding `circles`, whose users are ``everyone``.
  static func store(_ circles: [Circle] = []) throws -> InMemoryCircleRepository {
    InMemoryCircleRepository(circles)
  }
}
