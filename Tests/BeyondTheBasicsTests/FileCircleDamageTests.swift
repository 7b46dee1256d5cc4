// Chapter 7 — Beyond the basics: the circle file repository on the storage engine (AD-2), its
// damage refused like the users' journal's. Docs/04b-journal-deep-dive.md
//
// A sample of cuts and flipped bytes (40 in `swift test`, every offset in CI) across a
// circles journal holding every kind of record:
// each is refused with the file untouched, or, for a cut inside the last transaction, opens
// with that transaction dropped, as a crash would have left it.

import Aggregates
import CirclePersistence
import Foundation
import TestSupport
import Testing
import ValueObjects

@Suite("A damaged or cut circles journal is refused and left byte for byte as it was (AD-2)")
struct FileCircleDamageTests {
  /// The bytes of a circles journal with circles, an open invitation, events and a delivery
  /// mark.
  static func journalBytes() async throws -> Data {
    var bytes = Data()
    try await withTemporaryDirectory { directory in
      try await Fixtures.registerUsers(Circles.everyone, in: directory)
      let circles = try FileCircleRepository(directory: directory)
      var circle = try Circles.circle("circle-1", named: "Swift 모임", owner: "kim")
      try await circles.save(circle)
      circle = try #require(try await circles.find(id: circle.id))
      try circle.join(try UserId("park"), at: Fixtures.instant(1))
      try await circles.save(circle)
      try await circles.recordDelivery(through: 1)
      try await FileCircleInvitationRepository(directory: directory).save(
        try CircleInvitation(
          id: try CircleInvitationId("invitation-1"), circle: circle, inviter: try UserId("kim"),
          invitee: try UserId("lee"), createdAt: Fixtures.epoch))
      bytes = try Data(contentsOf: circles.journalURL)
    }
    return bytes
  }

  /// Opens a repository on `bytes` and reads all it holds; the file afterwards, and why it was
  /// refused (`nil`: it opened).
  static func open(_ bytes: Data) async throws -> (after: Data, refusal: String?) {
    try await ByteDamage.reopen(bytes, as: "circles.journal") { directory in
      let store = try FileCircleRepository(directory: directory)
      _ = try await store.findAll()
      _ = try await store.pendingEvents(limit: 100)
      _ = try await FileCircleInvitationRepository(directory: directory).findAll()
    }
  }

  @Test(
    "a journal cut anywhere is refused untouched, or opens without its cut last transaction only"
  )
  func cuts() async throws {
    let whole = try await Self.journalBytes()
    for length in ByteDamage.offsets(in: whole, rounds: Self.rounds(whole)) {
      let cut = whole.prefix(length)
      let outcome = try await Self.open(cut)
      if let refusal = outcome.refusal {
        #expect(outcome.after == cut, "cut at \(length): \(refusal)")
        #expect(refusal.contains("circles.journal"), "\(refusal)")
      } else {
        #expect(cut.starts(with: outcome.after), "cut at \(length)")
        #expect(outcome.after.last == UInt8(ascii: "\n") || outcome.after.isEmpty)
      }
    }
  }

  @Test(
    "a byte changed anywhere is refused with the file untouched, or cut with the last transaction it broke"
  )
  func flips() async throws {
    let whole = try await Self.journalBytes()
    for offset in ByteDamage.offsets(in: whole, rounds: Self.rounds(whole)) {
      let damaged = ByteDamage.flipped(whole, at: offset)
      let outcome = try await Self.open(damaged)
      if let refusal = outcome.refusal {
        #expect(outcome.after == damaged, "flip at \(offset): \(refusal)")
      } else {
        // Only what a crash could have left, a broken last transaction, is cut, never read.
        #expect(outcome.after.count <= offset, "flip at \(offset) was read as data")
        #expect(damaged.starts(with: outcome.after))
      }
    }
  }

  /// Every offset in CI, about 40 in `swift test`.
  static func rounds(_ bytes: Data) -> Int {
    TortureRounds.count(quick: 40, ci: bytes.count)
  }
}
