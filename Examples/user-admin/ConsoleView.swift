// Chapter 6 — Layers and presentation (LA-1, LA-2): the console view. Docs/06-layers.md
//
// Read first: `perform(_:)`. A view's whole job is to pass what the person asked for to
// the view model and draw the state that comes back. This one draws with `print`
// instead of SwiftUI, so the workshop's capstone runs on any machine, but the flow is
// the one a screen has: View → ViewModel → application service → domain → repository.

import ApplicationServices
import EventHandlers
import Foundation
import Presentation

/// Draws the profile view model's state as text and maps it to an exit status.
@MainActor
struct ConsoleView {
  let viewModel: UserProfileViewModel
  /// Chapter 5's one service for users: every change goes through it (the profile screen's
  /// too), and each records its event, stored in the change's commit (chapter 9).
  let service: UserApplicationService
  /// Chapter 5's withdrawal, one unit of work since chapter 8.
  let withdrawal: WithdrawUserUseCase
  /// Whether the archive holds a user with this id who withdrew, so a second withdrawal can
  /// say so.
  let archived: @Sendable (String) async -> Bool
  /// The circle commands, or the line that says the store's address has no circles.
  let circles: Result<CircleConsoleView, AppStores.Unavailable>
  /// Chapter 9: delivers the users' and circles' events after each command, and what an
  /// earlier run committed but never handed over.
  let delivery: EventDelivery

  // region: perform
  /// Runs one command, then delivers the events it committed; returns the process exit
  /// status (0 done, 1 refused).
  func perform(_ command: Command) async -> Int32 {
    await delivery.deliverPending()
    let status = await run(command)
    await delivery.deliverPending()
    return status
  }
  // endregion

  private func run(_ command: Command) async -> Int32 {
    switch command {
    case .register(let name):
      return await register(name)
    case .show(let typed):
      return await withUser(typed) { id in
        await viewModel.load(id: id)
        return draw(success: nil, id: id, showingVersion: true)
      }
    case .rename(let typed, let name, let expected):
      return await withUser(typed) { id in
        await onProfile(id) { await viewModel.rename(to: name, expectedVersion: expected) }
      }
    case .status(let typed, let message, let expected):
      return await withUser(typed) { id in
        await onProfile(id) {
          await viewModel.changeStatusMessage(to: message, expectedVersion: expected)
        }
      }
    case .upgrade(let typed):
      return await withUser(typed) { id in
        await changeType(id) { () throws(UserApplicationError) in
          try await service.upgrade(UpgradeUserCommand(id: id))
        }
      }
    case .downgrade(let typed):
      return await withUser(typed) { id in
        await changeType(id) { () throws(UserApplicationError) in
          try await service.downgrade(DowngradeUserCommand(id: id))
        }
      }
    case .withdraw(let typed):
      return await withdraw(typed)
    case .list:
      return await list()
    case .circle(let command, let showingIds):
      switch circles {
      case .success(let circles): return await circles.perform(command, showingIds: showingIds)
      case .failure(let missing):
        printError(missing.description)
        return 1
      }
    }
  }

  /// Resolves a typed id or prefix to one user's id, then runs `action` with it.
  func withUser(_ typed: String, _ action: (String) async -> Int32) async -> Int32 {
    let ids: [String]
    do { ids = try await service.listAll().map(\.id) } catch {
      return fail(error.description)
    }
    let resolved = IdPrefix(typed, among: ids)
    // An id nobody has goes on as typed: the use case names the broken id rule, or says
    // there is no such user.
    if resolved == .notFound { return await action(typed) }
    guard case .found(let id) = resolved else {
      return fail(resolved.problem(typed: typed, kind: "user") ?? "")
    }
    return await action(id)
  }

  /// Registers through chapter 5's service (chapter 7's factory makes the user): the user and
  /// its `UserRegistered` in one commit, the welcome after it; then shows the new profile.
  private func register(_ name: String) async -> Int32 {
    do {
      let user = try await service.register(RegisterUserCommand(name: name))
      await viewModel.load(id: user.id)
      return draw(success: "registered")
    } catch {
      return fail(error.description)
    }
  }

  /// Loads the profile first, as a screen would show it before it can be edited.
  private func onProfile(_ id: String, _ action: () async -> Void) async -> Int32 {
    await viewModel.load(id: id)
    guard case .loaded = viewModel.state else { return draw(success: nil, id: id) }
    await action()
    return draw(success: "updated", showingVersion: true)
  }

  private func changeType(
    _ id: String, _ change: () async throws(UserApplicationError) -> UserData
  ) async -> Int32 {
    do {
      let user = try await change()
      printLine("\(user.id) is now a \(user.type) user")
      return 0
    } catch {
      return fail(error.description)
    }
  }

  /// Prints the current state; `success` prefixes a shown profile, `id` names a missing one,
  /// `showingVersion` adds the version a later `--expect-version` can name.
  func draw(success: String?, id: String? = nil, showingVersion: Bool = false) -> Int32 {
    switch viewModel.state {
    case .loaded(let profile):
      if let success { printLine("\(success) \(profile.id)") }
      printLine("  id:           \(profile.id)")
      printLine("  name:         \(profile.name)")
      printLine(
        "  status:       \(profile.statusMessage.isEmpty ? "(none)" : profile.statusMessage)")
      printLine("  member since: \(profile.memberSince)")
      if showingVersion { printLine("  version:      \(profile.version)") }
      return 0
    case .needsOnboarding:
      let who = id.map { "no user has the id \(EchoedInput.quoted($0))" } ?? "no such user"
      return fail("\(who); register one with: user-admin register NAME")
    case .failed(let message):
      return fail(message)
    case .changedElsewhere:
      // A command line has no screen to reload: it says what to run instead.
      return fail(
        "someone changed this user after the version you named; see its version now with "
          + "user-admin show ID, then retry with --expect-version and that version")
    case .idle, .loading:
      return fail("nothing to show")
    }
  }

  private func list() async -> Int32 {
    do {
      let users = try await service.listAll()
      if users.isEmpty { printLine("no users yet; register one with: user-admin register NAME") }
      for user in users {
        let status = user.statusMessage.isEmpty ? "" : "  “\(user.statusMessage)”"
        let premium = user.type == "premium" ? "  (premium)" : ""
        printLine("\(user.id)  \(user.name)\(premium)\(status)")
      }
      return 0
    } catch {
      return fail(error.description)
    }
  }

  /// Prints a refusal (`printError` cuts every echo to size); the exit status 1.
  func fail(_ message: String) -> Int32 {
    printError(message)
    return 1
  }
}
