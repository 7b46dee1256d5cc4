// Exercise 12 — given, and the same in the reference solution: the delivery service's domain
// that the use case orchestrates. Leave it as it is.

import Entities

/// Where delivery addresses are kept: the port the use case stores through.
public protocol DeliveryAddressRepository: Sendable {
  /// Stores the whole address, replacing any stored address with the same id.
  func save(_ address: DeliveryAddress) async throws
}

/// The regions the delivery service delivers to: a domain service, because whether a place
/// is served is a fact about the service, not about any one address.
public struct DeliveryArea: Sendable {
  /// The regions served, each the first two digits of a postal code ("03" for central Seoul).
  private let regions: Set<String>

  /// Makes an area of the given regions, each the first two digits of a postal code.
  public init(regions: Set<String>) {
    self.regions = regions
  }

  /// Whether the service delivers to `place`.
  public func serves(_ place: PostalAddress) -> Bool {
    regions.contains(String(place.postalCode.prefix(2)))
  }
}
