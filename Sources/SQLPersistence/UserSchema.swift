// Chapter 12 — Real databases (DB-3, DB-8): the users' tables, as code.
// Docs/modules.md
//
// Read first: the `UNIQUE` on `name`. The rule chapter 8 had each repository check in one step
// with the save is here a constraint: the database refuses a second holder of a name
// whatever process writes, and the repository translates the refusal into the domain's
// `UserSaveConflict.nameTaken`. Steps are numbered as the chapters grew the repository: users,
// (chapter 9) their outbox, then `user_names`, the view the circle list joins. A step, once
// released, never changes; a new need is a new step.

import PostgresEngine
import SQLiteEngine

/// The numbered steps of the users' schema.
package enum UserSchema {
  // region: sqlite-schema
  /// The SQLite schema's steps, oldest first.
  package static let sqlite: [SQLiteMigration] = [
    SQLiteMigration(
      owner: "users", number: 1,
      sql: """
        CREATE TABLE users (
          id TEXT PRIMARY KEY NOT NULL,
          name TEXT NOT NULL UNIQUE,
          status_message TEXT NOT NULL,
          type TEXT NOT NULL,
          created_at REAL NOT NULL,
          version INTEGER NOT NULL CHECK (version > 0)
        );
        CREATE INDEX users_by_creation ON users (created_at, id)
        """),
    SQLiteMigration(
      owner: "users", number: 2,
      sql: """
        CREATE TABLE user_outbox (
          position INTEGER PRIMARY KEY AUTOINCREMENT,
          kind TEXT NOT NULL,
          user_id TEXT NOT NULL,
          name TEXT,
          previous_name TEXT,
          status_message TEXT,
          occurred_at REAL NOT NULL
        )
        """),
    SQLiteMigration(owner: "users", number: 3, sql: publishedNames),
    SQLiteMigration(owner: "users", number: 4, sql: withdrawnUsers.sqlite),
    SQLiteMigration(owner: "users", number: 5, sql: deliveredMark.sqlite),
  ]
  // endregion

  /// The profiles' published read of names, which another context may join (context map).
  static let publishedNames = "CREATE VIEW user_names AS SELECT id, name FROM users"
}

extension UserSchema {
  /// The PostgreSQL schema's steps: the same tables, in the server's types.
  ///
  /// Names and ids
  /// compare by code point (`COLLATE "C"`), as Swift and SQLite compare them, so every repository
  /// lists users in one order.
  package static let postgres: [PostgresMigration] = [
    PostgresMigration(
      owner: "users", number: 1,
      sql: """
        CREATE TABLE users (
          id text COLLATE "C" PRIMARY KEY,
          name text COLLATE "C" NOT NULL CONSTRAINT users_name_key UNIQUE,
          status_message text NOT NULL,
          type text NOT NULL,
          created_at double precision NOT NULL,
          version integer NOT NULL CHECK (version > 0)
        );
        CREATE INDEX users_by_creation ON users (created_at, id)
        """),
    PostgresMigration(
      owner: "users", number: 2,
      sql: """
        CREATE TABLE user_outbox (
          position bigserial PRIMARY KEY,
          kind text NOT NULL,
          user_id text NOT NULL,
          name text,
          previous_name text,
          status_message text,
          occurred_at double precision NOT NULL
        )
        """),
    PostgresMigration(owner: "users", number: 3, sql: publishedNames),
    PostgresMigration(owner: "users", number: 4, sql: withdrawnUsers.postgres),
    PostgresMigration(owner: "users", number: 5, sql: deliveredMark.postgres),
  ]
}
