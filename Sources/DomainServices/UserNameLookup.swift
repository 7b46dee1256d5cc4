// Chapter 3 — Domain services (DS-2). Docs/03-domain-services.md
//
// Read first: the one requirement. The duplicate-name check has to ask "who holds this
// name?", and the domain service says so in a protocol of its own, in the domain's
// words, instead of reaching for a database. Chapter 4's `UserRepository` refines this
// protocol, so any repository can answer; until then, anything that can find a user by
// name can (a test's array of users, say). The module that states a need owns it: that
// is how chapter 3 compiles before chapter 4 exists.

import Entities
import ValueObjects

// region: UserNameLookup
/// What the duplicate-name check needs to know about other users: who holds a name.
public protocol UserNameLookup: Sendable {
  /// The user with this name, or `nil` when nobody has it.
  func find(name: UserName) async throws -> User?
}
// endregion
