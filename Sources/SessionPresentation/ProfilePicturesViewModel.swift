// Chapter 10 — Boundaries (GW-2): a screen that shows cached, then fresh, and moves on.
// Docs/10-boundaries.md
//
// Read first: `select(userId:)`. Each selection cancels the one before it, so an answer
// for a user the person no longer looks at can never replace the one they do. Cancelling
// the task ends its stream, and the stream's end cancels the request behind it.

import Foundation
import Gateways
import Observation
import PictureFeeds
import ValueObjects

// region: ProfilePicturesViewModel
/// The view model of a picture picker: shows a user's cached pictures, then fresh ones.
@MainActor
@Observable
public final class ProfilePicturesViewModel {
  /// Everything the picker can show.
  public enum State: Sendable, Hashable {
    /// Nothing asked for yet.
    case idle
    /// Waiting, with nothing to show yet.
    case loading
    /// The local copy, marked as possibly out of date; fresh pictures are on their way.
    case cached(addresses: [String])
    /// The service's answer.
    case fresh(addresses: [String])
    /// The service failed; `stale` keeps the cached addresses shown, if any.
    case failed(message: String, stale: [String])
  }

  /// What the picker shows now.
  public private(set) var state: State = .idle
  @ObservationIgnored private let feed: any ProfilePictureFeed
  @ObservationIgnored private var current: Task<Void, Never>?

  /// Makes the view model over a feed that answers cached, then fresh.
  public init(feed: any ProfilePictureFeed) {
    self.feed = feed
  }
}
// endregion

extension ProfilePicturesViewModel {
  // region: select
  /// Shows `userId`'s pictures; a request still running for another user is cancelled.
  public func select(userId: String) {
    current?.cancel()
    let id: UserId
    do {
      id = try UserId(userId)
    } catch {
      current = nil
      state = .failed(message: error.description, stale: [])
      return
    }
    state = .loading
    let answers = feed.pictures(of: id)
    current = Task { [weak self] in
      do {
        for try await answer in answers {
          guard !Task.isCancelled else { return }
          self?.show(answer)
        }
      } catch {
        guard !Task.isCancelled else { return }
        self?.fail(error)
      }
    }
  }
  // endregion

  /// Waits until the latest selection has shown its last answer (or was cancelled).
  public func waitUntilSettled() async {
    await current?.value
  }

  private func show(_ answer: PictureAnswer) {
    let addresses = answer.pictures.map(\.address)
    switch answer {
    case .cached: state = .cached(addresses: addresses)
    case .fresh: state = .fresh(addresses: addresses)
    }
  }

  private func fail(_ error: any Error) {
    let stale: [String] =
      if case .cached(let addresses) = state { addresses } else { [] }
    state = .failed(message: "\(error)", stale: stale)
  }
}
