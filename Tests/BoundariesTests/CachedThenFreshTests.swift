// Chapter 10 — Boundaries: GW-2, cached then fresh, and stale requests cancelled.
// Docs/10-boundaries.md
//
// Answers arrive when the test opens a gate, never after a sleep: every order of events
// below is the only order the code under test can take.

import BoundaryAdapters
import Foundation
import Gateways
import PictureFeeds
import SessionPresentation
import Testing
import ValueObjects

private func picture(_ name: String) throws -> ProfilePicture {
  try ProfilePicture(address: "https://pics.example/\(name).png", size: 128)
}

private func json(_ names: [String]) -> String {
  "["
    + names.map { #"{"image_url": "https://pics.example/\#($0).png", "width_px": 128}"# }
    .joined(separator: ",") + "]"
}

/// What the service saw when each held request was let go: was its task cancelled?
private actor ReleaseLog {
  private(set) var cancelledByPath: [String: Bool] = [:]
  private var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  func record(_ path: String, cancelled: Bool) {
    cancelledByPath[path] = cancelled
    for watcher in watchers where watcher.count <= cancelledByPath.count {
      watcher.continuation.resume()
    }
    watchers.removeAll { $0.count <= cancelledByPath.count }
  }

  func waitForReleases(_ count: Int) async {
    if cancelledByPath.count >= count { return }
    await withCheckedContinuation { watchers.append((count, $0)) }
  }
}

/// A feed over a fake service whose answers wait at `gate`, with a cache to inspect.
private struct PictureWorld {
  let gate = Gate()
  let log = ReleaseLog()
  let cache = InMemoryProfilePictureCache()
  let service: FakePictureServer
  let feed: CachedThenFreshPictureFeed

  init(gated: Bool = false) {
    let (gate, log) = (self.gate, self.log)
    service = FakePictureServer(beforeAnswering: { path in
      guard gated else { return }
      await gate.pass()
      await log.record(path, cancelled: Task.isCancelled)
    })
    feed = CachedThenFreshPictureFeed(
      cache: cache, gateway: RemoteProfilePictureGateway(transport: service))
  }

  func answer(_ names: [String], for user: String) async throws {
    let id = try UserId(user)
    await service.answer(json(names), at: RemoteProfilePictureGateway.path(of: id))
  }
}

/// Waits, yielding, until `condition` holds; records an issue instead of hanging forever.
@MainActor
private func waitUntil(_ condition: () -> Bool) async {
  for _ in 0..<100_000 where !condition() { await Task.yield() }
  #expect(condition())
}

@Suite("A feed over a local cache and a remote gateway answers cached, then fresh (GW-2)")
struct CachedThenFreshTests {
  @Test("with a cached copy the feed answers twice, cached then fresh, and the copy is replaced")
  func cachedThenFresh() async throws {
    let world = PictureWorld()
    let kim = try UserId("user-1")
    await world.cache.store([try picture("old")], of: kim)
    try await world.answer(["new"], for: "user-1")

    var answers: [PictureAnswer] = []
    for try await answer in world.feed.pictures(of: kim) { answers.append(answer) }

    #expect(answers == [.cached([try picture("old")]), .fresh([try picture("new")])])
    #expect(await world.cache.pictures(of: kim) == [try picture("new")])
  }

  @Test("without a cached copy the feed answers once, fresh")
  func freshOnly() async throws {
    let world = PictureWorld()
    try await world.answer(["new"], for: "user-1")

    var answers: [PictureAnswer] = []
    for try await answer in world.feed.pictures(of: try UserId("user-1")) { answers.append(answer) }

    #expect(answers == [.fresh([try picture("new")])])
  }

  @Test("a failed fetch ends the stream with its typed error, after the cached answer, which stays")
  func failureAfterCached() async throws {
    let world = PictureWorld()
    let kim = try UserId("user-1")
    await world.cache.store([try picture("old")], of: kim)
    await world.service.fail(with: .timedOut(service: "the picture service"))

    var answers: [PictureAnswer] = []
    await #expect(throws: GatewayError.timedOut(service: "the picture service")) {
      for try await answer in world.feed.pictures(of: kim) { answers.append(answer) }
    }

    #expect(answers == [.cached([try picture("old")])])
    #expect(await world.cache.pictures(of: kim) == [try picture("old")])
  }
}

@MainActor
@Suite("The picture picker shows both answers and cancels stale requests (GW-2)")
struct ProfilePicturesViewModelTests {
  @Test("the picker shows the cached pictures while it waits, then the fresh ones")
  func showsBoth() async throws {
    let world = PictureWorld(gated: true)
    await world.cache.store([try picture("old")], of: try UserId("user-1"))
    try await world.answer(["new"], for: "user-1")
    let picker = ProfilePicturesViewModel(feed: world.feed)

    picker.select(userId: "user-1")
    await world.gate.waitForArrivals(1)
    await waitUntil { picker.state != .loading }
    #expect(picker.state == .cached(addresses: ["https://pics.example/old.png"]))

    await world.gate.open()
    await picker.waitUntilSettled()
    #expect(picker.state == .fresh(addresses: ["https://pics.example/new.png"]))
  }

  @Test(
    "a new selection cancels the stale request: the service sees it cancelled, and its answer is never shown"
  )
  func staleRequestCancelled() async throws {
    let world = PictureWorld(gated: true)
    try await world.answer(["kim"], for: "user-1")
    try await world.answer(["lee"], for: "user-2")
    let picker = ProfilePicturesViewModel(feed: world.feed)

    picker.select(userId: "user-1")
    await world.gate.waitForArrivals(1)
    picker.select(userId: "user-2")
    await world.gate.waitForArrivals(2)
    await world.gate.open()
    await picker.waitUntilSettled()

    #expect(picker.state == .fresh(addresses: ["https://pics.example/lee.png"]))
    await world.log.waitForReleases(2)
    #expect(
      await world.log.cancelledByPath == [
        "/users/user-1/pictures": true, "/users/user-2/pictures": false,
      ])
  }

  @Test("a failure keeps the cached pictures on screen beside the message")
  func failureKeepsStale() async throws {
    let world = PictureWorld()
    await world.cache.store([try picture("old")], of: try UserId("user-1"))
    await world.service.fail(with: .unreachable(service: "the picture service"))
    let picker = ProfilePicturesViewModel(feed: world.feed)

    picker.select(userId: "user-1")
    await picker.waitUntilSettled()

    #expect(
      picker.state
        == .failed(
          message: "the picture service cannot be reached; check the connection",
          stale: ["https://pics.example/old.png"]))
  }

  @Test("an id breaking the rules is shown as the rule, and nothing is asked of the service")
  func invalidId() async throws {
    let world = PictureWorld()
    let picker = ProfilePicturesViewModel(feed: world.feed)

    picker.select(userId: "")

    guard case .failed = picker.state else {
      Issue.record("expected a failure, got \(picker.state)")
      return
    }
    #expect(await world.service.requests.isEmpty)
  }
}
