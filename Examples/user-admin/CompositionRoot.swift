// Chapter 6 — Layers and presentation (LA-4): the composition root. Docs/06-layers.md
//
// Read first: this is the one place in the app that names concrete types. Everything
// else receives its collaborators through initialisers and knows them only by their
// protocols; swapping the file store for another datastore is a change to this file
// alone.

import ApplicationServices
import ExampleSupport
import Foundation
import Persistence
import Presentation

/// Builds the app's object graph, from the datastore up to the view.
enum CompositionRoot {
  /// Where users are stored when neither `--store` nor `USER_ADMIN_STORE` says otherwise:
  /// the platform's application-support folder (`~/.local/share` on Linux,
  /// `~/Library/Application Support` on macOS), under `DDDWorkshop/user-admin`.
  static func defaultStore() -> URL {
    let workshop =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first?
      .appendingPathComponent("DDDWorkshop", isDirectory: true)
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".dddworkshop")
    return workshop.appendingPathComponent("user-admin", isDirectory: true)
  }

  // region: storeFolder
  /// The store folder: `--store PATH` wins, then `USER_ADMIN_STORE`, then the default.
  static func storeFolder(option: String?, environment: [String: String]) -> URL {
    if let option { return URL(fileURLWithPath: option) }
    if let variable = environment["USER_ADMIN_STORE"], !variable.isEmpty {
      return URL(fileURLWithPath: variable)
    }
    return defaultStore()
  }
  // endregion

  /// Whether the environment asks for a reproducible run: `USER_ADMIN_REPRODUCIBLE=1`.
  static func isReproducible(environment: [String: String]) -> Bool {
    environment["USER_ADMIN_REPRODUCIBLE"] == "1"
  }

  /// The instant a reproducible run's clock stands still at, 2023-11-14 22:13:20 UTC: the
  /// one the chapters' examples use.
  static let reproducibleInstant = Date(timeIntervalSince1970: 1_700_000_000)

  // region: makeConsoleView
  /// Wires the layers: file store → application service → view model → console view.
  ///
  /// A `reproducible` run prints the same every time (the tour and the golden files use it).
  @MainActor
  static func makeConsoleView(store folder: URL, reproducible: Bool) throws -> ConsoleView {
    // The datastore: the only line that knows users live in a journal on disk.
    let repository = try FileUserRepository(directory: folder)
    // The application layer, with the real id generator and clock; or, for a reproducible
    // run, chapter 7's factory, which counts ids user-1, user-2, … in the store folder (so
    // they hold across processes), with a clock that stands still.
    let service =
      reproducible
      ? UserApplicationService(
        repository: repository,
        makeUser: try FileSequenceUserFactory(directory: folder, now: { reproducibleInstant })
          .makeUser(named:))
      : UserApplicationService(repository: repository)
    // The presentation layer: a view model for the profile screen, times in local time
    // (in UTC for a reproducible run, which must not depend on where it runs).
    let timeZone = reproducible ? TimeZone(identifier: "UTC") ?? .current : .current
    let viewModel = UserProfileViewModel(service: service, timeZone: timeZone)
    return ConsoleView(viewModel: viewModel, service: service)
  }
  // endregion

  /// Salvages a damaged store (`user-admin recover`, in `RecoverCommand.swift`) with the
  /// datastore's own recovery; returns its report.
  static func recoverStore(at folder: URL) throws -> String {
    String(describing: try FileUserRepository.recover(directory: folder))
  }
}
