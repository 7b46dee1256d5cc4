// Chapter 6 — the capstone: `swift run user-admin --help`. Docs/06-layers.md
//
// Read first: `CompositionRoot.swift` (where the layers are wired), then
// `ConsoleView.swift` (the view), then the Presentation module's view model.

import Foundation

CommandLineInput.openClosedStandardStreams()
// The raw argv, refused unless it is UTF-8 text and `--store` names a folder: CommandLineInput.
let arguments: [String]
do { arguments = try CommandLineInput.arguments.get() } catch {
  printError(error.description)
  exit(2)
}
// A write past the file size limit (`ulimit -f`) fails with a typed error instead of a signal.
signal(SIGXFSZ, SIG_IGN)
// Recovery runs before the app is wired: a damaged store cannot be opened (RecoverCommand.swift).
let environment = ProcessInfo.processInfo.environment
if let status = RecoverCommand.runIfAsked(arguments, environment: environment) { exit(status) }
// Chapter 10's session commands (sign-in, whoami, sign-out, delete-account): SessionCommands.swift.
if let session = SessionInvocation(arguments) { exit(await session.run(environment: environment)) }
// Chapter 9's read side (circles, a page at a time): CirclesCommand.swift.
if let circles = CirclesInvocation(arguments) { exit(await circles.run(environment: environment)) }

// region: case
switch Invocation(arguments) {
case .help(let text):
  print(text)
case .usageError(let problem):
  exit(problem.report())
case .run(let command, let store):
  guard let address = CompositionRoot.storeAddress(option: store, environment: environment) else {
    exit(UsageProblem.status)
  }
  // Looking must not create: `list` and `show` say there is nothing yet instead.
  if command.isReadOnly && !CompositionRoot.storeExists(address) {
    printLine("there is no store yet at \(address); register a user to start one")
    exit(command.isListing ? 0 : 1)
  }
  do {
    let view = try CompositionRoot.makeConsoleView(
      stores: try CompositionRoot.openStores(at: address),
      reproducible: CompositionRoot.isReproducible(environment: environment))
    exit(await view.perform(command))
  } catch {
    printError(CompositionRoot.openFailure(error, at: address))
    exit(1)
  }
}
// endregion
