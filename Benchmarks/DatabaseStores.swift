// Chapter 12's part of the benchmark, its stores: the file store, the SQLite adapter and
// the PostgreSQL adapter, each opened over N users with its circles and invitations, as the
// capstone opens them. Docs/performance.md
//
// The N users are loaded in one batch (the file store's `save(contentsOf:)`, one
// transaction of plain `INSERT`s into the adapters' own tables), which is set-up, not
// measured. Each database opens at the durability the adapters promise: SQLite as
// `SQLiteConnection` opens it (WAL, `synchronous=FULL`), PostgreSQL at the server's
// settings, which the benchmark prints (`fsync` and `synchronous_commit` must be `on`).

import Aggregates
import CirclePersistence
import Entities
import Foundation
import Persistence
import PostgresEngine
import Repositories
import SQLPersistence
import SQLiteEngine

/// One store under measurement: its ports, and how to remove what it wrote.
struct MeasuredStore: Sendable {
  var name: String
  var users: any UserRepository
  var circles: any CircleRepository
  var invitations: any CircleInvitationRepository
  var beginUnitOfWork: @Sendable () async -> any CircleUnitOfWork
  var cleanUp: @Sendable () -> Void
}

/// A new temporary folder for one store.
func benchmarkDirectory(_ name: String) -> URL {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("dddworkshop-benchmark-\(name)-\(UUID().uuidString)")
}

/// The file stores (chapters 4 and 7), in a new folder holding `users`.
func fileStore(holding users: [User]) async throws -> MeasuredStore {
  let directory = benchmarkDirectory("file")
  let repository = try FileUserRepository(directory: directory)
  try await repository.save(contentsOf: users)
  let circles = try FileCircleRepository(directory: directory)
  return MeasuredStore(
    name: "file", users: repository, circles: circles,
    invitations: try FileCircleInvitationRepository(directory: directory),
    beginUnitOfWork: { circles.beginUnitOfWork() },
    cleanUp: { try? FileManager.default.removeItem(at: directory) })
}

/// The SQLite adapters over one new database file holding `users`.
func sqliteStore(holding users: [User]) throws -> MeasuredStore {
  let directory = benchmarkDirectory("sqlite")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let path = directory.appendingPathComponent("workshop.sqlite").path
  do {
    let loader = try SQLiteConnection(path: path, migrations: UserSchema.sqlite)
    try loader.transaction {
      for user in users {
        try loader.execute(
          "INSERT INTO users (id, name, status_message, type, created_at, version)"
            + " VALUES (?, ?, ?, ?, ?, 1)",
          [
            .text(user.id.value), .text(user.name.value), .text(user.statusMessage.value),
            .text(user.type.rawValue), .real(user.createdAt.timeIntervalSince1970),
          ])
      }
    }
  }
  let circles = try SQLiteCircleRepository(path: path)
  return MeasuredStore(
    name: "SQLite", users: try SQLiteUserRepository(path: path), circles: circles,
    invitations: SQLiteCircleInvitationRepository(circles: circles),
    beginUnitOfWork: { circles.beginUnitOfWork() },
    cleanUp: { try? FileManager.default.removeItem(at: directory) })
}

/// The PostgreSQL adapters in a new schema of the database at `url`, holding `users`; the
/// schema is dropped by `cleanUp`.
func postgresStore(url: String, holding users: [User]) throws -> MeasuredStore {
  let schema = "benchmark_\(users.count)_\(UInt32.random(in: 0...UInt32.max))"
  do {
    let loader = try PostgresConnection(url: url, migrations: UserSchema.postgres, schema: schema)
    try loader.transaction {
      // A thousand rows a statement: one round trip each, not one per user.
      var start = 0
      while start < users.count {
        let batch = users[start..<min(start + 1_000, users.count)]
        let rows = (0..<batch.count).map { row in
          "(" + (1...5).map { "$\(row * 5 + $0)" }.joined(separator: ", ") + ", 1)"
        }
        try loader.execute(
          "INSERT INTO users (id, name, status_message, type, created_at, version) VALUES "
            + rows.joined(separator: ", "),
          batch.flatMap { user in
            [
              user.id.value, user.name.value, user.statusMessage.value, user.type.rawValue,
              String(user.createdAt.timeIntervalSince1970),
            ]
          })
        start += batch.count
      }
    }
  }
  let circles = try PostgresCircleRepository(url: url, schema: schema)
  return MeasuredStore(
    name: "PostgreSQL", users: try PostgresUserRepository(url: url, schema: schema),
    circles: circles, invitations: PostgresCircleInvitationRepository(circles: circles),
    beginUnitOfWork: { circles.beginUnitOfWork() },
    cleanUp: {
      _ = try? PostgresConnection(url: url).execute("DROP SCHEMA \(schema) CASCADE")
    })
}

/// The server's durability settings, as `name=value` pairs, or why they cannot be read.
func postgresDurability(url: String) -> String {
  do {
    let connection = try PostgresConnection(url: url)
    return try ["fsync", "synchronous_commit", "full_page_writes"].map { setting in
      "\(setting)=\(try connection.query("SHOW \(setting)").first?.first.flatMap { $0 } ?? "?")"
    }.joined(separator: ", ")
  } catch {
    return "unreadable: \(error)"
  }
}
