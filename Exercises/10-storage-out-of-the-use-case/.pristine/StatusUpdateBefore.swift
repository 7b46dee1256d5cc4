// Exercise 10 — the "before": storage code inside the use case. Read it; do not edit it.

import Foundation

/// Changes a user's status message, with the datastore written into the use case.
///
/// It works, and that is the trouble: the intent ("change this user's status") is two
/// lines among a path, `JSONSerialization`, casts and a write, the user is a dictionary,
/// the status never meets `StatusMessage`'s rules, and nothing can test it without a disk.
public struct StatusUpdateBefore: Sendable {
  /// The folder holding users.json.
  public let folder: URL

  /// Makes the use case over the JSON file in `folder`.
  public init(folder: URL) {
    self.folder = folder
  }

  /// Sets the status of the user with this id; returns what happened, as text.
  public func execute(id: String, message: String) throws -> String {
    let file = folder.appendingPathComponent("users.json")
    var users: [[String: String]] = []
    if let data = try? Data(contentsOf: file),
      let decoded = try JSONSerialization.jsonObject(with: data) as? [[String: String]]
    {
      users = decoded
    }
    guard let index = users.firstIndex(where: { $0["id"] == id }) else {
      return "no user \(id)"
    }
    users[index]["status"] = message
    try JSONSerialization.data(withJSONObject: users).write(to: file)
    return "status of \(id) set"
  }
}
