// Chapter 12 — Real databases (DB-5, DB-8): the users' steps 4 and 5, for withdrawals and
// delivery. Docs/modules.md
//
// Read first: why these tables are the users'. The archive of withdrawn users is written in
// one transaction with the user's delete and its `UserWithdrew`, so it lives in the users'
// database, migrated by the users' repository. The delivered mark sits on each outbox row (not
// one mark for the whole outbox) so competing relays can each claim rows of their own.

extension UserSchema {
  /// Step 4, on each engine: the archive of withdrawn users.
  static let withdrawnUsers = (
    sqlite: """
    CREATE TABLE withdrawn_users (
      id TEXT PRIMARY KEY NOT NULL,
      name TEXT NOT NULL,
      registered_at REAL NOT NULL,
      withdrawn_at REAL NOT NULL
    )
    """,
    postgres: """
    CREATE TABLE withdrawn_users (
      id text COLLATE "C" PRIMARY KEY,
      name text NOT NULL,
      registered_at double precision NOT NULL,
      withdrawn_at double precision NOT NULL
    )
    """
  )

  /// Step 5, on each engine: each outbox row's delivered mark, and an index of the
  /// undelivered.
  static let deliveredMark = (
    sqlite: """
    ALTER TABLE user_outbox ADD COLUMN delivered INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX user_outbox_undelivered ON user_outbox (position) WHERE delivered = 0
    """,
    postgres: """
    ALTER TABLE user_outbox ADD COLUMN delivered boolean NOT NULL DEFAULT false;
    CREATE INDEX user_outbox_undelivered ON user_outbox (position) WHERE NOT delivered
    """
  )
}
