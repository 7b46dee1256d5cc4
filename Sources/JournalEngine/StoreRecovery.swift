// Chapter 4 deep dive — the storage engine: the way out of damage, for a whole data directory.
// Docs/04b-journal-deep-dive.md
//
// Read after `Journal+Recovery.swift`. A data directory holds several journals (the users', the
// circles', …), and a person who finds one refused should not have to know which one, or
// run a tool per file. `StoreRecovery` runs each journal's own recovery in turn, reports
// every journal by name (damage by line and byte, or "intact"), goes on after a journal it
// cannot recover, and names every file in the directory that no journal owns. Like each
// journal's recovery, it runs only when a person asks: no repository ever calls it.

import Foundation

// region: StoreRecovery
/// Recovers every journal of a data directory, and names what else lies there.
///
/// ```swift
/// let report = StoreRecovery(directory: path, journals: [
///   .journal("orders", format: orderFormat, of: OrderTable.self),
///   .keyed("settings", format: settingsFormat),
/// ]).run()
/// print(report)   // each journal: intact, or what was skipped; then any stray file
/// ```
public struct StoreRecovery: Sendable {
  /// The data directory.
  public let directory: String
  /// The journals of the directory, in the order they are recovered (and locked).
  public let journals: [Member]

  /// Makes the recovery of the journals `journals` in `directory`.
  public init(directory: String, journals: [Member]) {
    self.directory = directory
    self.journals = journals
  }
}
// endregion

extension StoreRecovery {
  /// One journal of the directory: its name (`name.journal`) and how it is recovered.
  public struct Member: Sendable {
    /// The journal's name: its file is `name.journal`, its lock `name.lock`.
    public let name: String
    private let recover: @Sendable (_ directory: String) throws -> RecoveryReport

    /// A journal recovered by `recover`, handed the data directory: its owner's own
    /// recovery, which knows its format and its records.
    public init(
      name: String, recover: @escaping @Sendable (_ directory: String) throws -> RecoveryReport
    ) {
      self.name = name
      self.recover = recover
    }

    /// A journal of `format` whose records `State` reads.
    public static func journal<State: JournalState>(
      _ name: String, format: JournalFormat, of state: State.Type
    ) -> Member {
      Member(name: name) { directory in
        try Journal<State>.recover(directory: directory, name: name, format: format)
      }
    }

    /// A keyed journal of `format`: records by kind and key.
    public static func keyed(_ name: String, format: JournalFormat) -> Member {
      journal(name, format: format, of: KeyedRecords.self)
    }

    /// Runs this journal's recovery in `directory`.
    func run(in directory: String) -> StoreRecoveryReport.Outcome {
      guard SystemPath.exists(directory + "/" + name + ".journal") else { return .absent }
      do {
        return .checked(try recover(directory))
      } catch {
        return .failed(String(describing: error))
      }
    }
  }

  // region: run
  /// Recovers each journal in turn, then lists the files no journal owns.
  ///
  /// A journal that is missing is reported as such; one that cannot be recovered (not a
  /// journal of its format, a link, a refused system call) is reported with its error and
  /// left untouched, and the others are still recovered. Nothing is ever deleted.
  public func run() -> StoreRecoveryReport {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return StoreRecoveryReport(directory: directory, journals: [], others: [], isMissing: true)
    }
    let outcomes = journals.map { member in
      StoreRecoveryReport.Entry(
        name: member.name, path: directory + "/" + member.name + ".journal",
        outcome: member.run(in: directory))
    }
    let others = names.sorted().compactMap { name -> StoreRecoveryReport.Other? in
      kind(of: name).map { StoreRecoveryReport.Other(path: directory + "/" + name, kind: $0) }
    }
    return StoreRecoveryReport(
      directory: directory, journals: outcomes, others: others, isMissing: false)
  }
  // endregion

  /// What a file of the directory is, or `nil` for a journal's own file or lock.
  private func kind(of file: String) -> StoreRecoveryReport.Other.Kind? {
    for member in journals {
      let journal = member.name + ".journal"
      if file == journal || file == member.name + ".lock" { return nil }
      if file == journal + ".damaged" || file.hasPrefix(journal + ".damaged-") {
        return .keptOriginal
      }
      if file.hasPrefix(journal + ".compacting") || file == journal + ".recovering" {
        return .temporary
      }
    }
    return .unknown
  }
}
