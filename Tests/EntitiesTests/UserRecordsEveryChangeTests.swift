// Chapter 2 — Entities (EN-2), with chapter 9's events (EV-1): every behaviour that
// changes a user records what happened. Docs/02-entities.md, Docs/09-events-and-queries.md
//
// Read first: `behaviours`, the table. It names every public behaviour of `User` that
// makes or changes one, with a call that changes something; the first test runs each and
// fails when one records nothing. The second test reads `Sources/Entities` and fails when a
// behaviour is declared that the table does not name, so a new one cannot forget its event.

import Entities
import Foundation
import TestSupport
import Testing
import ValueObjects

@Suite("Every behaviour that changes a user records its event (EN-2, EV-1)")
struct UserRecordsEveryChangeTests {
  /// A behaviour of `User` by its full name, and a call of it that changes something of a
  /// user of type `from`.
  struct Behaviour: Sendable, CustomTestStringConvertible {
    let name: String
    var from: UserType = .normal
    let run: @Sendable (User) throws -> User
    var testDescription: String { name }
  }

  // region: behaviours
  /// Every public behaviour that makes or changes a user.
  static let behaviours: [Behaviour] = [
    Behaviour(name: "register(id:name:at:)") { user in
      User.register(id: user.id, name: user.name, at: Fixtures.instant(9))
    },
    Behaviour(name: "changeName(to:at:)") { user in
      var user = user
      user.changeName(to: try UserName("박영희"), at: Fixtures.instant(9))
      return user
    },
    Behaviour(name: "changeStatusMessage(to:at:)") { user in
      var user = user
      user.changeStatusMessage(to: try StatusMessage("DDD 공부 중"), at: Fixtures.instant(9))
      return user
    },
    Behaviour(name: "upgrade(at:)") { user in
      var user = user
      user.upgrade(at: Fixtures.instant(9))
      return user
    },
    Behaviour(name: "downgrade(at:)", from: .premium) { user in
      var user = user
      user.downgrade(at: Fixtures.instant(9))
      return user
    },
    Behaviour(name: "withdraw(at:)") { user in
      var user = user
      user.withdraw(at: Fixtures.instant(9))
      return user
    },
  ]
  // endregion

  @Test(
    "each behaviour that changes a user records exactly one event about that user",
    arguments: behaviours)
  func recordsItsEvent(behaviour: Behaviour) throws {
    // Given a user as a repository hands it back: no event recorded yet
    let kim = User(
      id: try UserId("user-1"), name: try UserName("김철수"), type: behaviour.from,
      createdAt: Fixtures.instant(0))

    let changed = try behaviour.run(kim)

    #expect(
      changed.recordedEvents.count == 1, "\(behaviour.name) recorded \(changed.recordedEvents)")
    #expect(changed.recordedEvents.last?.user == kim.id)
    #expect(changed.recordedEvents.last?.occurredAt == Fixtures.instant(9))
  }

  @Test("the table names every public behaviour User declares, so none can skip its event")
  func tableIsComplete() throws {
    let declared = try Self.declaredBehaviours()
    #expect(!declared.isEmpty, "no behaviour found: has User moved?")
    #expect(Set(declared) == Set(Self.behaviours.map(\.name)))
  }

  /// The full names of the `public mutating func`s and `public static func register`s
  /// declared in `User`'s body and its extensions, read from the sources.
  static func declaredBehaviours() throws -> [String] {
    let entities = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Entities")
    let files = FileManager.default.enumerator(at: entities, includingPropertiesForKeys: nil)
    var names: [String] = []
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      var inUser = false
      var pending = ""
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        if !line.hasPrefix(" ") && !line.hasPrefix("}") && !line.hasPrefix("//") {
          inUser =
            line.contains("struct User:") || line.hasPrefix("extension User ")
            || line.hasPrefix("extension User:") || line == "extension User {"
        }
        guard inUser else { continue }
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("public mutating func ") || text.hasPrefix("public static func register")
          || !pending.isEmpty
        {
          pending += text
          if let name = fullName(pending) {
            names.append(name)
            pending = ""
          }
        }
      }
    }
    return names
  }

  /// `changeName(to:at:)` from a declaration's text, once its parameter list is closed.
  static func fullName(_ declaration: String) -> String? {
    guard let open = declaration.firstIndex(of: "("),
      let close = declaration[open...].firstIndex(of: ")")
    else { return nil }
    let base = declaration[..<open].split(separator: " ").last ?? ""
    let labels = declaration[declaration.index(after: open)..<close]
      .split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces).split(separator: ":").first ?? "" }
      .map { "\($0.split(separator: " ").first ?? ""):" }
    return "\(base)(\(labels.joined()))"
  }
}
