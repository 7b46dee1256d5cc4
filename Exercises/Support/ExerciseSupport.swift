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
