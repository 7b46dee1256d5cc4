// Exercise 15 — your turn: write `load()`. See README.md or README.ko.md.

import ApplicationServices
import ExerciseSupport
import Observation

/// The view model of a member list screen: one action in, one ``State`` out.
///
/// It holds the application service, not a repository, and no rule of the domain.
@MainActor
@Observable
public final class MemberListScreenModel {
  /// Everything the screen can show.
  public enum State: Sendable, Equatable {
    /// Nothing asked for yet.
    case idle
    /// A use case is running.
    case loading
    /// The members' names, in the order the service lists them: oldest member first.
    case members([String])
    /// Nobody has registered yet: the screen invites the first member.
    case inviteFirstMember
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

  /// Shows every member by name, or the invitation to be the first when there is nobody.
  public func load() async {
    // TODO: show `loading`, ask the service for every user, then show what it answered.
    state = unimplemented("MemberListScreenModel.load()", placeholder: State.idle)
  }
}
