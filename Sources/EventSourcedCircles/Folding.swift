// Chapter 11 — Strategic design (SD-8): the circle while its facts are replayed.
// Docs/11-strategic-design.md
//
// Read only if curious: plain values, so a fact in the middle of a commit may leave the
// circle briefly without its owner (a withdrawn owner leaves, then ownership passes); the
// invariants are checked once the whole commit is applied, as the root kept them at save.

import Aggregates
import Foundation
import ValueObjects

/// A circle's state during a replay, checked into a `Circle` after each commit.
struct Folding: Sendable, Hashable {
  let id: CircleId
  var name: CircleName
  var owner: UserId
  var members: [UserId]
  let createdAt: Date

  /// The state a founding starts: the owner alone.
  init(founded: CircleFounded) {
    id = founded.circle
    name = founded.name
    owner = founded.owner
    members = [founded.owner]
    createdAt = founded.occurredAt
  }

  /// The state a snapshot (or a stored circle) starts.
  init(circle: Circle) {
    id = circle.id
    name = circle.name
    owner = circle.owner
    members = Array(circle.members)
    createdAt = circle.createdAt
  }

  /// Applies `event`; the reason it cannot have happened, or `nil` once applied.
  mutating func apply(_ event: CircleEvent) -> String? {
    switch event {
    case .memberJoined(let joined):
      guard !members.contains(joined.member) else {
        return "\(joined.member) joins but is a member already"
      }
      members.append(joined.member)
    case .memberLeft(let left):
      guard let index = members.firstIndex(of: left.member) else {
        return "\(left.member) leaves but is not a member"
      }
      members.remove(at: index)
    case .renamed(let renamed):
      guard renamed.from == name else {
        return "it is renamed from \(renamed.from.value) but is named \(name.value)"
      }
      name = renamed.to
    case .ownershipPassed(let passed):
      guard passed.from == owner, members.contains(passed.to) else {
        return "ownership passes from \(passed.from) to \(passed.to), who is not a member, "
          + "or from someone who is not the owner \(owner)"
      }
      owner = passed.to
    }
    return nil
  }

  /// The circle this state is, at `version`, through the root's invariants.
  func circle(at version: Int) throws(CircleEventStreamError) -> Circle {
    do throws(Circle.InvariantViolation) {
      return try Circle(
        restoring: id, name: name, owner: owner, members: members, createdAt: createdAt,
        version: version)
    } catch {
      throw .invariant(circle: id, version: version, violation: error)
    }
  }
}
