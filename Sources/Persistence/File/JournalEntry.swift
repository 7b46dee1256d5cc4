// Chapter 4 — Repositories (RE-6). Docs/04-repositories.md
//
// Read after `UserRecord.swift`: one line of the journal says either "this user now
// looks like this" or "this user is gone". Replaying the lines in order rebuilds the
// current state; that is all a journal is.

/// One change recorded in the journal.
enum JournalEntry: Sendable, Equatable, Codable {
  /// The whole user as saved: inserted, or replacing the one with the same id.
  case save(UserRecord)
  /// The user with this id was deleted.
  case delete(id: String)

  private enum CodingKeys: String, CodingKey {
    case save, delete
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let record = try container.decodeIfPresent(UserRecord.self, forKey: .save) {
      self = .save(record)
    } else {
      self = .delete(id: try container.decode(String.self, forKey: .delete))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .save(let record): try container.encode(record, forKey: .save)
    case .delete(let id): try container.encode(id, forKey: .delete)
    }
  }
}
