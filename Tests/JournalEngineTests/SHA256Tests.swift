// The hash the exercises' checksums use, checked against the standard's own examples
// (FIPS 180-2). Docs/exercises.md

import JournalEngine
import Testing

@Suite("SHA-256, written in-house, gives the standard's answers")
struct SHA256Tests {
  private func hex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  @Test("SHA-256 of the empty message, of abc and of a two-block message are FIPS 180-2's")
  func sha256Vectors() {
    #expect(
      hex(SHA256.hash([]))
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      hex(SHA256.hash(Array("abc".utf8)))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(
      hex(SHA256.hash(Array(twoBlocks.utf8)))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }
}
