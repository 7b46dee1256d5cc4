// Exercise 13 — reference solution. Docs/exercises.md

import Entities
import Foundation
import Repositories
import ValueObjects

/// The archive of withdrawn accounts as the undo flow needs it: a repository of
/// `WithdrawnUser` records, found by the account's id and deleted once the account is back.
public protocol WithdrawnUserArchive: Sendable {
  /// The record kept for this account, or `nil` when the archive holds none.
  func find(id: UserId) async throws -> WithdrawnUser?

  /// Deletes the record kept for this account; a record that is not there stays gone.
  func delete(id: UserId) async throws
}

/// Undoing a withdrawal during the grace period: one use case, one type, one entry point.
///
/// It coordinates the archive and the accounts: the account comes back as it was before
/// the withdrawal, and the archive's record of it goes.
public struct UndoWithdrawal: Sendable {
  private let users: any UserRepository
  private let archive: any WithdrawnUserArchive

  /// Makes the use case over the accounts and the archive of withdrawn accounts.
  public init(users: any UserRepository, archive: any WithdrawnUserArchive) {
    self.users = users
    self.archive = archive
  }

  /// Brings back the account with this id from the archive.
  /// - Throws: `UserId.ValidationError` for an invalid id,
  ///   ``UndoWithdrawalError/notArchived(_:)`` when the archive holds no record for the id
  ///   (nothing is written), and the first error either repository throws.
  public func execute(id: String) async throws {
    let userId = try UserId(id)

    // Step 1: find the record. None: nothing to bring back, the flow ends.
    guard let record = try await archive.find(id: userId) else {
      throw UndoWithdrawalError.notArchived(id)
    }
    // Step 2: the account comes back as it was, live: `init` rebuilds a user as it is and
    // records nothing (a registration would be a new user). If the store refuses it (a name
    // another user took since), the flow ends here and the record stays in the archive.
    try await users.save(User(id: record.id, name: record.name, createdAt: record.registeredAt))
    // Step 3: only now delete the record. Deleting it first would lose the account for good
    // whenever the save then failed; this order can at worst leave both, never neither.
    try await archive.delete(id: userId)
  }
}

/// Why a withdrawal was not undone; nothing was written.
public enum UndoWithdrawalError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The archive holds no record for this account id.
  case notArchived(String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .notArchived(let id):
      return "the archive holds no withdrawn account with the id \"\(id)\""
    }
  }
}
