// A store with something of every kind in it, made by the capstone itself: users, a
// withdrawn user, a circle with members, an open invitation, an account with its profile
// and session, the counters of a reproducible run, and events delivered and pending marks.
// The damage, link and permission attacks start from it.

import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The commands that fill a store with one of everything, and the store they leave.
enum ScenarioStore {
  /// The commands, in order (reproducible ids: user-1 … user-3, circle-1, invitation-1): few,
  /// because the damage campaign cuts every file at thousands of bytes.
  static let commands: [[String]] = [
    ["register", "alpha"],
    ["sign-in", "kakao", "demo-scenario", "charlie"],
    ["circle", "create", "user-1", "Alpha"],
    ["circle", "invite", "circle-1", "user-1", "user-2"],
    ["register", "delta"],
    ["circle", "join", "circle-1", "user-3"],
    ["withdraw", "user-3"],
  ]

  /// Runs the commands against `store` (made by the first one), each under `umask` if given.
  static func build(store: URL, scratch: URL, umask: mode_t? = nil) async throws -> UserAdmin {
    let admin = try UserAdmin(store: store, scratch: scratch)
    admin.umask = umask
    for command in commands { try await admin.succeed(command) }
    return admin
  }

  /// The files of a store the commands filled (built once per test run, then copied).
  static func snapshot() async throws -> StoreSnapshot {
    try await cache.snapshot()
  }

  private static let cache = Cache()

  /// Builds the scenario once, for every test that asks.
  private actor Cache {
    private var built: Task<StoreSnapshot, any Error>?

    func snapshot() async throws -> StoreSnapshot {
      if let built { return try await built.value }
      let task = Task<StoreSnapshot, any Error> {
        let folder = FileManager.default.temporaryDirectory
          .appendingPathComponent("dddworkshop-scenario-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("store")
        _ = try await ScenarioStore.build(store: store, scratch: folder)
        return try StoreSnapshot.read(store)
      }
      built = task
      return try await task.value
    }
  }
}
