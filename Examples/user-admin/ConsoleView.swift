// Chapter 6 — Layers and presentation (LA-1, LA-2): the console view. Docs/06-layers.md
//
// Read first: `perform(_:)`. A view's whole job is to pass what the person asked for to
// the view model and draw the state that comes back. This one draws with `print`
// instead of SwiftUI, so the workshop's capstone runs on any machine, but the flow is
// the one a screen has: View → ViewModel → application service → domain → repository.

import ApplicationServices
import Foundation
import Presentation

/// Draws the profile view model's state as text and maps it to an exit status.
@MainActor
struct ConsoleView {
  let viewModel: UserProfileViewModel
  let service: UserApplicationService

  /// Runs one command; returns the process exit status (0 done, 1 refused).
  func perform(_ command: Command) async -> Int32 {
    switch command {
    case .register(let name):
      await viewModel.register(name: name)
      return draw(success: "registered")
    case .show(let id):
      await viewModel.load(id: id)
      return draw(success: nil, id: id)
    case .rename(let id, let name):
      return await onProfile(id) { await viewModel.rename(to: name) }
    case .status(let id, let message):
      return await onProfile(id) { await viewModel.changeStatusMessage(to: message) }
    case .withdraw(let id):
      await viewModel.load(id: id)
      if viewModel.state == .needsOnboarding {
        print("no user has the id \"\(id)\"; nothing to withdraw")
        return 0
      }
      guard case .loaded = viewModel.state else { return draw(success: nil) }
      await viewModel.withdraw()
      if viewModel.state == .needsOnboarding {
        print("withdrew \(id)")
        return 0
      }
      return draw(success: nil)
    case .list:
      return await list()
    }
  }

  /// Loads the profile first, as a screen would show it before it can be edited.
  private func onProfile(_ id: String, _ action: () async -> Void) async -> Int32 {
    await viewModel.load(id: id)
    guard case .loaded = viewModel.state else { return draw(success: nil, id: id) }
    await action()
    return draw(success: "updated")
  }

  /// Prints the current state; `success` prefixes a shown profile, `id` names a missing one.
  private func draw(success: String?, id: String? = nil) -> Int32 {
    switch viewModel.state {
    case .loaded(let profile):
      if let success { print("\(success) \(profile.id)") }
      print("  id:           \(profile.id)")
      print("  name:         \(profile.name)")
      print("  status:       \(profile.statusMessage.isEmpty ? "(none)" : profile.statusMessage)")
      print("  member since: \(profile.memberSince)")
      return 0
    case .needsOnboarding:
      let who = id.map { "no user has the id \"\($0)\"" } ?? "no such user"
      printError("\(who); register one with: user-admin register NAME")
      return 1
    case .failed(let message):
      printError(message)
      return 1
    case .idle, .loading:
      printError("nothing to show")
      return 1
    }
  }

  private func list() async -> Int32 {
    do {
      let users = try await service.listAll()
      if users.isEmpty { print("no users yet; register one with: user-admin register NAME") }
      for user in users {
        let status = user.statusMessage.isEmpty ? "" : "  “\(user.statusMessage)”"
        print("\(user.id)  \(user.name)\(status)")
      }
      return 0
    } catch {
      printError(error.description)
      return 1
    }
  }
}

/// Writes a line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data(("error: " + line + "\n").utf8))
}
