// Exercise 34 — already written: the rename in the layered style. Leave it as it is: the tests
// hold your Clean version to its answers. See README.md or README.ko.md.

import DomainServices
import Entities
import Foundation
import ValueObjects

/// The layered style's data access layer: a table of users, in memory.
public actor LayeredUserTable: UserNameLookup {
  private var rows: [UserId: User]

  /// Makes a table holding `users`.
  public init(_ users: [User] = []) {
    var rows: [UserId: User] = [:]
    for user in users { rows[user.id] = user }
    self.rows = rows
  }

  /// The user with this id, or `nil`.
  public func find(id: UserId) -> User? { rows[id] }

  /// The user named `name`, or `nil`.
  public func find(name: UserName) -> User? { rows.values.first { $0.name == name } }

  /// Writes `user` over the row with its id.
  public func update(_ user: User) { rows[user.id] = user }
}

/// Why the layered style's business layer refused a rename.
public enum LayeredRenameError: Error, Sendable, Hashable {
  /// The id or the name breaks a rule of `UserId` or `UserName`; the reason says which.
  case invalidRequest(String)
  /// No user has the id.
  case noSuchUser(String)
  /// Another user has the name.
  case nameTaken(String)
  /// The table could not be read.
  case storageFailure(String)
}

/// The layered style's business layer: renames a user in the table below it.
public struct LayeredRenameService: Sendable {
  private let table: LayeredUserTable
  private let now: @Sendable () -> Date

  /// Makes the business layer on top of `table`, renaming at the instants `now` gives.
  public init(table: LayeredUserTable, now: @escaping @Sendable () -> Date) {
    self.table = table
    self.now = now
  }

  /// Renames the user with the id `id` to `name` and returns it renamed.
  /// - Throws: ``LayeredRenameError`` naming the broken rule.
  public func rename(id: String, to name: String) async throws(LayeredRenameError) -> User {
    let userId: UserId
    let newName: UserName
    do {
      userId = try UserId(id)
      newName = try UserName(name)
    } catch {
      throw .invalidRequest("\(error)")
    }
    guard var user = await table.find(id: userId) else { throw .noSuchUser(userId.value) }
    user.changeName(to: newName, at: now())
    let isTaken: Bool
    do {
      isTaken = try await UserService(repository: table).isDuplicate(user)
    } catch {
      throw .storageFailure("\(error)")
    }
    guard !isTaken else { throw .nameTaken(newName.value) }
    await table.update(user)
    return user
  }
}

/// The layered style's presentation layer: text in, the line the screen shows out.
public struct LayeredRenameController: Sendable {
  private let service: LayeredRenameService

  /// Makes the controller on top of the business layer.
  public init(service: LayeredRenameService) {
    self.service = service
  }

  /// Renames the user `id` to `name` and says what happened.
  public func rename(id: String, to name: String) async -> String {
    do {
      let user = try await service.rename(id: id, to: name)
      return "\(user.id.value) is now \(user.name.value)"
    } catch {
      switch error {
      case .invalidRequest(let reason): return "refused: \(reason)"
      case .noSuchUser(let id): return "refused: no user has the id \(id)"
      case .nameTaken(let name): return "refused: the name \(name) is already taken"
      case .storageFailure(let reason): return "failed: \(reason)"
      }
    }
  }
}
