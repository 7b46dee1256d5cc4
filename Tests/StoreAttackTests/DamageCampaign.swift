// The damage campaign: one file of a copied store cut, changed or removed, then the commands
// that open every file of the store. What may happen is written down here once: refused,
// naming the file, with the file byte-identical; or, for a cut inside the last transaction
// (or damage to its commit record, which a crash could have left the same way), that
// transaction cut and everything before it kept.

import Foundation
import TestSupport
import Testing

/// What is done to one file of a store.
enum Damage: CustomStringConvertible {
  /// The file cut to its first `length` bytes.
  case truncation(length: Int)
  /// The byte at `offset` replaced by a different one.
  case byte(offset: Int, value: UInt8)
  /// One bit of the byte at `offset` flipped.
  case bit(offset: Int, bit: Int)
  /// The file removed.
  case missing

  /// The damaged bytes of a file that held `bytes`; `nil` for a missing file.
  func applied(to bytes: Data) -> Data? {
    var damaged = bytes
    switch self {
    case .truncation(let length): return bytes.prefix(length)
    case .byte(let offset, let value): damaged[offset] = value
    case .bit(let offset, let bit): damaged[offset] ^= 1 << bit
    case .missing: return nil
    }
    return damaged
  }

  var description: String {
    switch self {
    case .truncation(let length): "cut to \(length) bytes"
    case .byte(let offset, let value): "byte \(offset) set to \(value)"
    case .bit(let offset, let bit): "bit \(bit) of byte \(offset) flipped"
    case .missing: "removed"
    }
  }
}

/// Damages copies of a store one file at a time and judges what the next command does.
struct DamageCampaign {
  /// The intact store.
  let original: StoreSnapshot
  /// Where the copies are made.
  let folder: URL
  /// The command run after each damage: a first sign-in with a name opens the users', the
  /// circles' (delivery), the authentication and the counters' files, and writes to them.
  static let probe = ["sign-in", "kakao", "demo-probe", "probe"]
  /// The command run next when the probe was acknowledged: it reads the circle with its
  /// invitations, and must be refused if the probe left a damaged file behind.
  static let nextProbe = ["circle", "show", "circle-1"]

  /// The probes' verdict: the first refusal, or the last probe when both are acknowledged.
  static func probing(_ admin: UserAdmin, after first: Finished) async throws -> Finished {
    first.acknowledged ? try await admin.run(nextProbe) : first
  }

  /// Every damage to try on `name`: `truncations` cut points, and `samples` byte changes and
  /// bit flips at random offsets.
  ///
  /// When `truncations` is at least the file's size, the cuts sweep the file: every byte of its
  /// last two transactions (where a cut may be allowed, or must be refused), every line end and
  /// the bytes on either side of it, and every `stride`-th byte between (all of them with a
  /// stride of 1). The journal engine's own damage tests cut every byte in-process.
  func damages<Generator: RandomNumberGenerator>(
    of name: String, truncations: Int, stride: Int = 1, samples: Int,
    using generator: inout Generator
  ) -> [Damage] {
    let bytes = original.files[name] ?? Data()
    guard !bytes.isEmpty else { return [] }
    let layout = JournalLayout(bytes)
    let tail = layout.boundaries.count >= 3 ? layout.boundaries[layout.boundaries.count - 3] : 0
    let lineEnds = Set(
      zip(bytes.indices, bytes).filter { $0.1 == UInt8(ascii: "\n") }
        .flatMap { [$0.0, $0.0 + 1, $0.0 + 2] })
    var cuts = (0..<bytes.count).filter { $0 % stride == 0 || $0 >= tail || lineEnds.contains($0) }
    if truncations < bytes.count {
      // A random cut anywhere, and one inside the last transaction, where a cut is allowed.
      let last = JournalLayout(bytes).lastTransactionStart ?? 0
      cuts = (0..<truncations).map { index in
        index % 2 == 1
          ? Int.random(in: last..<bytes.count, using: &generator)
          : Int.random(in: 0..<bytes.count, using: &generator)
      }
    }
    var damages = cuts.map { Damage.truncation(length: $0) }
    for _ in 0..<samples {
      let offset = Int.random(in: 0..<bytes.count, using: &generator)
      let value = UInt8.random(in: 1...255, using: &generator)
      damages.append(.byte(offset: offset, value: bytes[offset] ^ value))
      damages.append(
        .bit(
          offset: Int.random(in: 0..<bytes.count, using: &generator),
          bit: Int.random(in: 0..<8, using: &generator)))
    }
    return damages + [.missing]
  }

  /// Tries every damage to `name`, `parallel` stores at a time, and judges each outcome.
  func attack(_ name: String, with damages: [Damage], parallel: Int) async throws {
    for batch in stride(from: 0, to: damages.count, by: parallel) {
      let started = try damages[batch..<min(batch + parallel, damages.count)].enumerated().map {
        index, damage in
        let copy = folder.appendingPathComponent("copy-\(batch + index)")
        let store = copy.appendingPathComponent("store")
        let original = self.original.files[name] ?? Data()
        try self.original.write(to: store, replacing: name, with: damage.applied(to: original))
        let admin = try UserAdmin(store: store, scratch: copy)
        return (damage, store, admin, try admin.start(Self.probe))
      }
      for (damage, store, admin, process) in started {
        // A cut the rules allow may take what the second probe reads (a circle made in the
        // transaction cut off), so only damage that must be refused is probed twice.
        let finished = await admin.finish(process)
        let mayCut = allowedCut(damage, of: self.original.files[name] ?? Data()) != nil
        try await judge(
          name, damage, mayCut ? finished : try await Self.probing(admin, after: finished),
          by: admin)
        try? FileManager.default.removeItem(at: store.deletingLastPathComponent())
      }
    }
  }

  /// Damages a file that holds no data, one copy of the store at a time: the probe must be
  /// acknowledged and the circle the scenario made still shown whole.
  func attackHarmlessly(_ name: String, with damages: [Damage]) async throws {
    for (index, damage) in damages.enumerated() {
      let copy = folder.appendingPathComponent("lock-\(index)")
      let store = copy.appendingPathComponent("store")
      let bytes = original.files[name] ?? Data()
      try original.write(to: store, replacing: name, with: damage.applied(to: bytes))
      let admin = try UserAdmin(store: store, scratch: copy)
      let finished = try await Self.probing(admin, after: try await admin.run(Self.probe))
      #expect(
        finished.acknowledged && finished.text.contains("invitation-1"),
        "\(name) \(damage): a lock file's damage cost something: \(finished.text)")
      try? FileManager.default.removeItem(at: copy)
    }
  }

  /// Refused, naming the file, the file byte-identical; or a cut the rules allow (what a crash
  /// could leave), after which every transaction before the cut is kept and the store still
  /// opens, whatever the command then said (a counter cut back may offer an id in use, and
  /// that refusal is the store's honest answer).
  private func judge(_ name: String, _ damage: Damage, _ finished: Finished, by admin: UserAdmin)
    async throws
  {
    let what = "\(name) \(damage)"
    let original = self.original.files[name] ?? Data()
    let damaged = damage.applied(to: original)
    let now = try? Data(contentsOf: admin.store.appendingPathComponent(name))
    #expect(finished.status != nil, "\(what): the command crashed: \(finished.text)")
    let namesFile = finished.text.contains(name)
    if !finished.acknowledged, namesFile, damaged == nil || now == damaged { return }
    guard let kept = allowedCut(damage, of: original) else {
      if finished.acknowledged {
        Issue.record("\(what) was accepted: \(finished.text)")
      } else {
        #expect(namesFile, "\(what): the refusal names no file: \(finished.text)")
        #expect(now == damaged, "\(what): refused, yet the file changed")
      }
      return
    }
    let after = now ?? Data()
    #expect(
      after.count >= kept && after.prefix(kept) == original.prefix(kept),
      "\(what): accepted, and committed transactions before byte \(kept) were not kept")
    // A torn tail kept and written after would be refused from now on.
    let next = try await admin.run(["whoami"])
    #expect(next.acknowledged, "\(what): accepted, then the store no longer opens: \(next.text)")
  }

  /// How much of the file must survive a damage that may be cut instead of refused; `nil`
  /// when the damage must be refused.
  private func allowedCut(_ damage: Damage, of original: Data) -> Int? {
    let layout = JournalLayout(original)
    guard layout.isJournal else { return nil }
    switch damage {
    case .truncation(let length): return layout.lastBoundary(atOrBefore: length)
    case .byte(let offset, _), .bit(let offset, _):
      return offset >= layout.lastLineStart ? layout.lastTransactionStart : nil
    case .missing: return nil
    }
  }
}
