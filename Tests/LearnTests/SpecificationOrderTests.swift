// The specification follows the chapters: each suite stands under the first teaching point
// its name states, in the chapter that teaches it, whatever test target holds it; points
// come in the order the chapter pages teach them; a point without any rule is reported.
// Docs/specification.md

import Foundation
import LearnKit
import Testing

@Suite("Learn: the specification in chapter order")
struct SpecificationOrderTests {
  static let points = [
    TeachingPoint(id: "AS-5", title: "A use case object", chapter: 5),
    TeachingPoint(id: "IN-1", title: "Check-then-act", chapter: 8),
    TeachingPoint(id: "IN-2", title: "Rule in the domain, guarantee in the store", chapter: 8),
    TeachingPoint(id: "IN-3", title: "Unit of work", chapter: 8),
  ]

  /// An event stream with one suite per (module, display name), each with one test.
  static func stream(_ suites: [(module: String, name: String)], files: [Int: String] = [:])
    -> Specification
  {
    var lines: [String] = []
    for (index, suite) in suites.enumerated() {
      let id = "\(suite.module).Suite\(index)"
      let file = files[index] ?? "\(suite.module)/Suite\(index).swift"
      lines.append(
        #"{"kind":"test","payload":{"id":"\#(id)","kind":"suite","displayName":"\#(suite.name)","#
          + #""sourceLocation":{"fileID":"\#(file)","line":1}}}"#)
      lines.append(
        #"{"kind":"test","payload":{"id":"\#(id)/rule()","kind":"function","#
          + #""displayName":"rule of \#(suite.name)","sourceLocation":{"fileID":"\#(file)","line":2}}}"#
      )
    }
    return Specification(eventStream: lines.joined(separator: "\n"))
  }

  @Test(
    "a suite stands under the first point it names, in that point's chapter, whatever target holds it"
  )
  func placedByPoint() throws {
    let specification = Self.stream([
      ("PersistenceTests", "Every store guards names atomically (IN-2, IN-3)"),
      ("ExamplesTests", "Two processes registering one name (IN-2)"),
    ])

    let chapters = specification.chapters(points: Self.points)

    let sections = try #require(chapters.first { $0.chapter.hasPrefix("Chapter 8 ") }?.sections)
    #expect(
      chapters.allSatisfy {
        $0.sections.allSatisfy { $0.suites.isEmpty } || $0.chapter.hasPrefix("Chapter 8 ")
      })
    let inTwo = try #require(sections.first { $0.point?.id == "IN-2" })
    #expect(inTwo.suites.count == 2)
    let inThree = try #require(sections.first { $0.point?.id == "IN-3" })
    #expect(inThree.suites.isEmpty)
    #expect(inThree.alsoStatedBy.map(\.home) == ["IN-2"])
  }

  @Test("points come in the order the chapter teaches them, not in the order of the test files")
  func chapterOrder() {
    let specification = Self.stream([
      ("ApplicationServicesTests", "Withdrawal with an archive (AS-5)"),
      ("AAAFirstFileTests", "Atomic save (IN-2)"),
      ("ZZZLastFileTests", "The race (IN-1)"),
    ])

    let markdown = specification.markdown(points: Self.points)

    let order = ["### AS-5 ", "### IN-1 ", "### IN-2 "].compactMap {
      markdown.range(of: $0)?.lowerBound
    }
    #expect(order.count == 3)
    #expect(order == order.sorted())
  }

  @Test("a suite that names no point closes its module's chapter as one of its other rules")
  func otherRules() {
    let specification = Self.stream([("IntegrityTests", "Something without an id")])

    let markdown = specification.markdown(points: Self.points)

    #expect(markdown.contains("### Other rules\n\n#### Something without an id"))
  }

  @Test("a teaching point that a chapter's headings name and no suite states is reported")
  func missingPoint() {
    let specification = Self.stream([("IntegrityTests", "The race (IN-1, IN-2)")])

    #expect(specification.missingPoints(Self.points).map(\.id) == ["AS-5", "IN-3"])
    #expect(
      specification.markdown(points: Self.points).contains("_No rule states this point yet._"))
  }

  @Test(
    "the terminal specification says where a point's rules stand when a suite under an earlier point states it"
  )
  func terminalSaysWhereRulesStand() throws {
    let specification = Self.stream([
      ("PersistenceTests", "Every store guards names atomically (IN-2, IN-3)")
    ])

    let lines = specification.terminal(points: Self.points, in: .english).lines

    let heading = try #require(lines.firstIndex { $0.hasSuffix("IN-3 Unit of work") })
    #expect(
      lines[heading + 1].trimmingCharacters(in: .whitespaces)
        == "Also stated by: *Every store guards names atomically (IN-2, IN-3)* (IN-2).")
    let korean = specification.terminal(points: Self.points, in: .korean).lines
    #expect(korean.contains { $0.contains("함께 말하는 스위트: ") })
  }

  @Test("the docs' own checks stand in a chapter of their own, never among a chapter's rules")
  func workshopChecksApart() throws {
    let specification = Self.stream(
      [
        ("ExamplesTests", "Golden output: every example prints its story (IN-2)"),
        ("IntegrityTests", "The race (IN-1)"),
      ], files: [0: "ExamplesTests/GoldenOutputTests.swift"])

    let chapters = specification.chapters(points: Self.points)

    let domain = chapters.filter { !$0.chapter.hasPrefix("The workshop's own checks") }
    #expect(
      !domain.flatMap(\.sections).flatMap(\.suites).contains { $0.suite.name.hasPrefix("Golden") })
    #expect(!domain.flatMap(\.sections).contains { !$0.alsoStatedBy.isEmpty })
    let own = try #require(chapters.last)
    #expect(own.chapter.hasPrefix("The workshop's own checks"))
    #expect(
      own.sections.flatMap(\.suites).map(\.suite.name) == [
        "Golden output: every example prints its story (IN-2)"
      ])
  }

  @Test(
    "every file filed as one of the workshop's own checks is a test file, under them on the page")
  func workshopCheckFilesExist() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let page = try String(
      contentsOf: root.appendingPathComponent("Docs/specification.md"), encoding: .utf8)
    let own = try #require(page.range(of: "## The workshop's own checks"))
    #expect(!workshopCheckFiles.isEmpty)
    for file in workshopCheckFiles {
      #expect(
        FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/" + file).path),
        "\(file) is no test file")
      let link = try #require(page.range(of: "](../Tests/\(file))"), "\(file) is not on the page")
      #expect(link.lowerBound > own.lowerBound, "\(file) stands among the domain's rules")
    }
  }

  @Test("ids are read from a suite's name, ranges included")
  func idsInNames() {
    #expect(TeachingPoint.ids(in: "User, an entity (EN-1 … EN-3)") == ["EN-1", "EN-2", "EN-3"])
    #expect(TeachingPoint.ids(in: "x (EV-2, EV-3, IN-3)") == ["EV-2", "EV-3", "IN-3"])
    #expect(TeachingPoint.ids(in: "no id here").isEmpty)
  }

  @Test("the workshop's specification names every teaching point its chapter pages head")
  func workshopHasEveryPoint() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let points = TeachingPoint.read(root: root)
    let page = try String(
      contentsOf: root.appendingPathComponent("Docs/specification.md"), encoding: .utf8)

    #expect(points.count > 60)
    for point in points {
      #expect(page.contains("### \(point.id) "), "\(point.id) has no section")
    }
    #expect(!page.contains("_No rule states this point yet._"))
  }
}
