// Chapter 10 — Boundaries (AR-1), layered style: the business layer.
// Docs/10-boundaries.md
//
// Read first: the stored property's type. The business layer holds the data layer's
// concrete table; swapping the datastore means editing this file. The domain it uses
// (`UserName`, `User`, `UserService`) is the same as in the other two styles.

import DomainServices
import Entities
import ValueObjects

// region: LayeredRegistrationService
/// The layered style's business layer: registers users into the table below it.
public struct LayeredRegistrationService: Sendable {
  private let table: LayeredUserTable
  private let makeUser: @Sendable (UserName) -> User

  /// Makes the business layer on top of `table`.
  public init(table: LayeredUserTable, makeUser: @escaping @Sendable (UserName) -> User) {
    self.table = table
    self.makeUser = makeUser
  }

  /// Registers a user named `name` and returns it.
  /// - Throws: ``Refusal`` naming the broken rule.
  public func register(name: String) async throws(Refusal) -> User {
    let userName: UserName
    do {
      userName = try UserName(name)
    } catch {
      throw .invalidName(error.description)
    }
    let user = makeUser(userName)
    let isDuplicate: Bool
    do {
      isDuplicate = try await UserService(repository: table).isDuplicate(user)
    } catch {
      throw .storageFailure("\(error)")
    }
    guard !isDuplicate else { throw .nameTaken(userName.value) }
    await table.insert(user)
    return user
  }
  // endregion

  /// Why the business layer refused a registration.
  public enum Refusal: Error, Sendable, Hashable {
    /// The name breaks a rule of `UserName`; the reason says which.
    case invalidName(String)
    /// Someone already has the name.
    case nameTaken(String)
    /// The table could not be read.
    case storageFailure(String)
  }
}
