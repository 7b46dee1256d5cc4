// Chapter 6 — the capstone: `swift run user-admin --help`. Docs/06-layers.md
//
// Read first: `CompositionRoot.swift` (where the layers are wired), then
// `ConsoleView.swift` (the view), then the Presentation module's view model.

import Foundation

// Recovery runs before the app is wired: a damaged store cannot be opened (RecoverCommand.swift).
if let status = RecoverCommand.runIfAsked(
  Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
{
  exit(status)
}

switch Invocation(Array(CommandLine.arguments.dropFirst())) {
case .help:
  print(Invocation.usage)
case .usageError(let problem):
  printError(problem)
  FileHandle.standardError.write(Data((Invocation.usage + "\n").utf8))
  exit(2)
// region: case
case .run(let command, let store):
  let environment = ProcessInfo.processInfo.environment
  let folder = CompositionRoot.storeFolder(option: store, environment: environment)
  do {
    let view = try CompositionRoot.makeConsoleView(
      store: folder, reproducible: CompositionRoot.isReproducible(environment: environment))
    exit(await view.perform(command))
  } catch {
    printError("cannot open the store at \(folder.path): \(error)")
    exit(1)
  }
// endregion
}
