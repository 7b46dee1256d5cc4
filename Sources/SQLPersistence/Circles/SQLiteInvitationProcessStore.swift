// Chapter 12 — Real databases (DB-2): chapter 11's process manager keeps its state in SQLite.
// Docs/modules.md
//
// Read first: `save(_:)`. A process is one row, replaced whole at each step, so a restarted
// process manager finds where each invitation stood; the process manager's own checks
// (a finished process is not run again) make a redelivered event harmless.

import Aggregates
import CircleApplicationServices
import SQLiteEngine

/// An `InvitationProcessStore` over one SQLite database file.
public actor SQLiteInvitationProcessStore: InvitationProcessStore {
  private let connection: SQLiteConnection

  /// Opens (creating if absent) the database at `path`, bringing its
  /// `invitation_processes` table up to date; the file may hold every other adapter's too.
  /// - Throws: `SQLiteError` naming the file.
  public init(path: String) throws(SQLiteError) {
    connection = try SQLiteConnection(path: path, migrations: InvitationProcessSchema.sqlite)
  }

  /// The process of this invitation, or `nil` when none started.
  /// - Throws: `SQLiteError`, or ``InvitationProcessRowError`` when the row breaks a rule.
  public func find(_ invitation: CircleInvitationId) throws -> InvitationProcess? {
    try processes(where: "invitation_id = ?", [.text(invitation.value)]).first
  }

  /// Stores the process, replacing the one with the same key.
  /// - Throws: `SQLiteError` when the database fails.
  public func save(_ process: InvitationProcess) throws {
    let row = InvitationProcessRow(process)
    try connection.execute(
      """
      INSERT OR REPLACE INTO invitation_processes (\(InvitationProcessRow.columns))
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(row.invitation), .text(row.circle), .text(row.invitee), .real(row.startedAt),
        .text(row.stage), row.voidReason.map(SQLiteValue.text) ?? .null,
        row.voidLimit.map { .integer(Int64($0)) } ?? .null,
        row.voidMessage.map(SQLiteValue.text) ?? .null,
        row.voidedAt.map(SQLiteValue.real) ?? .null,
      ])
  }

  /// Every process not finished, oldest first.
  /// - Throws: `SQLiteError`, or ``InvitationProcessRowError`` when a row breaks a rule.
  public func unfinished() throws -> [InvitationProcess] {
    try processes(where: "stage = 'joining'", [])
  }

  private func processes(
    where condition: String, _ arguments: [SQLiteValue]
  ) throws -> [InvitationProcess] {
    try connection.query(
      """
      SELECT \(InvitationProcessRow.columns) FROM invitation_processes WHERE \(condition)
      ORDER BY started_at, invitation_id
      """, arguments
    ).map { row throws(InvitationProcessRowError) in
      try InvitationProcessRow(
        invitation: row[0].text ?? "", circle: row[1].text ?? "", invitee: row[2].text ?? "",
        startedAt: row[3].real ?? .nan, stage: row[4].text ?? "", voidReason: row[5].text,
        voidLimit: row[6].integer.map { Int($0) }, voidMessage: row[7].text,
        voidedAt: row[8].real
      ).makeProcess(store: connection.path)
    }
  }
}
