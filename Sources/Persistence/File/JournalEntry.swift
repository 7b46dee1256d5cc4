// Chapter 4 — Repositories (RE-6). Docs/04-repositories.md
//
// Read after `UserRecord.swift`: one line of the journal says either "this user now
// looks like this" or "this user is gone". Replaying the lines in order rebuilds the
// current state; that is all a journal is.

/// One change recorded in the journal.
enum JournalEntry: Sendable, Equatable {
  /// The whole user as saved: inserted, or replacing the one with the same id.
  case save(UserRecord)
  /// The user with this id was deleted.
  case delete(id: String)
}
