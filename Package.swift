// swift-tools-version: 6.2
// DDDWorkshop: Domain-Driven Design taught by example, in Swift 6.
//
// The import graph below *is* the layer diagram (see README.md):
//   ValueObjects ← Entities ← Repositories ← DomainServices ← ApplicationServices ← Presentation
//   Aggregates, Factories and Specifications (chapter 7) sit between Entities and Repositories.
//   Persistence → Repositories; only examples (composition roots) import Persistence.
// The workshop uses the toolchain only: `dependencies` stays empty, so a learner
// clones and runs with nothing to fetch.
import PackageDescription

let package = Package(
  name: "DDDWorkshop",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ValueObjects", targets: ["ValueObjects"]),
    .library(name: "Entities", targets: ["Entities"]),
    .library(name: "Repositories", targets: ["Repositories"]),
    .library(name: "DomainServices", targets: ["DomainServices"]),
    .library(name: "Persistence", targets: ["Persistence"]),
    .library(name: "Factories", targets: ["Factories"]),
    .library(name: "Aggregates", targets: ["Aggregates"]),
    .library(name: "Specifications", targets: ["Specifications"]),
    // Examples whose command shares a module's name apart from case (`swift run entities`
    // beside the `Entities` module) get a target of their own name, so their build folders
    // stay apart on case-insensitive disks (macOS); the product keeps the command.
    .executable(name: "entities", targets: ["EntitiesExample"]),
    .executable(name: "repositories", targets: ["RepositoriesExample"]),
    .executable(name: "factories", targets: ["FactoriesExample"]),
    .executable(name: "aggregates", targets: ["AggregatesExample"]),
    .executable(name: "specifications", targets: ["SpecificationsExample"]),
    .library(name: "ApplicationServices", targets: ["ApplicationServices"]),
    .library(name: "Presentation", targets: ["Presentation"]),
  ],
  dependencies: [],
  targets: [
    // MARK: Chapter 1 — value objects
    .target(name: "ValueObjects"),
    .testTarget(name: "ValueObjectsTests", dependencies: ["ValueObjects"]),
    .executableTarget(
      name: "value-objects", dependencies: ["ValueObjects"], path: "Examples/value-objects"),

    // MARK: Chapter 2 — entities
    .target(name: "Entities", dependencies: ["ValueObjects"]),
    .testTarget(name: "EntitiesTests", dependencies: ["Entities", "TestSupport"]),
    .executableTarget(
      name: "EntitiesExample", dependencies: ["Entities"], path: "Examples/entities"),

    // MARK: Chapter 3 — domain services (over the repository port of chapter 4)
    .target(
      name: "Repositories",
      dependencies: ["Specifications", "Aggregates", "Entities", "ValueObjects"]),
    .target(
      name: "DomainServices",
      dependencies: ["Repositories", "Aggregates", "Entities", "ValueObjects"]
    ),
    .testTarget(
      name: "DomainServicesTests", dependencies: ["DomainServices", "Persistence", "TestSupport"]),
    .executableTarget(
      name: "domain-services",
      dependencies: ["DomainServices", "Persistence"],
      path: "Examples/domain-services"),

    // MARK: Chapter 4 — repository implementations
    .target(
      name: "Persistence",
      dependencies: [
        "Repositories", "Factories", "Specifications", "Aggregates", "Entities", "ValueObjects",
      ]),
    .executableTarget(
      name: "RepositoriesExample",
      dependencies: ["Persistence", "DomainServices"],
      path: "Examples/repositories"),
    .testTarget(
      name: "PersistenceTests", dependencies: ["Persistence", "TestSupport", "journal-writer"]),
    // A child process the fault tests kill at random moments and run two at a time.
    .executableTarget(
      name: "journal-writer", dependencies: ["Persistence"], path: "Tests/JournalWriter"),

    // MARK: The chapter 4 benchmark: `swift run -c release benchmarks`
    .executableTarget(
      name: "benchmarks",
      dependencies: ["Persistence", "DomainServices"],
      path: "Benchmarks",
      exclude: ["sqlite_peer.py"]),

    // MARK: Chapter 5 — application services and use cases
    .target(
      name: "ApplicationServices",
      dependencies: [
        "DomainServices", "Repositories", "Factories", "Specifications", "Aggregates", "Entities",
        "ValueObjects",
      ]),
    .executableTarget(
      name: "application-services",
      dependencies: ["ApplicationServices", "Persistence"],
      path: "Examples/application-services"),
    .testTarget(
      name: "ApplicationServicesTests",
      dependencies: ["ApplicationServices", "Presentation", "Persistence", "TestSupport"]),

    // MARK: Chapter 7 — factories, aggregates, specifications
    .target(name: "Factories", dependencies: ["Entities", "ValueObjects"]),
    .target(name: "Aggregates", dependencies: ["ValueObjects"]),
    .target(name: "Specifications", dependencies: ["Aggregates"]),
    .executableTarget(
      name: "FactoriesExample", dependencies: ["ApplicationServices", "Factories", "Persistence"],
      path: "Examples/factories"),
    .executableTarget(
      name: "AggregatesExample",
      dependencies: ["ApplicationServices", "Aggregates", "Persistence"],
      path: "Examples/aggregates"),
    .executableTarget(
      name: "SpecificationsExample",
      dependencies: ["ApplicationServices", "Specifications", "Persistence"],
      path: "Examples/specifications"),
    .testTarget(
      name: "BeyondTheBasicsTests",
      dependencies: [
        "ApplicationServices", "Factories", "Aggregates", "Specifications", "Persistence",
        "TestSupport",
      ]),

    // MARK: Chapter 6 — layers and presentation
    .target(name: "Presentation", dependencies: ["ApplicationServices"]),
    .testTarget(
      name: "PresentationTests", dependencies: ["Presentation", "Persistence", "TestSupport"]),
    // The capstone: every layer, wired in one composition root, over the file store.
    .executableTarget(
      name: "user-admin", dependencies: ["Presentation", "Persistence"], path: "Examples/user-admin"
    ),
    .testTarget(name: "ExamplesTests", dependencies: ["TestSupport", "user-admin"]),

    // MARK: Fuzzing (.ci/fuzz.sh): property checks, two libFuzzer targets, corpus replay
    .target(
      name: "FuzzChecks", dependencies: ["TestSupport", "Persistence", "Entities", "ValueObjects"],
      path: "Tests/Fuzz/FuzzChecks"),
    .target(
      name: "FuzzValueObjects", dependencies: ["FuzzChecks"], path: "Tests/Fuzz/FuzzValueObjects"),
    .target(name: "FuzzJournal", dependencies: ["FuzzChecks"], path: "Tests/Fuzz/FuzzJournal"),
    .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzChecks"]),

    // MARK: Shared test fixtures (users with fixed ids and creation times, a spy repository)
    .target(
      name: "TestSupport",
      dependencies: ["Persistence", "Repositories", "Entities", "ValueObjects"],
      path: "Tests/TestSupport"),

    // MARK: The tour runs every chapter's example in order.
    .executableTarget(
      name: "tour",
      dependencies: [
        "value-objects", "EntitiesExample", "domain-services", "RepositoriesExample",
        "application-services", "user-admin", "FactoriesExample", "AggregatesExample",
        "SpecificationsExample",
      ],
      path: "Examples/tour"),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: Exercises — see Docs/exercises.md and `swift run learn`.
//
// The exercises are a package of their own, Exercises/Package.swift, which depends on this
// one by path, so `swift test` here is the workshop's specification and nothing else. Only
// the runner lives here: `swift run learn` builds and tests the exercise package for the
// learner (`swift test --package-path Exercises`).
package.targets += [
  .executableTarget(name: "learn", path: "Exercises/learn")
]
