// Chapter 4 — the file repository (RE-6), with chapter 9's outbox in it. Docs/04-repositories.md
//
// A journal compacts when it holds about twice its live records. Events waiting for
// delivery are live records too: counted out, a repository whose events pile up (no relay has
// run yet) would rewrite its whole journal after every save.

import Entities
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

@Suite("The file store compacts as often with waiting events as without (RE-6)")
struct CompactionWithEventsTests {
  @Test(
    "200 changes whose events wait for delivery rewrite the journal a handful of times, not 200")
  func eventsCountAsLiveRecords() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      try await repository.save(try Fixtures.user("kim", named: "김철수"))
      var rewrites = 0
      var inode = try Self.inode(of: repository.journalURL)
      for round in 0..<200 {
        // Given a user whose every change records an event no relay delivers
        guard var user = try await repository.find(id: Fixtures.id("kim")) else { break }
        user.changeStatusMessage(to: try StatusMessage("round \(round)"), at: Fixtures.epoch)
        // When it is saved, and any compaction the save started has finished
        try await repository.save(user)
        await repository.waitForCompaction()
        let now = try Self.inode(of: repository.journalURL)
        if now != inode { rewrites += 1 }
        inode = now
      }
      // Then the journal was compacted only as it doubled, never after every save
      #expect(rewrites <= 8, "the journal was rewritten \(rewrites) times")
    }
  }

  /// The file's inode: a compaction swaps in a new file, so a new number.
  static func inode(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0
  }
}
