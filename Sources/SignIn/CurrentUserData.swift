// Chapter 10 — Boundaries (BC-2): who is using the app. Docs/10-boundaries.md
//
// Read first: the three cases. Being signed in and having a profile are different
// facts from different contexts; a person can be signed in and still need onboarding.

import ApplicationServices
import Authentication

// region: CurrentUserData
/// Who is using the app right now, as far as each context can tell.
public enum CurrentUserData: Sendable, Hashable {
  /// Nobody is signed in.
  case signedOut
  /// Someone is signed in but has no profile yet: onboarding comes next.
  case needsOnboarding(Session)
  /// Someone is signed in and this is their profile.
  case signedIn(Session, UserData)
}
// endregion
