// Chapter 1 — Value objects: VO-9, VO-12. Docs/01-value-objects.md
import Foundation
import Testing
import ValueObjects

@Suite("User ID (VO-9, VO-12)")
struct UserIdTests {
  @Test("a user id of letters, digits, '-' and '_' is accepted exactly as given")
  func acceptsSafeCharacters() throws {
    #expect(try UserId("user-1").value == "user-1")
    #expect(try UserId("A_b-9").value == "A_b-9")
  }

  @Test("an empty user id is rejected")
  func emptyRejected() {
    #expect(throws: UserId.ValidationError.empty) { try UserId("") }
  }

  @Test("a user id of 64 characters is accepted and one of 65 is rejected")
  func lengthBoundary() throws {
    let sixtyFour = String(repeating: "a", count: UserId.maximumLength)
    _ = try UserId(sixtyFour)
    #expect(throws: UserId.ValidationError.tooLong(input: sixtyFour + "a", count: 65)) {
      try UserId(sixtyFour + "a")
    }
  }

  @Test(
    "a user id that could escape a folder or break a log line is rejected",
    arguments: ["../etc", "a/b", #"a\b"#, "..", "a b", "a\nb", "a\u{0}b"])
  func pathAndControlCharactersRejected(input: String) {
    #expect(throws: UserId.ValidationError.self) { try UserId(input) }
  }

  @Test("the error names the first disallowed character and the input")
  func errorMessage() {
    #expect(throws: UserId.ValidationError.disallowedCharacter(input: "../x", character: ".")) {
      try UserId("../x")
    }
    let error = UserId.ValidationError.disallowedCharacter(input: "a/b", character: "/")
    #expect(
      error.description
        == #"a user id may contain only ASCII letters, digits, '-' and '_'; got "/" in "a/b""#)
  }

  @Test(
    "a user id and a user name made from the same text are different types that never compare equal"
  )
  func distinctTypes() throws {
    let id = try UserId("alice")
    let name = try UserName("alice")
    // Swapping them at a call site does not compile; as AnyHashable they stay apart too.
    #expect(AnyHashable(id) != AnyHashable(name))
    func register(id: UserId, name: UserName) -> String { "\(id):\(name)" }
    #expect(register(id: id, name: name) == "alice:alice")
  }

  @Test("an id made from a UUID is always valid and keeps the UUID's text")
  func uuidIdsAreValid() throws {
    let uuid = UUID()
    let id = UserId(uuid)
    #expect(id.value == uuid.uuidString)
    #expect(try UserId(id.value) == id)
  }

  @Test("the UUID generator hands out different ids each time")
  func uuidGeneratorIsUnique() {
    let generator = UUIDUserIdGenerator()
    let ids = (0..<100).map { _ in generator.makeUserId() }
    #expect(Set(ids).count == 100)
  }

  @Test("the sequential generator is deterministic, so tests can know ids in advance")
  func sequentialGeneratorIsDeterministic() throws {
    let generator = try SequentialUserIdGenerator(prefix: "member", startingAt: 7)
    #expect(generator.makeUserId() == (try UserId("member-7")))
    #expect(generator.makeUserId() == (try UserId("member-8")))
  }

  @Test("concurrent callers of the sequential generator never get the same id")
  func sequentialGeneratorIsSafeAcrossTasks() async throws {
    let generator = try SequentialUserIdGenerator()
    let ids = await withTaskGroup(of: UserId.self) { group in
      for _ in 0..<200 { group.addTask { generator.makeUserId() } }
      return await group.reduce(into: Set<UserId>()) { $0.insert($1) }
    }
    #expect(ids.count == 200)
  }

  @Test("a generator prefix must itself be a safe id and leave room for the number")
  func generatorPrefixValidated() {
    let invalid = SequentialUserIdGenerator.PrefixError.invalid(
      .disallowedCharacter(input: "a/b", character: "/"))
    #expect(throws: invalid) { try SequentialUserIdGenerator(prefix: "a/b") }
    let long = String(repeating: "p", count: SequentialUserIdGenerator.maximumPrefixLength + 1)
    let tooLong = SequentialUserIdGenerator.PrefixError.tooLong(input: long, count: long.count)
    #expect(throws: tooLong) { try SequentialUserIdGenerator(prefix: long) }
    #expect(tooLong.description.hasPrefix("an id prefix has at most 43 characters"))
  }

  @Test("the longest prefix with the most negative start still makes a valid id")
  func generatorExtremes() throws {
    let longest = String(repeating: "p", count: SequentialUserIdGenerator.maximumPrefixLength)
    let generator = try SequentialUserIdGenerator(prefix: longest, startingAt: .min)
    let id = generator.makeUserId()
    #expect(try UserId(id.value) == id)
  }
}
