// Chapter 1 — Value objects: VO-7. Docs/01-value-objects.md
import Testing
import ValueObjects

@Suite("Product code (VO-7)")
struct ProductCodeTests {
  @Test("a product code is read into a named series, area and serial number")
  func namedParts() throws {
    let code = try ProductCode(parsing: "a2000-D-2009")
    #expect(code.series == "a2000")
    #expect(code.area == "D")
    #expect(code.serialNumber == "2009")
  }

  @Test(
    "a product code's description writes the original text back",
    arguments: [
      "a2000-D-2009", "z0000-A-0000", "k1234-Z-9999",
    ])
  func roundTrips(text: String) throws {
    let code = try ProductCode(parsing: text)
    #expect(code.description == text)
    #expect(try ProductCode(parsing: code.description) == code)
  }

  @Test("a code made from parts equals the same code parsed from text")
  func partsEqualParsed() throws {
    let fromParts = try ProductCode(series: "a2000", area: "D", serialNumber: "2009")
    #expect(fromParts == (try ProductCode(parsing: "a2000-D-2009")))
  }

  @Test("a malformed code is rejected with the rule of the part that is wrong")
  func malformedRejected() {
    #expect(throws: ProductCode.ValidationError.wrongShape(input: "a2000D2009")) {
      try ProductCode(parsing: "a2000D2009")
    }
    #expect(throws: ProductCode.ValidationError.invalidSeries(input: "A2000")) {
      try ProductCode(parsing: "A2000-D-2009")
    }
    #expect(throws: ProductCode.ValidationError.invalidArea(input: "d")) {
      try ProductCode(parsing: "a2000-d-2009")
    }
    #expect(throws: ProductCode.ValidationError.invalidSerialNumber(input: "209")) {
      try ProductCode(parsing: "a2000-D-209")
    }
  }

  @Test("the error message shows an example of a valid part")
  func errorMessage() {
    let error = ProductCode.ValidationError.invalidSeries(input: "A2000")
    #expect(
      error.description
        == #"a product series is one lower-case letter and 4 digits, like a2000; got "A2000""#)
  }
}
