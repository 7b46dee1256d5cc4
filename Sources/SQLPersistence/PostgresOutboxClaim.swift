// Chapter 12 — Real databases (DB-5): what a PostgreSQL relay holds between its read and its
// marks. Docs/modules.md
//
// Read first: `connection`. A claim is a transaction held open while its events are handed
// over, so it needs a connection of its own: on the repository's connection, the next save would
// run inside the claim's transaction, and its commit would end the claim.

import PostgresEngine

/// A relay's claim on outbox rows: the connection its transaction runs on, opened at the
/// first read, and the positions it holds that are not yet marked delivered.
struct PostgresOutboxClaim {
  /// The address and the schema the connection opens on (the repository's own).
  let url: String
  let schema: String?
  /// The relay's connection, once opened.
  private(set) var connection: PostgresConnection?
  /// The positions of the open claim's rows not yet marked (empty: no claim is open).
  var positions: [Int] = []

  /// The claim's connection, opened on first use to the same database and schema.
  mutating func connect() throws(PostgresError) -> PostgresConnection {
    if let connection { return connection }
    let opened = try PostgresConnection(url: url, migrations: [], schema: schema)
    connection = opened
    return opened
  }
}
