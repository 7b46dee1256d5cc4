// Chapter 10 — Boundaries (AR-1), layered style: the business layer.
// Docs/10-boundaries.md
//
// Read first: the stored property's type. The business layer holds the data layer's
// concrete table; swapping the datastore means editing this file. The domain it uses
// (`UserName`, `User`, `UserService`) is the same as in the other two styles.

import DomainServices
import Entities
import ValueObjects

// region: LayeredUserApplicationService
/// The layered style's business layer, its application service: registers users into the
/// table below it.
public struct LayeredUserApplicationService: Sendable {
  private let table: LayeredUserTable
  private let makeUser: @Sendable (UserName) -> User

  /// Makes the business layer on top of `table`.
  public init(table: LayeredUserTable, makeUser: @escaping @Sendable (UserName) -> User) {
    self.table = table
    self.makeUser = makeUser
  }

  /// Registers a user named `name` and returns it.
  /// - Throws: ``LayeredRegistrationError`` naming the broken rule.
  public func register(name: String) async throws(LayeredRegistrationError) -> User {
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
}
// endregion

extension LayeredUserApplicationService {
}
