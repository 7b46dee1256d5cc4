// Chapter 12 — Real databases (DB-2, DB-3, DB-8): the circles' tables, as code.
// Docs/modules.md
//
// Read first: the partial unique index on `circle_invitations`. A circle is a root row and
// its members' rows (`circle_members`, in order), saved and loaded whole; its name is a
// `UNIQUE` constraint, as the users' name is. "One open invitation per circle and invitee"
// is a rule about some rows only, the open ones: an index `WHERE NOT ended` holds it, so an
// ended invitation stays as history and a new one may follow it. The outbox and the users
// the circles know withdrew are the circles' own tables; no table of the profiles is named.

import PostgresEngine
import SQLiteEngine

/// The numbered steps of the circles' schema.
package enum CircleSchema {
  /// The SQLite schema's steps, oldest first.
  package static let sqlite: [SQLiteMigration] = [
    SQLiteMigration(
      owner: "circles", number: 1,
      sql: """
        CREATE TABLE circles (
          id TEXT PRIMARY KEY NOT NULL,
          name TEXT NOT NULL UNIQUE,
          owner TEXT NOT NULL,
          created_at REAL NOT NULL,
          version INTEGER NOT NULL CHECK (version > 0)
        );
        CREATE INDEX circles_by_creation ON circles (created_at, id);
        CREATE TABLE circle_members (
          circle_id TEXT NOT NULL REFERENCES circles (id) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          user_id TEXT NOT NULL,
          PRIMARY KEY (circle_id, position),
          UNIQUE (circle_id, user_id)
        );
        CREATE TABLE circle_withdrawals (user_id TEXT PRIMARY KEY NOT NULL);
        CREATE TABLE circle_outbox (
          position INTEGER PRIMARY KEY AUTOINCREMENT,
          kind TEXT NOT NULL,
          circle_id TEXT NOT NULL,
          member TEXT,
          former_owner TEXT,
          old_name TEXT,
          new_name TEXT,
          occurred_at REAL NOT NULL
        )
        """),
    SQLiteMigration(owner: "circles", number: 2, sql: invitations),
  ]

  // region: one-open-invitation
  /// The SQLite invitations' table: an ended invitation stays as a row, and the partial
  /// unique index holds "one open invitation per circle and invitee" for the open rows only.
  static let invitations = """
    CREATE TABLE circle_invitations (
      id TEXT PRIMARY KEY NOT NULL,
      circle_id TEXT NOT NULL REFERENCES circles (id) ON DELETE CASCADE,
      inviter TEXT NOT NULL,
      invitee TEXT NOT NULL,
      created_at REAL NOT NULL,
      ended INTEGER NOT NULL DEFAULT 0 CHECK (ended IN (0, 1))
    );
    CREATE UNIQUE INDEX circle_invitations_one_open
      ON circle_invitations (circle_id, invitee) WHERE NOT ended
    """
  // endregion
}

extension CircleSchema {
  /// The PostgreSQL schema's steps: the same tables, in the server's types, with the
  /// constraints named so a refusal can be told apart by name.
  package static let postgres: [PostgresMigration] = [
    PostgresMigration(
      owner: "circles", number: 1,
      sql: """
        CREATE TABLE circles (
          id text COLLATE "C" PRIMARY KEY,
          name text COLLATE "C" NOT NULL CONSTRAINT circles_name_key UNIQUE,
          owner text COLLATE "C" NOT NULL,
          created_at double precision NOT NULL,
          version integer NOT NULL CHECK (version > 0)
        );
        CREATE INDEX circles_by_creation ON circles (created_at, id);
        CREATE TABLE circle_members (
          circle_id text COLLATE "C" NOT NULL REFERENCES circles (id) ON DELETE CASCADE,
          position integer NOT NULL,
          user_id text COLLATE "C" NOT NULL,
          PRIMARY KEY (circle_id, position),
          UNIQUE (circle_id, user_id)
        );
        CREATE TABLE circle_withdrawals (user_id text COLLATE "C" PRIMARY KEY);
        CREATE TABLE circle_outbox (
          position bigserial PRIMARY KEY,
          kind text NOT NULL,
          circle_id text NOT NULL,
          member text,
          former_owner text,
          old_name text,
          new_name text,
          occurred_at double precision NOT NULL
        )
        """),
    PostgresMigration(
      owner: "circles", number: 2,
      sql: """
        CREATE TABLE circle_invitations (
          id text COLLATE "C" PRIMARY KEY,
          circle_id text COLLATE "C" NOT NULL REFERENCES circles (id) ON DELETE CASCADE,
          inviter text COLLATE "C" NOT NULL,
          invitee text COLLATE "C" NOT NULL,
          created_at double precision NOT NULL,
          ended boolean NOT NULL DEFAULT false
        );
        CREATE UNIQUE INDEX circle_invitations_one_open
          ON circle_invitations (circle_id, invitee) WHERE NOT ended
        """),
  ]
}
