// The journal-writer's background-compaction modes: the batches whose saves start a
// compaction (the crash tests compute the same rounds to know what a reopened store must
// hold), and file-size limits at every cut point of a compaction run step by step.

import Entities
import Foundation
import JournalEngine
import ValueObjects

/// A failure of the child itself, as opposed to the repository's.
enum ChildError: Error {
  case unknownStep(String)
  case propertyBroken(String)
}

/// The users of batch `round` in the compaction-crash mode.
///
/// 50 of the 500 users `u-0` … `u-499` renamed `r<round> <n>`, and one new user
/// `n-<round>`. Each batch leaves 50 dead lines, so the twelfth batch on a repository of those
/// 500 users starts a compaction.
func compactionRound(_ round: Int) throws -> [User] {
  let first = round * 50 % 500
  let renamed = try (first..<(first + 50)).map { index in
    User(
      id: try UserId("u-\(index)"), name: try UserName("r\(round) \(index)"),
      createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
  }
  let added = User(
    id: try UserId("n-\(round)"), name: try UserName("n \(round)"),
    createdAt: Date(timeIntervalSince1970: 1_700_001_000 + Double(round)))
  return renamed + [added]
}

/// The smallest journal state: the latest `key=value` payload under each key.
struct Notes: JournalState, Equatable {
  typealias Failure = JournalError
  var values: [String: String] = [:]

  init(minimumCapacity: Int) {}

  var count: Int { values.count }

  static func decode(_ lines: [JournalLine], path: String) -> [JournalLine] { lines }

  mutating func apply(_ decoded: [JournalLine]) {
    for line in decoded {
      switch line.entry {
      case .put(let payload):
        let parts = String(decoding: payload, as: UTF8.self).split(separator: "=")
        values[String(parts.first ?? "")] = parts.count > 1 ? String(parts[1]) : ""
      case .remove(let key): values[key] = nil
      }
    }
  }

  func makeEntries() -> [JournalEntry] {
    values.keys.sorted().compactMap { key in values[key].map { Self.put(key, $0) } }
  }

  static func wrap(_ error: JournalError) -> JournalError { error }

  static func put(_ key: String, _ value: String) -> JournalEntry {
    .put(payload: Array("\(key)=\(value)".utf8)[...])
  }
}

/// Runs a background compaction (plan, then the temp file written, then the switch) under
/// every file-size limit that cuts it short, with transactions committed between the plan
/// and the switch; each time it must throw, leave the journal byte for byte as it was and
/// the state as it was, remove its temp file, and lose no acknowledged append.
func checkBackgroundCompactionLimits(directory: URL) throws {
  signal(SIGXFSZ, SIG_IGN)
  let format = JournalFormat(name: "limit-journal", version: 2)
  let journal = try Journal<Notes>(directory: directory.path, name: "notes", format: format)
  for round in 0..<40 {
    try journal.append([Notes.put("k\(round % 4)", "\(round)")]) { notes in
      notes.values["k\(round % 4)"] = "\(round)"
    }
  }
  guard let plan = journal.planCompaction() else { throw ChildError.propertyBroken("no plan") }
  // Acknowledged while the compaction is prepared: it must carry them over.
  try journal.append([Notes.put("later", "1"), .remove(key: "k0")]) { notes in
    notes.values["later"] = "1"
    notes.values["k0"] = nil
  }
  let path = URL(fileURLWithPath: journal.path)
  let before = try Data(contentsOf: path)
  let stateBefore = journal.state
  var limit: UInt64 = 0
  var cuts = 0
  while true {
    limitFileSize(to: limit)
    do {
      let prepared = try Journal<Notes>.prepareCompaction(plan)
      try journal.finishCompaction(prepared)
      limitFileSize(to: UInt64.max)
      break
    } catch {
      limitFileSize(to: UInt64.max)
      let unchanged = try Data(contentsOf: path) == before
      let same = journal.state == stateBefore
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      let leftover = names.contains { $0.hasPrefix("notes.journal.compacting") }
      report(
        "limit \(limit): threw; disk \(unchanged ? "unchanged" : "CHANGED"), memory "
          + "\(same ? "unchanged" : "CHANGED"), temp file \(leftover ? "LEFT" : "removed")")
      cuts += 1
      limit += 1
    }
  }
  let reopened = try Journal<Notes>(directory: directory.path, name: "notes", format: format)
  let compacted = try Data(contentsOf: path).count
  report(
    "cut points: \(cuts); then it succeeded: \(compacted) of \(before.count) bytes, state "
      + (journal.state == stateBefore && reopened.state == stateBefore ? "kept" : "CHANGED"))
}
