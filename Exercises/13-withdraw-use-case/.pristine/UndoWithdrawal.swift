// Exercise 13 — your turn: write `execute(id:)`. See README.md or README.ko.md.

import Entities
import ExerciseSupport
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
    // TODO: bring the account back and delete the archive's record, in the order that can
    // never lose the account.
    throw NotImplemented("UndoWithdrawal.execute(id:)")
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
