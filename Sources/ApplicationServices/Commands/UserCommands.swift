// Chapter 5 — Application services (AS-3). Docs/05-application-services.md
//
// Read first: the fields are `String`s. A command carries what a person typed, not yet
// validated; the application service turns it into value objects, and that is where a
// broken rule becomes a `UserApplicationError.invalid`.

/// Register a new user under a name.
public struct RegisterUserCommand: Sendable, Hashable {
  /// The name the user wants.
  public var name: String

  /// Makes the command.
  public init(name: String) {
    self.name = name
  }
}

/// Look up one user by id: a query, which changes nothing.
public struct GetUserQuery: Sendable, Hashable {
  /// The id to look up.
  public var id: String

  /// Makes the query.
  public init(id: String) {
    self.id = id
  }
}

// region: UpdateUserCommand
/// Change a user's name, status message, or both, in one step.
public struct UpdateUserCommand: Sendable, Hashable {
  /// The user to change.
  public var id: String
  /// The new name, or `nil` to keep the current one.
  public var name: String?
  /// The new status message (empty to clear it), or `nil` to keep the current one.
  public var statusMessage: String?
  // region: chapter 8 adds expectedVersion
  /// The version the caller's copy was read at, or `nil` to change whatever is stored.
  ///
  /// Pass ``UserData/version``: when the stored user has moved on since, nothing changes
  /// and the service throws `changedElsewhere`.
  public var expectedVersion: Int?
  // endregion

  /// Makes the command; leave out what should stay as it is.
  public init(
    id: String, name: String? = nil, statusMessage: String? = nil,
    expectedVersion: Int? = nil,
  ) {
    self.id = id
    self.name = name
    self.statusMessage = statusMessage
    self.expectedVersion = expectedVersion
  }
}
// endregion

/// End a user's account.
public struct WithdrawUserCommand: Sendable, Hashable {
  /// The user who withdraws.
  public var id: String

  /// Makes the command.
  public init(id: String) {
    self.id = id
  }
}

/// Make a user a premium user.
public struct UpgradeUserCommand: Sendable, Hashable {
  /// The user who becomes premium.
  public var id: String

  /// Makes the command.
  public init(id: String) {
    self.id = id
  }
}

/// Make a premium user a normal user again.
public struct DowngradeUserCommand: Sendable, Hashable {
  /// The user who becomes normal.
  public var id: String

  /// Makes the command.
  public init(id: String) {
    self.id = id
  }
}
