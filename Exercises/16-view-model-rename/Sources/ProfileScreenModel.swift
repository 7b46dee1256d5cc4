// Exercise 16 — your turn: write `rename(to:)`. See README.md or README.ko.md.

import ApplicationServices
import ExerciseSupport
import Observation

/// The view model of a profile screen: actions in, one ``State`` out.
///
/// It holds the application service, not a repository, and no rule of the domain. It
/// does hold presentation knowledge: which user the screen shows.
@MainActor
@Observable
public final class ProfileScreenModel {
  /// Everything the screen can show.
  public enum State: Sendable, Equatable {
    /// Nothing asked for yet.
    case idle
    /// A use case is running.
    case loading
    /// The user's profile, by name.
    case loaded(name: String)
    /// No such user: the screen offers to register.
    case needsOnboarding
    /// Something went wrong; the message says what, in words a person can act on.
    case failed(String)
  }

  /// The message shown when an action needs a user but none is shown.
  public static let nothingShown = "no profile is shown; load a user first"

  /// What the screen shows now.
  public private(set) var state: State = .idle

  @ObservationIgnored private let service: UserApplicationService
  /// The id of the user the screen shows, if any.
  @ObservationIgnored private var shownId: String?

  /// Makes the screen's model over the application service.
  public init(service: UserApplicationService) {
    self.service = service
  }

  /// Shows the profile of the user with this id, or onboarding when there is none.
  public func load(id: String) async {
    shownId = nil
    state = .loading
    do {
      if let user = try await service.get(GetUserQuery(id: id)) {
        shownId = user.id
        state = .loaded(name: user.name)
      } else {
        state = .needsOnboarding
      }
    } catch {
      state = .failed(error.description)
    }
  }

  /// Renames the user the screen shows.
  public func rename(to name: String) async {
    // TODO: with no user shown, fail with `nothingShown`; otherwise show `loading`, send a
    // `UpdateUserCommand` for the shown id through the service, and show what it answers.
    state = unimplemented("ProfileScreenModel.rename(to:)", placeholder: state)
  }
}
