// Chapter 6 — Layers and presentation (LA-1). Docs/06-layers.md
//
// Read first: `State`, then `load(id:)`. A view model turns what a person does into use
// case calls and what the use cases answer into one value the screen draws. It knows
// no rule (the application's errors carry the messages) and no storage (it holds an
// application service, not a repository). Deciding that a missing user means
// "onboarding" is the kind of decision that belongs here, not in a repository.

import ApplicationServices
import Foundation
import Observation

/// What a profile screen shows about one user, ready to draw.
public struct UserProfileData: Sendable, Hashable {
  /// The user's id.
  public let id: String
  /// The user's name.
  public let name: String
  /// The user's status message (empty for none).
  public let statusMessage: String
  /// When the user registered, written in the reader's time zone.
  public let memberSince: String
  /// The version shown: a change made from this screen is made only to this version.
  public let version: Int

  /// Makes a profile from text ready to show.
  public init(
    id: String, name: String, statusMessage: String, memberSince: String, version: Int = 0
  ) {
    self.id = id
    self.name = name
    self.statusMessage = statusMessage
    self.memberSince = memberSince
    self.version = version
  }
}

// region: UserProfileViewModel
/// The view model of a user profile screen: actions in, one ``State`` out.
///
/// It is `@MainActor` because a screen reads it, and `@Observable` so a SwiftUI view (or
/// the console view of the capstone app) redraws when ``state`` changes.
@MainActor
@Observable
public final class UserProfileViewModel {
  /// Everything the screen can show.
  public enum State: Sendable, Hashable {
    /// Nothing asked for yet.
    case idle
    /// A use case is running.
    case loading
    /// A user's profile.
    case loaded(UserProfileData)
    /// No such user: the screen offers to register.
    case needsOnboarding
    /// Something went wrong; the message says what, in words a person can act on.
    case failed(message: String)
    // region: chapter 8 adds changedElsewhere
    /// Someone else changed the shown user since it was loaded, so the change was not
    /// made: the screen offers to reload.
    case changedElsewhere(message: String)
    // endregion
  }

  /// What the screen shows now.
  public private(set) var state: State = .idle

  @ObservationIgnored private let service: UserApplicationService
  @ObservationIgnored private let withdrawal: WithdrawUserUseCase
  @ObservationIgnored private let formatter: LocalTimeFormatter
  @ObservationIgnored private var shownId: String?
  // region: chapter 8 adds shownVersion
  /// The version of the shown profile: a change is made only to that version.
  @ObservationIgnored private var shownVersion: Int?
  // endregion

  /// Makes the view model over the application service and the withdrawal use case,
  /// writing times for `timeZone`.
  public init(
    service: UserApplicationService, withdrawal: WithdrawUserUseCase,
    timeZone: TimeZone = .current
  ) {
    self.service = service
    self.withdrawal = withdrawal
    self.formatter = LocalTimeFormatter(timeZone: timeZone)
  }
}
// endregion

extension UserProfileViewModel {
  // region: load
  /// Shows the profile of the user with this id, or onboarding when there is none.
  public func load(id: String) async {
    await run { () throws(UserApplicationError) in
      guard let data = try await service.get(GetUserQuery(id: id)) else {
        shownId = nil
        return .needsOnboarding
      }
      return show(data)
    }
  }
  // endregion

  /// Registers a new user under `name` (from onboarding) and shows the new profile.
  public func register(name: String) async {
    await run { () throws(UserApplicationError) in
      show(try await service.register(RegisterUserCommand(name: name)))
    }
  }

  /// Renames the shown user, as of the version shown (or `expectedVersion`, the version an
  /// earlier screen showed the person); a user changed since is not renamed.
  public func rename(to name: String, expectedVersion: Int? = nil) async {
    await updateShownUser(expectedVersion) { id in UpdateUserCommand(id: id, name: name) }
  }

  /// Changes the shown user's status message (empty text clears it), as of the version
  /// shown (or `expectedVersion`); a user changed since is not changed.
  public func changeStatusMessage(to message: String, expectedVersion: Int? = nil) async {
    await updateShownUser(expectedVersion) { id in
      UpdateUserCommand(id: id, statusMessage: message)
    }
  }

  /// Withdraws the shown user; the screen then offers onboarding.
  public func withdraw() async {
    guard let id = shownId else {
      state = .failed(message: Self.nothingShown)
      return
    }
    await run { () throws(UserApplicationError) in
      _ = try await withdrawal.execute(WithdrawUserCommand(id: id))
      shownId = nil
      return .needsOnboarding
    }
  }

  // MARK: Turning answers into state

  private static let nothingShown = "no profile is shown; load or register a user first"
  /// What the screen says when a save met someone else's change.
  public static let changedElsewhere =
    "changed elsewhere — reload to see the latest, then make your change again"

  private func updateShownUser(
    _ expectedVersion: Int?, _ command: (String) -> UpdateUserCommand
  ) async {
    guard let id = shownId else {
      state = .failed(message: Self.nothingShown)
      return
    }
    var update = command(id)
    update.expectedVersion = expectedVersion ?? shownVersion
    await run { () throws(UserApplicationError) in show(try await service.update(update)) }
  }

  private func show(_ data: UserData) -> State {
    shownId = data.id
    shownVersion = data.version
    return .loaded(
      UserProfileData(
        id: data.id, name: data.name, statusMessage: data.statusMessage,
        memberSince: formatter.string(from: data.createdAt), version: data.version))
  }

  // region: run
  /// Shows `loading`, runs the use case, then shows its result or its error's message.
  private func run(_ useCase: () async throws(UserApplicationError) -> State) async {
    state = .loading
    do {
      state = try await useCase()
    } catch {
      if case .changedElsewhere = error {
        state = .changedElsewhere(message: Self.changedElsewhere)
        return
      }
      state = .failed(message: error.description)
    }
  }
  // endregion
}
