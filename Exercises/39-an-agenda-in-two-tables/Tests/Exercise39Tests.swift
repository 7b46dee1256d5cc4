// Exercise 39: An agenda in two tables — the rules your code must keep. The contract runs
// over the in-memory store and yours alike; the last two tests are the database's own.

import Foundation
import SQLiteEngine
import Testing

#if ReferenceSolutions
  import Exercise39Solution
#else
  import Exercise39
#endif

/// A store the contract runs over, made fresh for each test.
struct Store: Sendable, CustomStringConvertible {
  let description: String
  let open: @Sendable (String) throws -> any AgendaRepository

  static let all = [
    Store(description: "in memory") { _ in InMemoryAgendaRepository() },
    Store(description: "SQLite") { path in try SQLiteAgendaRepository(path: path) },
  ]
}

/// Runs `body` with the path of a database file in a fresh temporary folder.
private func withPath(_ body: (String) async throws -> Void) async throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("exercise-39-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try await body(folder.appendingPathComponent("agendas.sqlite").path)
}

private func swiftMeetup(_ topics: [String] = ["actors", "macros", "testing"]) throws -> Agenda {
  var agenda = Agenda(id: "meetup-1", title: "Swift 모임")
  for topic in topics { try agenda.add(topic) }
  return agenda
}

@Suite("Exercise 39: An agenda in two tables")
struct Exercise39Tests {
  @Test(
    "a saved agenda comes back whole: its title, its topics in order, one version on",
    arguments: Store.all)
  func savedComesBackWhole(store: Store) async throws {
    try await withPath { path in
      let agendas = try store.open(path)
      try await agendas.save(try swiftMeetup())

      let found = try #require(try await agendas.find(id: "meetup-1"))

      #expect(found.title == "Swift 모임")
      #expect(found.topics == ["actors", "macros", "testing"])
      #expect(found.version == 1)
      #expect(try await agendas.find(id: "meetup-9") == nil)
    }
  }

  @Test(
    "topics removed, added and moved are stored as the agenda holds them, nothing left behind",
    arguments: Store.all)
  func changedTopicsStoredAsHeld(store: Store) async throws {
    try await withPath { path in
      let agendas = try store.open(path)
      try await agendas.save(try swiftMeetup())
      var agenda = try #require(try await agendas.find(id: "meetup-1"))
      agenda.remove("macros")
      try agenda.add("SwiftData")
      agenda.move("testing", to: 0)
      agenda.retitle("Swift 모임 #2")

      try await agendas.save(agenda)

      let found = try #require(try await agendas.find(id: "meetup-1"))
      #expect(found.topics == ["testing", "actors", "SwiftData"])
      #expect(found.title == "Swift 모임 #2")
      #expect(found.version == 2)
    }
  }

  @Test(
    "a copy read before another save is refused as stale, and nothing of it is stored",
    arguments: Store.all)
  func staleCopyRefused(store: Store) async throws {
    try await withPath { path in
      let agendas = try store.open(path)
      try await agendas.save(try swiftMeetup())
      var mine = try #require(try await agendas.find(id: "meetup-1"))
      var theirs = mine
      theirs.remove("actors")
      try await agendas.save(theirs)
      mine.retitle("mine")
      try mine.add("concurrency")

      await #expect(throws: AgendaSaveConflict.staleVersion(id: "meetup-1", saved: 1, stored: 2)) {
        try await agendas.save(mine)
      }
      let found = try #require(try await agendas.find(id: "meetup-1"))
      #expect(found.title == "Swift 모임")
      #expect(found.topics == ["macros", "testing"])
      await #expect(throws: AgendaSaveConflict.staleVersion(id: "meetup-1", saved: 0, stored: 2)) {
        try await agendas.save(try swiftMeetup(["a new agenda under a taken id"]))
      }
    }
  }

  @Test("a save that fails halfway stores nothing: the root's row and its topics are one commit")
  func halfwayFailureStoresNothing() async throws {
    try await withPath { path in
      let agendas = try SQLiteAgendaRepository(path: path)
      try await agendas.save(try swiftMeetup())
      // The database refuses one topic, as a full disk or a lost lock would refuse any row.
      try SQLiteConnection(path: path).execute(
        """
        CREATE TRIGGER refuse BEFORE INSERT ON agenda_topics WHEN NEW.topic = 'refused'
        BEGIN SELECT RAISE(ABORT, 'refused by the test'); END
        """)
      var agenda = try #require(try await agendas.find(id: "meetup-1"))
      agenda.retitle("half")
      try agenda.add("refused")

      await #expect(throws: SQLiteError.self) { try await agendas.save(agenda) }

      let found = try #require(try await agendas.find(id: "meetup-1"))
      #expect(found.title == "Swift 모임")
      #expect(found.version == 1)
      #expect(found.topics == ["actors", "macros", "testing"])
    }
  }

  @Test("rows that break a rule of the agenda are refused on load, never returned without it")
  func brokenRowsRefused() async throws {
    try await withPath { path in
      let agendas = try SQLiteAgendaRepository(path: path)
      try await agendas.save(try swiftMeetup())
      // Another program wrote the same topic twice.
      try SQLiteConnection(path: path).execute(
        "INSERT INTO agenda_topics (agenda_id, position, topic) VALUES ('meetup-1', 7, 'actors')")

      await #expect(throws: AgendaError.twice("actors")) {
        try await agendas.find(id: "meetup-1")
      }
    }
  }
}
