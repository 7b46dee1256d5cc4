// A repository that can hold one read until the test lets it go, so a test can look at what
// happens *while* a use case waits for storage (a loading state, a racing write).

import Entities
import Persistence
import Repositories
import ValueObjects

/// A `UserRepository` over an in-memory repository whose next `find(id:)` can be held.
public actor GatedUserRepository: UserRepository {
  private let store: InMemoryUserRepository
  private var holdNext = false
  private var held: CheckedContinuation<Void, Never>?
  private var waiting: CheckedContinuation<Void, Never>?

  /// Makes the repository with these users; reads pass straight through until ``holdNextRead()``.
  public init(_ users: [User] = []) {
    store = InMemoryUserRepository(users)
  }

  /// Makes the next `find(id:)` wait, after reading, until ``release()``.
  public func holdNextRead() {
    holdNext = true
  }

  /// Returns once a read is being held.
  public func waitUntilHeld() async {
    if held != nil { return }
    await withCheckedContinuation { waiting = $0 }
  }

  /// Lets the held read return.
  public func release() {
    held?.resume()
    held = nil
  }

  /// Reads the user, then waits if a hold was asked for.
  public func find(id: UserId) async -> User? {
    let answer = await store.find(id: id)
    if holdNext {
      holdNext = false
      await withCheckedContinuation { continuation in
        held = continuation
        waiting?.resume()
        waiting = nil
      }
    }
    return answer
  }

  /// The events the repository kept with the saves, oldest first.
  public var storedEvents: [UserEvent] {
    get async { await store.pendingEvents(limit: .max).map(\.event) }
  }

  /// Passes through to the wrapped repository.
  public func save(_ user: User) async throws { try await store.save(user) }
  /// Passes through to the wrapped repository.
  public func find(name: UserName) async -> User? { await store.find(name: name) }
  /// Passes through to the wrapped repository.
  public func findAll() async -> [User] { await store.findAll() }
  /// Passes through to the wrapped repository.
  public func delete(_ user: User) async throws { try await store.delete(user) }
}
