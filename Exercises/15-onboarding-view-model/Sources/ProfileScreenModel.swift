// Exercise 15 — your turn: write `load(id:)`. See README.md in this folder.

import ApplicationServices
import ExerciseSupport
import Observation

/// The view model of a profile screen: an id in, one ``State`` out.
///
/// It holds the application service, not a repository, and no rule of the domain.
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

  /// What the screen shows now.
  public private(set) var state: State = .idle

  @ObservationIgnored private let service: UserApplicationService

  /// Makes the screen's model over the application service.
  public init(service: UserApplicationService) {
    self.service = service
  }

  /// Shows the profile of the user with this id, or onboarding when there is none.
  public func load(id: String) async {
    // TODO: show `loading`, ask the service for the user, then show what it answered.
    state = unimplemented("ProfileScreenModel.load(id:)", placeholder: State.idle)
  }
}
