// `swift run learn`: the workshop's exercise runner. Docs/exercises.md
//
// With no command it watches the current exercise and re-checks it on every save.

import Foundation

let help = """
  learn — work through the DDDWorkshop exercises, one at a time.

  usage: swift run learn [COMMAND]

    (none)       watch the current exercise: re-check on every save
    list         every exercise, with the ones solved and the current one
    hint         the next hint for the current exercise (up to 3)
    next         move on to the next exercise
    check N      check exercise N once
    reset N      restore exercise N's original stub (asks first; --yes skips asking)
    verify       check every exercise in order, stopping at the first unsolved one
    spec         run the tests and print them as the workshop's specification, ✔ or ✘
                 (--write writes Docs/specification.md; --check fails if it is stale)
    --help       this text

  Progress is kept in .learn-progress.json. Colours are off when NO_COLOR is set
  or the output is not a terminal. The exercises build as their own package,
  Exercises/Package.swift; learn runs `swift test --package-path Exercises` for you.
  Maintainers: `learn verify-exercises` checks that every stub fails and every reference
  solution passes (--warnings-as-errors: and that both build without warnings).
  """

let arguments = Array(CommandLine.arguments.dropFirst())
guard let root = Catalog.findRoot() else {
  say("Run learn inside the DDDWorkshop folder (no Package.swift found above here).")
  exit(2)
}
let catalog: Catalog
do {
  catalog = try Catalog(root: root)
} catch {
  say("Could not read the exercises: \(error)")
  exit(2)
}
let runner = Runner(catalog: catalog)

/// The exercise named by the argument after a command, such as `check 3`.
func exerciseArgument() -> Exercise? {
  guard arguments.count >= 2, let number = Int(arguments[1]),
    let exercise = catalog.exercise(number)
  else {
    say("Name an exercise by its number, 1 to \(catalog.exercises.count).")
    return nil
  }
  return exercise
}

switch arguments.first {
case nil, "watch":
  runner.watch()
case "list":
  runner.list()
case "hint":
  runner.hint()
case "next":
  runner.next()
case "check":
  guard let exercise = exerciseArgument() else { exit(2) }
  runner.header(exercise)
  exit(runner.checkAndShow(exercise) ? 0 : 1)
case "reset":
  guard let exercise = exerciseArgument() else { exit(2) }
  exit(runner.reset(exercise, confirmed: arguments.contains("--yes")))
case "verify":
  exit(runner.verify())
case "spec":
  exit(runner.spec(write: arguments.contains("--write"), check: arguments.contains("--check")))
case "verify-exercises":
  let strict = arguments.contains("--warnings-as-errors")
  exit(runner.verifyExercises(flags: strict ? ["-Xswiftc", "-warnings-as-errors"] : []))
case "--help", "-h", "help":
  say(help)
default:
  say(help)
  exit(2)
}
