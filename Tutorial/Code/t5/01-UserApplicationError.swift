// Tutorial step: a use case fails with one typed error that names the rule.

/// Why a user use case refused.
enum UserApplicationError: Error, Equatable {
  /// The text is not a valid user name.
  case invalidName(UserNameError)
  /// Another user already holds the name.
  case nameInUse(String)
}
