// swift-tools-version: 6.2
// DDDWorkshop: Domain-Driven Design taught by example, in Swift 6.
//
// The targets below are in chapter order, and each module lists only the modules it
// imports. Chapter order is import order: no module imports a module of a later chapter,
// and inner layers (domain → application → presentation) never import outer ones. The
// table of modules, chapters and layers is Docs/modules.md; ArchitectureTests checks this
// file and every import against it.
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
    .library(name: "Integrity", targets: ["Integrity"]),
    .library(name: "EventHandlers", targets: ["EventHandlers"]),
    .library(name: "QueryServices", targets: ["QueryServices"]),
    .library(name: "EventAndQueryAdapters", targets: ["EventAndQueryAdapters"]),
    .library(name: "Authentication", targets: ["Authentication"]),
    .library(name: "Gateways", targets: ["Gateways"]),
    .library(name: "PictureFeeds", targets: ["PictureFeeds"]),
    .library(name: "SignIn", targets: ["SignIn"]),
    .library(name: "SessionPresentation", targets: ["SessionPresentation"]),
    .library(name: "BoundaryAdapters", targets: ["BoundaryAdapters"]),
    .library(name: "ArchitectureStyles", targets: ["ArchitectureStyles"]),
    .library(name: "SocialProviderTranslation", targets: ["SocialProviderTranslation"]),
    .library(name: "CircleIntegrationEvents", targets: ["CircleIntegrationEvents"]),
    .library(name: "CirclePublishing", targets: ["CirclePublishing"]),
    .library(name: "Notifications", targets: ["Notifications"]),
    .library(name: "EventSourcedCircles", targets: ["EventSourcedCircles"]),
    .library(name: "SQLiteEngine", targets: ["SQLiteEngine"]),
    .library(name: "SQLPersistence", targets: ["SQLPersistence"]),
    // Examples whose command shares a module's name apart from case (`swift run entities`
    // beside the `Entities` module) get a target of their own name, so their build folders
    // stay apart on case-insensitive disks (macOS); the product keeps the command.
    .executable(name: "entities", targets: ["EntitiesExample"]),
    .executable(name: "repositories", targets: ["RepositoriesExample"]),
    .executable(name: "factories", targets: ["FactoriesExample"]),
    .executable(name: "aggregates", targets: ["AggregatesExample"]),
    .executable(name: "circle-use-cases", targets: ["CircleUseCasesExample"]),
    .executable(name: "specifications", targets: ["SpecificationsExample"]),
  ],
  dependencies: [],
  targets: [
    // MARK: Chapter 1 — value objects
    .target(name: "ValueObjects"),
    .testTarget(name: "ValueObjectsTests", dependencies: ["ValueObjects"]),
    .executableTarget(
      name: "value-objects", dependencies: ["ExampleStory", "ValueObjects"],
      path: "Examples/value-objects"),

    // MARK: Chapter 2 — entities
    .target(name: "Entities", dependencies: ["ValueObjects"]),
    .testTarget(name: "EntitiesTests", dependencies: ["Entities", "ValueObjects", "TestSupport"]),
    .executableTarget(
      name: "EntitiesExample", dependencies: ["ExampleStory", "Entities", "ValueObjects"],
      path: "Examples/entities"
    ),

    // MARK: Chapter 3 — domain services
    .target(name: "DomainServices", dependencies: ["Entities", "ValueObjects"]),
    .testTarget(
      name: "DomainServicesTests",
      dependencies: [
        "DomainServices", "Entities", "ValueObjects", "Persistence", "TestSupport",
        // The anemic counter-example (DS-3) is the example's, not the module's API.
        "domain-services",
      ]),
    .executableTarget(
      name: "domain-services",
      dependencies: ["ExampleStory", "DomainServices", "Entities", "ValueObjects"],
      path: "Examples/domain-services"),

    // MARK: Chapter 4 — repositories: the domain's port, and its implementations over a
    // storage engine that knows no users (the engine is an optional deep dive)
    .target(name: "Repositories", dependencies: ["DomainServices", "Entities", "ValueObjects"]),
    .target(name: "JournalEngine"),
    // TestSupport for `TortureRounds`: the engine's byte sweeps are long loops too.
    .testTarget(name: "JournalEngineTests", dependencies: ["JournalEngine", "TestSupport"]),
    .target(
      name: "Persistence",
      dependencies: ["JournalEngine", "Repositories", "Entities", "ValueObjects"]),
    .testTarget(
      name: "PersistenceTests",
      dependencies: [
        "Persistence", "JournalEngine", "Repositories", "Entities", "ValueObjects", "TestSupport",
        "journal-writer",
        // The contract suites run on chapter 12's SQLite and PostgreSQL stores too (DB-1).
        "SQLPersistence", "PostgresEngine",
      ]),
    // A child process the fault tests kill at random moments and run two at a time.
    .executableTarget(
      name: "journal-writer",
      dependencies: [
        "Persistence", "JournalEngine", "Entities", "ValueObjects", "Repositories",
        "ApplicationServices",
      ],
      path: "Tests/JournalWriter"),
    .executableTarget(
      name: "RepositoriesExample",
      dependencies: [
        "ExampleStory", "Persistence", "Repositories", "DomainServices", "Entities", "ValueObjects",
      ],
      path: "Examples/repositories"),
    // The benchmark (chapter 4, then 7–12): `swift run -c release benchmarks`.
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "Persistence", "Repositories", "ApplicationServices", "DomainServices", "Entities",
        "ValueObjects",
        // Chapter 9's part: the circle list's page; chapters 7–8's: a join and an accept.
        "QueryServices", "EventAndQueryAdapters", "Aggregates", "CirclePersistence",
        "CircleApplicationServices",
        // Chapter 11's part: a circle loaded from its events (SD-8).
        "EventSourcedCircles", "JournalEngine",
        // Chapter 12's part: the same operations on SQLite and PostgreSQL.
        "SQLPersistence", "SQLiteEngine", "PostgresEngine",
      ],
      path: "Benchmarks",
      exclude: ["sqlite_peer.py"]),

    // MARK: Chapter 5 — application services and use cases
    .target(
      name: "ApplicationServices",
      dependencies: ["DomainServices", "Repositories", "Entities", "ValueObjects"]),
    .testTarget(
      name: "ApplicationServicesTests",
      dependencies: [
        "ApplicationServices", "Presentation", "Persistence", "JournalEngine", "Repositories",
        "Entities", "ValueObjects", "TestSupport",
      ]),
    .executableTarget(
      name: "application-services",
      dependencies: ["ExampleStory", "ApplicationServices", "Persistence", "ValueObjects"],
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
        "Presentation", "ApplicationServices", "Persistence", "ExampleSupport", "Factories",
        "Aggregates", "CircleApplicationServices", "CirclePersistence", "Integrity", "Repositories",
        // Chapter 9's events and circles query; chapter 10's session commands; chapter 11's
        // published language, which carries a join to the notification context.
        "EventHandlers", "QueryServices", "EventAndQueryAdapters", "CirclePublishing",
        "Notifications",
        "Authentication", "SignIn", "SessionPresentation", "ValueObjects",
        // `recover`: every journal of the store, through the engine's store recovery.
        "JournalEngine",
        // `--store sqlite:PATH` and `--store postgres://…`: the stores on a database.
        "SQLPersistence", "SQLiteEngine", "PostgresEngine",
      ],
      path: "Examples/user-admin"),

    // MARK: Chapter 7 — beyond the basics: factories, specifications, the circle aggregate
    .target(name: "Factories", dependencies: ["Entities", "ValueObjects"]),
    .target(name: "Specifications"),
    .target(name: "Aggregates", dependencies: ["Specifications", "ValueObjects"]),
    .target(
      name: "CircleApplicationServices",
      dependencies: [
        "ApplicationServices", "Aggregates", "Specifications", "Repositories", "Entities",
        "ValueObjects",
      ]),
    .target(
      name: "CirclePersistence",
      dependencies: [
        "Aggregates", "Specifications", "ValueObjects", "JournalEngine",
        // The circles' adapter that asks the profiles calls their application service.
        "ApplicationServices",
      ]),
    // Example code the examples share: a factory whose counter lives on disk (the factories
    // example and the capstone's reproducible mode), and how the examples from chapter 7 on
    // print a step and a use case's answer. Not a workshop module.
    .target(
      name: "ExampleSupport",
      dependencies: ["Factories", "Aggregates", "JournalEngine", "Entities", "ValueObjects"],
      path: "Examples/Support"),
    // How every example prints a step and a use case's answer: imports nothing, so the
    // examples of every chapter share it. Not a workshop module.
    .target(name: "ExampleStory", path: "Examples/Story"),
    .testTarget(
      name: "BeyondTheBasicsTests",
      dependencies: [
        "Factories", "Specifications", "Aggregates", "CircleApplicationServices",
        "CirclePersistence", "ApplicationServices", "Persistence", "JournalEngine", "Repositories",
        "Entities", "ValueObjects", "TestSupport", "ExampleSupport",
        // The circle contract suite runs on chapter 11's event-sourced stores too (SD-8),
        // and on chapter 12's SQLite and PostgreSQL stores (DB-1).
        "EventSourcedCircles", "SQLPersistence",
      ]),
    .executableTarget(
      name: "FactoriesExample",
      dependencies: [
        "ExampleStory",
        "Factories", "ExampleSupport", "ApplicationServices", "Persistence", "Repositories",
        "Entities", "ValueObjects",
      ],
      path: "Examples/factories"),
    .executableTarget(
      name: "AggregatesExample",
      dependencies: [
        "ExampleStory",
        "Aggregates", "CircleApplicationServices", "CirclePersistence", "ApplicationServices",
        "ExampleSupport", "Factories", "Persistence", "ValueObjects",
      ],
      path: "Examples/aggregates"),
    .executableTarget(
      name: "SpecificationsExample",
      dependencies: [
        "ExampleStory",
        "Specifications", "Aggregates", "CircleApplicationServices", "CirclePersistence",
        "ApplicationServices", "ExampleSupport", "Persistence", "Repositories", "Entities",
        "ValueObjects",
      ],
      path: "Examples/specifications"),
    .executableTarget(
      name: "CircleUseCasesExample",
      dependencies: [
        "ExampleStory",
        "Aggregates", "CircleApplicationServices", "CirclePersistence", "ApplicationServices",
        "ExampleSupport", "Factories", "Persistence",
      ],
      path: "Examples/circle-use-cases"),

    // MARK: Chapter 8 — integrity: unique names under concurrency, a unit of work, versions
    // (the stores' atomic checks are additions to chapters 2, 4 and 7; this module holds the
    // follow-up between aggregates)
    .target(
      name: "Integrity",
      dependencies: [
        "ApplicationServices", "Aggregates", "Specifications", "Repositories", "ValueObjects",
      ]),
    .testTarget(
      name: "IntegrityTests",
      dependencies: [
        "Integrity", "ApplicationServices", "Aggregates", "CirclePersistence", "Persistence",
        "CircleApplicationServices", "Repositories", "Entities", "ValueObjects", "TestSupport",
        "circle-writer",
        // The cross-aggregate rules hold on chapter 12's SQLite and PostgreSQL stores (DB-1).
        "SQLPersistence",
      ]),
    // A child process the circle races run two or three at a time on one store folder.
    .executableTarget(
      name: "circle-writer",
      dependencies: [
        "CircleApplicationServices", "CirclePersistence", "Integrity", "ApplicationServices",
        "Persistence", "Aggregates", "Repositories", "ValueObjects",
      ],
      path: "Tests/CircleWriter"),
    .executableTarget(
      name: "integrity",
      dependencies: [
        "ExampleStory",
        "Integrity", "ApplicationServices", "CircleApplicationServices", "Presentation",
        "Aggregates", "CirclePersistence",
        "Persistence", "Repositories", "Entities", "ValueObjects",
      ],
      path: "Examples/integrity"),
    // MARK: Chapter 9 — domain events and the query side
    .target(
      name: "EventHandlers",
      dependencies: [
        "Integrity", "ApplicationServices", "DomainServices", "Repositories", "Aggregates",
        "Entities", "ValueObjects",
      ]),
    .target(name: "QueryServices", dependencies: ["Aggregates", "ValueObjects"]),
    // The stores' answers to the two modules' ports: adapters implement the application
    // layer's ports as they implement the domain's.
    .target(
      name: "EventAndQueryAdapters",
      dependencies: [
        "EventHandlers", "QueryServices", "ApplicationServices", "Persistence",
        "CirclePersistence", "Aggregates", "Entities", "ValueObjects",
      ]),
    .testTarget(
      name: "EventsAndQueriesTests",
      dependencies: [
        "EventHandlers", "QueryServices", "EventAndQueryAdapters", "ApplicationServices",
        "Aggregates", "CirclePersistence", "CircleApplicationServices",
        "Persistence", "JournalEngine", "Repositories", "Entities", "ValueObjects", "TestSupport",
        "outbox-writer",
        // The outbox and list suites run on chapter 12's SQLite and PostgreSQL stores (DB-1).
        "SQLPersistence", "SQLiteEngine", "PostgresEngine",
      ]),
    .executableTarget(
      name: "events",
      dependencies: [
        "ExampleStory",
        "EventHandlers", "QueryServices", "EventAndQueryAdapters", "ApplicationServices",
        "Aggregates", "CirclePersistence", "Persistence", "Repositories", "Entities",
        "ValueObjects",
      ],
      path: "Examples/events"),
    // A child process the outbox's crash tests kill at chosen points.
    .executableTarget(
      name: "outbox-writer",
      dependencies: [
        "EventHandlers", "EventAndQueryAdapters", "Persistence", "Repositories", "Entities",
        "ValueObjects",
      ],
      path: "Tests/OutboxWriter"),

    // MARK: Chapter 10 — boundaries: contexts, sessions, gateways, three architecture styles
    .target(name: "Authentication"),
    .target(name: "Gateways", dependencies: ["ValueObjects"]),
    .target(name: "PictureFeeds", dependencies: ["Gateways", "ValueObjects"]),
    .target(
      name: "SignIn", dependencies: ["Authentication", "ApplicationServices", "ValueObjects"]),
    .target(
      name: "SessionPresentation",
      dependencies: [
        "SignIn", "Presentation", "ApplicationServices", "Authentication", "Gateways",
        "PictureFeeds", "ValueObjects",
      ]),
    .target(
      name: "BoundaryAdapters", dependencies: ["Authentication", "Gateways", "ValueObjects"]),
    .target(
      name: "ArchitectureStyles",
      dependencies: ["DomainServices", "Repositories", "Entities", "ValueObjects"]),
    .testTarget(
      name: "BoundariesTests",
      dependencies: [
        "Authentication", "Gateways", "PictureFeeds", "SignIn", "SessionPresentation",
        "BoundaryAdapters", "ArchitectureStyles", "Presentation", "ApplicationServices",
        "Persistence",
        "Repositories", "Entities", "ValueObjects", "TestSupport",
      ]),
    .executableTarget(
      name: "boundaries",
      dependencies: [
        "ExampleStory",
        "Authentication", "Gateways", "PictureFeeds", "SignIn", "SessionPresentation",
        "BoundaryAdapters", "ArchitectureStyles", "ApplicationServices", "Persistence", "Entities",
        "ValueObjects",
      ],
      path: "Examples/boundaries"),

    // MARK: Chapter 11 — strategic design: the language, subdomains, the context map, an
    // anti-corruption layer, integration events, process managers, event sourcing
    // SD-4: a social provider's payload (the foreign model) and the anti-corruption layer
    // that alone imports it. SD-5: the circles' published language, its publisher, and the
    // notification context that reads the language and nothing else of the circles.
    .target(name: "SocialProvider"),
    .target(name: "SocialProviderTranslation", dependencies: ["SocialProvider", "Authentication"]),
    .target(name: "CircleIntegrationEvents"),
    .target(
      name: "CirclePublishing",
      dependencies: ["CircleIntegrationEvents", "EventHandlers", "Aggregates"]),
    .target(name: "Notifications", dependencies: ["CircleIntegrationEvents"]),
    // SD-8: the circle kept as its events, beside chapter 7's stores that keep its state.
    .target(
      name: "EventSourcedCircles",
      dependencies: [
        "Aggregates", "Specifications", "ValueObjects", "CirclePersistence", "JournalEngine",
      ]),
    // A child process the event-sourced store's attacks kill during appends and run two at
    // a time on one folder.
    .executableTarget(
      name: "event-writer",
      dependencies: [
        "EventSourcedCircles", "Aggregates", "JournalEngine", "ValueObjects",
      ],
      path: "Tests/EventWriter"),
    // SD-10: a transaction script over a plain record.
    .target(name: "NotificationPreferences"),
    .testTarget(
      name: "StrategicDesignTests",
      dependencies: [
        "NotificationPreferences", "Aggregates", "CircleApplicationServices", "CirclePersistence",
        "Integrity", "EventHandlers", "EventAndQueryAdapters", "ApplicationServices",
        "Persistence", "Repositories", "Specifications", "Entities", "ValueObjects", "TestSupport",
        // The context map's reader, shared with the example that prints the map.
        "ExampleSupport",
        // SD-4 and SD-5; never SocialProvider, which only its translation imports.
        "SocialProviderTranslation", "Authentication", "CircleIntegrationEvents",
        "CirclePublishing", "Notifications",
        // SD-8: the event-sourced stores, the engine their damage tests write with, and the
        // child process their attacks kill.
        "EventSourcedCircles", "JournalEngine", "event-writer",
        // The process store's contract runs on chapter 12's SQLite and PostgreSQL stores too.
        "SQLPersistence", "PostgresEngine",
      ]),
    .executableTarget(
      name: "strategic-design",
      dependencies: [
        "ExampleStory",
        "NotificationPreferences", "Aggregates", "CircleApplicationServices", "CirclePersistence",
        "Integrity", "EventHandlers", "EventAndQueryAdapters", "ApplicationServices",
        "ExampleSupport", "Persistence", "Entities", "ValueObjects",
        // SD-4 and SD-5.
        "SocialProviderTranslation", "Authentication", "CircleIntegrationEvents",
        "CirclePublishing", "Notifications",
        // SD-8: the store that keeps a circle as its events.
        "EventSourcedCircles",
      ],
      path: "Examples/strategic-design"),

    // MARK: Chapter 12 — real databases: SQLite from the system (found at run time on Linux,
    // so no header and no package to install), PostgreSQL through libpq (opt-in, found at run
    // time too), and the ports mapped by hand to their tables
    .target(name: "SQLiteEngine"),
    .target(name: "PostgresEngine"),
    .target(
      name: "SQLPersistence",
      dependencies: [
        "SQLiteEngine", "PostgresEngine", "Repositories", "Entities", "ValueObjects",
        // The circles' stores: their aggregates, their changes and unit of work (those of
        // every circle store), the relay's port and the list's port.
        "Aggregates", "CirclePersistence", "Specifications", "EventHandlers", "QueryServices",
        // The users' unit of work (chapter 8's, made by every user store) and the invitation
        // process manager's state.
        "Persistence", "CircleApplicationServices",
        // The capstone's accounts, links and sessions: the authentication context's ports.
        "Authentication", "SignIn",
      ]),
    .testTarget(
      name: "RealDatabaseTests",
      dependencies: [
        "SQLPersistence", "SQLiteEngine", "PostgresEngine", "EventHandlers", "Repositories",
        "Entities", "ValueObjects", "TestSupport", "Authentication", "SignIn",
      ]),
    .executableTarget(
      name: "real-databases",
      dependencies: [
        "ExampleStory",
        "SQLPersistence", "ApplicationServices", "ExampleSupport", "Repositories", "Entities",
        "ValueObjects",
      ],
      path: "Examples/real-databases"),

    // MARK: The tour runs every chapter's example in order; the examples' own tests.
    // The tour builds `learn` too, the exercises' runner it names at its end, so the first
    // `swift run learn` after the tour starts at once instead of compiling the runner.
    .executableTarget(
      name: "tour",
      dependencies: [
        "value-objects", "EntitiesExample", "domain-services", "RepositoriesExample",
        "application-services", "user-admin", "FactoriesExample", "AggregatesExample",
        "SpecificationsExample", "CircleUseCasesExample", "integrity", "events", "boundaries",
        "strategic-design", "real-databases", "learn",
      ],
      path: "Examples/tour"),
    // Every example, so `swift test` builds the binaries whose output the golden tests pin.
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "TestSupport", "user-admin", "value-objects", "EntitiesExample", "domain-services",
        "RepositoriesExample", "application-services", "FactoriesExample", "AggregatesExample",
        "SpecificationsExample", "CircleUseCasesExample", "integrity", "events", "boundaries",
        "strategic-design", "real-databases", "tour",
        // The capstone's archive check opens its store, as a composition root may, and reads
        // its outbox through the stores' adapters; its recovery test writes the keyed
        // journals of a store with the engine.
        "Persistence", "Entities", "ValueObjects", "JournalEngine", "EventAndQueryAdapters",
        // The database address tests damage a SQLite file and set its schema ahead.
        "SQLiteEngine",
      ]),

    // The adversary's campaigns against the capstone as a black box: kill -9 during every
    // command that writes, processes racing, every file of a store cut and damaged, links,
    // permissions, hostile arguments; over the folder, SQLite and PostgreSQL alike (the
    // SQLite file is checkpointed before it is damaged). A few rounds in `swift test`, the
    // whole campaign in CI (`DDDWORKSHOP_TORTURE=1`, see TortureRounds).
    .testTarget(
      name: "StoreAttackTests", dependencies: ["TestSupport", "user-admin", "SQLiteEngine"]),

    // MARK: Fuzzing (.ci/fuzz.sh): property checks, two libFuzzer targets, corpus replay
    .target(
      name: "FuzzChecks", dependencies: ["TestSupport", "Persistence", "Entities", "ValueObjects"],
      path: "Tests/Fuzz/FuzzChecks"),
    .target(
      name: "FuzzValueObjects", dependencies: ["FuzzChecks"], path: "Tests/Fuzz/FuzzValueObjects"),
    .target(name: "FuzzJournal", dependencies: ["FuzzChecks"], path: "Tests/Fuzz/FuzzJournal"),
    .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzChecks", "TestSupport"]),

    // MARK: Shared test fixtures (users with fixed ids and creation times, a spy repository)
    .target(
      name: "TestSupport",
      dependencies: [
        "Persistence", "JournalEngine", "Repositories", "Entities", "ValueObjects",
        "PostgresEngine",
      ],
      path: "Tests/TestSupport"),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: Exercises — see Docs/exercises.md and `swift run learn`.
//
// The exercises are a package of their own, Exercises/Package.swift, which depends on this
// one by path, so `swift test` here is the workshop's specification and nothing else. Only
// the runner lives here: `swift run learn` builds and tests the exercise package for the
// learner (`swift test --package-path Exercises`).
//
// The runner's logic is the library LearnKit (progress kept safely across two `learn`
// processes, commands, the change detector, reset and solution gating), so LearnTests can
// test it; `learn` itself only reads the command line. Neither is a workshop module: they
// are not on the map in Docs/modules.md, which covers Sources/ only.
package.targets += [
  .target(name: "LearnKit", dependencies: ["JournalEngine"], path: "Exercises/LearnKit"),
  .executableTarget(name: "learn", dependencies: ["LearnKit"], path: "Exercises/learn"),
  .testTarget(name: "LearnTests", dependencies: ["LearnKit", "TestSupport", "learn"]),
]

// Build time: a debug build also writes the index editors read, and by default every compile
// job indexes the system's modules it imports (Foundation, Testing, …) again. Leaving those out
// took about a third off a clean build's CPU time here (Docs/performance.md); the
// workshop's own code is still indexed.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-index-ignore-system-modules"])
    ]
}
