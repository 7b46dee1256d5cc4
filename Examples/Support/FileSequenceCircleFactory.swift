// Chapter 7 — Beyond the basics (AD-5): numbered circle ids for the capstone's
// reproducible mode. Docs/07-beyond-the-basics.md
//
// Example code, not a workshop module: circle-1, circle-2, … and invitation-1, …, counted
// in the store folder so they hold across processes, as `FileSequenceUserFactory` does
// for users.

import Aggregates
import Foundation
import ValueObjects

/// A `CircleFactory` whose ids count up from counters kept on disk.
public struct FileSequenceCircleFactory: CircleFactory {
  private let circles: FileCounter
  private let invitations: FileCounter
  private let now: @Sendable () -> Date

  /// Makes the factory, keeping its counters in `directory` (created 0700 if missing).
  /// - Throws: `FileCounter.CounterError` when its counters cannot be opened.
  public init(directory: URL, now: @escaping @Sendable () -> Date = SystemCircleFactory.now)
    throws
  {
    circles = try FileCounter(named: "circle", in: directory)
    invitations = try FileCounter(named: "invitation", in: directory)
    self.now = now
  }

  /// A new circle with the next number.
  /// - Throws: `FileCounter.CounterError` when the counter cannot be read or written.
  public func makeCircle(named name: CircleName, owner: UserId) throws -> Circle {
    Circle(
      id: try CircleId("circle-\(try circles.next())"), name: name, owner: owner,
      createdAt: now())
  }

  /// A new invitation with the next number, if the circle's rules allow it.
  /// - Throws: `CircleInvitation.Rejection`, checked before a number is used, or
  ///   `FileCounter.CounterError`.
  public func makeInvitation(to circle: Circle, of invitee: UserId, by inviter: UserId) throws
    -> CircleInvitation
  {
    // Check the rules first, so a refusal uses up no number.
    try CircleInvitation.checkRules(of: circle, inviter: inviter, invitee: invitee)
    return try CircleInvitation(
      id: try CircleInvitationId("invitation-\(try invitations.next())"), circle: circle,
      inviter: inviter, invitee: invitee, createdAt: now())
  }
}
