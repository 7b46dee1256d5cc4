// The exercises are numbered in the order of the chapters, so `learn next` follows the
// chapters: Docs/exercises.md's table gives each exercise's chapter, and the chapter never
// goes down as the number goes up. Docs/exercises.md

import Foundation
import Testing

@Suite("Learn: the exercises follow the chapters")
struct ExerciseOrderTests {
  /// One row of Docs/exercises.md's table: the number, the folder it links and the chapter.
  struct Row: Equatable {
    let number: Int
    let folder: String
    let chapter: Int
  }

  /// The rows of the table in Docs/exercises.md, in the order they are written.
  static func rows(in page: String) -> [Row] {
    page.split(separator: "\n").compactMap { line -> Row? in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 4, let number = Int(cells[0]),
        let folder = cells[1].firstMatch(of: /Exercises\/([0-9]{2}-[a-z0-9-]+)\//)?.1,
        let chapter = cells[3].firstMatch(of: /^\[([0-9]+)\]/).flatMap({ Int($0.1) })
      else { return nil }
      return Row(number: number, folder: String(folder), chapter: chapter)
    }
  }

  /// The rows whose chapter is lower than the chapter of an exercise numbered before them.
  static func outOfOrder(_ rows: [Row]) -> [Row] {
    var latest = 0
    var found: [Row] = []
    for row in rows.sorted(by: { $0.number < $1.number }) {
      if row.chapter < latest { found.append(row) }
      latest = max(latest, row.chapter)
    }
    return found
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("an exercise's chapter never comes before the chapter of an exercise numbered lower")
  func chaptersNeverGoBack() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/exercises.md"), encoding: .utf8)
    let rows = Self.rows(in: page)

    #expect(rows.count > 20)
    #expect(Self.outOfOrder(rows) == [])
    #expect(rows.map(\.number) == rows.map(\.number).sorted(), "the table lists them in order")
    for row in rows {
      #expect(row.folder.hasPrefix(row.number < 10 ? "0\(row.number)-" : "\(row.number)-"))
    }
  }

  @Test("the table in Docs/exercises.md lists every exercise folder, and only those")
  func tableListsEveryFolder() throws {
    let page = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/exercises.md"), encoding: .utf8)
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Exercises").path
    )
    .filter { $0.count > 3 && $0.prefix(2).allSatisfy(\.isNumber) && $0.dropFirst(2).first == "-" }

    #expect(Self.rows(in: page).map(\.folder).sorted() == folders.sorted())
  }

  @Test("two exercises swapped across chapters are found out of order")
  func swapIsFound() {
    let rows = [
      Row(number: 8, folder: "08-a", chapter: 4), Row(number: 9, folder: "09-b", chapter: 5),
      Row(number: 10, folder: "10-c", chapter: 4),
    ]

    #expect(Self.outOfOrder(rows) == [rows[2]])
  }
}
