// Exercise 12 — your turn: write `register(postalCode:street:)`. See README.md or README.ko.md.

import Entities
import ExerciseSupport
import ValueObjects

/// The use case that registers a delivery address at a place a customer typed in.
///
/// It orchestrates and decides nothing: `PostalAddress` judges the text, `DeliveryArea`
/// judges whether the place is served, the repository stores, and the caller gets plain
/// data back.
public struct AddressRegistration: Sendable {
  private let repository: any DeliveryAddressRepository
  private let area: DeliveryArea
  private let newId: @Sendable () -> DeliveryAddress.Id

  /// Makes the use case.
  /// - Parameters:
  ///   - repository: where delivery addresses are kept.
  ///   - area: the regions the service delivers to.
  ///   - newId: where new addresses' ids come from, injected so tests know them.
  public init(
    repository: any DeliveryAddressRepository, area: DeliveryArea,
    newId: @escaping @Sendable () -> DeliveryAddress.Id
  ) {
    self.repository = repository
    self.area = area
    self.newId = newId
  }

  /// Registers a new delivery address at the place typed in and answers with its data.
  /// - Throws: ``AddressRegistrationError/invalidPlace(_:)`` when the text breaks the
  ///   postal-address rules, ``AddressRegistrationError/notServed(postalCode:)`` when the
  ///   service does not deliver there, and whatever the repository throws. Nothing is saved when
  ///   it throws.
  public func register(postalCode: String, street: String) async throws -> RegisteredAddress {
    // TODO: make the place, ask the delivery area, make the address, save it, and answer
    // with plain data.
    throw NotImplemented("AddressRegistration.register(postalCode:street:)")
  }
}

/// A newly registered delivery address as the caller gets it: plain values, no behaviour.
public struct RegisteredAddress: Sendable, Hashable {
  /// The new address's id.
  public var id: String
  /// Its postal code, as `PostalAddress` stored it.
  public var postalCode: String
  /// Its street, as `PostalAddress` stored it.
  public var street: String
  /// Whether a courier has confirmed it; a new address has not been confirmed yet.
  public var isVerified: Bool

  /// Makes the data from plain values.
  public init(id: String, postalCode: String, street: String, isVerified: Bool) {
    self.id = id
    self.postalCode = postalCode
    self.street = street
    self.isVerified = isVerified
  }
}

/// Why a delivery address was not registered; nothing was saved.
public enum AddressRegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The text breaks a postal-address rule; the message is the rule's own.
  case invalidPlace(String)
  /// The service does not deliver to this postal code.
  case notServed(postalCode: String)

  /// A sentence saying what went wrong and what to do.
  public var description: String {
    switch self {
    case .invalidPlace(let reason):
      return reason
    case .notServed(let postalCode):
      return "we do not deliver to \(postalCode) yet; choose another address"
    }
  }
}
