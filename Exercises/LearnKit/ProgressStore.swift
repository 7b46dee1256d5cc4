// Progress on disk, safe when two `learn` processes run (the watcher in one terminal,
// `swift run learn hint` in another): every change re-reads the file, applies itself to
// what is there now, and replaces the file atomically (a temporary file renamed over it),
// all under an advisory lock (`flock`) on a lock file beside it. A file written under an
// older numbering of the exercises is carried over to today's the first time it is read.
// Docs/exercises.md

import Foundation
import JournalEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The progress file, read fresh on every `load()` and changed only through `update(_:)`.
package struct ProgressStore: Sendable {
  /// The progress file, such as `<root>/.learn-progress.json`.
  package let file: URL

  /// The lock file beside it: `flock` on it serialises every read-change-write.
  package var lockFile: URL { file.appendingPathExtension("lock") }

  /// A store for the progress file in the workshop's root folder.
  package init(root: URL) {
    file = root.appendingPathComponent(".learn-progress.json")
  }

  /// A store for this exact file.
  package init(file: URL) {
    self.file = file
  }

  /// The progress as it is on disk now, or a fresh start when there is none yet.
  package func load() -> Progress {
    withLock { read() }
  }

  /// Applies `change` to the progress as it is on disk now and writes the result back,
  /// under the lock; returns what was written.
  ///
  /// Write a change as what it does (`solved.insert(3)`), not as a whole snapshot: a
  /// snapshot read earlier would undo what another process wrote since.
  @discardableResult
  package func update(_ change: (inout Progress) -> Void) -> Progress {
    withLock {
      var progress = read()
      change(&progress)
      write(progress)
      return progress
    }
  }

  /// Folds a snapshot into the progress on disk (see ``Progress/merging(_:)``): solved
  /// marks and hint counts are never lost, and the snapshot's current exercise wins.
  @discardableResult
  package func merge(_ snapshot: Progress) -> Progress {
    update { $0 = $0.merging(snapshot) }
  }

  /// Carries a progress file written under an older numbering over to today's, once, and
  /// returns the old numbers that could not be kept (none, almost always).
  ///
  /// Every read carries an older file over and writes it back at once; the runner calls
  /// this first so that it can say what was lost, if anything was.
  package func carryOver() -> [Int] {
    withLock { readFile().lost }
  }

  private func read() -> Progress {
    readFile().progress
  }

  /// The progress on disk in today's numbers; a file in an older numbering is translated
  /// and written back under today's, so it is translated only once.
  private func readFile() -> (progress: Progress, lost: [Int]) {
    guard let data = try? Data(contentsOf: file),
      let progress = try? JSONDecoder().decode(Progress.self, from: data)
    else { return (Progress(), []) }
    let numbering = (try? JSONDecoder().decode(Numbering.self, from: data))?.numbering ?? 1
    guard numbering < Progress.numbering else { return (progress, []) }
    let carried = progress.translated(from: numbering, numbers: exerciseNumbers())
    write(carried.progress)
    return carried
  }

  /// The numbering a progress file names; none is 1, the first.
  private struct Numbering: Decodable {
    let numbering: Int?
  }

  /// Today's exercises beside the progress file, in Exercises/: each folder's number, by
  /// its slug ("01-money-subtracting" → "money-subtracting": 1).
  private func exerciseNumbers() -> [String: Int] {
    let folder = file.deletingLastPathComponent().appendingPathComponent("Exercises")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var numbers: [String: Int] = [:]
    for name in names {
      let digits = name.prefix(2)
      guard name.count > 3, digits.allSatisfy(\.isNumber), name.dropFirst(2).first == "-",
        let number = Int(digits)
      else { continue }
      numbers[String(name.dropFirst(3))] = number
    }
    return numbers
  }

  /// Writes a temporary file beside the real one and renames it over it: a reader sees the
  /// old file or the new one, never half of one.
  private func write(_ progress: Progress) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(progress) else { return }
    let temporary = file.deletingLastPathComponent().appendingPathComponent(
      "\(file.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
    do {
      try data.write(to: temporary)
      guard rename(temporary.path, file.path) == 0 else {
        try? FileManager.default.removeItem(at: temporary)
        return
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
    }
  }

  /// Runs `body` holding an exclusive `flock` on the lock file: the storage engine's
  /// `FileLock`, the one loop around `flock` in the package.
  ///
  /// If the lock file cannot be opened or locked (a read-only folder), `body` runs anyway:
  /// progress is a convenience, not data worth refusing to work for.
  private func withLock<T>(_ body: () -> T) -> T {
    guard let lock = try? FileLock(path: lockFile.path) else { return body() }
    do {
      return try lock.withLock(failing: { $0 }) { () throws(FileSystemError) -> T in body() }
    } catch {
      return body()
    }
  }
}
