// Exercise 39 — reference solution. Docs/exercises.md

import SQLiteEngine

/// Agendas in a SQLite file: the root's row in `agendas`, one row per topic in
/// `agenda_topics`, loaded and saved whole.
public actor SQLiteAgendaRepository: AgendaRepository {
  private let connection: SQLiteConnection

  /// Opens (creating if absent) the database at `path` with its two tables.
  public init(path: String) throws(SQLiteError) {
    connection = try SQLiteConnection(path: path, migrations: Self.schema)
  }

  /// Stores the whole agenda, if this copy is of the version stored.
  /// - Throws: `AgendaSaveConflict.staleVersion` otherwise (nothing is written then), or
  ///   `SQLiteError`.
  public func save(_ agenda: Agenda) throws {
    try connection.transaction {
      let written =
        agenda.version == 0
        ? try connection.execute(
          "INSERT INTO agendas (id, title, version) VALUES (?, ?, 1) ON CONFLICT (id) DO NOTHING",
          [.text(agenda.id), .text(agenda.title)])
        : try connection.execute(
          "UPDATE agendas SET title = ?, version = version + 1 WHERE id = ? AND version = ?",
          [.text(agenda.title), .text(agenda.id), .integer(Int64(agenda.version))])
      guard written == 1 else {
        let stored = try connection.query(
          "SELECT version FROM agendas WHERE id = ?", [.text(agenda.id)])
        throw AgendaSaveConflict.staleVersion(
          id: agenda.id, saved: agenda.version, stored: Int(stored.first?.first?.integer ?? 0))
      }
      // The topics as the agenda holds them now: the old rows go, whatever changed.
      try connection.execute("DELETE FROM agenda_topics WHERE agenda_id = ?", [.text(agenda.id)])
      for (position, topic) in agenda.topics.enumerated() {
        try connection.execute(
          "INSERT INTO agenda_topics (agenda_id, position, topic) VALUES (?, ?, ?)",
          [.text(agenda.id), .integer(Int64(position)), .text(topic)])
      }
    }
  }

  /// The agenda with this id, whole, or `nil`.
  /// - Throws: `AgendaError` when its rows break a rule of the agenda, or `SQLiteError`.
  public func find(id: String) throws -> Agenda? {
    // One transaction, so the root and its topics are read as one commit left them.
    try connection.transaction {
      guard
        let root = try connection.query(
          "SELECT title, version FROM agendas WHERE id = ?", [.text(id)]
        ).first
      else { return nil }
      let topics = try connection.query(
        "SELECT topic FROM agenda_topics WHERE agenda_id = ? ORDER BY position", [.text(id)])
      return try Agenda(
        restoring: id, title: root[0].text ?? "", topics: topics.map { $0[0].text ?? "" },
        version: Int(root[1].integer ?? 0))
    }
  }

  /// The two tables.
  ///
  /// A topic's row is keyed by its agenda and its place on it.
  static let schema = [
    SQLiteMigration(
      owner: "exercise-39", number: 1,
      sql: """
        CREATE TABLE agendas (
          id TEXT PRIMARY KEY NOT NULL,
          title TEXT NOT NULL,
          version INTEGER NOT NULL CHECK (version > 0)
        );
        CREATE TABLE agenda_topics (
          agenda_id TEXT NOT NULL REFERENCES agendas (id),
          position INTEGER NOT NULL,
          topic TEXT NOT NULL,
          PRIMARY KEY (agenda_id, position)
        )
        """)
  ]
}
