// Finds an executable that `swift build` put beside the running tests, to run it as a
// separate process (a child to kill, a second writer, the capstone app).

import Foundation

/// The URL of the executable target `name`, built into the same folder as the tests.
public func builtExecutable(named name: String) -> URL? {
  var folders: [URL] = []
  if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
  folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
  for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
    folders.append(bundle.bundleURL.deletingLastPathComponent())
  }
  return folders.map { $0.appendingPathComponent(name) }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// A small deterministic random number generator (SplitMix64), so "random" tests repeat.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Makes a generator that yields the same sequence for the same seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number in the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
