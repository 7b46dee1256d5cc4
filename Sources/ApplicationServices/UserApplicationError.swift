// Chapter 5 — Application services (AS-4). Docs/05-application-services.md
//
// Read first: the cases. Everything a caller can do about a failure is here: pick
// another name, check the id, fix the input, or try again later. The messages are
// sentences a person can act on, built from the domain's own error messages.

// region: UserApplicationError
/// Why a use case of the user application service did not happen.
public enum UserApplicationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Another user already has this name.
  case duplicateName(String)
  /// No user has this id.
  case userNotFound(id: String)
  /// Input broke a rule of the domain; nothing was written.
  case invalid(Field, reason: String)
  /// The datastore failed; nothing was written.
  case storageFailure(String)
  /// A new user was given an id another user already has; nothing was written.
  case idAlreadyInUse(String)
  // region: chapter 8 adds changedElsewhere
  /// Someone else changed (or withdrew) the user since it was read; nothing was written.
  /// Reload and try again.
  case changedElsewhere(id: String)
  // endregion
}
// endregion

extension UserApplicationError {
  /// Which piece of input broke a rule.
  public enum Field: String, Sendable, Hashable {
    /// The user id.
    case id
    /// The user name.
    case name
    /// The status message.
    case statusMessage = "status message"
  }

  /// A sentence saying what went wrong and what to do.
  public var description: String {
    switch self {
    case .duplicateName(let name):
      return "the name \"\(name)\" is already taken; choose another"
    case .userNotFound(let id):
      return "no user has the id \"\(id)\""
    case .invalid(_, let reason):
      return reason
    case .storageFailure(let message):
      return "the users could not be stored or read: \(message); nothing was changed"
    case .idAlreadyInUse(let id):
      return "the new user's id \"\(id)\" already belongs to another user; nothing was "
        + "changed. Ids must come from a generator that never repeats one"
    case .changedElsewhere(let id):
      return "user \"\(id)\" was changed elsewhere since it was read; nothing was changed. "
        + "Reload it and try again"
    }
  }
}
