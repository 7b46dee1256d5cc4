// Chapter 9 — Handlers in the application layer (EV-3): what changes in the use cases.
// Docs/09-events-and-queries.md
//
// Read first: `withdraw(_:)`, and compare it with chapter 5's. The use case changes one
// aggregate, stores the change and its event in one commit, and asks the relay to deliver.
// It no longer calls the follow-up work (the welcome, the circles) itself, and it does not
// fail when that work fails: the change is committed, the event waits in the outbox, and
// the next delivery (or the next start) hands it over.

import ApplicationServices
import DomainServices
import Entities
import Foundation
import Repositories
import ValueObjects

// region: UserLifecycleService
/// Registers, renames and withdraws users, recording each change's event in the outbox.
public struct UserLifecycleService: Sendable {
  private let users: any UserEventOutbox
  private let relay: EventRelay
  private let idGenerator: any UserIdGenerator
  private let now: @Sendable () -> Date
  // endregion

  /// Makes the service over a store with an outbox, delivering through `relay`.
  public init(
    users: any UserEventOutbox, relay: EventRelay, idGenerator: any UserIdGenerator,
    now: @escaping @Sendable () -> Date
  ) {
    self.users = users
    self.relay = relay
    self.idGenerator = idGenerator
    self.now = now
  }

  // region: register
  /// Registers a user; the welcome follows from the event, not from this method.
  /// - Throws: `UserApplicationError` for an invalid or taken name, or a store failure.
  public func register(_ command: UserRegisterCommand) async throws(UserApplicationError)
    -> UserData
  {
    let name = try validate(.name) { () throws(UserName.ValidationError) in
      try UserName(command.name)
    }
    let (user, registered) = User.register(id: idGenerator.makeUserId(), name: name, at: now())
    let service = UserService(repository: users)
    guard try await callStore({ try await service.isDuplicate(user) }) == false else {
      throw .duplicateName(name.value)
    }
    try await callStore { try await users.save(user, recording: [.registered(registered)]) }
    await deliver()
    return UserData(user)
  }
  // endregion

  /// Renames a user; a rename to the same name changes nothing and records nothing.
  /// - Throws: `UserApplicationError` for an unknown id, an invalid or taken name, or a
  ///   store failure.
  public func rename(_ command: UserUpdateCommand) async throws(UserApplicationError)
    -> UserData
  {
    var user = try await existingUser(command.id)
    guard let text = command.name else { return UserData(user) }
    let name = try validate(.name) { () throws(UserName.ValidationError) in try UserName(text) }
    guard let renamed = user.rename(to: name, at: now()) else { return UserData(user) }
    let service = UserService(repository: users)
    guard try await callStore({ [user] in try await service.isDuplicate(user) }) == false else {
      throw .duplicateName(name.value)
    }
    try await callStore { [user] in try await users.save(user, recording: [.renamed(renamed)]) }
    await deliver()
    return UserData(user)
  }

  // region: withdraw
  /// Withdraws a user: ends the account, keeps its record and records the withdrawal, in
  /// one commit.
  ///
  /// Leaving their circles follows from the event, `UserWithdrew`.
  /// - Throws: `UserApplicationError` for an unknown id or a store failure.
  public func withdraw(_ command: UserWithdrawCommand) async throws(UserApplicationError)
    -> UserData
  {
    let user = try await existingUser(command.id)
    let withdrew = user.withdraw(at: now())
    let record = WithdrawnUser(user, withdrawnAt: withdrew.occurredAt)
    try await callStore {
      try await users.withdraw(user, as: record, recording: [.withdrew(withdrew)])
    }
    await deliver()
    return UserData(user)
  }
  // endregion

  // region: deliver
  private func deliver() async {
    // The change is committed whatever happens here. A failed delivery leaves the event
    // in the outbox; the next call, or `EventRelay.deliverPending()` at start-up, retries.
    _ = try? await relay.deliverPending()
  }
  // endregion

  private func existingUser(_ text: String) async throws(UserApplicationError) -> User {
    let id = try validate(.id) { () throws(UserId.ValidationError) in try UserId(text) }
    guard let user = try await callStore({ try await users.find(id: id) }) else {
      throw .userNotFound(id: id.value)
    }
    return user
  }
}
