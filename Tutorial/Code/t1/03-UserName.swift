// Tutorial step: the rule lives in one place, and the error message quotes it.
import Foundation

/// A user name: the text a person is known by in the workshop's domain.
struct UserName: Equatable, Sendable {
  /// How many characters a user name may have: the one place the rule is written.
  static let allowedLength = 3...20

  /// The text of the name, trimmed, within `allowedLength`.
  let value: String

  /// Makes a user name, or throws the rule it breaks.
  init(_ text: String) throws(UserNameError) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard Self.allowedLength.contains(trimmed.count) else { throw .wrongLength(trimmed.count) }
    value = trimmed
  }
}

/// The rule a text breaks when it cannot be a user name.
enum UserNameError: Error, Equatable, CustomStringConvertible {
  /// The name has this many characters, outside `UserName.allowedLength`.
  case wrongLength(Int)

  /// The rule, in words, with the bounds read from the rule itself.
  var description: String {
    let bounds = UserName.allowedLength
    switch self {
    case .wrongLength(let count):
      return "a user name has \(bounds.lowerBound) to \(bounds.upperBound) characters, not \(count)"
    }
  }
}
