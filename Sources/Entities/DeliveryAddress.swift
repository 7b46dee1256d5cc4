// Chapter 2 — Entities (EN-4): the entity side. Docs/02-entities.md
//
// Read after `PostalAddress.swift`. A delivery service follows each address it delivers
// to through time: it is registered, verified by a courier, corrected when the building
// entrance turns out to be round the corner, and the courier's history stays attached to
// it across the correction. That continuity is an identity, so here the same address is
// an entity that *holds* a `PostalAddress` value.

import ValueObjects

// region: DeliveryAddress
/// An address as a delivery service knows it: an entity with an ``id``, whose place can
/// be corrected while it stays the same delivery address.
///
/// # Identity and equality
/// As with `User`: ``hasSameIdentity(as:)`` compares ``id`` only, and `==` compares every
/// attribute, so an address before and after a correction is the same address but not an
/// equal snapshot.
public struct DeliveryAddress: Sendable, Equatable, Identifiable {
  /// The address's identity in the delivery service, fixed when it is registered.
  public let id: Id
  /// Where it is now; change it with ``correct(to:)``.
  public private(set) var place: PostalAddress
  /// Whether a courier has confirmed that deliveries arrive at ``place``.
  public private(set) var isVerified: Bool

  /// Registers an address with the delivery service, not yet verified.
  public init(id: Id, place: PostalAddress) {
    self.id = id
    self.place = place
    self.isVerified = false
  }
}
// endregion

extension DeliveryAddress {
  // region: lifecycle
  /// Records that a courier delivered to ``place`` and confirmed it.
  public mutating func markVerified() {
    isVerified = true
  }

  /// Corrects where the address is; it stays the same delivery address, and a corrected
  /// place must be verified again.
  public mutating func correct(to newPlace: PostalAddress) {
    guard newPlace != place else { return }
    place = newPlace
    isVerified = false
  }
  // endregion

  /// Whether `other` is the same delivery address, whatever the state of either.
  public func hasSameIdentity(as other: DeliveryAddress) -> Bool {
    id == other.id
  }
}

extension DeliveryAddress {
  /// The tag that makes an `Identifier` a delivery address's id.
  public enum Tag: IdentifierTag {
    /// "delivery address", as messages say it.
    public static var entityName: String { "delivery address" }
  }

  /// The identity of a delivery address.
  public typealias Id = Identifier<Tag>
}
