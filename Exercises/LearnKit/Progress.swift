// The learner's progress, kept in .learn-progress.json at the workshop's root (git ignores
// it): which exercise is current, which are solved, how many hints each has shown.
// ProgressStore reads and writes it safely when two `learn` processes run. Docs/exercises.md

import Foundation

/// Where the learner is: the current exercise, the solved ones, the hints shown.
package struct Progress: Codable, Equatable, Sendable {
  /// The exercise the watcher, `hint` and `next` work on.
  package var current = 1
  /// The exercises whose tests all passed.
  package var solved: Set<Int> = []
  /// How many hints each exercise has shown, by its two-digit tag.
  package var hintsShown: [String: Int] = [:]

  /// The exercises' numbering that progress files are written under.
  ///
  /// Files without one are numbering 1, from before the exercises of chapters 8–10 were
  /// renumbered in chapter order. Reading an older file renumbers it, so a learner's
  /// progress survives.
  package static let numbering = 2

  /// Numbering 1 → 2: chapter 8's exercises were 40–42, chapter 9's 50–52 and chapter
  /// 10's 30–32; in chapter order they are 30–32, 40–42 and 50–52.
  package static let renumbering: [Int: Int] = [
    40: 30, 41: 31, 42: 32, 50: 40, 51: 41, 52: 42, 30: 50, 31: 51, 32: 52,
  ]

  /// A fresh start: exercise 1, nothing solved, no hints.
  package init(current: Int = 1, solved: Set<Int> = [], hintsShown: [String: Int] = [:]) {
    self.current = current
    self.solved = solved
    self.hintsShown = hintsShown
  }

  private enum CodingKeys: String, CodingKey {
    case current, solved, hintsShown, numbering
  }

  /// Reads a progress file, renumbering one written under an older numbering.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let numbering = try container.decodeIfPresent(Int.self, forKey: .numbering) ?? 1
    current = try container.decodeIfPresent(Int.self, forKey: .current) ?? 1
    solved = try container.decodeIfPresent(Set<Int>.self, forKey: .solved) ?? []
    hintsShown = try container.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:]
    if numbering < 2 { self = renumbered(by: Self.renumbering) }
  }

  /// Writes the progress with the numbering it is written under.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(current, forKey: .current)
    try container.encode(solved, forKey: .solved)
    try container.encode(hintsShown, forKey: .hintsShown)
    try container.encode(Self.numbering, forKey: .numbering)
  }

  /// This progress with every exercise number moved as `map` says (numbers not in it stay).
  func renumbered(by map: [Int: Int]) -> Progress {
    func move(_ number: Int) -> Int { map[number] ?? number }
    var hints: [String: Int] = [:]
    for (tag, count) in hintsShown {
      let moved = Int(tag).map { move($0) }.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? tag
      hints[moved] = max(hints[moved] ?? 0, count)
    }
    return Progress(current: move(current), solved: Set(solved.map(move)), hintsShown: hints)
  }

  /// This progress with a later writer's folded in: solved marks are a union, hint counts
  /// take the larger, and the current exercise is the later writer's.
  ///
  /// Two processes that each add something never lose what the other added: neither
  /// a solved mark nor a hint count can go down through a merge.
  package func merging(_ later: Progress) -> Progress {
    Progress(
      current: later.current, solved: solved.union(later.solved),
      hintsShown: hintsShown.merging(later.hintsShown, uniquingKeysWith: max))
  }
}
