// Chapter 5 — Application services (AS-1, AS-2, AS-3, AS-4). Docs/05-application-services.md
//
// Read first: `update(_:)`. Every method has the same shape: turn the command's text
// into value objects, load what is needed, let the domain decide (the entity changes
// itself, the domain service judges duplicates), store the result, hand back plain
// data. There is no rule of its own in this file; remove the domain and nothing is
// left to test.

import DomainServices
import Entities
import Foundation
import Repositories
import ValueObjects

// region: UserApplicationService
/// The use cases of managing users: register, get, list, update, upgrade, downgrade and
/// withdraw.
///
/// It orchestrates; it does not decide. Rules live in the value objects, the `User`
/// entity and `UserService`; storage lives behind `UserRepository`. Inputs are commands
/// of plain text, outputs are ``UserData`` snapshots, and every failure is a
/// ``UserApplicationError``, so no domain type crosses this boundary.
public struct UserApplicationService: Sendable {
  private let repository: any UserRepository
  private let userService: UserService
  private let makeUser: @Sendable (UserName) throws -> User
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
    self.init(repository: repository) { name in
      User(id: idGenerator.makeUserId(), name: name, createdAt: now())
    }
  }

  // region: init
  /// Makes the service with the function that makes each new user: a new id, the
  /// creation instant and the name asked for.
  ///
  /// Making a user is knowledge of its own (where ids come from, what "now" is), so the
  /// service is handed it rather than knowing it. Chapter 7 gives that knowledge a type,
  /// a factory: `UserApplicationService(repository: r, makeUser: factory.makeUser(named:))`.
  /// - Parameters:
  ///   - repository: where users are stored.
  ///   - makeUser: makes a new user; when it throws, nothing is registered.
  public init(
    repository: any UserRepository,
    makeUser: @escaping @Sendable (UserName) throws -> User
  ) {
    self.repository = repository
    self.userService = UserService(repository: repository)
    self.makeUser = makeUser
  }
  // endregion

  // region: systemNow
  /// The current instant, on the seconds-since-1970 grid the file store keeps exactly.
  @Sendable public static func systemNow() -> Date {
    Date(timeIntervalSince1970: Date().timeIntervalSince1970)
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
    let name = try validate(.name) { () throws(UserName.ValidationError) in
      try UserName(command.name)
    }
    let user: User
    do {
      user = try makeUser(name)
    } catch {
      throw .storageFailure("no new user could be made: \(error)")
    }
    guard try await callStore({ try await repository.find(id: user.id) }) == nil else {
      throw .idAlreadyInUse(user.id.value)
    }
    guard try await !isDuplicate(user) else { throw .duplicateName(name.value) }
    try await callStore { try await repository.save(user) }
    return UserData(user.advancingVersion())  // the version the store now holds
  }
  // endregion

  /// The user with the command's id, or `nil` when there is none.
  ///
  /// A missing user is an answer, not a failure: the caller decides what it means.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)`` for an id breaking the rules.
  public func get(_ command: UserGetCommand) async throws(UserApplicationError) -> UserData? {
    let id = try userId(command.id)
    return try await callStore { try await repository.find(id: id) }.map(UserData.init)
  }

  // region: listAll
  /// Every user, oldest first.
  public func listAll() async throws(UserApplicationError) -> [UserData] {
    try await callStore { try await repository.findAll() }.map(UserData.init)
  }
  // endregion

  // region: update
  /// Changes a user's name, status message, or both, as one step.
  ///
  /// All input is validated before anything is read or written, so a command with one
  /// bad field changes nothing.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)``,
  ///   ``UserApplicationError/userNotFound(id:)``,
  ///   ``UserApplicationError/duplicateName(_:)`` or (chapter 8)
  ///   ``UserApplicationError/changedElsewhere(id:)``.
  public func update(_ command: UserUpdateCommand) async throws(UserApplicationError) -> UserData {
    let id = try userId(command.id)
    let newName = try command.name.map { text throws(UserApplicationError) in
      try validate(.name) { () throws(UserName.ValidationError) in try UserName(text) }
    }
    let newMessage = try command.statusMessage.map { text throws(UserApplicationError) in
      try validate(.statusMessage) { () throws(StatusMessage.ValidationError) in
        try StatusMessage(text)
      }
    }
    guard var user = try await callStore({ try await repository.find(id: id) }) else {
      throw .userNotFound(id: id.value)
    }
    // endregion
    // Chapter 8: a change made from a copy someone else has since changed is refused.
    if let expected = command.expectedVersion, expected != user.version {
      throw .changedElsewhere(id: id.value)
    }
    if let newName, newName != user.name {
      user.changeName(to: newName)
      guard try await !isDuplicate(user) else { throw .duplicateName(newName.value) }
    }
    if let newMessage { user.changeStatusMessage(to: newMessage) }
    try await callStore { [user] in try await repository.save(user) }
    return UserData(user.advancingVersion())
  }

  // region: upgrade
  /// Makes a user a premium user: the entity changes itself, the store keeps the result.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)`` or
  ///   ``UserApplicationError/userNotFound(id:)``.
  public func upgrade(_ command: UserTypeCommand) async throws(UserApplicationError) -> UserData {
    try await changeUser(command.id) { $0.upgrade() }
  }
  // endregion

  /// Makes a user a normal user again.
  ///
  /// Circles they belong to keep every member; see chapter 7 for what that means for a
  /// circle past its limit.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)`` or
  ///   ``UserApplicationError/userNotFound(id:)``.
  public func downgrade(_ command: UserTypeCommand) async throws(UserApplicationError)
    -> UserData
  {
    try await changeUser(command.id) { $0.downgrade() }
  }

  /// Ends a user's account; withdrawing an account that does not exist does nothing.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)`` for an id breaking the rules.
  public func withdraw(_ command: UserWithdrawCommand) async throws(UserApplicationError) {
    let id = try userId(command.id)
    try await callStore { try await repository.delete(id: id) }
  }

  // MARK: Translating between the outside and the domain

  private func userId(_ text: String) throws(UserApplicationError) -> UserId {
    try validate(.id) { () throws(UserId.ValidationError) in try UserId(text) }
  }

  private func changeUser(_ text: String, _ change: (inout User) -> Void)
    async throws(UserApplicationError) -> UserData
  {
    let id = try userId(text)
    guard var user = try await callStore({ try await repository.find(id: id) }) else {
      throw .userNotFound(id: id.value)
    }
    change(&user)
    try await callStore { [user] in try await repository.save(user) }
    return UserData(user.advancingVersion())
  }

  private func isDuplicate(_ user: User) async throws(UserApplicationError) -> Bool {
    try await callStore { try await userService.isDuplicate(user) }
  }
}

/// Makes a value object, turning its rule's error into the application's (chapter 9's
/// `UserLifecycleService` validates its commands the same way).
package func validate<Value, Failure: Error & CustomStringConvertible>(
  _ field: UserApplicationError.Field, _ make: () throws(Failure) -> Value
) throws(UserApplicationError) -> Value {
  do {
    return try make()
  } catch {
    throw .invalid(field, reason: error.description)
  }
}

// region: callStore
/// Runs a datastore operation, turning its failure into the application's.
///
/// A store's refusal (chapter 8) is reported as the same error the service's own checks
/// give: a name the store found taken is a ``UserApplicationError/duplicateName(_:)``
/// whether the duplicate check or the store's unique index caught it. Chapter 9's
/// `UserLifecycleService` calls its stores through this too.
package func callStore<Value>(_ operation: () async throws -> Value)
  async throws(UserApplicationError)
  -> Value
{
  do {
    return try await operation()
  } catch {
    switch SaveConflict(error) {
    case .nameTaken(let name): throw .duplicateName(name.value)
    case .staleVersion(let id, _, _): throw .changedElsewhere(id: id.value)
    case nil: throw .storageFailure(String(describing: error))
    }
  }
}
// endregion
