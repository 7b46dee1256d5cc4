// Exercise 08: An in-memory repository with a place index — the rules your code must keep.

import Entities
import ExerciseSupport
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise08Solution
#else
  import Exercise08
#endif

private func place(_ street: String, postalCode: String = "04524") throws -> PostalAddress {
  try PostalAddress(postalCode: postalCode, street: street)
}

private func address(_ id: String, at street: String) throws -> DeliveryAddress {
  DeliveryAddress(id: try DeliveryAddress.Id(id), place: try place(street))
}

/// What the repository keeps, read from the repository itself: the rows its counted tables
/// have read, and the names of anything else it stores (a copy of its own the count cannot see).
private func contents(
  of repository: DeliveryAddressRepository
) -> (rowsRead: Int, others: [String]) {
  var rowsRead = 0
  var others: [String] = []
  for child in Mirror(reflecting: repository).children {
    let name = child.label ?? "?"
    if name.hasPrefix("$") { continue }  // the actor's own storage, not a property
    if let table = child.value as? Table<DeliveryAddress.Id, DeliveryAddress> {
      rowsRead += table.rowsRead
    } else if let table = child.value as? Table<PostalAddress, Set<DeliveryAddress.Id>> {
      rowsRead += table.rowsRead
    } else {
      others.append(name)
    }
  }
  return (rowsRead, others)
}

@Suite("Exercise 08: An in-memory repository with a place index")
struct Exercise08Tests {
  @Test("a saved address is found at its place")
  func foundAtItsPlace() async throws {
    let repository = DeliveryAddressRepository()
    let office = try address("address-1", at: "세종대로 110")

    try await repository.save(office)

    #expect(try await repository.find(place: place("세종대로 110")) == [office])
    #expect(try await repository.find(place: place("세종대로 209")) == [])
  }

  @Test("a corrected address is found at its new place and no longer at its old one")
  func correctionMovesTheIndexEntry() async throws {
    let repository = DeliveryAddressRepository()
    var office = try address("address-1", at: "세종대로 110")
    try await repository.save(office)

    office.correct(to: try place("세종대로 110-1"))
    try await repository.save(office)

    #expect(try await repository.find(place: place("세종대로 110-1")) == [office])
    #expect(try await repository.find(place: place("세종대로 110")) == [])
    #expect(try await repository.find(id: office.id) == office)
  }

  @Test("a deleted address is found neither by id nor at its place")
  func deleteEndsTheLifecycle() async throws {
    let repository = DeliveryAddressRepository()
    let office = try address("address-1", at: "세종대로 110")
    try await repository.save(office)

    try await repository.delete(office)

    #expect(try await repository.find(id: office.id) == nil)
    #expect(try await repository.find(place: place("세종대로 110")) == [])

    // Ids can come back (a sequential generator started again): the old place must not
    // lead to whichever address has the id now.
    try await repository.save(try address("address-1", at: "세종대로 209"))
    #expect(try await repository.find(place: place("세종대로 110")) == [])
    // Deleting an address that is not stored does nothing.
    try await repository.delete(try address("address-9", at: "종로 1"))
  }

  @Test("a found address is a copy: changing it changes nothing stored until it is saved")
  func foundAddressesDoNotAlias() async throws {
    let repository = DeliveryAddressRepository()
    try await repository.save(try address("address-1", at: "세종대로 110"))

    var found = try #require(try await repository.find(id: DeliveryAddress.Id("address-1")))
    found.correct(to: try place("세종대로 209"))

    #expect(try await repository.find(place: place("세종대로 110")).map(\.id) == [found.id])
    #expect(try await repository.find(place: place("세종대로 209")) == [])
  }

  @Test(
    "correcting or deleting one address at a shared place never hides the other, in either order"
  )
  func unindexOnlyYourOwnPlace() async throws {
    // Given two households registered at one building (the repository stores; it does not
    // judge whether a place may be registered twice): the first, then the second
    let first = try address("address-1", at: "세종대로 110")
    let second = try address("address-2", at: "세종대로 110")
    func bothSaved() async throws -> DeliveryAddressRepository {
      let repository = DeliveryAddressRepository()
      try await repository.save(first)
      try await repository.save(second)
      return repository
    }
    let shared = try place("세종대로 110")

    // When the one saved first is deleted, the place leads to the other
    let deletingFirst = try await bothSaved()
    try await deletingFirst.delete(first)
    #expect(try await deletingFirst.find(place: shared) == [second])

    // When the one saved last is deleted, it leads to the first
    let deletingSecond = try await bothSaved()
    try await deletingSecond.delete(second)
    #expect(try await deletingSecond.find(place: shared) == [first])

    // When either is corrected, it leads to the one still registered there
    var correctedFirst = first
    correctedFirst.correct(to: try place("세종대로 110-1"))
    let correctingFirst = try await bothSaved()
    try await correctingFirst.save(correctedFirst)
    #expect(try await correctingFirst.find(place: shared) == [second])
    #expect(try await correctingFirst.find(place: place("세종대로 110-1")) == [correctedFirst])

    var correctedSecond = second
    correctedSecond.correct(to: try place("세종대로 110-2"))
    let correctingSecond = try await bothSaved()
    try await correctingSecond.save(correctedSecond)
    #expect(try await correctingSecond.find(place: shared) == [first])
  }

  @Test("every address at a shared place is found, ordered by id")
  func sharedPlaceFindsEveryAddressInOrder() async throws {
    let repository = DeliveryAddressRepository()
    let ids = (1...8).map { "address-\($0)" }
    for id in ids.reversed() {
      try await repository.save(try address(id, at: "세종대로 110"))
    }

    let found = try await repository.find(place: place("세종대로 110"))

    #expect(found.map(\.id.value) == ids)
  }

  @Test("finding by place reads the place's index entry and its address, never every stored one")
  func anIndexNotAScan() async throws {
    // Given 1,000 stored addresses
    let repository = DeliveryAddressRepository()
    for number in 1...1_000 {
      try await repository.save(try address("address-\(number)", at: "세종대로 \(number)"))
    }

    // When one is found by place, and a place nobody registered is looked for
    let before = contents(of: repository).rowsRead
    let found = try await repository.find(place: place("세종대로 500"))
    let nobody = try await repository.find(place: place("종로 1"))
    let read = contents(of: repository).rowsRead - before

    // Then a handful of rows were read, not a thousand
    #expect(found.map(\.id.value) == ["address-500"])
    #expect(nobody == [])
    #expect(
      read <= 6,
      """
      find(place:) read \(read) rows among 1,000 addresses: look the place up in idsByPlace, \
      then its addresses in addressesById, instead of walking every address
      """)
  }

  @Test("the addresses are kept in the two counted tables only, never in a copy of their own")
  func twoTablesOnly() async throws {
    // Given a repository that stored, corrected and deleted addresses
    let repository = DeliveryAddressRepository()
    let first = try address("address-1", at: "세종대로 110")
    try await repository.save(first)
    try await repository.save(try address("address-2", at: "세종대로 110"))
    try await repository.save(DeliveryAddress(id: first.id, place: try place("세종대로 209")))
    try await repository.delete(first)

    // When what it stores is read from the repository itself
    let others = contents(of: repository).others

    // Then it is the two tables, whose rows read are counted, and nothing beside them
    #expect(
      others.isEmpty,
      """
      DeliveryAddressRepository stores \(others.joined(separator: ", ")) beside its two \
      tables: a second copy of the addresses must be kept in step, and a scan of it is one \
      the count cannot see; keep them in addressesById and idsByPlace only
      """)
  }
}
