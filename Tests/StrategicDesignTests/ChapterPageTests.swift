// Chapter 11 — Strategic design: the chapter's page has one section per teaching point,
// in both editions. Docs/11-strategic-design.md

import Foundation
import Testing

@Suite("Chapter 11's page")
struct ChapterPageTests {
  /// The package's root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(
    "chapter 11 teaches SD-1 to SD-10, one section each, in order, in both editions",
    arguments: ["Docs/11-strategic-design.md", "Docs/ko/11-strategic-design.md"])
  func everyPointHasASection(page: String) throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("## SD-") }
      .compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) }
    #expect(headings == (1...10).map { "SD-\($0)" })
  }
}
