// `swift run learn`: the workshop's exercise runner. Docs/exercises.md
//
// With no command it watches the current exercise and re-checks it on every save. The
// runner's logic is in LearnKit (Exercises/LearnKit), where LearnTests test it; this file
// only reads the command line and the locale: `--lang ko`, or LC_ALL, LC_MESSAGES or LANG
// starting with `ko`, makes it speak Korean. A usage error exits 2.

import Foundation
import LearnKit

// Ctrl-C, `kill` and a closed terminal end the runner, and with it the check it runs (its
// watchdog sees it go), even when whatever started it had blocked those signals, as the
// threads of a test harness do.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM] { sigaddset(&stopSignals, signal) }
sigprocmask(SIG_UNBLOCK, &stopSignals, nil)

let environment = ProcessInfo.processInfo.environment
let language: Language
let arguments: [String]
do {
  (language, arguments) = try Language.choose(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
  say("learn: " + Message.usage(error).text(in: Language.fromEnvironment(environment)))
  exit(2)
}
guard let root = Catalog.findRoot() else {
  say(Message.notInWorkshop.text(in: language))
  exit(2)
}
let catalog: Catalog
do {
  catalog = try Catalog(root: root, language: language)
} catch {
  say(Message.cannotReadExercises("\(error)").text(in: language))
  exit(2)
}
let command: Command
do {
  command = try Command.parse(arguments, exercises: catalog.exercises.map(\.number))
} catch {
  say("learn: " + Message.usage(error).text(in: language))
  exit(2)
}
exit(Runner(catalog: catalog).run(command))
