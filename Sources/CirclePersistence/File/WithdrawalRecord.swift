// Chapter 8 — Integrity (IN-5, IN-6). Docs/08-integrity.md
//
// How the circles' journal keeps "this user withdrew": one record of kind `withdrawn`, keyed
// by the user's id, written by the withdrawal's clean-up. The circles' own record: the
// circle repository never reads the users' journal to learn it.
//
//     save withdrawn user-7 {"user":"user-7"}

import JournalEngine
import ValueObjects

/// A withdrawal as the circles' journal stores it.
struct WithdrawalRecord: Codable, Sendable, Hashable {
  /// The id of the user who withdrew.
  var user: String

  /// The kind of these records in the journal.
  static let kind = "withdrawn"

  /// The journal record for `user`.
  static func keyed(_ user: UserId) throws -> KeyedRecord {
    try KeyedRecord(
      kind: kind, key: user.value, fields: try RecordJSON.fields(of: Self(user: user.value)))
  }

  /// The user id a record stores, checked against its key.
  static func user(_ record: KeyedRecord) throws -> UserId {
    let stored = try RecordJSON.decode(Self.self, from: record)
    guard stored.user == record.key else {
      throw RecordJSON.Unreadable(reason: "its user \(stored.user) is not its key")
    }
    return try UserId(stored.user)
  }
}
