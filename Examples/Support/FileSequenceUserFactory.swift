// Chapter 7 — Beyond the basics (AD-1): why factories matter. Docs/07-beyond-the-basics.md
//
// Example code, not a workshop module: it touches the disk, so no domain module may hold
// it; the composition roots that want it (the factories example, and the capstone's
// reproducible mode) import it from here.
//
// Read first: `makeUser(named:)`. This factory hands out short, numbered ids — user-1,
// user-2, … — that never repeat, even across restarts and across processes, because
// the counter lives on disk (`FileCounter`, in `sequences.journal`), read and advanced under
// a lock and synced before the id is used. All of that is creation knowledge; code that registers users only sees
// `factory.makeUser(named:)`, the same call as with UUIDs.

import Entities
import Factories
import Foundation
import ValueObjects

/// A `UserFactory` whose ids count up from a counter kept on disk.
public struct FileSequenceUserFactory: UserFactory {
  private let counter: FileCounter
  private let prefix: String
  private let now: @Sendable () -> Date

  /// Makes the factory, keeping its counter in `directory` (created 0700 if missing).
  /// - Throws: `FileCounter.CounterError` when its counter cannot be opened, and
  ///   `SequentialUserIdGenerator.PrefixError` for a prefix that is not a valid id.
  public init(
    directory: URL, prefix: String = "user",
    now: @escaping @Sendable () -> Date = SystemUserFactory.now
  ) throws {
    _ = try SequentialUserIdGenerator(prefix: prefix)
    counter = try FileCounter(named: "user", in: directory)
    self.prefix = prefix
    self.now = now
  }

  /// A new user with the next number, counted durably before it is handed out.
  /// - Throws: `FileCounter.CounterError` when the counter cannot be read or written; no id is
  ///   handed out then.
  public func makeUser(named name: UserName) throws -> User {
    let number = try counter.next()
    return User.register(id: try UserId("\(prefix)-\(number)"), name: name, at: now())
  }
}
