// Chapter 7 — Beyond the basics (AD-1, AD-5): the circle slice's factory.
// Docs/07-beyond-the-basics.md
//
// Read after `Sources/Factories/UserFactory.swift`: the same idea for circles. Where a
// new circle's id comes from and what "now" is are creation knowledge; the circle use
// cases are handed a factory. It sits in the circle slice rather than in `Factories`
// because it makes circles, and everything the domain knows about circles is kept
// together here, as the book's samples keep `CircleFactory` beside `Circle`.

import Foundation
import ValueObjects

// region: CircleFactory
/// Creates new circles, and invitations to them: new ids and the current instant.
public protocol CircleFactory: Sendable {
  /// A new circle named `name` whose only member is `owner`.
  /// - Throws: when the factory cannot produce a new id.
  func makeCircle(named name: CircleName, owner: UserId) throws -> Circle

  /// A new invitation to `circle` as it is now.
  /// - Throws: ``CircleInvitation/Rejection`` for an inviter who is not a member or an
  ///   invitee who is; or when the factory cannot produce a new id.
  func makeInvitation(to circle: Circle, of invitee: UserId, by inviter: UserId) throws
    -> CircleInvitation
}
// endregion

/// The application's circle factory: UUID ids and the system clock.
public struct SystemCircleFactory: CircleFactory {
  private let now: @Sendable () -> Date

  /// Makes the factory over a clock.
  public init(now: @escaping @Sendable () -> Date = SystemCircleFactory.now) {
    self.now = now
  }

  /// The current instant, made from seconds since 1970 so the file repositories keep it exactly.
  @Sendable public static func now() -> Date {
    Date(timeIntervalSince1970: Date().timeIntervalSince1970)
  }

  /// A new circle with a UUID id, created now.
  public func makeCircle(named name: CircleName, owner: UserId) -> Circle {
    Circle(id: CircleId(UUID()), name: name, owner: owner, createdAt: now())
  }

  /// A new invitation with a UUID id, sent now.
  public func makeInvitation(to circle: Circle, of invitee: UserId, by inviter: UserId)
    throws(CircleInvitation.Rejection) -> CircleInvitation
  {
    try CircleInvitation(
      id: CircleInvitationId(UUID()), circle: circle, inviter: inviter, invitee: invitee,
      createdAt: now())
  }
}
