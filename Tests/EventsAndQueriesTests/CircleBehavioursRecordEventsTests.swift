// Chapter 9 — Domain events (EV-1): every change of a circle aggregate records its event.
// Docs/09-events-and-queries.md
//
// The table below runs each public behaviour that changes `Circle` or `CircleInvitation`
// and checks that it recorded what happened. A second test reads `Sources/Aggregates` and
// fails when a behaviour is declared there that the table does not run, so a new one
// cannot be added without its event.

import Aggregates
import Foundation
import TestSupport
import Testing
import ValueObjects

/// A public behaviour that changes a circle, run on a stored circle with no events yet.
struct CircleBehaviour: Sendable, CustomTestStringConvertible {
  /// The behaviour's name as declared, `name(label:label:)`.
  let name: String
  /// Runs the behaviour on `circle`; returns the changed circle.
  let run: @Sendable (Circle) throws -> Circle?

  var testDescription: String { name }

  static let instant = Fixtures.instant(42)

  /// Every public behaviour that changes `Circle` or `CircleInvitation` (which has none: an
  /// invitation is made, then ended by deleting it).
  static let all: [CircleBehaviour] = [
    CircleBehaviour(name: "join(_:limit:at:)") { circle in
      var circle = circle
      try circle.join(try UserId("lee"), at: instant)
      return circle
    },
    CircleBehaviour(name: "accept(_:limit:at:)") { circle in
      var circle = circle
      let invitation = try CircleInvitation(
        id: try CircleInvitationId("invitation-1"), circle: circle, inviter: circle.owner,
        invitee: try UserId("lee"), createdAt: instant)
      try circle.accept(invitation, limit: .standard, at: instant)
      return circle
    },
    CircleBehaviour(name: "leave(_:at:)") { circle in
      var circle = circle
      try circle.leave(try UserId("park"), at: instant)
      return circle
    },
    CircleBehaviour(name: "rename(to:at:)") { circle in
      var circle = circle
      circle.rename(to: try CircleName("iOS 모임"), at: instant)
      return circle
    },
    CircleBehaviour(name: "removingWithdrawnMember(_:at:)") { circle in
      circle.removingWithdrawnMember(circle.owner, at: instant)
    },
  ]

  /// Declarations the guard finds that change nothing a domain expert would name.
  static let exempt: [String: String] = [
    "advancingVersion()": "storage bookkeeping: the copy a store keeps, one version on"
  ]
}

@Suite("Every behaviour that changes a circle aggregate records its event (EV-1)")
struct CircleBehavioursRecordEventsTests {
  /// The circle each behaviour starts from: as a repository hands it out, with no events.
  static func storedCircle() throws -> Circle {
    let owner = try UserId("kim")
    return try Circle(
      restoring: try CircleId("circle-1"), name: try CircleName("Swift 모임"), owner: owner,
      members: [owner, try UserId("park")], createdAt: Fixtures.instant(0), version: 1)
  }

  @Test(
    "each public behaviour that changes a circle records an event about it, at its instant",
    arguments: CircleBehaviour.all)
  func behaviourRecords(behaviour: CircleBehaviour) throws {
    let before = try Self.storedCircle()
    #expect(before.recordedEvents.isEmpty)

    let after = try #require(try behaviour.run(before))

    #expect(after != before, "the behaviour changed nothing; pick a change that does")
    #expect(!after.recordedEvents.isEmpty, "\(behaviour.name) recorded nothing")
    for event in after.recordedEvents {
      #expect(event.circle == before.id)
      #expect(event.occurredAt == CircleBehaviour.instant)
    }
  }

  @Test("the table runs every public behaviour that changes a circle or an invitation")
  func tableCoversEveryBehaviour() throws {
    let declared = try AggregateSource.changingBehaviours(
      of: ["Circle", "CircleInvitation"], in: "Sources/Aggregates")
    let covered = Set(CircleBehaviour.all.map(\.name)).union(CircleBehaviour.exempt.keys)

    #expect(!declared.isEmpty)
    #expect(
      declared.subtracting(covered).isEmpty, "not in the table: \(declared.subtracting(covered))")
    #expect(
      covered.subtracting(declared).isEmpty, "no longer declared: \(covered.subtracting(declared))")
  }
}

/// Reads the aggregates' source for the behaviours that change them.
enum AggregateSource {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `name(labels:)` of every public `mutating func` of these types, and of every
  /// public `func` of theirs that returns a changed copy of the type, in `folder`.
  static func changingBehaviours(of types: Set<String>, in folder: String) throws -> Set<String> {
    let directory = packageRoot.appendingPathComponent(folder)
    var found: Set<String> = []
    for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
    where file.hasSuffix(".swift") {
      let text = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      found.formUnion(behaviours(in: text, of: types))
    }
    return found
  }

  private static func behaviours(in text: String, of types: Set<String>) -> Set<String> {
    var found: Set<String> = []
    var owner: String?
    let lines = text.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      // A declaration at the start of a line opens a top-level type or extension.
      if let match = line.firstMatch(
        of: /^(?:public )?(?:struct|enum|extension|final class|actor|protocol) (\w+)/)
      {
        owner = String(match.1)
      }
      guard let owner, types.contains(owner), line.hasPrefix("  public "),
        let match = line.firstMatch(of: /public (mutating )?func (\w+)\(/)
      else { continue }
      // The whole signature, up to the body's brace, may span several lines.
      var signature = ""
      for next in lines[index...] {
        signature += next + " "
        if next.contains("{") { break }
      }
      let returnsCopy =
        signature.contains("-> \(owner) ") || signature.contains("-> \(owner)? ")
      guard match.1 != nil || returnsCopy else { continue }
      found.insert("\(match.2)(\(labels(of: signature)))")
    }
    return found
  }

  /// `_:limit:at:` for `join(_ user: UserId, limit: … , at instant: Date)`.
  private static func labels(of signature: String) -> String {
    guard let open = signature.firstIndex(of: "("),
      let close = signature[open...].firstIndex(of: ")")
    else { return "" }
    let parameters = signature[signature.index(after: open)..<close]
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    return parameters.map { parameter in
      let label = parameter.split(separator: " ").first.map(String.init) ?? ""
      return (label.hasSuffix(":") ? String(label.dropLast()) : label) + ":"
    }.joined()
  }
}
