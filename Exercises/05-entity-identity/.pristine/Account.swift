// Exercise 05 — your turn: give `Account` its identity. See README.md or README.ko.md.

import ExerciseSupport
import ValueObjects

/// Where an account is held and the number it has there.
public struct AccountNumber: Sendable, Hashable {
  /// The bank's code, such as "088".
  public let bankCode: String
  /// The number the bank gave the account, such as "110-123-456789".
  public let number: String

  /// Makes an account number from the bank's code and the number.
  public init(bankCode: String, number: String) {
    self.bankCode = bankCode
    self.number = number
  }
}

/// A savings account: an entity, the same account however its balance and holder's name change.
///
/// `Account` answers two questions, and they are different:
/// - *Is this the same account?* ``hasSameIdentity(as:)``, and ``id`` for `Identifiable`.
/// - *Do these two snapshots hold the same state?* `==`, synthesized from every attribute.
///
/// Two banks may each give out the number "110-123-456789": a number is unique only at its
/// bank.
public struct Account: Sendable, Equatable, Identifiable {
  /// The code of the bank that holds the account; it never changes.
  public let bankCode: String
  /// The number the bank gave the account; it never changes.
  public let number: String
  /// The name of the person who holds it; change it with ``renameHolder(to:)``.
  public private(set) var holder: UserName
  /// How many won are in it; change it with ``deposit(_:)``.
  public private(set) var balance: Int

  /// Opens an account at a bank, empty.
  public init(bankCode: String, number: String, holder: UserName) {
    self.bankCode = bankCode
    self.number = number
    self.holder = holder
    self.balance = 0
  }

  /// Puts `amount` won into the account; it stays the same account.
  public mutating func deposit(_ amount: Int) {
    balance += amount
  }

  /// Records that the holder's name changed; it stays the same account.
  public mutating func renameHolder(to newName: UserName) {
    holder = newName
  }

  /// The account's identity.
  ///
  /// What tells the account apart from every other, for as long as it exists:
  /// `Identifiable` and a dictionary keyed by it rely on that.
  public var id: AccountNumber {
    // TODO: what never changes about an account, and is enough to tell two accounts apart?
    unimplemented("Account.id", placeholder: AccountNumber(bankCode: "", number: ""))
  }

  /// Whether `other` is the same account as this one, whatever the state of either.
  public func hasSameIdentity(as other: Account) -> Bool {
    // TODO: decide sameness by the account's identity.
    unimplemented("Account.hasSameIdentity(as:)", placeholder: false)
  }
}
