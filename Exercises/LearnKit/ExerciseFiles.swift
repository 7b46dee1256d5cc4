// The exercise's files: restoring a stub as shipped (from NN-name/.pristine/, no git
// needed), reading a folder's Swift files, and comparing a stub with its pristine copy.
// Docs/exercises.md

import Foundation

/// Restoring stubs and reading solutions.
package enum ExerciseFiles {
  /// A reset that could not be done; its description says why.
  package enum ResetError: Error, CustomStringConvertible, Sendable {
    /// The exercise has no .pristine/ folder to copy back.
    case noPristineCopy(tag: String, path: String)
    /// Copying the pristine files over Sources/ failed.
    case couldNotRestore(path: String, error: String)

    /// What went wrong, in English; `Message.resetFailed(error)` words it for the learner.
    package var description: String { Message.resetFailed(self).text(in: .english) }
  }

  /// Replaces everything in the exercise's Sources/ with its pristine copy.
  ///
  /// The learner's edits are undone and files the learner added there are removed. Only
  /// Sources/ is touched.
  ///
  /// - Throws: ``ResetError`` when there is no pristine copy or a file cannot be copied.
  package static func reset(_ exercise: Exercise) throws(ResetError) {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: exercise.pristine.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw .noPristineCopy(tag: exercise.tag, path: exercise.pristine.path)
    }
    do {
      // Copy first, then swap, so a failed copy leaves the learner's files as they were.
      let fresh = exercise.folder.appendingPathComponent(".reset-\(getpid())")
      try? files.removeItem(at: fresh)
      try files.copyItem(at: exercise.pristine, to: fresh)
      try files.removeItem(at: exercise.sources)
      try files.moveItem(at: fresh, to: exercise.sources)
    } catch {
      throw .couldNotRestore(path: exercise.sources.path, error: "\(error)")
    }
  }

  /// The Swift files of a folder, by name, in name order (nested folders included).
  package static func swiftFiles(in folder: URL) -> [(name: String, text: String)] {
    let names = (FileManager.default.subpaths(atPath: folder.path) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    return names.compactMap { name in
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        .map { (name, $0) }
    }
  }

  /// Whether two folders hold the same files with the same bytes.
  package static func haveSameFiles(_ one: URL, _ other: URL) -> Bool {
    let files = FileManager.default
    let names = (files.subpaths(atPath: one.path) ?? []).sorted()
    guard names == (files.subpaths(atPath: other.path) ?? []).sorted() else { return false }
    return names.allSatisfy { name in
      let left = one.appendingPathComponent(name)
      let right = other.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      if files.fileExists(atPath: left.path, isDirectory: &isFolder), isFolder.boolValue {
        return true
      }
      return files.contentsEqual(atPath: left.path, andPath: right.path)
    }
  }
}
