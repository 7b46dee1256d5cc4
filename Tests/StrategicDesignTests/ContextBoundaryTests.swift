// Chapter 11 — Strategic design (SD-3, SD-5): contexts share no storage, and every event
// that crosses a boundary is on the map. Docs/11-strategic-design.md, Docs/context-map.md
//
// Both read the sources as text: a file of one context that names another context's store
// or event is found whatever it imports. The last test plants a consumer the map does not
// list and expects it named.

import ExampleSupport
import Foundation
import Testing

/// The Swift files of `Sources/`, by their path under it, and their text.
private func sources() throws -> [String: String] {
  let root = ContextMapDocument.packageRoot.appendingPathComponent("Sources")
  var files: [String: String] = [:]
  let walker = FileManager.default.enumerator(atPath: root.path)
  while let path = walker?.nextObject() as? String {
    guard path.hasSuffix(".swift") else { continue }
    files[path] = try String(
      contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
  return files
}

/// Every event another context consumes, found in `files`: (event, consuming context, file).
///
/// An event is a case of `UserEvent` or `CircleEvent`, or an integration event; its home is
/// the context of the file that declares it. A file of another context (machinery aside)
/// consumes it when it names the event's type, or names the event's outbox wrapper and its
/// case (`.withdrew`).
func crossingEvents(in files: [String: String], map: ContextMapDocument) -> Set<[String]> {
  var events: [(type: String, home: String, words: [String])] = []
  for (path, text) in files {
    guard let home = map.placement(of: path)?.context else { continue }
    let wrapper: String? =
      text.contains("public enum UserEvent:")
      ? "UserOutboxEvent"
      : text.contains("public enum CircleEvent:") ? "CircleOutboxEvent" : nil
    if let wrapper {
      for match in text.matches(of: #/\n  case (\w+)\((\w+)\)\n/#) {
        events.append((String(match.2), home, [wrapper, "." + String(match.1)]))
      }
    }
    for match in text.matches(of: #/public struct (\w+IntegrationEvent)\b/#) {
      events.append((String(match.1), home, []))
    }
  }
  var found: Set<[String]> = []
  for (path, text) in files {
    guard let context = map.placement(of: path)?.context, context != "machinery" else { continue }
    let code = text.split(separator: "\n")
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
    let words = Set(code.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    for event in events where event.home != context {
      let namesType = words.contains(event.type)
      let namesCase = !event.words.isEmpty && event.words.allSatisfy { code.contains($0) }
      if namesType || namesCase { found.insert([event.type, context, path]) }
    }
  }
  return found
}

/// The map's list of events that cross a boundary: (event, consuming context, file).
func listedCrossings(_ markdown: String) -> Set<[String]> {
  let lines = markdown.split(separator: "\n").map(String.init)
  guard let start = lines.firstIndex(where: { $0.hasPrefix("<!-- events:") }) else { return [] }
  let rows = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    .dropFirst(2)
  return Set(
    rows.map { row in
      let cells = row.split(separator: "|").map {
        $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: "`"))
      }
      return [cells[0], cells[2], cells[4]]
    })
}

/// What files outside the profiles context name of `ValueObjects` beyond the shared kernel
/// (`UserId`, `Identifier` and `TextRules`, with their tags): "path: Type", sorted.
///
/// The module also holds chapter 1's other values (`UserName`, `Money`, …): they are the
/// profiles' own, so no other context's code may name them, in code or in a signature.
func valuesBeyondTheKernel(in files: [String: String], map: ContextMapDocument) -> [String] {
  let kernel: Set<String> = ["UserId", "Identifier", "IdentifierTag", "UserTag", "TextRules"]
  var values: Set<String> = []
  for (path, text) in files where path.hasPrefix("ValueObjects/") {
    for match in text.matches(of: #/\npublic (?:struct|enum|protocol|final class) (\w+)/#) {
      values.insert(String(match.1))
    }
  }
  var found: [String] = []
  for (path, text) in files {
    guard let context = map.placement(of: path)?.context,
      !["profiles", "kernel", "machinery"].contains(context)
    else { continue }
    let code = text.split(separator: "\n")
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
    let words = Set(code.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    for value in values.subtracting(kernel) where words.contains(value) {
      found.append("\(path): \(value)")
    }
  }
  return found.sorted()
}

@Suite(
  "Contexts share no storage, and every event that crosses a boundary is on the map (SD-3, SD-5)")
struct ContextBoundaryTests {
  @Test(
    "no file of the circles context opens the users' journal, takes its lock or names a profile store's type"
  )
  func circlesShareNoStorage() throws {
    let map = try ContextMapDocument.fromPackage()
    let forbidden = [
      "users.journal", "UserTable", "FileUserRepository", "InMemoryUserRepository",
      "import Persistence",
    ]
    var found: [String] = []
    var read = 0
    for (path, text) in try sources() where map.placement(of: path)?.context == "circles" {
      read += 1
      for word in forbidden where text.contains(word) { found.append("\(path): \(word)") }
    }
    #expect(read > 20)
    #expect(found.sorted() == [])
  }

  @Test(
    "every event one context consumes from another is listed on the map, and every listed one is consumed"
  )
  func everyCrossingIsListed() throws {
    let map = try ContextMapDocument.fromPackage()
    let page = try String(
      contentsOf: ContextMapDocument.packageRoot.appendingPathComponent("Docs/context-map.md"),
      encoding: .utf8)
    let found = crossingEvents(in: try sources(), map: map)
    #expect(!found.isEmpty)
    #expect(found.subtracting(listedCrossings(page)).sorted { $0.joined() < $1.joined() } == [])
    #expect(listedCrossings(page).subtracting(found).sorted { $0.joined() < $1.joined() } == [])
  }

  @Test("a planted consumer of another context's event that the map does not list is named")
  func plantedConsumerFails() throws {
    let map = try ContextMapDocument.fromPackage()
    var files = try sources()
    files["Gateways/Planted.swift"] =
      "func handle(_ event: UserOutboxEvent) { if case .renamed = event.event {} }"
    let found = crossingEvents(in: files, map: map)
    #expect(found.contains(["UserRenamed", "pictures", "Gateways/Planted.swift"]))
  }

  @Test(
    "the shared kernel is only what profiles and circles own together: no other context names a value of chapter 1 beyond UserId, Identifier and TextRules"
  )
  func kernelIsSmall() throws {
    let map = try ContextMapDocument.fromPackage()
    var files = try sources()
    #expect(valuesBeyondTheKernel(in: files, map: map) == [])
    // Seen to fail: a pictures file that names the profiles' UserName is found.
    files["Gateways/Planted.swift"] = "func show(_ name: UserName) {}"
    #expect(valuesBeyondTheKernel(in: files, map: map) == ["Gateways/Planted.swift: UserName"])
  }
}
