// Chapter 5 — Application services (AS-1, AS-2, AS-3, AS-4). Docs/05-application-services.md
//
// Read first: `update(_:)`. Every method has the same shape: turn the command's text
// into value objects, load what is needed, let the domain decide (the entity changes
// itself and records what happened, the domain service judges duplicates), store the
// result, hand back plain data. There is no rule of its own in this file; remove the
// domain and nothing is left to test. Later chapters change this file in place: chapter
// 7 hands `makeUser` a factory, chapter 8 adds the expected version and the repository's
// refusals, chapter 9 stores the events the user records with each save.

import DomainServices
import Entities
import Foundation
import Repositories
import ValueObjects

// region: UserApplicationService
/// The use cases of managing users: register, get, list, update, upgrade and downgrade.
/// (Withdrawal, which also writes the archive, is a use-case type of its own,
/// `WithdrawUserUseCase`.)
///
/// It orchestrates; it does not decide. Rules live in the value objects, the `User`
/// entity and `UserService`; storage lives behind `UserRepository`. Inputs are commands
/// of plain text, outputs are ``UserData`` snapshots, and every failure is a
/// ``UserApplicationError``, so no domain type crosses this boundary.
public struct UserApplicationService: Sendable {
  private let repository: any UserRepository
  private let userService: UserService
  private let makeUser: @Sendable (UserName) throws -> User
  private let now: @Sendable () -> Date
}
// endregion

extension UserApplicationService {
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
      repository: repository,
      makeUser: { name in User.register(id: idGenerator.makeUserId(), name: name, at: now()) },
      now: now)
  }

  // region: init
  /// Makes the service with the function that makes each new user: a new id, the
  /// creation instant and the name asked for.
  ///
  /// Making a user is knowledge of its own (where ids come from, what "now" is), so the
  /// service is handed it rather than knowing it. A factory holds that knowledge:
  /// `UserApplicationService(repository: r, makeUser: factory.makeUser(named:))`.
  /// - Parameters:
  ///   - repository: where users are stored, with the events they record.
  ///   - makeUser: makes a new user through `User.register(id:name:at:)`, so the user has
  ///     recorded its `UserRegistered`; when it throws, nothing is registered.
  ///   - now: the instant each change happens at, for the events it records.
  public init(
    repository: any UserRepository,
    makeUser: @escaping @Sendable (UserName) throws -> User,
    now: @escaping @Sendable () -> Date = UserApplicationService.systemNow
  ) {
    self.repository = repository
    self.userService = UserService(repository: repository)
    self.makeUser = makeUser
    self.now = now
  }
  // endregion

  // region: systemNow
  /// The current instant, on the seconds-since-1970 grid the file repository keeps exactly.
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
  public func register(_ command: RegisterUserCommand) async throws(UserApplicationError)
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
    // One write: the user and the `UserRegistered` it recorded.
    try await callStore { try await repository.save(user) }
    return UserData(user.advancingVersion())  // the version the repository now holds (chapter 8)
  }
  // endregion

  /// The user with the command's id, or `nil` when there is none.
  ///
  /// A missing user is an answer, not a failure: the caller decides what it means.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)`` for an id breaking the rules.
  public func get(_ command: GetUserQuery) async throws(UserApplicationError) -> UserData? {
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
  ///   ``UserApplicationError/duplicateName(_:)`` or
  ///   ``UserApplicationError/changedElsewhere(id:)``.
  public func update(_ command: UpdateUserCommand) async throws(UserApplicationError) -> UserData {
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
    if let expected = command.expectedVersion, expected != user.version {
      throw .changedElsewhere(id: id.value)
    }
    let instant = now()
    if let newName, newName != user.name {
      user.changeName(to: newName, at: instant)
      guard try await !isDuplicate(user) else { throw .duplicateName(newName.value) }
    }
    if let newMessage { user.changeStatusMessage(to: newMessage, at: instant) }
    guard !user.recordedEvents.isEmpty else { return UserData(user) }  // nothing changed
    // One write: the changed user and the events it recorded (chapter 9).
    try await callStore { [user] in try await repository.save(user) }
    return UserData(user.advancingVersion())  // the version the repository now holds (chapter 8)
  }
  // endregion

  // region: upgrade
  /// Makes a user a premium user: the entity changes itself, the repository keeps the result.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)`` or
  ///   ``UserApplicationError/userNotFound(id:)``.
  public func upgrade(_ command: UpgradeUserCommand) async throws(UserApplicationError) -> UserData
  {
    try await changeUser(command.id) { user, instant in user.upgrade(at: instant) }
  }
  // endregion

  /// Makes a user a normal user again.
  ///
  /// Circles they belong to keep every member, even a circle this leaves past its limit:
  /// nobody is removed, and such a circle is full until it is back within its limit.
  /// - Throws: ``UserApplicationError/invalid(_:reason:)`` or
  ///   ``UserApplicationError/userNotFound(id:)``.
  public func downgrade(_ command: DowngradeUserCommand) async throws(UserApplicationError)
    -> UserData
  {
    try await changeUser(command.id) { user, instant in user.downgrade(at: instant) }
  }

  // MARK: Translating between the outside and the domain

  private func userId(_ text: String) throws(UserApplicationError) -> UserId {
    try validate(.id) { () throws(UserId.ValidationError) in try UserId(text) }
  }

  private func changeUser(_ text: String, _ change: (inout User, Date) -> Void)
    async throws(UserApplicationError) -> UserData
  {
    let id = try userId(text)
    guard var user = try await callStore({ try await repository.find(id: id) }) else {
      throw .userNotFound(id: id.value)
    }
    change(&user, now())
    guard !user.recordedEvents.isEmpty else { return UserData(user) }  // nothing changed
    try await callStore { [user] in try await repository.save(user) }
    return UserData(user.advancingVersion())
  }

  private func isDuplicate(_ user: User) async throws(UserApplicationError) -> Bool {
    try await callStore { try await userService.isDuplicate(user) }
  }
}

/// Makes a value object, turning its rule's error into the application's (the withdrawal
/// use case validates its command the same way).
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
/// A repository's refusal is reported as the same error the service's own checks
/// give: a name the repository found taken is a ``UserApplicationError/duplicateName(_:)``
/// whether the duplicate check or the repository's unique index caught it. Every repository throws
/// the `UserSaveConflict` itself, so no repository's own error type is needed here.
package func callStore<Value>(_ operation: () async throws -> Value)
  async throws(UserApplicationError)
  -> Value
{
  do {
    return try await operation()
  } catch let conflict as UserSaveConflict {
    switch conflict {
    case .nameTaken(let name): throw .duplicateName(name.value)
    case .staleVersion(let id, _, _): throw .changedElsewhere(id: id.value)
    case .notWithdrawn, .withdrawn: throw .storageFailure(conflict.description)
    }
  } catch {
    throw .storageFailure(String(describing: error))
  }
}
// endregion
