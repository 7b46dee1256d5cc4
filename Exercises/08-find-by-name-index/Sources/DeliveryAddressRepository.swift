// Exercise 08 — your turn: keep the place index right. See README.md or README.ko.md.

import Entities
import ExerciseSupport
import ValueObjects

/// A delivery service's addresses in memory, with an index from each place to the addresses
/// registered there.
///
/// Finding by id is one lookup, and finding by place is two: the place's index entry, then
/// the addresses it lists. The price is a second table that must agree with the first after
/// every save and delete.
///
/// The repository stores; it does not judge whether a place may be registered twice. Two
/// households in one building each have their own delivery address at the same place, so a
/// place's entry may list several addresses.
public actor DeliveryAddressRepository {
  private var addressesById = Table<DeliveryAddress.Id, DeliveryAddress>()
  private var idsByPlace = Table<PostalAddress, Set<DeliveryAddress.Id>>()

  /// Makes an empty repository.
  public init() {}

  /// Stores the whole address: inserts it, or replaces the stored address with the same id.
  ///
  /// An address saved again after a correction is found at its new place only; the old place
  /// no longer leads to it.
  public func save(_ address: DeliveryAddress) throws {
    // TODO: store the address by id, and move its id from the old place's entry to the new
    // one's if the place changed.
    throw NotImplemented("DeliveryAddressRepository.save(_:)")
  }

  /// The address with this id, or `nil` when there is none.
  public func find(id: DeliveryAddress.Id) throws -> DeliveryAddress? {
    addressesById[id]
  }

  /// Every address registered at this place, ordered by id; empty when there is none.
  public func find(place: PostalAddress) throws -> [DeliveryAddress] {
    // TODO: look the place up in the index, then its addresses by id; never walk them all.
    throw NotImplemented("DeliveryAddressRepository.find(place:)")
  }

  /// Ends the lifecycle of this address; deleting an address that is not stored does nothing.
  public func delete(_ address: DeliveryAddress) throws {
    // TODO: remove the address, and its id from its place's entry.
    throw NotImplemented("DeliveryAddressRepository.delete(_:)")
  }
}
