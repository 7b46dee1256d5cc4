// A learner's progress across the renumberings of the exercises. A progress file says which
// numbering its numbers are in ("numbering"; none means 1). An older file's numbers are
// translated by slug, the folder name after the number, which never changes: old number →
// slug → the number of the folder with that slug today. ProgressStore translates a file
// once, when it first reads it, and writes it back under today's numbering.
// Docs/exercises.md

extension Progress {
  /// The numbering that progress files are written under.
  ///
  /// 1: until November 2026, chapter 10's exercises were 30–32, chapter 8's 40–42 and
  /// chapter 9's 50–52. 2: chapter 4's last two were 21 and 22, chapters 5–7 were 10–20, and
  /// chapters 8, 9 and 10 were numbered from 30, 40 and 50. 3: the exercises are numbered in
  /// chapter order, 01 and up.
  package static let numbering = 3

  /// Each former numbering's exercise numbers, by slug.
  package static let formerSlugs: [Int: [Int: String]] = [
    1: numbering2Slugs.reduce(into: [:]) { slugs, entry in
      slugs[numbering1To2.first { $0.value == entry.key }?.key ?? entry.key] = entry.value
    },
    2: numbering2Slugs,
  ]

  /// Numbering 1 → 2: the numbers that moved; the others stayed.
  private static let numbering1To2: [Int: Int] = [
    40: 30, 41: 31, 42: 32, 50: 40, 51: 41, 52: 42, 30: 50, 31: 51, 32: 52,
  ]

  /// Numbering 2: every exercise's number and slug.
  private static let numbering2Slugs: [Int: String] = [
    1: "money-subtracting", 2: "full-name-equality", 3: "user-name-rules",
    4: "user-change-name", 5: "entity-identity", 6: "duplicate-check", 7: "rich-entity",
    8: "find-by-name-index", 9: "record-mapping", 10: "register-use-case",
    11: "withdraw-use-case", 12: "time-at-the-edge", 13: "onboarding-view-model",
    14: "view-model-rename", 15: "club-member-limit", 16: "circle-has-room",
    17: "compose-specifications", 18: "inject-a-factory", 19: "full-circle-asks-the-repository",
    20: "accept-through-the-root", 21: "storage-out-of-the-use-case",
    22: "one-request-one-answer", 30: "unique-name-in-one-step", 31: "stale-copy-refused",
    32: "circles-after-a-withdrawal", 40: "rename-records-its-event",
    41: "an-idempotent-handler", 42: "page-by-cursor", 50: "remote-dto-to-domain",
    51: "bridge-a-callback", 52: "sign-out-or-withdraw",
  ]

  /// This progress, written under `numbering`, in today's numbers: each number's slug in
  /// that numbering, then the number of today's exercise with that slug (`numbers`).
  ///
  /// A number that cannot be carried over (no slug then, or no exercise with it now) is
  /// dropped and listed in `lost`; a current exercise that is lost becomes the first.
  package func translated(from numbering: Int, numbers: [String: Int]) -> (
    progress: Progress, lost: [Int]
  ) {
    guard numbering < Self.numbering else { return (self, []) }
    let slugs = Self.formerSlugs[numbering] ?? [:]
    var lost: Set<Int> = []
    func move(_ number: Int) -> Int? {
      guard let now = slugs[number].flatMap({ numbers[$0] }) else {
        lost.insert(number)
        return nil
      }
      return now
    }
    var hints: [String: Int] = [:]
    for (tag, count) in hintsShown {
      guard let moved = Int(tag).flatMap(move) else { continue }
      let now = moved < 10 ? "0\(moved)" : "\(moved)"
      hints[now] = max(hints[now] ?? 0, count)
    }
    let result = Progress(
      current: move(current) ?? numbers.values.min() ?? 1,
      solved: Set(solved.compactMap(move)), hintsShown: hints)
    return (result, lost.sorted())
  }
}
