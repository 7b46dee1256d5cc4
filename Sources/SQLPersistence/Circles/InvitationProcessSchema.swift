// Chapter 12 — Real databases (DB-8): the invitation processes' table, as code.
// Docs/modules.md
//
// Read first: the partial index. A process manager restarting asks for the processes not
// finished, oldest first; finished ones stay as the record of what happened, so the index
// holds only the unfinished. The table is the process store's own: its owner numbers its
// steps apart from the users' and the circles'.

import PostgresEngine
import SQLiteEngine

/// The numbered steps of the invitation processes' schema.
package enum InvitationProcessSchema {
  /// The SQLite schema's steps, oldest first.
  package static let sqlite: [SQLiteMigration] = [
    SQLiteMigration(
      owner: "invitation_processes", number: 1,
      sql: """
        CREATE TABLE invitation_processes (
          invitation_id TEXT PRIMARY KEY NOT NULL,
          circle_id TEXT NOT NULL,
          invitee_id TEXT NOT NULL,
          started_at REAL NOT NULL,
          stage TEXT NOT NULL CHECK (stage IN ('joining', 'joined', 'voided')),
          void_reason TEXT,
          void_limit INTEGER,
          void_message TEXT,
          voided_at REAL
        );
        CREATE INDEX invitation_processes_unfinished
          ON invitation_processes (started_at, invitation_id) WHERE stage = 'joining'
        """)
  ]

  /// The PostgreSQL schema's steps: the same table, in the server's types.
  package static let postgres: [PostgresMigration] = [
    PostgresMigration(
      owner: "invitation_processes", number: 1,
      sql: """
        CREATE TABLE invitation_processes (
          invitation_id text COLLATE "C" PRIMARY KEY,
          circle_id text NOT NULL,
          invitee_id text NOT NULL,
          started_at double precision NOT NULL,
          stage text NOT NULL CHECK (stage IN ('joining', 'joined', 'voided')),
          void_reason text,
          void_limit integer,
          void_message text,
          voided_at double precision
        );
        CREATE INDEX invitation_processes_unfinished
          ON invitation_processes (started_at, invitation_id) WHERE stage = 'joining'
        """)
  ]
}
