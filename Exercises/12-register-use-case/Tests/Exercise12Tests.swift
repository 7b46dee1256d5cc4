// Exercise 12: Register a delivery address — the rules your code must keep.

import Entities
import ExerciseSupport
import Synchronization
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise12Solution
#else
  import Exercise12
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// A repository that keeps what it is given, in the order given.
private actor RecordingRepository: DeliveryAddressRepository {
  private(set) var saved: [DeliveryAddress] = []

  func save(_ address: DeliveryAddress) async throws {
    saved.append(address)
  }
}

/// Hands out the ids it was given, address-1, address-2, …, in the order asked for.
private final class Counter: Sendable {
  private let ids: [DeliveryAddress.Id]
  private let handedOut = Mutex(0)

  init() throws {
    ids = try (1...9).map { try DeliveryAddress.Id("address-\($0)") }
  }

  func nextId() -> DeliveryAddress.Id {
    let index = handedOut.withLock { count in
      defer { count += 1 }
      return count % ids.count
    }
    return ids[index]
  }
}

/// Central Seoul and Sejong-daero's region ("03", "04"); not Busan ("48").
private let seoul = DeliveryArea(regions: ["03", "04"])

private func makeRegistration(over repository: RecordingRepository) throws -> AddressRegistration {
  let counter = try Counter()
  return AddressRegistration(repository: repository, area: seoul, newId: { counter.nextId() })
}

@Suite("Exercise 12: Register a delivery address")
struct Exercise12Tests {
  @Test("registering a served place stores a new, unverified address and answers with plain data")
  func registers() async throws {
    let repository = RecordingRepository()
    let registration = try makeRegistration(over: repository)

    let first = try await registration.register(postalCode: "04524", street: "세종대로 110")
    let second = try await registration.register(postalCode: "03154", street: "세종대로 209")

    #expect(
      first
        == RegisteredAddress(
          id: "address-1", postalCode: "04524", street: "세종대로 110", isVerified: false))
    #expect(second.id == "address-2")
    let saved = await repository.saved
    #expect(saved.map(\.id.value) == ["address-1", "address-2"])
    #expect(saved.first?.place == (try PostalAddress(postalCode: "04524", street: "세종대로 110")))
    #expect(saved.allSatisfy { !$0.isVerified })
  }

  @Test("the place is the one PostalAddress made: white space around the street is trimmed")
  func placeFromTheValueObject() async throws {
    let repository = RecordingRepository()
    let registration = try makeRegistration(over: repository)

    let registered = try await registration.register(postalCode: "04524", street: "  세종대로 110 ")

    #expect(registered.street == "세종대로 110")
    #expect(await repository.saved.map(\.place.street) == ["세종대로 110"])
  }

  @Test("a place that breaks the postal-address rules is refused with the rule's own message")
  func invalidPlace() async throws {
    let repository = RecordingRepository()
    let registration = try makeRegistration(over: repository)
    let rule = PostalAddress.ValidationError.invalidPostalCode(input: "4524").description

    await #expect(throws: AddressRegistrationError.invalidPlace(rule)) {
      try await registration.register(postalCode: "4524", street: "세종대로 110")
    }
    #expect(await repository.saved.isEmpty)
  }

  @Test("a place outside the delivery area is refused, and nothing is saved")
  func notServed() async throws {
    let repository = RecordingRepository()
    let registration = try makeRegistration(over: repository)

    await #expect(throws: AddressRegistrationError.notServed(postalCode: "48058")) {
      try await registration.register(postalCode: "48058", street: "해운대해변로 264")
    }
    #expect(await repository.saved.isEmpty)
  }

  @Test("the use case writes no rule of its own: no counting digits, no reading postal codes")
  func noRuleOfItsOwn() async throws {
    // Given a served place typed with spaces around the street
    let repository = RecordingRepository()
    let registration = try makeRegistration(over: repository)

    // When it is registered, PostalAddress trims it and DeliveryArea serves it
    let registered = try await registration.register(postalCode: "03154", street: " 종로 1 ")

    // Then it is stored, and the code asks PostalAddress and DeliveryArea, never the text
    #expect(registered.street == "종로 1")
    let ownRules = try code.lines(
      matching: #"\.count\b|\.utf8\b|\.prefix\b|hasPrefix|allSatisfy|isNumber|\.contains\("#,
      in: "AddressRegistration.swift")
    #expect(
      ownRules.isEmpty,
      """
      AddressRegistration reads the postal code itself; PostalAddress and DeliveryArea \
      already know the rules: \(ownRules.joined(separator: "; "))
      """)
  }
}
