// Chapter 12 — Real databases (DB-3, DB-8): the accounts' and sessions' tables, as code.
// Docs/modules.md
//
// Read first: the two `UNIQUE`s. One account per provider identity, and one per profile,
// are the rules `FileAuthenticationStore` checks under its lock; here they are constraints,
// and the two SQL stores turn their refusals into the context's own errors
// (`AccountSaveConflict.identityTaken`, `SessionError.profileTaken`). The tables share the
// users' database, so the steps name their owner and count on their own.

import PostgresEngine
import SQLiteEngine

/// The numbered steps of the authentication stores' schema.
package enum AuthenticationSchema {
  /// The owner the steps are recorded under, beside the other adapters' in one database.
  static let owner = "authentication"

  /// The SQLite schema's steps, oldest first.
  package static let sqlite: [SQLiteMigration] = [
    SQLiteMigration(
      owner: owner, number: 1,
      sql: """
        CREATE TABLE accounts (
          id TEXT PRIMARY KEY NOT NULL,
          provider TEXT NOT NULL,
          subject TEXT NOT NULL,
          opened_at REAL NOT NULL,
          UNIQUE (provider, subject)
        );
        CREATE TABLE profile_links (
          account_id TEXT PRIMARY KEY NOT NULL,
          user_id TEXT NOT NULL UNIQUE
        );
        CREATE TABLE onboardings (
          account_id TEXT PRIMARY KEY NOT NULL,
          name TEXT NOT NULL,
          since REAL NOT NULL
        );
        CREATE TABLE sessions (
          token TEXT PRIMARY KEY NOT NULL,
          account_id TEXT NOT NULL,
          started_at REAL NOT NULL,
          expires_at REAL NOT NULL
        );
        CREATE TABLE device_sessions (
          device TEXT PRIMARY KEY NOT NULL,
          token TEXT NOT NULL
        )
        """)
  ]

  /// The PostgreSQL schema's steps: the same tables, in the server's types.
  package static let postgres: [PostgresMigration] = [
    PostgresMigration(
      owner: owner, number: 1,
      sql: """
        CREATE TABLE accounts (
          id text COLLATE "C" PRIMARY KEY,
          provider text NOT NULL,
          subject text COLLATE "C" NOT NULL,
          opened_at double precision NOT NULL,
          CONSTRAINT accounts_identity_key UNIQUE (provider, subject)
        );
        CREATE TABLE profile_links (
          account_id text COLLATE "C" PRIMARY KEY,
          user_id text COLLATE "C" NOT NULL CONSTRAINT profile_links_user_key UNIQUE
        );
        CREATE TABLE onboardings (
          account_id text COLLATE "C" PRIMARY KEY,
          name text NOT NULL,
          since double precision NOT NULL
        );
        CREATE TABLE sessions (
          token text COLLATE "C" PRIMARY KEY,
          account_id text COLLATE "C" NOT NULL,
          started_at double precision NOT NULL,
          expires_at double precision NOT NULL
        );
        CREATE TABLE device_sessions (
          device text PRIMARY KEY,
          token text NOT NULL
        )
        """)
  ]
}
