// Moving between exercises with `next`, `prev` and `go N`, and the line `learn list` ends
// with. Exercise numbers may leave gaps, so moving goes by the numbers that exist.
// Docs/exercises.md

/// Moving between exercises: the numbers `next`, `prev` and `go` lead to.
package enum Navigation {
  /// The exercise after `current`, or `nil` after the last.
  package static func next(after current: Int, in numbers: [Int]) -> Int? {
    numbers.first { $0 > current }
  }

  /// The exercise before `current`, or `nil` before the first.
  package static func previous(before current: Int, in numbers: [Int]) -> Int? {
    numbers.last { $0 < current }
  }

  /// The last line of `learn list`: "7 of 18 solved" (in Korean "18개 중 7개 완료").
  package static func summarize(solved: Int, total: Int, in language: Language = .english)
    -> String
  {
    Message.summary(solved: solved, total: total).text(in: language)
  }
}
