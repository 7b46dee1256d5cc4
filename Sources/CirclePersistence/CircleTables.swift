// Chapter 7 — Beyond the basics (AD-2, AD-6), with chapter 8's checks (IN-2, IN-4, IN-6)
// and chapter 9's outbox (EV-2). Docs/08-integrity.md
//
// Read first: `conflict(_:)`. Every circle repository, in memory or on file, holds the same
// tables: circles by id with a name index, the open invitations, the outbox, and the users
// the circles know withdrew. A write is a list of changes; the repository checks each against the
// tables as they are in the step that writes (inside its actor; under the journal's lock on
// file), then applies them all. The file repository turns the same changes into journal records.
// No table is read from another context's repository: "who withdrew" is the circles' own record,
// written by the withdrawal's clean-up.

import Aggregates
import ValueObjects

/// One change a circle repository writes: a save, a delete, an invitation sent or ended, a
/// withdrawal recorded, or delivery progress.
///
/// A unit of work is a list of them, written together.
package enum CircleStoreChange: Sendable {
  /// The circle, with the events it recorded.
  case save(Circle)
  /// The circle as read; its open invitations end with it.
  case delete(Circle)
  /// An invitation sent.
  case send(CircleInvitation)
  /// An open invitation ended: accepted, declined, or closed after a withdrawal.
  case end(CircleInvitationId)
  /// Every event up to this position was delivered.
  case delivered(through: Int)
  /// The user withdrew from the service: no later write may take them in.
  case withdrew(UserId)
}

/// The circles, their name index, the open invitations, the outbox and the withdrawn users
/// of one repository.
struct CircleTables: Sendable {
  private(set) var circles: [CircleId: Circle] = [:]
  private var idsByName: [CircleName: CircleId] = [:]
  private(set) var invitations: [CircleInvitationId: CircleInvitation] = [:]
  /// The events recorded with the circles' changes, until delivered.
  var outbox = CircleOutbox()
  /// The users the withdrawal's clean-up recorded as withdrawn: none may be taken in again.
  var withdrawn: Set<UserId> = []
}

extension CircleTables {
  /// The circle holding `name`, or `nil`.
  func circle(named name: CircleName) -> Circle? {
    idsByName[name].flatMap { circles[$0] }
  }

  /// The open (or accepted, not yet void) invitation of `invitee` to `circle`, or `nil`.
  func openInvitation(to circle: CircleId, of invitee: UserId) -> CircleInvitation? {
    invitations.values.filter { $0.circle == circle && $0.invitee == invitee && $0.isPending }
      .min { $0.precedes($1) }
  }

  // region: conflict
  /// Why `change` may not be written now, or `nil`: the rules every circle repository guards
  /// in the step that writes, each against this repository's own tables.
  func conflict(_ change: CircleStoreChange) -> (any Error & Sendable)? {
    let isUser = { (id: UserId) in !withdrawn.contains(id) }
    switch change {
    case .save(let circle):
      return CircleSaveConflict.find(
        saving: circle, stored: circles[circle.id], nameHolder: idsByName[circle.name],
        isUser: isUser)
    case .delete(let circle):
      return CircleSaveConflict.find(
        deleting: circle, storedVersion: circles[circle.id]?.version ?? 0)
    case .send(let invitation) where invitations[invitation.id] != nil:
      // An answer (chapter 11): only from the copy stored now.
      let stored = invitations[invitation.id]?.version
      return stored == invitation.version ? nil : CircleInvitationConflict.ended(invitation.id)
    case .send(let invitation):
      return CircleInvitationConflict.find(
        sending: invitation,
        openInvitation: openInvitation(to: invitation.circle, of: invitation.invitee)?.id,
        circleExists: circles[invitation.circle] != nil, isUser: isUser)
    case .end(let id):
      return invitations[id] == nil ? CircleInvitationConflict.ended(id) : nil
    case .delivered, .withdrew: return nil
    }
  }
  // endregion

  /// Applies checked changes in order.
  mutating func apply(_ changes: [CircleStoreChange]) {
    for change in changes {
      switch change {
      case .save(let circle):
        store(circle.advancingVersion())
        outbox.record(circle.recordedEvents)
      case .delete(let circle):
        remove(circle.id)
      case .send(let invitation):
        let answered = invitations[invitation.id] != nil
        invitations[invitation.id] = answered ? invitation.advancingVersion() : invitation
      case .end(let id): invitations[id] = nil
      case .delivered(let position): outbox.markDelivered(through: position)
      case .withdrew(let user): withdrawn.insert(user)
      }
    }
  }

  /// Inserts or replaces a circle as stored, moving its name entry.
  mutating func store(_ circle: Circle) {
    if let previous = circles.updateValue(circle, forKey: circle.id),
      idsByName[previous.name] == circle.id
    {
      idsByName[previous.name] = nil
    }
    idsByName[circle.name] = circle.id
  }

  /// Removes a circle and the invitations to it.
  private mutating func remove(_ id: CircleId) {
    guard let stored = circles.removeValue(forKey: id) else { return }
    if idsByName[stored.name] == id { idsByName[stored.name] = nil }
    invitations = invitations.filter { $0.value.circle != id }
  }

  /// Adds an invitation as stored.
  mutating func store(_ invitation: CircleInvitation) {
    invitations[invitation.id] = invitation
  }
}
