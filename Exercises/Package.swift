// swift-tools-version: 6.2
// DDDWorkshopExercises: the workshop's exercises, a package of their own. Docs/exercises.md
//
// The exercises build apart from the workshop (as rustlings builds its exercises from a
// separate manifest), so `swift test` at the root is the specification and nothing else.
// Learners do not build this package by hand: `swift run learn` at the root runs
// `swift test --package-path Exercises` for them.
//
// Each exercise has three targets: the stub the learner edits (`ExerciseNN`, in
// NN-name/Sources/), the tests (`ExerciseNNTests`, in NN-name/Tests/), and the reference
// solution with the same public API (`ExerciseNNSolution`, in Solutions/NN-name/, out of
// sight of the learner's files until `swift run learn solution NN` shows it after a pass).
// The tests import the stub, or the solution when the `ReferenceSolutions` trait is enabled.
// NN-name/.pristine/ is a copy of the stub as shipped, for `learn reset` (no git needed);
// `learn verify-exercises` fails if it differs from Sources/.
import PackageDescription

/// Each exercise's folder and the workshop modules its stub, solution and tests import.
let exercises: [(folder: String, modules: [String])] = [
  ("01-money-subtracting", []),
  ("02-full-name-equality", []),
  ("03-user-name-rules", []),
  ("04-user-change-name", ["ValueObjects"]),
  ("05-entity-identity", ["ValueObjects"]),
  ("06-duplicate-check", ["DomainServices", "Entities", "ValueObjects", "Persistence"]),
  ("07-rich-entity", []),
  ("08-find-by-name-index", ["Entities", "ValueObjects"]),
  ("09-record-mapping", ["Entities", "ValueObjects"]),
  (
    "10-storage-out-of-the-use-case",
    ["Repositories", "Entities", "ValueObjects", "Persistence", "EventAndQueryAdapters"]
  ),
  ("11-one-request-one-answer", ["Entities", "ValueObjects"]),
  // Chapter 5 — application services.
  ("12-register-use-case", ["Entities", "ValueObjects"]),
  ("13-withdraw-use-case", ["Repositories", "Entities", "ValueObjects", "Persistence"]),
  ("14-time-at-the-edge", []),
  // Chapter 6 — layers.
  (
    "15-onboarding-view-model",
    ["ApplicationServices", "Repositories", "Entities", "ValueObjects", "Persistence"]
  ),
  (
    "16-view-model-rename",
    ["ApplicationServices", "Repositories", "Entities", "ValueObjects", "Persistence"]
  ),
  // Chapter 7 — factories, specifications, aggregates.
  ("17-club-member-limit", ["ValueObjects"]),
  ("18-circle-has-room", ["Aggregates", "Specifications", "ValueObjects"]),
  ("19-compose-specifications", ["Aggregates", "Specifications", "ValueObjects"]),
  (
    "20-inject-a-factory",
    ["Factories", "Entities", "ValueObjects", "Persistence", "Repositories", "DomainServices"]
  ),
  ("21-full-circle-asks-the-repository", ["Aggregates", "ValueObjects"]),
  (
    "22-accept-through-the-root",
    [
      "Aggregates", "CirclePersistence", "Specifications", "ValueObjects", "Persistence",
      "Entities", "EventAndQueryAdapters",
    ]
  ),
  // Chapter 8 — integrity.
  ("23-unique-name-in-one-step", ["DomainServices", "Repositories", "Entities", "ValueObjects"]),
  ("24-stale-copy-refused", ["Repositories", "Entities", "ValueObjects"]),
  (
    "25-circles-after-a-withdrawal",
    [
      "Aggregates", "CirclePersistence", "Specifications", "ValueObjects", "Persistence",
      "Entities", "EventAndQueryAdapters",
    ]
  ),
  // Chapter 9 — domain events and the query side.
  (
    "26-rename-records-its-event",
    ["Repositories", "Entities", "ValueObjects", "Persistence", "EventAndQueryAdapters"]
  ),
  ("27-an-idempotent-handler", ["EventHandlers", "Repositories", "Entities", "ValueObjects"]),
  ("28-page-by-cursor", ["Aggregates", "QueryServices", "ValueObjects"]),
  ("29-playlist-tracks", []),
  // Chapter 10 — boundaries.
  ("30-translate-at-the-boundary", ["Entities", "ValueObjects"]),
  (
    "31-sign-out-or-withdraw",
    ["ApplicationServices", "Persistence", "Repositories", "Entities", "ValueObjects"]
  ),
  ("32-remote-dto-to-domain", ["ValueObjects"]),
  ("33-bridge-a-callback", []),
  (
    "34-rename-in-a-second-style",
    [
      "DomainServices", "Repositories", "Entities", "ValueObjects", "Persistence",
      "EventAndQueryAdapters",
    ]
  ),
  // Chapter 11 — strategic design.
  ("35-translate-a-provider-profile", ["Authentication"]),
  (
    "36-rebuild-a-circle-from-events",
    ["EventSourcedCircles", "Aggregates", "Persistence", "Entities", "ValueObjects"]
  ),
  ("37-a-waiting-list", ["Aggregates", "ValueObjects"]),
  // Chapter 12 — real databases.
  ("38-a-refusal-in-the-domains-words", ["SQLiteEngine", "Aggregates", "ValueObjects"]),
  ("39-an-agenda-in-two-tables", ["SQLiteEngine"]),
]

let package = Package(
  name: "DDDWorkshopExercises",
  platforms: [.macOS(.v15)],
  traits: [
    .trait(
      name: "ReferenceSolutions",
      description: "Exercise tests run against the reference solutions instead of the stubs.")
  ],
  targets: [.target(name: "ExerciseSupport", path: "Support")],
  swiftLanguageModes: [.v6]
)

// `swift run learn` checks one exercise at a time and names it in LEARN_EXERCISE ("07"):
// the package then declares that exercise's targets alone, so a check compiles that
// exercise and the workshop modules it imports, not all of them, and a half-edited stub in
// another exercise cannot stop it from building. Without the variable (your own
// `swift test --package-path Exercises`, `learn verify-exercises`) it declares every one.
let checked = Context.environment["LEARN_EXERCISE"]
// Whether a declared target imports a workshop module; see the end of this file.
var importsTheWorkshop = false

for exercise in exercises where checked.map({ exercise.folder.hasPrefix($0 + "-") }) ?? true {
  let number = String(exercise.folder.prefix(2))
  importsTheWorkshop = importsTheWorkshop || !exercise.modules.isEmpty
  let dependencies: [Target.Dependency] =
    exercise.modules.map { .product(name: $0, package: "DDDWorkshop") } + ["ExerciseSupport"]
  package.targets += [
    .target(
      name: "Exercise\(number)", dependencies: dependencies, path: "\(exercise.folder)/Sources"),
    .target(
      name: "Exercise\(number)Solution", dependencies: dependencies,
      path: "Solutions/\(exercise.folder)", exclude: ["shortcuts.md"]),
    .testTarget(
      name: "Exercise\(number)Tests",
      dependencies: [
        .target(name: "Exercise\(number)"), .target(name: "Exercise\(number)Solution"),
      ] + dependencies,
      path: "\(exercise.folder)/Tests"),
  ]
}

// Maintainers: `swift run learn verify-shortcuts` proves that every shortcut a README forbids
// fails its exercise's check. For each shortcut listed in Solutions/NN-name/shortcuts.md it
// writes .build-shortcuts/ShortcutNN_K/Tests/ (the exercise's tests beside its solution with
// the shortcut taken) and names it in LEARN_SHORTCUTS, which adds one test target per
// shortcut here. Without that variable, as for every learner, the package is as above.
if let shortcuts = Context.environment["LEARN_SHORTCUTS"] {
  for name in shortcuts.split(separator: ",").map(String.init) {
    // "Shortcut22_1": exercise 22's first shortcut.
    let number = name.dropFirst("Shortcut".count).prefix(2)
    guard let exercise = exercises.first(where: { $0.folder.hasPrefix(number) }) else { continue }
    importsTheWorkshop = importsTheWorkshop || !exercise.modules.isEmpty
    package.targets.append(
      .testTarget(
        name: "\(name)Tests",
        dependencies: exercise.modules.map { .product(name: $0, package: "DDDWorkshop") }
          + ["ExerciseSupport"],
        path: ".build-shortcuts/\(name)/Tests"))
  }
}

// The workshop itself, one folder up, named so the products above can say
// `package: "DDDWorkshop"` whatever the clone's folder is called. It is declared only when
// a declared target imports one of its modules: checking an exercise that imports none
// (01, 02, 03, 07, 14, 29, 33) then never loads the workshop's manifest and graph, about
// half a second of CPU for each `swift build` and `swift test` of a check.
// Docs/performance.md
if importsTheWorkshop {
  package.dependencies = [.package(name: "DDDWorkshop", path: "..")]
}

// Build time, as in the workshop's Package.swift: the index leaves out the system's modules.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-index-ignore-system-modules"])
    ]
}
