// Exercise 20 — your turn: write `register(name:)`. See README.md or README.ko.md.

import DomainServices
import Entities
import ExerciseSupport
import Factories
import Repositories
import ValueObjects

/// Registering a user with an injected factory: the factory knows how a user is created,
/// this type only orchestrates.
///
/// Where the new id comes from and what "now" is are the factory's business. Hand this
/// type `SystemUserFactory()` in the app and `DeterministicUserFactory` in tests; its own
/// code does not change.
public struct Registration: Sendable {
  private let repository: any UserRepository
  private let factory: any UserFactory
  private let userService: UserService

  /// Makes the use case.
  /// - Parameters:
  ///   - repository: where users are stored.
  ///   - factory: where new users come from, with their ids and creation times.
  public init(repository: any UserRepository, factory: any UserFactory) {
    self.repository = repository
    self.factory = factory
    self.userService = UserService(repository: repository)
  }

  /// Registers a new user under `name` and answers with the new user's id.
  /// - Throws: ``RegistrationError/invalidName(_:)`` when the name breaks the user-name
  ///   rule, ``RegistrationError/duplicateName(_:)`` when another user has it, and
  ///   whatever the factory or the repository throws. Nothing is saved when it throws.
  public func register(name: String) async throws -> String {
    // TODO: make a UserName, ask the factory for the new user, ask UserService whether
    // the name is taken, save, and answer with the id.
    throw NotImplemented("Registration.register(name:)")
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
