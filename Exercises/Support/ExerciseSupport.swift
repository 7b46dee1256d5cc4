// Exercises — what every exercise shares. Docs/exercises.md
//
// Read first: `NotImplemented`. A stub never crashes: a throwing stub throws this error,
// and a stub that cannot throw calls `unimplemented(_:placeholder:)`, which says so on
// the console and returns a placeholder the tests will reject. One unfinished exercise
// therefore fails its own tests and nothing else.

import Foundation

/// The error a stub throws until the learner writes the code.
public struct NotImplemented: Error, CustomStringConvertible {
  /// What is still to be written, such as `Money.subtracting(_:)`.
  public let what: String

  /// Makes the error for `what`.
  public init(_ what: String) {
    self.what = what
  }

  /// "not implemented yet: …", the line the runner shows.
  public var description: String { "not implemented yet: \(what)" }
}

/// Says on the console that `what` is still a stub and returns `placeholder`.
public func unimplemented<Value>(_ what: String, placeholder: Value) -> Value {
  FileHandle.standardError.write(Data("not implemented yet: \(what)\n".utf8))
  return placeholder
}

/// Which exercises' tests should run, as the `DDDWORKSHOP_EXERCISES` variable says.
///
/// The variable holds `all`, or numbers separated by commas (`1,3`). Unset, no exercise
/// test runs, so plain `swift test` stays the workshop's specification.
public enum ExerciseGate {
  /// The name of the environment variable the `learn` runner sets.
  public static let variable = "DDDWORKSHOP_EXERCISES"

  /// Whether the tests of exercise `number` should run.
  public static func isEnabled(_ number: Int) -> Bool {
    guard let value = ProcessInfo.processInfo.environment[variable] else { return false }
    if value == "all" { return true }
    return value.split(separator: ",").compactMap { Int($0) }.contains(number)
  }
}
