// Chapter 12 — Real databases: every repository and store the app opens at one address.
// Docs/06-layers.md
//
// Read only if curious. The composition root opens the repositories and stores at the
// address the person gave (a folder's journals, or one database's tables) and wires the
// layers over this value, which knows each only by the ports the layers above use: the
// same wiring serves every address.

import Aggregates
import ApplicationServices
import Authentication
import Entities
import EventHandlers
import Foundation
import QueryServices
import Repositories
import SignIn
import ValueObjects

/// The accounts, links, sessions and this device's token: the authentication context's store.
typealias AuthenticationStore = AccountRepository & ProfileLinks & SessionStore & SessionTokenStore

/// The repositories and stores at one address, each behind its ports.
struct AppStores {
  /// Where they live.
  let address: StoreAddress
  /// The folder a reproducible run counts ids in; `nil` for a database, whose ids are UUIDs.
  let folder: URL?
  /// The profiles context's users.
  let users: any UserRepository
  /// A withdrawal's unit of work over `users` and the archive of withdrawn users.
  let beginUserUnitOfWork: @Sendable () async -> any UserUnitOfWork
  /// The users' outbox, which their relay reads.
  let userOutbox: any UserEventOutbox
  /// The archive's record of a user who withdrew, or `nil` when no user with that id did.
  let findWithdrawn: @Sendable (UserId) async throws -> WithdrawnUser?
  /// The circles context's repositories, or why there are none at this address.
  let circles: Result<Circles, Unavailable>
  /// Opens the authentication context's store (only the session commands use it).
  let authentication: () throws -> any AuthenticationStore

  /// Whether the archive holds a user who withdrew with the id `typed`.
  var archived: @Sendable (String) async -> Bool {
    { [findWithdrawn] typed in
      guard let id = try? UserId(typed) else { return false }
      return (try? await findWithdrawn(id)) != nil
    }
  }

  /// The circles context's repositories.
  struct Circles {
    /// The circles.
    let circles: any CircleRepository
    /// The circles' outbox, which their relay reads.
    let outbox: any CircleEventOutbox
    /// The invitations.
    let invitations: any CircleInvitationRepository
    /// A unit of work over a circle and an invitation (an accept).
    let beginUnitOfWork: @Sendable () async -> any CircleUnitOfWork
    /// The circle list's read side.
    let listing: () -> any CircleListing
  }

  /// A store this address does not have: one line naming the store and what to do.
  struct Unavailable: Error, CustomStringConvertible {
    /// The line.
    let description: String
  }
}
