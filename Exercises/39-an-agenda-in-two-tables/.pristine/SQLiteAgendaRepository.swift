// Exercise 39 — your turn: write `save(_:)` and `find(id:)`. See README.md or README.ko.md.

import ExerciseSupport
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
    // TODO: the root's row and every topic's row, as the agenda holds them now, in one
    // transaction; a copy that is not of the stored version changes nothing.
    throw NotImplemented("SQLiteAgendaRepository.save(_:)")
  }

  /// The agenda with this id, whole, or `nil`.
  /// - Throws: `AgendaError` when its rows break a rule of the agenda, or `SQLiteError`.
  public func find(id: String) throws -> Agenda? {
    // TODO: the root's row, then its topics in their order, through the agenda's rules.
    throw NotImplemented("SQLiteAgendaRepository.find(id:)")
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
