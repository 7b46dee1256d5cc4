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

  /// A fresh start: exercise 1, nothing solved, no hints.
  package init(current: Int = 1, solved: Set<Int> = [], hintsShown: [String: Int] = [:]) {
    self.current = current
    self.solved = solved
    self.hintsShown = hintsShown
  }

  private enum CodingKeys: String, CodingKey {
    case current, solved, hintsShown, numbering
  }

  /// Reads a progress file's numbers as they are written; a file from an older numbering
  /// is translated by ``ProgressStore``, which knows the exercises on disk.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    current = try container.decodeIfPresent(Int.self, forKey: .current) ?? 1
    solved = try container.decodeIfPresent(Set<Int>.self, forKey: .solved) ?? []
    hintsShown = try container.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:]
  }

  /// Writes the progress with the numbering it is written under, ``numbering``.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(current, forKey: .current)
    try container.encode(solved, forKey: .solved)
    try container.encode(hintsShown, forKey: .hintsShown)
    try container.encode(Self.numbering, forKey: .numbering)
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
