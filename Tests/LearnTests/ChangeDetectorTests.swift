// The watcher's change detector: every kind of save is seen, including an editor's
// write-to-a-temporary-file-then-rename, and nothing is seen when nothing changed. No test
// sleeps: each one changes files, then asks the detector once. Docs/exercises.md

import Foundation
import LearnKit
import Testing

@Suite("Learn: the watcher sees every save")
struct ChangeDetectorTests {
  @Test("nothing changed is no change, however often the detector looks")
  func quietFolder() throws {
    let workshop = try Workshop(exercises: 1)
    defer { workshop.remove() }
    var detector = ChangeDetector(folder: workshop.url("Exercises/01-exercise/Sources"))

    let change1 = detector.detectChange()
    #expect(!change1)
    let change2 = detector.detectChange()
    #expect(!change2)
  }

  @Test("a save made by renaming a new file over the old one is a change, same size and time")
  func renameOverIsAChange() throws {
    let workshop = try Workshop(exercises: 1)
    defer { workshop.remove() }
    let folder = workshop.url("Exercises/01-exercise/Sources")
    let file = folder.appendingPathComponent("Rule.swift")
    let time = try #require(
      try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date)
    var detector = ChangeDetector(folder: folder)

    // An editor writes the new text (here the same size) beside the file, then renames it.
    let temporary = folder.appendingPathComponent(".Rule.swift.swp")
    try "// stub 99\n".write(to: temporary, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: temporary.path)
    #expect(rename(temporary.path, file.path) == 0)

    let change3 = detector.detectChange()
    #expect(change3)
    let change4 = detector.detectChange()
    #expect(!change4)
  }

  @Test("a file written in place, added or removed is a change")
  func writesAddsAndRemoves() throws {
    let workshop = try Workshop(exercises: 1)
    defer { workshop.remove() }
    let folder = workshop.url("Exercises/01-exercise/Sources")
    var detector = ChangeDetector(folder: folder)

    try workshop.write("// longer text now\n", to: "Exercises/01-exercise/Sources/Rule.swift")
    let change5 = detector.detectChange()
    #expect(change5)
    try workshop.write("// helper\n", to: "Exercises/01-exercise/Sources/Helper.swift")
    let change6 = detector.detectChange()
    #expect(change6)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Helper.swift"))
    let change7 = detector.detectChange()
    #expect(change7)
  }
}
