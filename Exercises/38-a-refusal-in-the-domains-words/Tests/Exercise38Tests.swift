// Exercise 38: A refusal in the domain's words — the rules your code must keep.

import Aggregates
import Foundation
import SQLiteEngine
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise38Solution
#else
  import Exercise38
#endif

/// A store on a new file in a fresh temporary folder, with circle-1 and kim, lee as users.
private func withStore(
  _ body: (SQLiteInvitationStore, String) async throws -> Void
) async throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("exercise-38-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("invitations.sqlite").path
  let store = try SQLiteInvitationStore(path: path)
  try await store.addCircle(try CircleId("circle-1"))
  for user in ["kim", "lee"] { try await store.addUser(try UserId(user)) }
  try await body(store, path)
}

private func invitation(
  _ id: String, to circle: String = "circle-1", of invitee: String = "lee"
) throws -> CircleInvitation {
  CircleInvitation(
    restoring: try CircleInvitationId(id), circle: try CircleId(circle),
    inviter: try UserId("kim"), invitee: try UserId(invitee),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// The id of `invitee`'s open invitation to circle-1, or `nil`.
private func openInvitation(of invitee: String, in store: SQLiteInvitationStore) async throws
  -> String?
{
  try await store.openInvitation(circle: CircleId("circle-1"), invitee: UserId(invitee))
}

@Suite("Exercise 38: A refusal in the domain's words")
struct Exercise38Tests {
  @Test("a second open invitation of one user to one circle is refused as alreadyInvited")
  func secondOpenInvitation() async throws {
    try await withStore { store, _ in
      try await store.save(try invitation("invitation-1"))

      let conflict = CircleInvitationConflict.alreadyInvited(
        try UserId("lee"), circle: try CircleId("circle-1"))
      await #expect(throws: conflict) {
        try await store.save(try invitation("invitation-2"))
      }
      #expect(
        try await openInvitation(of: "lee", in: store)
          == "invitation-1")
    }
  }

  @Test("an invitation another process sends between any look and the insert is still refused")
  func rivalBetweenLookAndInsert() async throws {
    try await withStore { store, path in
      // Another process invites lee at the worst moment: right before this insert, after any
      // query this store could have run first. The database stands in for it with a trigger.
      try SQLiteConnection(path: path).execute(
        """
        CREATE TRIGGER rival BEFORE INSERT ON invitations WHEN NEW.id = 'invitation-1'
        BEGIN
          INSERT INTO invitations VALUES ('rival', NEW.circle_id, 'kim', NEW.invitee, 0, 'open');
        END
        """)

      let conflict = CircleInvitationConflict.alreadyInvited(
        try UserId("lee"), circle: try CircleId("circle-1"))
      await #expect(throws: conflict) {
        try await store.save(try invitation("invitation-1"))
      }
    }
  }

  @Test("once the first invitation ended, the same user may be invited to the circle again")
  func invitedAgainAfterTheEnd() async throws {
    try await withStore { store, _ in
      try await store.save(try invitation("invitation-1"))
      try await store.end(try CircleInvitationId("invitation-1"))

      try await store.save(try invitation("invitation-2"))

      #expect(
        try await openInvitation(of: "lee", in: store)
          == "invitation-2")
    }
  }

  @Test("an invitation to a circle that is not stored is refused as circleGone, naming it")
  func circleGone() async throws {
    try await withStore { store, _ in
      let gone = CircleInvitationConflict.circleGone(try CircleId("circle-9"))
      await #expect(throws: gone) {
        try await store.save(try invitation("invitation-1", to: "circle-9"))
      }
    }
  }

  @Test("an invitation of someone who is not a user is refused as notAUser, naming them")
  func notAUser() async throws {
    try await withStore { store, _ in
      let notAUser = CircleInvitationConflict.notAUser(try UserId("ghost"))
      await #expect(throws: notAUser) {
        try await store.save(try invitation("invitation-1", of: "ghost"))
      }
      #expect(
        try await openInvitation(of: "ghost", in: store)
          == nil)
    }
  }

  @Test("a refusal that is no rule of the domain stays the database's own error")
  func otherRefusalStaysTheDatabases() async throws {
    try await withStore { store, path in
      // Someone planted a rule in the database that the domain does not have.
      try SQLiteConnection(path: path).execute(
        """
        CREATE TRIGGER closed BEFORE INSERT ON invitations
        BEGIN SELECT RAISE(ABORT, 'invitations are closed today'); END
        """)

      await #expect {
        try await store.save(try invitation("invitation-1"))
      } throws: { error in
        guard case .constraint(_, .other, let message) = error as? SQLiteError else {
          return false
        }
        return message.contains("invitations are closed today")
      }
    }
  }

  @Test("a database that fails is not dressed as a domain error: a missing table stays SQLiteError")
  func failureStaysTheDatabases() async throws {
    try await withStore { store, path in
      try SQLiteConnection(path: path).execute("DROP TABLE invitations")

      await #expect(throws: SQLiteError.self) {
        try await store.save(try invitation("invitation-1"))
      }
    }
  }
}
