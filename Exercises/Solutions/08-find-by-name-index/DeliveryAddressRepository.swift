// Exercise 08 — reference solution. Docs/exercises.md

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
    // A correction arrives as a whole address saved again: the stored copy still has the
    // old place, so that is the moment to take this address out of the old place's entry.
    if let stored = addressesById[address.id], stored.place != address.place {
      removeFromIndex(stored)
    }
    addressesById[address.id] = address
    idsByPlace[address.place] = (idsByPlace[address.place] ?? []).union([address.id])
  }

  /// The address with this id, or `nil` when there is none.
  public func find(id: DeliveryAddress.Id) throws -> DeliveryAddress? {
    addressesById[id]
  }

  /// Every address registered at this place, ordered by id; empty when there is none.
  public func find(place: PostalAddress) throws -> [DeliveryAddress] {
    // One index entry, then the addresses it lists: the others are never read.
    let ids = (idsByPlace[place] ?? []).sorted()
    return ids.compactMap { addressesById[$0] }
  }

  /// Ends the lifecycle of this address; deleting an address that is not stored does nothing.
  public func delete(_ address: DeliveryAddress) throws {
    guard let stored = addressesById[address.id] else { return }
    addressesById[address.id] = nil
    removeFromIndex(stored)
  }

  /// Takes the address out of its place's entry, leaving every other address registered
  /// there in it; an entry left empty goes.
  private func removeFromIndex(_ address: DeliveryAddress) {
    let others = (idsByPlace[address.place] ?? []).subtracting([address.id])
    idsByPlace[address.place] = others.isEmpty ? nil : others
  }
}
