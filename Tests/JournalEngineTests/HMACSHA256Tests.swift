// The keyed checksum a store signs a session with, checked against the standards' own
// examples: FIPS 180-2's for SHA-256, RFC 4231's for HMAC-SHA256. Docs/10-boundaries.md

import JournalEngine
import Testing

@Suite("HMAC-SHA256, written in-house, gives the standards' answers")
struct HMACSHA256Tests {
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

  /// RFC 4231, section 4: test cases 1–4, 6 and 7 (case 5 is checked truncated, below).
  static let vectors: [(key: [UInt8], data: [UInt8], code: String)] = [
    (
      [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8),
      "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
    ),
    (
      Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    ),
    (
      [UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50),
      "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
    ),
    (
      Array(1...25), [UInt8](repeating: 0xcd, count: 50),
      "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
    ),
    (
      [UInt8](repeating: 0xaa, count: 131),
      Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
    ),
    (
      [UInt8](repeating: 0xaa, count: 131),
      Array(
        ("This is a test using a larger than block-size key and a larger than block-size data. "
          + "The key needs to be hashed before being used by the HMAC algorithm.").utf8),
      "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
    ),
  ]

  @Test("HMAC-SHA256 gives RFC 4231's codes, short keys and keys longer than a block alike")
  func rfc4231Vectors() {
    for (index, vector) in Self.vectors.enumerated() {
      #expect(
        hex(HMACSHA256.code(for: vector.data, key: vector.key)) == vector.code, "vector \(index)")
    }
    let truncated = HMACSHA256.code(
      for: Array("Test With Truncation".utf8), key: [UInt8](repeating: 0x0c, count: 20))
    #expect(hex(Array(truncated.prefix(16))) == "a3b6167473100ee06e0c796c2955552b")
  }

  @Test("a code is valid only for its own message and key: one changed byte of either fails")
  func validation() {
    let key = Array("per-store secret".utf8)
    let message = Array("session account-1 1700000000.0 1700043200.0".utf8)
    let code = HMACSHA256.code(for: message, key: key)

    #expect(HMACSHA256.isValid(code, for: message, key: key))
    #expect(!HMACSHA256.isValid(code, for: message.dropLast() + [UInt8(ascii: "1")], key: key))
    #expect(!HMACSHA256.isValid(code, for: message, key: key.dropLast() + [UInt8(ascii: "T")]))
    #expect(!HMACSHA256.isValid(Array(code.dropLast()), for: message, key: key))
    #expect(!HMACSHA256.isValid([], for: message, key: key))
  }
}
