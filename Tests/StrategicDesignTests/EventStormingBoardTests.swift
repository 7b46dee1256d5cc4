// Chapter 11 — Strategic design (SD-9): the EventStorming board on the chapter's page is
// read as text, and every sticky that became code names a type that exists, so the board
// cannot drift from the model. Docs/11-strategic-design.md

import Foundation
import Testing

@Suite(
  "The EventStorming board of the circle domain maps every sticky to the code it became (SD-9)")
struct EventStormingBoardTests {
  /// The package's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The kinds of sticky a board holds; the first five become code.
  static let codeKinds: Set = ["command", "aggregate", "event", "policy", "readModel"]
  static let allKinds = codeKinds.union(["actor", "hotSpot"])

  /// The board's Mermaid source on `page`: the block after its marker.
  static func board(on page: String) throws -> String {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    let afterMarker = try #require(
      text.components(separatedBy: "<!-- eventstorming-board").dropFirst().first)
    let block = try #require(afterMarker.components(separatedBy: "```").dropFirst().first)
    return block
  }

  /// Every sticky of `board`: its label and its kind (`node["Label"]:::kind`).
  static func stickies(of board: String) throws -> [(label: String, kind: String)] {
    let sticky = try Regex(#"\w+(?:\(\[|\[/|\{\{|\[)"([^"]+)"(?:\]\)|/\]|\}\}|\]):::(\w+)"#)
    return board.matches(of: sticky).compactMap { match in
      guard let label = match.output[1].substring, let kind = match.output[2].substring else {
        return nil
      }
      return (String(label), String(kind))
    }
  }

  /// The names of the types declared in Sources/.
  static func declaredTypes() throws -> Set<String> {
    let sources = root.appendingPathComponent("Sources")
    let declaration = try Regex(
      #"(?m)^public (?:final )?(?:struct|enum|protocol|actor|class|typealias) ([A-Z]\w*)"#)
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: declaration) {
        if let name = match.output[1].substring { names.insert(String(name)) }
      }
    }
    return names
  }

  // region: boardTest
  @Test(
    "every command, aggregate, event, policy and read model on the board names a type of the workshop",
    arguments: ["Docs/11-strategic-design.md", "Docs/ko/11-strategic-design.md"])
  func everyStickyIsCode(page: String) throws {
    let stickies = try Self.stickies(of: try Self.board(on: page))
    let types = try Self.declaredTypes()

    let unknown = stickies.filter { Self.codeKinds.contains($0.kind) && !types.contains($0.label) }

    #expect(unknown.map(\.label).isEmpty, "stickies that name no type in Sources/")
    #expect(Set(stickies.map(\.kind)) == Self.allKinds, "every kind of sticky, and no other")
  }
  // endregion
}
