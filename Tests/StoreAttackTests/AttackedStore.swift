// The stores the adversary attacks through one capstone: a folder of journals (chapter 4),
// a SQLite file and a PostgreSQL schema (chapter 12). The same campaign and the same
// invariants run over each; only the address given to `--store`, where a commit can be
// seen landing, and the round counts differ. Docs/12-real-databases.md

import Foundation
import TestSupport
import Testing

/// A kind of store the attacks run the capstone against.
enum AttackedStore: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// `--store DIR`: the file store.
  case folder
  /// `--store sqlite:PATH`: one SQLite file.
  case sqlite
  /// `--store postgres://…`: one schema of the test server.
  case postgres

  /// The stores this run attacks: the folder and SQLite always, PostgreSQL when a server is
  /// given, and in CI (`CI=true`) always, where a missing server fails instead of skipping.
  static let all: [AttackedStore] =
    TestDatabase.postgresURL != nil || TestDatabase.isCI ? allCases : [.folder, .sqlite]

  var testDescription: String { rawValue }

  /// The rounds a loop plays on this store: the folder's `quick` and `ci`; a database a
  /// single round in `swift test` (every assertion once) and `database` in the campaign,
  /// which CI's time keeps small (a database's process costs more to start than a folder's).
  func rounds(quick: Int, ci: Int, database: Int) -> Int {
    self == .folder
      ? TortureRounds.count(quick: quick, ci: ci) : TortureRounds.count(quick: 1, ci: database)
  }

  /// Runs `body` with a runner of the capstone against a new, empty store of this kind in
  /// a temporary folder (a PostgreSQL store is a new schema, dropped after).
  func withAdmin(_ body: (UserAdmin) async throws -> Void) async throws {
    try await withTemporaryDirectory { folder in
      let place = folder.appendingPathComponent("store", isDirectory: true)
      switch self {
      case .folder:
        try await body(UserAdmin(store: place, scratch: folder))
      case .sqlite:
        // The database's folder holds only its file, its WAL and its shared memory, so a
        // change there is a commit (or a checkpoint) of this store.
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        let path = place.appendingPathComponent("workshop.sqlite").path
        try await body(UserAdmin(address: "sqlite:" + path, watching: place, scratch: folder))
      case .postgres:
        guard TestDatabase.postgresURL != nil else {
          Issue.record("CI=true but no DATABASE_URL: the attacks did not run on PostgreSQL")
          return
        }
        try await TestDatabase.withSchemaAddress { address in
          try await body(UserAdmin(address: address, watching: nil, scratch: folder))
        }
      }
    }
  }

  /// The names a store of this kind may leave in its folder after any kill: for SQLite the
  /// database, its WAL and its shared memory; `nil` where the folder is judged elsewhere
  /// (the file store's against a full store's files) or there is none (a server).
  var filesAllowed: Set<String>? {
    self == .sqlite ? ["workshop.sqlite", "workshop.sqlite-wal", "workshop.sqlite-shm"] : nil
  }
}
