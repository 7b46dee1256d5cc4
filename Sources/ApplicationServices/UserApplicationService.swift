// Chapter 5 — Application services (AS-1, AS-2, AS-3, AS-4). Docs/05-application-services.md
//
// Read first: `update(_:)`. Every method has the same shape: turn the command's text
// into value objects, load what is needed, let the domain decide (the entity changes
// itself, the domain service judges duplicates), store the result, hand back plain
// data. There is no rule of its own in this file; remove the domain and nothing is
// left to test.

import DomainServices
import Entities
import Factories
import Foundation
import Repositories
import ValueObjects

// region: UserApplicationService
/// The use cases of managing users: register, get, list, update and withdraw.
///
/// It orchestrates; it does not decide. Rules live in the value objects, the `User`
/// entity and `UserService`; storage lives behind `UserRepository`. Inputs are commands
/// of plain text, outputs are ``UserData`` snapshots, and every failure is a
/// ``UserApplicationError``, so no domain type crosses this boundary.
public struct UserApplicationService: Sendable {
  private let repository: any UserRepository
  private let userService: UserService
  private let factory: any UserFactory
  // endregion

  /// Makes the service.
  /// - Parameters:
  ///   - repository: where users are stored.
  ///   - idGenerator: where new users' ids come from.
  ///   - now: the current instant, injected so tests control time.
  public init(
    repository: any UserRepository,
    idGenerator: any UserIdGenerator = UUIDUserIdGenerator(),
    now: @escaping @Sendable () -> Date = UserApplicationService.systemNow
  ) {
    self.init(
      repository: repository, factory: SystemUserFactory(idGenerator: idGenerator, now: now))
  }

  // region: init
  /// Makes the service with a factory that creates new users (chapter 7, AD-1): the
  /// service asks it for each new user instead of building ids and instants itself.
  public init(repository: any UserRepository, factory: any UserFactory) {
    self.repository = repository
    self.userService = UserService(repository: repository)
    self.factory = factory
  }
  // endregion

  // region: systemNow
  /// The current instant, on the seconds-since-1970 grid the file store keeps exactly.
  @Sendable public static func systemNow() -> Date {
    SystemUserFactory.now()
  }
  // endregion

  // region: register
  /// Registers a new user under the command's name.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)`` for a name breaking the rules,
  ///   ``UserApplicationError/duplicateName(_:)`` when it is taken, and
  ///   ``UserApplicationError/idAlreadyInUse(_:)`` when the id generator hands out an id
  ///   another user has (saving would replace that user).
  public func register(_ command: UserRegisterCommand) async throws(UserApplicationError)
    -> UserData
  {
    let name = try validated(.name) { () throws(UserName.ValidationError) in
      try UserName(command.name)
    }
    let user: User
    do {
      user = try factory.makeUser(named: name)
    } catch {
      throw .storageFailure("no new user could be made: \(error)")
    }
    guard try await storage({ try await repository.find(id: user.id) }) == nil else {
      throw .idAlreadyInUse(user.id.value)
    }
    guard try await !isDuplicate(user) else { throw .duplicateName(name.value) }
    try await storage { try await repository.save(user) }
    return UserData(user)
  }
  // endregion

  /// The user with the command's id, or `nil` when there is none.
  ///
  /// A missing user is an answer, not a failure: the caller decides what it means.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)`` for an id breaking the rules.
  public func get(_ command: UserGetCommand) async throws(UserApplicationError) -> UserData? {
    let id = try userId(command.id)
    return try await storage { try await repository.find(id: id) }.map(UserData.init)
  }

  // region: listAll
  /// Every user, oldest first.
  public func listAll() async throws(UserApplicationError) -> [UserData] {
    try await storage { try await repository.findAll() }.map(UserData.init)
  }
  // endregion

  // region: update
  /// Changes a user's name, status message, or both, as one step.
  ///
  /// All input is validated before anything is read or written, so a command with one
  /// bad field changes nothing.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)``,
  ///   ``UserApplicationError/userNotFound(id:)`` or
  ///   ``UserApplicationError/duplicateName(_:)``.
  public func update(_ command: UserUpdateCommand) async throws(UserApplicationError) -> UserData {
    let id = try userId(command.id)
    let newName = try command.name.map { text throws(UserApplicationError) in
      try validated(.name) { () throws(UserName.ValidationError) in try UserName(text) }
    }
    let newMessage = try command.statusMessage.map { text throws(UserApplicationError) in
      try validated(.statusMessage) { () throws(StatusMessage.ValidationError) in
        try StatusMessage(text)
      }
    }
    guard var user = try await storage({ try await repository.find(id: id) }) else {
      throw .userNotFound(id: id.value)
    }
    // endregion
    if let newName, newName != user.name {
      user.changeName(to: newName)
      guard try await !isDuplicate(user) else { throw .duplicateName(newName.value) }
    }
    if let newMessage { user.changeStatusMessage(to: newMessage) }
    try await storage { [user] in try await repository.save(user) }
    return UserData(user)
  }

  /// Ends a user's account; withdrawing an account that does not exist does nothing.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)`` for an id breaking the rules.
  public func withdraw(_ command: UserWithdrawCommand) async throws(UserApplicationError) {
    let id = try userId(command.id)
    try await storage { try await repository.delete(id: id) }
  }

  // MARK: Translating between the outside and the domain

  private func userId(_ text: String) throws(UserApplicationError) -> UserId {
    try validated(.id) { () throws(UserId.ValidationError) in try UserId(text) }
  }

  private func isDuplicate(_ user: User) async throws(UserApplicationError) -> Bool {
    try await storage { try await userService.isDuplicate(user) }
  }
}

/// Makes a value object, turning its rule's error into the application's.
func validated<Value, Failure: Error & CustomStringConvertible>(
  _ field: UserApplicationError.Field, _ make: () throws(Failure) -> Value
) throws(UserApplicationError) -> Value {
  do {
    return try make()
  } catch {
    throw .invalid(field, reason: error.description)
  }
}

/// Runs a datastore operation, turning its failure into the application's.
func storage<Value>(_ operation: () async throws -> Value) async throws(UserApplicationError)
  -> Value
{
  try await datastoreCall(failing: UserApplicationError.storageFailure, operation)
}
