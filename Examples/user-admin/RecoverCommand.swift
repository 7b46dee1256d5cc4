// Chapter 6 — the capstone's way out of a damaged store: `user-admin recover`.
// Docs/04b-journal-deep-dive.md ("When the journal is damaged")
//
// Read only if curious. Recovery is maintenance, not a use case: it must run without
// opening the store (opening a damaged journal throws, and that is the point), so it is
// handled before the app is wired. It never runs by itself; a person runs it after
// reading the error that names the damage.

import Foundation

/// `user-admin [--store PATH] recover`: salvage every intact transaction of the store.
enum RecoverCommand {
  /// Runs recovery when the arguments ask for it; the exit status, or `nil` when they do not.
  static func runIfAsked(_ arguments: [String], environment: [String: String]) -> Int32? {
    let option = StoreOption(splitting: arguments)
    guard option.words == ["recover"] else { return nil }
    let store = option.path
    let folder = CompositionRoot.storeFolder(option: store, environment: environment)
    do {
      print(try CompositionRoot.recoverStore(at: folder))
      return 0
    } catch {
      printError("cannot recover the store at \(folder.path): \(error)")
      return 1
    }
  }
}
