// swift-tools-version: 6.2
// DDDWorkshop: Domain-Driven Design taught by example, in Swift 6.
//
// The import graph below *is* the layer diagram (see README.md):
//   ValueObjects ← Entities ← Repositories ← DomainServices ← ApplicationServices ← Presentation
//   Persistence → Repositories; only examples (composition roots) import Persistence.
// The workshop uses the toolchain only: `dependencies` stays empty, so a learner
// clones and runs with nothing to fetch.
import PackageDescription

let package = Package(
  name: "DDDWorkshop",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ValueObjects", targets: ["ValueObjects"])
  ],
  dependencies: [],
  targets: [
    // MARK: Chapter 1 — value objects
    .target(name: "ValueObjects"),
    .testTarget(name: "ValueObjectsTests", dependencies: ["ValueObjects"]),
    .executableTarget(
      name: "value-objects", dependencies: ["ValueObjects"], path: "Examples/value-objects"),

    // MARK: The tour runs every chapter's example in order.
    .executableTarget(name: "tour", dependencies: ["value-objects"], path: "Examples/tour"),
  ],
  swiftLanguageModes: [.v6]
)
