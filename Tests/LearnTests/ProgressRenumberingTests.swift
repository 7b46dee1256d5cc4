// A learner's progress survives the renumberings of the exercises: a progress file written
// under an older numbering is carried over by slug (old number → slug → today's number),
// once, and the runner moves through numbers with gaps in them. Docs/exercises.md

import Foundation
import LearnKit
import Testing

@Suite("Learn: progress survives the renumbering of the exercises")
struct ProgressRenumberingTests {
  /// The workshop's own exercise folders, as shipped.
  static func shippedFolders() throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Exercises").path
    )
    .filter { $0.count > 3 && $0.prefix(2).allSatisfy(\.isNumber) && $0.dropFirst(2).first == "-" }
    .sorted()
  }

  /// A workshop with the shipped exercises' folders and this progress file.
  static func workshop(progress: String) throws -> Workshop {
    let workshop = try Workshop(folders: try shippedFolders())
    try workshop.write(progress, to: ".learn-progress.json")
    return workshop
  }

  @Test("an old progress file (solved 30 and 40, current 21) reads as solved 23 and 26, current 10")
  func numbering2IsCarriedOver() throws {
    let workshop = try Self.workshop(
      progress: #"{"current": 21, "solved": [30, 40], "hintsShown": {"52": 2}, "numbering": 2}"#)
    defer { workshop.remove() }

    let progress = workshop.store.load()

    #expect(progress.current == 10)
    #expect(progress.solved == [23, 26])
    #expect(progress.hintsShown == ["31": 2])
    #expect(try workshop.read(".learn-progress.json").contains("\"numbering\" : 3"))
  }

  @Test("a carried-over file is carried over once: read again, its numbers stay")
  func carriedOverOnce() throws {
    let workshop = try Self.workshop(
      progress: #"{"current": 21, "solved": [10, 30], "hintsShown": {}, "numbering": 2}"#)
    defer { workshop.remove() }

    let first = workshop.store.load()
    let second = workshop.store.load()

    // 10 (the register use case) became 12; read again, 12 does not move on to 14
    #expect(first.solved == [12, 23])
    #expect(second == first)
    #expect(second.current == 10)
  }

  @Test("a file from the first numbering (no numbering named) goes through both renumberings")
  func numbering1IsCarriedOver() throws {
    let workshop = try Self.workshop(
      progress: #"{"current": 41, "solved": [1, 30, 40, 52], "hintsShown": {"32": 2, "50": 1}}"#)
    defer { workshop.remove() }

    let progress = workshop.store.load()

    // 41 → 31 (a stale copy), 30 → 50 (remote DTO), 40 → 30 (unique name), 52 → 42 (paging)
    #expect(progress.current == 24)
    #expect(progress.solved == [1, 32, 23, 28])
    #expect(progress.hintsShown == ["31": 2, "26": 1])
  }

  @Test("every exercise of the former numberings has a folder today, so no progress is lost")
  func everyFormerSlugExists() throws {
    let slugs = Set(try Self.shippedFolders().map { String($0.dropFirst(3)) })

    for (numbering, former) in Progress.formerSlugs {
      for (number, slug) in former.sorted(by: { $0.key < $1.key }) {
        #expect(slugs.contains(slug), "numbering \(numbering)'s exercise \(number), \(slug)")
      }
    }
  }

  @Test("a number that cannot be carried over is dropped, and learn says so once")
  func lostNumberIsNamed() async throws {
    let workshop = try Self.workshop(
      progress: #"{"current": 60, "solved": [1, 60], "hintsShown": {}, "numbering": 2}"#)
    defer { workshop.remove() }

    let first = try await workshop.learn("list")
    let second = try await workshop.learn("list")

    #expect(first.output.contains("except for exercise 60, which no longer exists"))
    #expect(!second.output.contains("no longer exists"))
    #expect(workshop.store.load() == Progress(current: 1, solved: [1]))
  }

  @Test("a progress file written under today's numbering is read as it is")
  func newFileStays() throws {
    let workshop = try Self.workshop(progress: "")
    defer { workshop.remove() }
    workshop.store.update { $0 = Progress(current: 23, solved: [10, 24], hintsShown: ["26": 1]) }

    #expect(
      workshop.store.load() == Progress(current: 23, solved: [10, 24], hintsShown: ["26": 1]))
  }

  @Test("next, prev and list move over numbers left free for exercises to come")
  func gapsInTheNumbers() async throws {
    let workshop = try Workshop(folders: ["27-exercise", "28-exercise", "31-exercise"])
    defer { workshop.remove() }
    workshop.store.update { $0 = Progress(current: 28, solved: [27]) }

    let next = try await workshop.learn("next")
    #expect(next.output.contains("Exercise 31: Rule 31"))
    #expect(workshop.store.load().current == 31)
    let back = try await workshop.learn("prev")
    #expect(back.output.contains("Exercise 28: Rule 28"))
    #expect(try await workshop.learn("list").output.hasSuffix("1 of 3 solved\n"))
  }
}
