// Chapter 1 — Value objects: VO-9, VO-12, the typed identifier. Docs/01-value-objects.md
import Testing
import ValueObjects

/// A tag of the test's own: any entity gets a typed id from the same generic.
private enum OrderTag: IdentifierTag {
  static var entityName: String { "order" }
  static var article: String { "an" }
}

/// Another tag, to show two ids made from the same text are still different types.
private enum InvoiceTag: IdentifierTag {
  static var entityName: String { "invoice" }
  static var article: String { "an" }
}

@Suite("Typed identifiers: one generic, a distinct type per entity (VO-9, VO-12)")
struct IdentifierTests {
  @Test("ids of different entities are different types, even made from the same text")
  func distinctTypes() throws {
    let order = try Identifier<OrderTag>("42")
    let invoice = try Identifier<InvoiceTag>("42")
    #expect(order.value == invoice.value)
    // `order == invoice` does not compile; the types themselves differ:
    #expect(ObjectIdentifier(type(of: order)) != ObjectIdentifier(type(of: invoice)))
    #expect(ObjectIdentifier(UserId.self) != ObjectIdentifier(Identifier<OrderTag>.self))
  }

  @Test("every id follows one rule, and its error names the entity it identifies")
  func errorsNameTheEntity() {
    #expect(
      Identifier<OrderTag>.ValidationError.empty.description == "an order id must not be empty")
    #expect(UserId.ValidationError.empty.description == "a user id must not be empty")
    #expect(throws: Identifier<InvoiceTag>.ValidationError.self) {
      try Identifier<InvoiceTag>("../etc")
    }
    do {
      _ = try Identifier<InvoiceTag>("a/b")
    } catch {
      #expect(error.description.hasPrefix("an invoice id may contain only ASCII letters"))
    }
  }

  @Test("ids of one kind sort by their text, so lists come out the same on every run")
  func ordering() throws {
    let ids = try ["b", "a", "c"].map { try Identifier<OrderTag>($0) }
    #expect(ids.sorted().map(\.value) == ["a", "b", "c"])
  }
}
