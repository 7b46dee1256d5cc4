// The fuzzers' committed corpus, replayed on every `swift test`: each input a fuzzer
// ever found interesting (and every crash it found, once fixed) keeps the properties.
// Run the fuzzers themselves with `bash .ci/fuzz.sh`.

import Foundation
import FuzzChecks
import TestSupport
import Testing

private let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

@Suite("Fuzzing finds what tests miss: the committed corpus keeps every property")
struct FuzzCorpusTests {
  @Test(
    "every value-object input in the corpus parses to a value that keeps its rules and round-trips")
  func valueObjects() throws {
    let inputs = FuzzReplay.inputs(under: [corpus.appendingPathComponent("value-objects").path])
    #expect(inputs.count >= 10)
    for input in inputs {
      try FuzzChecks.valueObjects(Array(try Data(contentsOf: input)))
    }
  }

  @Test("every journal in the corpus either opens the same way twice or is left byte-identical")
  func journals() async throws {
    let inputs = FuzzReplay.inputs(under: [corpus.appendingPathComponent("journal").path])
    #expect(inputs.count >= 10)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dddworkshop-fuzz-replay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // The fuzzer's entry is synchronous and waits for the store's async calls, so the replay
    // runs on a thread of its own: on the test pool it would hold one of its threads.
    let replayed: Result<Void, any Error> = await onOwnThread {
      Result {
        for input in inputs {
          try FuzzChecks.journal(Array(try Data(contentsOf: input)), in: directory)
        }
      }
    }
    try replayed.get()
  }

  @Test("every accepted name has at least one visible character and no direction control")
  func namesShowWhatTheyHold() throws {
    // Every string of up to four pieces from hostile and honest fragments, as a user name
    // (selector 1) and as a full name's parts (selector 0): a small space, searched whole.
    let fragments = [
      "a", "김", " ", "\u{200B}", "\u{202E}", "\u{2066}", "\u{301}", "\u{200D}", "👩", "\u{3164}",
      "\u{FE0F}", "\u{1100}",
    ]
    var texts = [""]
    for _ in 1...4 { texts += texts.flatMap { text in fragments.map { text + $0 } } }
    texts = Array(Set(texts))
    #expect(texts.count > 10_000)
    for text in texts {
      try FuzzChecks.valueObjects([1] + Array(text.utf8))
      try FuzzChecks.valueObjects([0] + Array(text.utf8) + [0] + Array("김".utf8))
    }
  }
}
