// Chapter 10 — Boundaries (BC-2): the signature on a stored session. Docs/10-boundaries.md
//
// Read only if curious: HMAC (RFC 2104) over SHA-256, the keyed checksum a store puts on a
// record it must be able to trust later. A CRC-32 tells a torn line from a whole one, but
// anyone can recompute it; a code made with a secret key can only be made by whoever reads
// the key. The tests check it against RFC 4231's test vectors.

/// HMAC-SHA256: a 32-byte code that proves a message was signed with a secret key.
package enum HMACSHA256 {
  /// The code of `message` under `key`.
  package static func code(for message: [UInt8], key: [UInt8]) -> [UInt8] {
    var block = key.count > SHA256.blockSize ? SHA256.hash(key) : key
    block += [UInt8](repeating: 0, count: SHA256.blockSize - block.count)
    let inner = SHA256.hash(block.map { $0 ^ 0x36 } + message)
    return SHA256.hash(block.map { $0 ^ 0x5c } + inner)
  }

  /// Whether `code` is the code of `message` under `key`, compared in constant time, so
  /// how long the answer takes says nothing about how much of a forged code was right.
  package static func isValid(_ code: [UInt8], for message: [UInt8], key: [UInt8]) -> Bool {
    let expected = Self.code(for: message, key: key)
    guard code.count == expected.count else { return false }
    return zip(code, expected).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
