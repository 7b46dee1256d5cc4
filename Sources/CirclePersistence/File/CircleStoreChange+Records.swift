// Chapter 7 — Beyond the basics (AD-2, AD-6), chapter 9's outbox (EV-2).
// Docs/07-beyond-the-basics.md
//
// Read first: `records(for:in:)`, the whole of what a circle repository writes. A saved circle
// is its record plus one record per event it recorded, numbered after the outbox's last
// position; a deleted circle takes its open invitations' records with it; an invitation
// sent is a record and an invitation ended its removal; delivery is one mark and the
// removal of what it delivered; a withdrawal is one record. All of a write's records go in
// one transaction.

import Aggregates
import JournalEngine
import ValueObjects

extension CircleJournal {
  /// The journal changes that write `changes`, given the tables they were checked against.
  static func records(for changes: [CircleStoreChange], in tables: CircleTables) throws
    -> [KeyedChange]
  {
    var records: [KeyedChange] = []
    var position = tables.outbox.lastPosition
    for change in changes {
      switch change {
      case .save(let circle):
        records.append(.put(try CircleRecord(circle.advancingVersion()).keyed()))
        for event in circle.recordedEvents {
          position += 1
          records.append(.put(try CircleEventRecord.keyed(event, at: position)))
        }
      case .delete(let circle):
        guard tables.circles[circle.id] != nil else { continue }  // gone already: no write
        records.append(.remove(kind: CircleRecord.kind, key: circle.id.value))
        for invitation in tables.invitations.values where invitation.circle == circle.id {
          records.append(.remove(kind: CircleInvitationRecord.kind, key: invitation.id.value))
        }
      case .send(let invitation):
        // The file keeps open invitations only: the capstone accepts in one commit.
        guard invitation.answer == .open else { throw CircleInvitationRecord.AnswerNotKept() }
        records.append(.put(try CircleInvitationRecord(invitation).keyed()))
      case .end(let id):
        records.append(.remove(kind: CircleInvitationRecord.kind, key: id.value))
      case .withdrew(let user):
        guard !tables.withdrawn.contains(user) else { continue }  // recorded already
        records.append(.put(try WithdrawalRecord.keyed(user)))
      case .delivered(let through):
        guard through > tables.outbox.deliveredThrough else { continue }
        records.append(.put(try CircleEventRecord.keyed(deliveredThrough: through)))
        for event in tables.outbox.undelivered(limit: Int.max) where event.position <= through {
          records.append(
            .remove(kind: CircleEventRecord.kind, key: CircleEventRecord.key(event.position)))
        }
      }
    }
    return records
  }
}
