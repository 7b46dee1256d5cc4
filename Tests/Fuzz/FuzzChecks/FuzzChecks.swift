// The properties the fuzzers check, shared with the regression tests that replay the
// committed corpus. A fuzzer only finds crashes unless it is told what "wrong" means;
// these functions say it: a value that parses must describe itself back to an equal
// value and keep its rules, the repository's fast record parser must agree with JSONDecoder,
// and a journal that cannot be opened must be left untouched.

import Entities
import Foundation
import Persistence
import Synchronization
import TestSupport
import ValueObjects

/// A property that did not hold, with what was seen.
public struct PropertyViolation: Error, CustomStringConvertible {
  /// What went wrong.
  public let description: String
}

/// Property checks over arbitrary bytes.
public enum FuzzChecks {
  /// Parses the bytes as one of the value objects (chosen by the first byte) and checks
  /// that whatever parses keeps its type's rules and round-trips.
  public static func valueObjects(_ bytes: [UInt8]) throws(PropertyViolation) {
    guard let selector = bytes.first else { return }
    let rest = Array(bytes.dropFirst())
    let text = String(decoding: rest, as: UTF8.self)
    func require(_ condition: Bool, _ what: @autoclosure () -> String) throws(PropertyViolation) {
      if !condition { throw PropertyViolation(description: what()) }
    }
    switch selector % 8 {
    case 0:
      let parts = rest.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
      let given = String(decoding: parts.first ?? [], as: UTF8.self)
      let family = String(decoding: parts.dropFirst().first ?? [], as: UTF8.self)
      if let name = try? FullName(givenName: given, familyName: family) {
        try require(
          (try? FullName(givenName: name.givenName, familyName: name.familyName)) == name,
          "FullName does not remake itself from its parts: \(String(reflecting: given))")
        try require(
          name.givenName.count <= FullName.maximumPartLength
            && name.familyName.count <= FullName.maximumPartLength,
          "FullName part longer than allowed")
        for part in [name.givenName, name.familyName] {
          try require(
            showsSomething(part) && !reorders(part),
            "FullName part \(String(reflecting: part)) lies: nothing visible or a direction control"
          )
        }
      }
    case 1:
      if let name = try? UserName(text) {
        try require(
          UserName.allowedLength.contains(name.value.count), "UserName length \(name.value.count)")
        try require((try? UserName(name.value)) == name, "UserName does not remake itself")
        try require(
          showsSomething(name.value) && !reorders(name.value),
          "UserName \(String(reflecting: name.value)) lies: nothing visible or a direction control")
      }
    case 2:
      if let id = try? UserId(text) {
        try require(id.value.utf8.count <= UserId.maximumLength, "UserId too long")
        try require(!id.value.contains("/") && !id.value.contains(".."), "UserId with a path")
        try require((try? UserId(id.value)) == id, "UserId does not remake itself")
      }
    case 3:
      if let currency = try? Currency(code: text) {
        try require(currency.code.utf8.count == 3, "Currency code \(currency.code)")
      }
    case 4:
      if let money = try? Money(parsing: text) {
        try require(money.amount >= 0, "negative Money \(money)")
        try require(
          (try? Money(parsing: money.description)) == money,
          "Money \(String(reflecting: text)) does not read back from \(money.description)")
      }
    case 5:
      if let code = try? ProductCode(parsing: text) {
        try require(code.description == text, "ProductCode \(text) describes itself as \(code)")
      }
    case 6:
      if let message = try? StatusMessage(text) {
        try require(message.value.count <= StatusMessage.maximumLength, "StatusMessage too long")
        try require(
          (try? StatusMessage(message.value)) == message, "StatusMessage does not remake itself")
      }
    default:
      // The repository's fast path must read whatever it accepts exactly as JSONDecoder does.
      if let parsed = UserRecord.parseStoredShape(rest[...]) {
        let decoded = try? JSONDecoder().decode(UserRecord.self, from: Data(rest))
        try require(
          decoded == parsed && decoded?.createdAt.bitPattern == parsed.createdAt.bitPattern,
          "UserRecord.parseStoredShape read \(text) as \(parsed), JSONDecoder as \(String(describing: decoded))"
        )
      }
      if let record = try? JSONDecoder().decode(UserRecord.self, from: Data(rest)),
        let user = try? record.makeUser()
      {
        try require((try? UserRecord(user).makeUser()) == user, "UserRecord does not round-trip")
      }
    }
  }

  /// Whether the text has at least one character a reader can see (VO-14).
  ///
  /// Written here on its own, from the Unicode categories, rather than by calling
  /// `TextRules`: a property that reused the code under test could never catch it.
  static func showsSomething(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      let properties = scalar.properties
      if properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        || properties.isVariationSelector
      {
        return false
      }
      switch properties.generalCategory {
      case .format, .control, .nonspacingMark, .spacingMark, .enclosingMark: return false
      default: return true
      }
    }
  }

  /// Whether the text holds a bidirectional embedding, override or isolate (VO-14).
  static func reorders(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
    }
  }

  /// Writes the bytes as a journal in `directory` and opens a repository on it.
  ///
  /// An open that fails must leave the file byte-identical; one that succeeds may only
  /// cut the file short, and must open again to the same users.
  ///
  /// The first byte chooses how: bit 0 puts a valid header first; bit 1 gives every line
  /// a correct checksum and a commit record of its own, so the fuzzer reaches the JSON and
  /// the record validation behind it instead of stopping at random checksums.
  public static func journal(_ bytes: [UInt8], in directory: URL) throws(PropertyViolation) {
    guard let first = bytes.first else { return }
    var contents = Array(bytes.dropFirst())
    if first & 2 != 0 {
      contents = contents.split(separator: 10, omittingEmptySubsequences: false)
        .flatMap {
          Array(JournalBytes.transaction(JournalBytes.line(String(decoding: $0, as: UTF8.self))))
        }
    }
    if first & 1 != 0 { contents = Array("dddworkshop-user-journal 2\n".utf8) + contents }
    let journal = directory.appendingPathComponent("users.journal")
    try? FileManager.default.removeItem(at: journal)
    guard (try? Data(contents).write(to: journal)) != nil else { return }
    do {
      let store = try FileUserRepository(directory: directory)
      let users = try runBlocking { try await store.findAll() }
      // Opening may cut an incomplete last transaction, and never change anything else.
      let opened = (try? Data(contentsOf: journal)).map(Array.init) ?? []
      if !contents.starts(with: opened) {
        throw PropertyViolation(description: "opening changed more than a torn tail")
      }
      let again = try FileUserRepository(directory: directory)
      let usersAgain = try runBlocking { try await again.findAll() }
      if users != usersAgain {
        throw PropertyViolation(description: "reopening the journal gave other users")
      }
    } catch let violation as PropertyViolation {
      throw violation
    } catch {
      let after = (try? Data(contentsOf: journal)).map(Array.init) ?? []
      if after != contents {
        throw PropertyViolation(description: "a journal that failed to open was changed: \(error)")
      }
    }
  }

  /// Runs async work to completion from synchronous fuzzing code.
  private static func runBlocking<Value: Sendable>(
    _ work: @escaping @Sendable () async throws -> Value
  ) throws -> Value {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    Task {
      do { box.set(.success(try await work())) } catch { box.set(.failure(error)) }
      done.signal()
    }
    done.wait()
    return try box.get()
  }
}

/// A result handed from a task to the thread waiting for it.
private final class ResultBox<Value: Sendable>: Sendable {
  private let result = Mutex<Result<Value, any Error>?>(nil)
  func set(_ value: Result<Value, any Error>) { result.withLock { $0 = value } }
  func get() throws -> Value {
    guard let value = result.withLock({ $0 }) else {
      throw PropertyViolation(description: "no result")
    }
    return try value.get()
  }
}
