// Chapter 10 — Boundaries (BC-1): accounts kept in memory. Docs/10-boundaries.md

import Authentication

/// An `AccountRepository` in memory, for tests and examples.
public actor InMemoryAccountRepository: AccountRepository {
  private var accounts: [AccountId: Account] = [:]

  /// Makes an empty repository.
  public init() {}

  /// Stores `account`, replacing one with the same id.
  /// - Throws: `AccountSaveConflict.identityTaken` when another account holds its
  ///   provider identity; nothing was saved.
  public func save(_ account: Account) throws(AccountSaveConflict) {
    if accounts.values.contains(where: { $0.id != account.id && $0.identity == account.identity }) {
      throw .identityTaken(account.identity)
    }
    accounts[account.id] = account
  }

  /// The account with this id, or `nil`.
  public func find(id: AccountId) -> Account? { accounts[id] }

  /// The account `identity` belongs to, or `nil`.
  /// - Complexity: O(n) in the number of accounts.
  public func find(identity: ProviderIdentity) -> Account? {
    accounts.values.first { $0.identity == identity }
  }

  /// Deletes the account with this id.
  public func delete(id: AccountId) { accounts[id] = nil }
}
