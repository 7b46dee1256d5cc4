// Test support — the file repository over an engine that fails when a test says so.
//
// The fault seam is the engine's (`SimulatedFaults`, package access); `Persistence`, the
// module that teaches mapping, has no fault parameter. A test opens the repository here, and
// the injector is installed for the journal the repository opens.

import Foundation
import JournalEngine
import Persistence

extension FileUserRepository {
  /// Opens the repository in `directory` like `init(directory:)`, its journal running with
  /// `simulatedFaults`: the next write or sync fails, or the process crashes, when a test
  /// arms it.
  package init(directory: URL, simulatedFaults: SimulatedFaults) throws(StorageError) {
    SimulatedFaults.install(simulatedFaults, forJournalsIn: directory.path)
    try self.init(directory: directory)
  }
}
