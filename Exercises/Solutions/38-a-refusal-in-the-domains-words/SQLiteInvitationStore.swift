// Exercise 38 — reference solution. Docs/exercises.md

import Aggregates
import Foundation
import SQLiteEngine
import ValueObjects

/// Open invitations in a SQLite file, beside the circles and users they refer to.
///
/// The database keeps the store's rules: one open invitation per circle and invitee (a
/// partial unique index), a circle that exists and an invitee who is a user (foreign keys).
/// What it refuses reaches the caller as the domain's `CircleInvitationConflict`.
public actor SQLiteInvitationStore {
  private let connection: SQLiteConnection

  /// Opens (creating if absent) the database at `path` with its three tables.
  public init(path: String) throws(SQLiteError) {
    connection = try SQLiteConnection(path: path, migrations: Self.schema)
  }

  /// Records a circle, as the circles' store would in the same database.
  public func addCircle(_ id: CircleId) throws(SQLiteError) {
    try connection.execute("INSERT INTO circles (id) VALUES (?)", [.text(id.value)])
  }

  /// Records a user, as the users' store would in the same database.
  public func addUser(_ id: UserId) throws(SQLiteError) {
    try connection.execute("INSERT INTO users (id) VALUES (?)", [.text(id.value)])
  }

  /// Stores a new open invitation.
  /// - Throws: `CircleInvitationConflict` when the database refuses it for a rule of the
  ///   domain (nothing is written then); `SQLiteError` for anything else.
  public func save(_ invitation: CircleInvitation) throws {
    try connection.transaction {
      do {
        try connection.execute(
          """
          INSERT INTO invitations (id, circle_id, inviter, invitee, created_at, state)
          VALUES (?, ?, ?, ?, ?, 'open')
          """,
          [
            .text(invitation.id.value), .text(invitation.circle.value),
            .text(invitation.inviter.value), .text(invitation.invitee.value),
            .real(invitation.createdAt.timeIntervalSince1970),
          ])
      } catch SQLiteError.constraint(_, .unique(let columns), _)
        where columns == ["invitations.circle_id", "invitations.invitee"]
      {
        throw CircleInvitationConflict.alreadyInvited(invitation.invitee, circle: invitation.circle)
      } catch let error as SQLiteError {
        guard case .constraint(_, .other, let message) = error, message.contains("FOREIGN KEY")
        else { throw error }
        // The database says that a reference broke, not which one: ask it, in the same
        // transaction, before it ends.
        if try !exists("circles", invitation.circle.value) {
          throw CircleInvitationConflict.circleGone(invitation.circle)
        }
        if try !exists("users", invitation.invitee.value) {
          throw CircleInvitationConflict.notAUser(invitation.invitee)
        }
        throw error
      }
    }
  }

  /// The open invitation of `invitee` to `circle`, as its id, or `nil`.
  public func openInvitation(circle: CircleId, invitee: UserId) throws(SQLiteError) -> String? {
    try connection.query(
      "SELECT id FROM invitations WHERE circle_id = ? AND invitee = ? AND state = 'open'",
      [.text(circle.value), .text(invitee.value)]
    ).first?.first?.text
  }

  /// Ends an open invitation (declined); its row stays, no longer open.
  public func end(_ id: CircleInvitationId) throws(SQLiteError) {
    try connection.execute(
      "UPDATE invitations SET state = 'ended' WHERE id = ?", [.text(id.value)])
  }

  private func exists(_ table: String, _ id: String) throws(SQLiteError) -> Bool {
    try !connection.query("SELECT 1 FROM \(table) WHERE id = ?", [.text(id)]).isEmpty
  }

  /// The tables: circles and users stand for the other stores of the same database.
  static let schema = [
    SQLiteMigration(
      owner: "exercise-38", number: 1,
      sql: """
        CREATE TABLE circles (id TEXT PRIMARY KEY NOT NULL);
        CREATE TABLE users (id TEXT PRIMARY KEY NOT NULL);
        CREATE TABLE invitations (
          id TEXT PRIMARY KEY NOT NULL,
          circle_id TEXT NOT NULL REFERENCES circles (id),
          inviter TEXT NOT NULL,
          invitee TEXT NOT NULL REFERENCES users (id),
          created_at REAL NOT NULL,
          state TEXT NOT NULL CHECK (state IN ('open', 'ended'))
        );
        CREATE UNIQUE INDEX one_open_invitation ON invitations (circle_id, invitee)
        WHERE state = 'open'
        """)
  ]
}
