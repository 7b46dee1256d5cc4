// The learner's progress, kept in .learn-progress.json at the package root (git ignores
// it): which exercise is current, which are solved, how many hints each has shown.

import Foundation

/// Where the learner is.
struct Progress: Codable {
  var current = 1
  var solved: Set<Int> = []
  var hintsShown: [String: Int] = [:]

  /// The file progress is kept in.
  static func file(in root: URL) -> URL {
    root.appendingPathComponent(".learn-progress.json")
  }

  /// Reads the saved progress, or starts afresh.
  static func load(from root: URL) -> Progress {
    guard let data = try? Data(contentsOf: file(in: root)),
      let progress = try? JSONDecoder().decode(Progress.self, from: data)
    else { return Progress() }
    return progress
  }

  /// Writes the progress back.
  func save(to root: URL) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    if let data = try? encoder.encode(self) {
      try? data.write(to: Progress.file(in: root), options: .atomic)
    }
  }
}
