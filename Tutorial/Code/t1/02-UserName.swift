// Tutorial step: the value checks its rules when it is made, and never changes afterwards.
import Foundation

/// A user name: the text a person is known by in the workshop's domain.
struct UserName: Equatable, Sendable {
  /// The text of the name, trimmed, 3 to 20 characters.
  let value: String

  /// Makes a user name, or throws the rule it breaks.
  init(_ text: String) throws(UserNameError) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (3...20).contains(trimmed.count) else { throw .wrongLength(trimmed.count) }
    value = trimmed
  }
}

/// The rule a text breaks when it cannot be a user name.
enum UserNameError: Error, Equatable {
  /// The name has this many characters, outside 3 to 20.
  case wrongLength(Int)
}
