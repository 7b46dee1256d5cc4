// Exercise 12 — your turn: write `register(name:)`. See README.md in this folder.

import DomainServices
import Entities
import ExerciseSupport
import Foundation
import Repositories
import ValueObjects

/// The register use case: a new user under a name nobody else has.
///
/// It orchestrates and decides nothing: `UserName` judges the name, `UserService` judges
/// duplicates, the repository stores, and the caller gets plain data back.
public struct Registration: Sendable {
  private let repository: any UserRepository
  private let userService: UserService
  private let idGenerator: any UserIdGenerator
  private let now: @Sendable () -> Date

  /// Makes the use case.
  /// - Parameters:
  ///   - repository: where users are stored.
  ///   - idGenerator: where new users' ids come from.
  ///   - now: the current instant, injected so tests control time.
  public init(
    repository: any UserRepository, idGenerator: any UserIdGenerator,
    now: @escaping @Sendable () -> Date
  ) {
    self.repository = repository
    self.userService = UserService(repository: repository)
    self.idGenerator = idGenerator
    self.now = now
  }

  /// Registers a new user under `name` and answers with the new user's data.
  /// - Throws: ``RegistrationError/invalidName(_:)`` when the name breaks the user-name
  ///   rule, ``RegistrationError/duplicateName(_:)`` when another user has it, and
  ///   whatever the repository throws. Nothing is saved when it throws.
  public func register(name: String) async throws -> RegisteredUser {
    // TODO: validate the name, make the user, ask UserService about duplicates, save,
    // and answer with plain data.
    throw NotImplemented("Registration.register(name:)")
  }
}

/// A newly registered user as the caller gets it: plain values, no behaviour.
public struct RegisteredUser: Sendable, Hashable {
  /// The new user's id.
  public var id: String
  /// The new user's name, as `UserName` stored it.
  public var name: String
  /// When the user registered.
  public var createdAt: Date

  /// Makes the data from plain values.
  public init(id: String, name: String, createdAt: Date) {
    self.id = id
    self.name = name
    self.createdAt = createdAt
  }
}

/// Why a registration did not happen; nothing was saved.
public enum RegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name breaks the user-name rule; the message is the rule's own.
  case invalidName(String)
  /// Another user already has this name.
  case duplicateName(String)

  /// A sentence saying what went wrong and what to do.
  public var description: String {
    switch self {
    case .invalidName(let reason):
      return reason
    case .duplicateName(let name):
      return "the name \"\(name)\" is already taken; choose another"
    }
  }
}
