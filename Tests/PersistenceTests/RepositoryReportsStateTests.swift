// Chapter 4 — Repositories: RE-10, repositories make no UI decisions. Docs/04-repositories.md

import Foundation
import Repositories
import TestSupport
import Testing

/// The package's root folder, found from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The lines of code (comments left out) of every Swift file under `folder`.
private func codeLines(under folder: String) throws -> [(file: String, line: String)] {
  let root = packageRoot.appendingPathComponent(folder)
  var lines: [(String, String)] = []
  let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
  while let file = files?.nextObject() as? URL {
    guard file.pathExtension == "swift" else { continue }
    for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
      let code = line.trimmingCharacters(in: .whitespaces)
      if !code.hasPrefix("//") { lines.append((file.lastPathComponent, code)) }
    }
  }
  return lines
}

@Suite("Repositories report state and make no UI decisions (RE-10)")
struct RepositoryReportsStateTests {
  @Test(
    "every store reports a missing user as nil, and no repository code names a screen or imports a UI framework",
    arguments: UserRepositoryFactory.all)
  func reportsStateOnly(factory: UserRepositoryFactory) async throws {
    // Given an empty store, when a user is looked up who is not there
    try await factory.withRepository { repository in
      let answer = try await repository.find(id: Fixtures.id("newcomer"))
      // Then the answer is a state, nil: onboarding or an error page is the presentation's call
      #expect(answer == nil)
    }
    // And nothing in the repository layers knows what a screen is
    let uiWords = [
      "import SwiftUI", "import UIKit", "import AppKit", "import Presentation", "onboarding",
      "alert", "navigate",
    ]
    for folder in ["Sources/Repositories", "Sources/Persistence"] {
      for (file, line) in try codeLines(under: folder) {
        for word in uiWords where line.localizedCaseInsensitiveContains(word) {
          Issue.record("\(folder)/\(file) names '\(word)': \(line)")
        }
      }
    }
  }
}
