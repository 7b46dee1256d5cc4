// A fresh directory under the system's temp folder for one test, removed afterwards.

import Foundation

/// Runs `body` with a new, empty temp directory, and removes the directory afterwards.
public func withTemporaryDirectory<Result>(
  _ body: (URL) async throws -> Result
) async throws -> Result {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("dddworkshop-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}
