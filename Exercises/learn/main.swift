// `swift run learn`: the workshop's exercise runner. Docs/exercises.md
//
// With no command it watches the current exercise and re-checks it on every save. The
// runner's logic is in LearnKit (Exercises/LearnKit), where LearnTests test it; this file
// only reads the command line. A usage error exits 2.

import Foundation
import LearnKit

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
let command: Command
do {
  command = try Command.parse(
    Array(CommandLine.arguments.dropFirst()), exercises: catalog.exercises.map(\.number))
} catch {
  say("learn: \(error)")
  exit(2)
}
exit(Runner(catalog: catalog).run(command))
