// Chapter 6 — the capstone's way out of a damaged store: `user-admin recover`.
// Docs/04b-journal-deep-dive.md ("The way out of damage: recovery")
//
// Read only if curious. Recovery is maintenance, not a use case: it must run without
// opening the store (opening a damaged journal throws, and that is the point), so it is
// handled before the app is wired. It never runs by itself; a person runs it after
// reading the error that names the damage. It checks every file of the store, the users',
// circles', accounts' and counters' journals, and names each: intact, salvaged (what was
// skipped, by line and byte), missing, or not recoverable; then any file that is not the
// store's.

import Foundation

/// `user-admin [--store FOLDER] recover`: salvage every intact transaction of the store.
enum RecoverCommand {
  /// Runs recovery when the arguments ask for it; the exit status, or `nil` when they do not.
  static func runIfAsked(_ arguments: [String], environment: [String: String]) -> Int32? {
    let option = StoreOption(splitting: arguments)
    guard option.words == ["recover"] else { return nil }
    guard let address = CompositionRoot.storeAddress(option: option.path, environment: environment)
    else { return UsageProblem.status }
    guard case .folder(let path) = address else {
      printError(
        "recover salvages the journals of a store folder; the database at \(address) keeps "
          + "its own transactions: restore it from a backup if it is damaged")
      return 1
    }
    let recovery = CompositionRoot.recoverStore(at: URL(fileURLWithPath: path))
    // The report names files by their paths; a path holding a line break must stay on its
    // line, escaped like any echo, so it is escaped before the report is cut into lines.
    let report = recovery.description.replacingOccurrences(
      of: path, with: EchoedInput.escaped(path))
    for line in report.split(separator: "\n") { printLine(String(line)) }
    // A journal left unrecovered is a refusal: the report above says which, and why.
    return recovery.isRecovered ? 0 : 1
  }
}
