// swift-tools-version: 6.2
// DDDWorkshop: Domain-Driven Design taught by example, in Swift 6.
//
// The targets below are in chapter order, and each module lists only the modules it
// imports. Chapter order is import order: no module imports a module of a later chapter,
// and inner layers (domain → application → presentation) never import outer ones. The
// table of modules, chapters and layers is Docs/modules.md; ArchitectureTests and
// .ci/check-layers.py both check this file and every import against it.
// The workshop uses the toolchain only: `dependencies` stays empty, so a learner
// clones and runs with nothing to fetch.
import PackageDescription

let package = Package(
  name: "DDDWorkshop",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ValueObjects", targets: ["ValueObjects"]),
    .library(name: "Entities", targets: ["Entities"]),
    .library(name: "DomainServices", targets: ["DomainServices"]),
    .library(name: "Repositories", targets: ["Repositories"]),
    .library(name: "Persistence", targets: ["Persistence"]),
    .library(name: "ApplicationServices", targets: ["ApplicationServices"]),
    .library(name: "Presentation", targets: ["Presentation"]),
    .library(name: "Factories", targets: ["Factories"]),
    .library(name: "Specifications", targets: ["Specifications"]),
    .library(name: "Aggregates", targets: ["Aggregates"]),
    .library(name: "CircleApplicationServices", targets: ["CircleApplicationServices"]),
    .library(name: "CirclePersistence", targets: ["CirclePersistence"]),
    .library(name: "Authentication", targets: ["Authentication"]),
    .library(name: "Gateways", targets: ["Gateways"]),
    .library(name: "SignIn", targets: ["SignIn"]),
    .library(name: "SessionPresentation", targets: ["SessionPresentation"]),
    .library(name: "BoundaryAdapters", targets: ["BoundaryAdapters"]),
    .library(name: "ArchitectureStyles", targets: ["ArchitectureStyles"]),
    // Examples whose command shares a module's name apart from case (`swift run entities`
    // beside the `Entities` module) get a target of their own name, so their build folders
    // stay apart on case-insensitive disks (macOS); the product keeps the command.
    .executable(name: "entities", targets: ["EntitiesExample"]),
    .executable(name: "repositories", targets: ["RepositoriesExample"]),
    .executable(name: "factories", targets: ["FactoriesExample"]),
    .executable(name: "aggregates", targets: ["AggregatesExample"]),
    .executable(name: "specifications", targets: ["SpecificationsExample"]),
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
    .testTarget(name: "EntitiesTests", dependencies: ["Entities", "ValueObjects", "TestSupport"]),
    .executableTarget(
      name: "EntitiesExample", dependencies: ["Entities", "ValueObjects"], path: "Examples/entities"),

    // MARK: Chapter 3 — domain services
    .target(name: "DomainServices", dependencies: ["Entities", "ValueObjects"]),
    .testTarget(
      name: "DomainServicesTests",
      dependencies: ["DomainServices", "Entities", "ValueObjects", "TestSupport"]),
    .executableTarget(
      name: "domain-services", dependencies: ["DomainServices", "Entities", "ValueObjects"],
      path: "Examples/domain-services"),

    // MARK: Chapter 4 — repositories: the domain's port, and its implementations
    .target(name: "Repositories", dependencies: ["DomainServices", "Entities", "ValueObjects"]),
    .target(name: "Persistence", dependencies: ["Repositories", "Entities", "ValueObjects"]),
    .testTarget(
      name: "PersistenceTests",
      dependencies: [
        "Persistence", "Repositories", "Entities", "ValueObjects", "TestSupport", "journal-writer",
      ]),
    // A child process the fault tests kill at random moments and run two at a time.
    .executableTarget(
      name: "journal-writer", dependencies: ["Persistence", "Entities", "ValueObjects"],
      path: "Tests/JournalWriter"),
    .executableTarget(
      name: "RepositoriesExample",
      dependencies: ["Persistence", "Repositories", "DomainServices", "Entities", "ValueObjects"],
      path: "Examples/repositories"),
    // The chapter 4 benchmark: `swift run -c release benchmarks`.
    .executableTarget(
      name: "benchmarks",
      dependencies: ["Persistence", "Repositories", "DomainServices", "Entities", "ValueObjects"],
      path: "Benchmarks",
      exclude: ["sqlite_peer.py"]),

    // MARK: Chapter 5 — application services and use cases
    .target(
      name: "ApplicationServices",
      dependencies: ["DomainServices", "Repositories", "Entities", "ValueObjects"]),
    .testTarget(
      name: "ApplicationServicesTests",
      dependencies: [
        "ApplicationServices", "Presentation", "Persistence", "Repositories", "Entities",
        "ValueObjects", "TestSupport",
      ]),
    .executableTarget(
      name: "application-services",
      dependencies: ["ApplicationServices", "Persistence", "ValueObjects"],
      path: "Examples/application-services"),

    // MARK: Chapter 6 — layers and presentation
    .target(name: "Presentation", dependencies: ["ApplicationServices"]),
    .testTarget(
      name: "PresentationTests",
      dependencies: [
        "Presentation", "ApplicationServices", "Persistence", "Repositories", "ValueObjects",
        "TestSupport",
      ]),
    // The capstone: every layer, wired in one composition root, over the file store.
    .executableTarget(
      name: "user-admin",
      dependencies: [
        "Presentation", "ApplicationServices", "Persistence", "ExampleSupport",
        // Chapter 10's session commands.
        "Authentication", "SignIn", "SessionPresentation",
      ],
      path: "Examples/user-admin"),

    // MARK: Chapter 7 — beyond the basics: factories, specifications, the circle aggregate
    .target(name: "Factories", dependencies: ["Entities", "ValueObjects"]),
    .target(name: "Specifications"),
    .target(name: "Aggregates", dependencies: ["Specifications", "ValueObjects"]),
    .target(
      name: "CircleApplicationServices",
      dependencies: [
        "ApplicationServices", "Aggregates", "Specifications", "Repositories", "ValueObjects",
      ]),
    .target(
      name: "CirclePersistence",
      dependencies: ["Aggregates", "Specifications", "ValueObjects", "Persistence"]),
    // Example code that two composition roots share (the factories example and the capstone's
    // reproducible mode): a factory whose counter lives on disk. Not a workshop module.
    .target(
      name: "ExampleSupport", dependencies: ["Factories", "Persistence", "Entities", "ValueObjects"],
      path: "Examples/Support"),
    .testTarget(
      name: "BeyondTheBasicsTests",
      dependencies: [
        "Factories", "Specifications", "Aggregates", "CircleApplicationServices",
        "CirclePersistence", "ApplicationServices", "Persistence", "Repositories", "Entities",
        "ValueObjects", "TestSupport", "ExampleSupport",
      ]),
    .executableTarget(
      name: "FactoriesExample",
      dependencies: [
        "Factories", "ExampleSupport", "ApplicationServices", "Persistence", "Repositories",
        "Entities", "ValueObjects",
      ],
      path: "Examples/factories"),
    .executableTarget(
      name: "AggregatesExample",
      dependencies: [
        "Aggregates", "CircleApplicationServices", "CirclePersistence", "ApplicationServices",
        "Factories", "Persistence", "ValueObjects",
      ],
      path: "Examples/aggregates"),
    .executableTarget(
      name: "SpecificationsExample",
      dependencies: [
        "Specifications", "Aggregates", "CircleApplicationServices", "CirclePersistence",
        "ApplicationServices", "Persistence", "Repositories", "Entities", "ValueObjects",
      ],
      path: "Examples/specifications"),

    // MARK: Chapter 10 — boundaries: contexts, sessions, gateways, three architecture styles
    .target(name: "Authentication"),
    .target(name: "Gateways", dependencies: ["ValueObjects"]),
    .target(
      name: "SignIn", dependencies: ["Authentication", "ApplicationServices", "ValueObjects"]),
    .target(
      name: "SessionPresentation",
      dependencies: [
        "SignIn", "Presentation", "ApplicationServices", "Authentication", "Gateways",
        "ValueObjects",
      ]),
    .target(name: "BoundaryAdapters", dependencies: ["Authentication", "Gateways", "ValueObjects"]),
    .target(
      name: "ArchitectureStyles",
      dependencies: ["DomainServices", "Repositories", "Entities", "ValueObjects"]),
    .testTarget(
      name: "BoundariesTests",
      dependencies: [
        "Authentication", "Gateways", "SignIn", "SessionPresentation", "BoundaryAdapters",
        "ArchitectureStyles", "Presentation", "ApplicationServices", "Persistence",
        "Repositories", "Entities", "ValueObjects", "TestSupport",
      ]),
    .executableTarget(
      name: "boundaries",
      dependencies: [
        "Authentication", "Gateways", "SignIn", "SessionPresentation", "BoundaryAdapters",
        "ArchitectureStyles", "ApplicationServices", "Persistence", "ValueObjects",
      ],
      path: "Examples/boundaries"),

    // MARK: The tour runs every chapter's example in order; the examples' own tests.
    .executableTarget(
      name: "tour",
      dependencies: [
        "value-objects", "EntitiesExample", "domain-services", "RepositoriesExample",
        "application-services", "user-admin", "FactoriesExample", "AggregatesExample",
        "SpecificationsExample", "boundaries",
      ],
      path: "Examples/tour"),
    // Every example, so `swift test` builds the binaries whose output the golden tests pin.
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "TestSupport", "user-admin", "value-objects", "EntitiesExample", "domain-services",
        "RepositoriesExample", "application-services", "FactoriesExample", "AggregatesExample",
        "SpecificationsExample", "boundaries", "tour",
      ]),

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
  ],
  swiftLanguageModes: [.v6]
)

// MARK: Exercises — see Docs/exercises.md and `swift run learn`.
//
// Each folder Exercises/NN-name/ holds three targets: the stub the learner edits
// (`ExerciseNN`, in Sources/), the reference solution with the same public API
// (`ExerciseNNSolution`, in Solution/), and the tests (`ExerciseNNTests`, in Tests/).
// The tests import the stub, or the solution when the `ReferenceSolutions` trait is
// enabled, and run only when `DDDWORKSHOP_EXERCISES` asks for them, so plain
// `swift test` stays the workshop's specification.
let exercises: [(folder: String, dependencies: [Target.Dependency])] = [
  ("01-money-subtracting", []),
  ("02-full-name-equality", []),
  ("03-user-name-rules", []),
  ("04-user-change-name", ["ValueObjects"]),
  ("05-entity-identity", ["ValueObjects"]),
  ("06-duplicate-check", ["Repositories", "Entities", "ValueObjects", "Persistence"]),
  ("07-rich-entity", ["ValueObjects"]),
  ("08-find-by-name-index", ["Repositories", "Entities", "ValueObjects"]),
  ("09-record-mapping", ["Entities", "ValueObjects"]),
  (
    "10-register-use-case",
    ["DomainServices", "Repositories", "Entities", "ValueObjects", "Persistence"]
  ),
  ("11-withdraw-use-case", ["Repositories", "Entities", "ValueObjects", "Persistence"]),
  ("12-time-at-the-edge", []),
  ("13-onboarding-view-model", ["ApplicationServices", "Persistence", "ValueObjects"]),
  ("14-view-model-rename", ["ApplicationServices", "Persistence", "ValueObjects"]),
  ("15-club-member-limit", ["ValueObjects"]),
  ("16-circle-has-room", ["Aggregates", "Specifications", "ValueObjects"]),
  ("17-compose-specifications", ["Aggregates", "Specifications", "ValueObjects"]),
  (
    "18-inject-a-factory",
    ["Factories", "Entities", "ValueObjects", "Persistence", "Repositories", "DomainServices"]
  ),
  ("30-remote-dto-to-domain", ["ValueObjects"]),
  ("31-bridge-a-callback", []),
  ("32-sign-out-or-withdraw", ["Persistence", "Repositories", "Entities", "ValueObjects"]),
]

package.traits = [
  .trait(
    name: "ReferenceSolutions",
    description: "Exercise tests run against the reference solutions instead of the stubs.")
]
package.targets += [
  .target(name: "ExerciseSupport", path: "Exercises/Support"),
  .executableTarget(name: "learn", path: "Exercises/learn"),
]
for exercise in exercises {
  let number = String(exercise.folder.prefix(2))
  let dependencies = exercise.dependencies + ["ExerciseSupport"]
  package.targets += [
    .target(
      name: "Exercise\(number)", dependencies: dependencies,
      path: "Exercises/\(exercise.folder)/Sources"),
    .target(
      name: "Exercise\(number)Solution", dependencies: dependencies,
      path: "Exercises/\(exercise.folder)/Solution"),
    .testTarget(
      name: "Exercise\(number)Tests",
      dependencies: [
        .target(name: "Exercise\(number)"), .target(name: "Exercise\(number)Solution"),
      ] + dependencies,
      path: "Exercises/\(exercise.folder)/Tests"),
  ]
}
