// Chapter 2 — Entities: EN-4, one concept, two models. Docs/02-entities.md

import Entities
import Testing
import ValueObjects

@Suite("The same address is a value in a profile and an entity in a delivery service (EN-4)")
struct AddressContextTests {
  private let cityHall = (postalCode: "04524", street: "세종대로 110")

  @Test("in a user's profile an address is a value: equal parts make interchangeable addresses")
  func valueInAProfile() throws {
    // Given two users who live at the same place
    let kimsHome = try PostalAddress(postalCode: cityHall.postalCode, street: cityHall.street)
    let parksHome = try PostalAddress(postalCode: "04524", street: " 세종대로 110 ")

    // Then their addresses are one value: equal, and one element in a set
    #expect(kimsHome == parksHome)
    #expect(Set([kimsHome, parksHome]).count == 1)

    // And moving house is holding another value, not changing this one
    let moved = try PostalAddress(postalCode: "06236", street: "테헤란로 152")
    #expect(moved != kimsHome)
  }

  @Test(
    "in a delivery service the same address is an entity: corrected, it stays the same address; two records of one place stay two"
  )
  func entityInADeliveryService() throws {
    let place = try PostalAddress(postalCode: cityHall.postalCode, street: cityHall.street)

    // Given an address the service registered and a courier verified
    var registered = DeliveryAddress(id: try DeliveryAddress.Id("addr-1"), place: place)
    registered.markVerified()
    let before = registered

    // When the entrance turns out to be round the corner, the address is corrected
    registered.correct(to: try PostalAddress(postalCode: "04524", street: "세종대로 110 후문"))

    // Then it is the same delivery address, in a new state that must be verified again
    #expect(registered.hasSameIdentity(as: before))
    #expect(registered != before)
    #expect(!registered.isVerified)

    // And another record at the very same place is another delivery address
    let other = DeliveryAddress(id: try DeliveryAddress.Id("addr-2"), place: place)
    #expect(other.place == before.place)
    #expect(!other.hasSameIdentity(as: before))
  }

  @Test("an address with a malformed postal code or an unreadable street cannot be made")
  func addressRules() {
    #expect(throws: PostalAddress.ValidationError.invalidPostalCode(input: "4524")) {
      try PostalAddress(postalCode: "4524", street: "세종대로 110")
    }
    #expect(throws: PostalAddress.ValidationError.invalidStreet(input: "\u{200B}\u{200B}")) {
      try PostalAddress(postalCode: "04524", street: "\u{200B}\u{200B}")
    }
  }
}
