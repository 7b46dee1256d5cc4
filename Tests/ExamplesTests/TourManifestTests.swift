// The tour (Examples/tour) starts every chapter's example from its own build folder, so
// `swift run tour` works on a fresh clone only if the tour's target depends on each of them.
// Docs/README.md

import Foundation
import Testing

/// The package's root folder, found from this file's path.
private let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("The tour builds what it runs")
struct TourManifestTests {
  @Test("the tour's target depends on every example it starts, so swift run tour builds them")
  func tourDependsOnEveryExample() throws {
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let tour = try String(
      contentsOf: root.appendingPathComponent("Examples/tour/main.swift"), encoding: .utf8)
    // `.executable(name: "aggregates", targets: ["AggregatesExample"])`: product → target.
    var targetOf: [String: String] = [:]
    for match in manifest.matches(of: #/\.executable\(name: "([^"]+)", targets: \["([^"]+)"\]\)/#) {
      targetOf[String(match.1)] = String(match.2)
    }
    let started = tour.matches(of: #/executable: "([^"]+)"/#).map { String($0.1) }
    let block = try #require(
      manifest.firstRange(of: #/name: "tour",\s+dependencies: \[([^\]]*)\]/#))
    let dependencies = Set(manifest[block].matches(of: #/"([^"]+)"/#).map { String($0.1) })
    #expect(started.count >= 10, "the tour starts \(started.count) examples")
    for executable in started {
      let target = targetOf[executable] ?? executable
      #expect(
        dependencies.contains(target), "the tour starts \(executable) but does not build \(target)")
    }
  }
}
