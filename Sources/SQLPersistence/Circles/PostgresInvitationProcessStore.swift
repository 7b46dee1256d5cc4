// Chapter 12 — Real databases (DB-2): chapter 11's process manager keeps its state in
// PostgreSQL. Docs/modules.md
//
// Read first: `save(_:)`, beside `SQLiteInvitationProcessStore.save(_:)`: one row per
// process, replaced whole (`ON CONFLICT … DO UPDATE`), shared by every app instance.

import Aggregates
import CircleApplicationServices
import PostgresEngine

/// An `InvitationProcessStore` on a PostgreSQL database, shared by any number of app
/// instances.
public actor PostgresInvitationProcessStore: InvitationProcessStore {
  private let connection: PostgresConnection

  /// Connects to the database at `url`, bringing its `invitation_processes` table up to date.
  /// - Throws: `PostgresError` naming the server without its password.
  public init(url: String) throws(PostgresError) {
    connection = try PostgresConnection(url: url, migrations: InvitationProcessSchema.postgres)
  }

  /// Connects with the table in the schema `schema`: one per test, on one server.
  package init(url: String, schema: String) throws(PostgresError) {
    connection = try PostgresConnection(
      url: url, migrations: InvitationProcessSchema.postgres, schema: schema)
  }

  /// The process of this invitation, or `nil` when none started.
  /// - Throws: `PostgresError`, or ``InvitationProcessRowError`` when the row breaks a rule.
  public func find(_ invitation: CircleInvitationId) throws -> InvitationProcess? {
    try processes(where: "invitation_id = $1", [invitation.value]).first
  }

  /// Stores the process, replacing the one with the same key.
  /// - Throws: `PostgresError` when the server fails.
  public func save(_ process: InvitationProcess) throws {
    let row = InvitationProcessRow(process)
    try connection.execute(
      """
      INSERT INTO invitation_processes (\(InvitationProcessRow.columns))
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      ON CONFLICT (invitation_id) DO UPDATE SET circle_id = excluded.circle_id,
        invitee_id = excluded.invitee_id, started_at = excluded.started_at,
        stage = excluded.stage, void_reason = excluded.void_reason,
        void_limit = excluded.void_limit, void_message = excluded.void_message,
        voided_at = excluded.voided_at
      """,
      [
        row.invitation, row.circle, row.invitee, "\(row.startedAt)", row.stage, row.voidReason,
        row.voidLimit.map(String.init), row.voidMessage, row.voidedAt.map { "\($0)" },
      ])
  }

  /// Every process not finished, oldest first.
  /// - Throws: `PostgresError`, or ``InvitationProcessRowError`` when a row breaks a rule.
  public func unfinished() throws -> [InvitationProcess] {
    try processes(where: "stage = 'joining'", [])
  }

  private func processes(
    where condition: String, _ arguments: [String?]
  ) throws -> [InvitationProcess] {
    try connection.query(
      """
      SELECT \(InvitationProcessRow.columns) FROM invitation_processes WHERE \(condition)
      ORDER BY started_at, invitation_id
      """, arguments
    ).map { row throws(InvitationProcessRowError) in
      try InvitationProcessRow(
        invitation: row[0] ?? "", circle: row[1] ?? "", invitee: row[2] ?? "",
        startedAt: row[3].flatMap(Double.init) ?? .nan, stage: row[4] ?? "",
        voidReason: row[5], voidLimit: row[6].flatMap { Int($0) }, voidMessage: row[7],
        voidedAt: row[8].flatMap(Double.init)
      ).makeProcess(store: connection.server)
    }
  }
}
