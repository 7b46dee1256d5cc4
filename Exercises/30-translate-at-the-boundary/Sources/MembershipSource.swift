// Exercise 30 — already written: this context's port, in its own words.
// See README.md or README.ko.md.

import Entities
import Foundation
import ValueObjects

/// What this context needs to know from billing, asked in its own words.
///
/// Its one question: is the user a premium member now?
public protocol MembershipSource: Sendable {
  /// Whether `user` is a premium or a normal user at `instant`.
  /// - Throws: ``MembershipTranslationError`` when no answer in these words can be given.
  func userType(of user: UserId, at instant: Date) async throws(MembershipTranslationError)
    -> UserType
}

/// Why billing's answer gave no user type.
public enum MembershipTranslationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Billing answered something that has no meaning in this context; the reason says what.
  case untranslatable(reason: String)
  /// Billing could not be reached.
  case unavailable

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .untranslatable(let reason): "billing's answer does not translate: \(reason)"
    case .unavailable: "billing cannot be reached; try again later"
    }
  }
}
