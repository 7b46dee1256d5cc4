// The damage the circle repositories' attack suites do to a journal: cut at an offset, or one
// byte changed, and a repository opened on what is left. Each suite keeps its own assertions.

import Foundation

/// Damaged copies of a journal, and a repository opened on each.
public enum ByteDamage {
  /// About `rounds` offsets spread evenly over `bytes`; every offset when `rounds` is at
  /// least its count (the suites pass the full count in CI, 40 in `swift test`).
  public static func offsets(in bytes: Data, rounds: Int) -> StrideTo<Int> {
    stride(from: 0, to: bytes.count, by: max(1, bytes.count / max(1, rounds)))
  }

  /// `bytes` with one bit of the byte at `offset` flipped.
  public static func flipped(_ bytes: Data, at offset: Int) -> Data {
    var damaged = bytes
    damaged[damaged.startIndex + offset] ^= 0x04
    return damaged
  }

  /// Writes `bytes` as `file` in a new folder and runs `open` on that folder: the file's
  /// bytes afterwards, and the error `open` threw, as text (`nil` when it opened).
  public static func reopen(
    _ bytes: Data, as file: String, with open: (URL) async throws -> Void
  ) async throws -> (after: Data, refusal: String?) {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent(file)
      try bytes.write(to: url)
      var refusal: String?
      do {
        try await open(directory)
      } catch {
        refusal = String(describing: error)
      }
      return (try Data(contentsOf: url), refusal)
    }
  }
}
