// Tests a learner cannot quietly change: the SHA-256 of every file an exercise's checks rely
// on — its Tests/ folder, the stub's given files (those the reference solution holds
// unchanged), the shared Exercises/Support/ and the exercise package's manifest —
// is recorded in Exercises/checksums.sha256 (the format `sha256sum -c` reads). An exercise
// whose files differ is never marked solved and never opens its solution: the runner names
// the file and how to restore it. Docs/exercises.md

import Foundation
import JournalEngine

/// A file an exercise's checks rely on that is not as the workshop shipped it.
package enum TestFileChange: Sendable, Hashable {
  /// The file's contents differ from the recorded ones.
  case changed(String)
  /// The file was recorded and is gone.
  case missing(String)
  /// A file in the exercise's Tests/ folder that was never recorded.
  case added(String)

  /// The file's path from the workshop's root.
  package var path: String {
    switch self {
    case .changed(let path), .missing(let path), .added(let path): return path
    }
  }
}

/// The recorded fingerprints of the exercises' tests, and the comparison with the files.
package struct TestFingerprints {
  /// Where the fingerprints are recorded, from the workshop's root.
  package static let manifestPath = "Exercises/checksums.sha256"

  /// The workshop's root folder.
  package let root: URL

  /// Fingerprints for the workshop at `root`.
  package init(root: URL) { self.root = root }

  /// The files the checks of `exercise` rely on, from the root, sorted.
  package func files(of exercise: Exercise) -> [String] {
    (files(under: relative(exercise.folder) + "/Tests") + given(in: exercise) + shared).sorted()
  }

  /// The stub's given files, from the root: those the solution holds unchanged.
  ///
  /// Only their header comments differ (a port, the "before", the other style to match). The
  /// learner reads them and never edits them, and the checks rely on them as on the tests.
  private func given(in exercise: Exercise) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: exercise.pristine.path)) ?? []
    return names.filter { name in
      guard name.hasSuffix(".swift"),
        let stub = code(at: exercise.pristine.appendingPathComponent(name)),
        let solution = code(at: exercise.solution.appendingPathComponent(name))
      else { return false }
      return stub.contains { !$0.allSatisfy(\.isWhitespace) } && stub == solution
    }.map { relative(exercise.sources.appendingPathComponent($0)) }
  }

  /// A Swift file's lines after its header comment, or `nil` when it cannot be read.
  private func code(at url: URL) -> [Substring]? {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    return Array(
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0.hasPrefix("//") })
  }

  /// The files every exercise's checks rely on.
  private var shared: [String] {
    files(under: "Exercises/Support") + ["Exercises/Package.swift"]
  }

  /// The manifest as it should read for `exercises`: one `HASH  PATH` line per file.
  package func manifest(for exercises: [Exercise]) -> String {
    let paths = Set(exercises.flatMap(files(of:)))
    return paths.sorted().map { "\(hash(of: $0) ?? "missing")  \($0)\n" }.joined()
  }

  /// What differs for `exercise` between its files and the manifest.
  ///
  /// Empty when nothing does. A missing manifest makes every file a change: nothing can be
  /// vouched for.
  package func changes(for exercise: Exercise) -> [TestFileChange] {
    let recorded = self.recorded()
    let folder = relative(exercise.folder) + "/Tests/"
    let sources = relative(exercise.sources) + "/"
    var result: [TestFileChange] = []
    let expected =
      recorded.keys.filter { $0.hasPrefix(folder) || $0.hasPrefix(sources) } + shared
    for path in Set(expected).sorted() {
      switch (recorded[path], hash(of: path)) {
      case (let want?, let have?) where want == have: continue
      case (_, nil): result.append(.missing(path))
      default: result.append(.changed(path))
      }
    }
    for path in files(of: exercise) where recorded[path] == nil && path.hasPrefix(folder) {
      result.append(.added(path))
    }
    return result
  }

  /// The recorded hash of each path.
  func recorded() -> [String: String] {
    let url = root.appendingPathComponent(Self.manifestPath)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
      guard parts.count == 2 else { continue }
      result[parts[1].trimmingCharacters(in: .whitespaces)] = String(parts[0])
    }
    return result
  }

  private func hash(of path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
    else { return nil }
    return Self.sha256Hex([UInt8](data))
  }

  private func files(under folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var found: [String] = []
    while let path = walker.nextObject() as? String {
      if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      var isFolder: ObjCBool = false
      let full = base.appendingPathComponent(path).path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
        found.append("\(folder)/\(path)")
      }
    }
    return found
  }

  private func relative(_ url: URL) -> String {
    String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
  }
}

extension TestFingerprints {
  /// The SHA-256 digest of `bytes` in lowercase hex: the engine's own SHA-256 (the toolchain
  /// has no portable hash and the workshop takes no package), written as a fingerprint.
  package static func sha256Hex(_ bytes: [UInt8]) -> String {
    SHA256.hash(bytes).map { byte in
      let digits = String(byte, radix: 16)
      return byte < 16 ? "0" + digits : digits
    }.joined()
  }
}
