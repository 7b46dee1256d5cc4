// The few commands the attacks use to set a store up and to look at it, each run to its end
// and read back from what the capstone prints.

import Testing

extension UserAdmin {
  /// Registers `name`; the new user's id (`registered user-7`).
  func register(_ name: String, sourceLocation: SourceLocation = #_sourceLocation)
    async throws -> String
  {
    let registered = try await succeed(["register", name], sourceLocation: sourceLocation)
    return try firstWord(after: "registered ", in: registered, sourceLocation: sourceLocation)
  }

  /// Creates the circle `name` owned by `owner`; its id (`created circle-3`).
  func createCircle(
    _ name: String, owner: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let created = try await succeed(
      ["circle", "create", owner, name], sourceLocation: sourceLocation)
    return try firstWord(after: "created ", in: created, sourceLocation: sourceLocation)
  }

  /// `inviter` invites `invitee` to `circle`; the invitation's id (`…: invitation-2`).
  func invite(
    _ invitee: String, to circle: String, by inviter: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let invited = try await succeed(
      ["circle", "invite", circle, inviter, invitee], sourceLocation: sourceLocation)
    let line = try #require(
      invited.outputLines.first { $0.hasPrefix("invited ") }, sourceLocation: sourceLocation)
    return String(line.split(separator: " ").last ?? "")
  }

  /// The circle `id` as `circle show --ids` prints it now (users by id).
  func show(circle id: String) async throws -> ShownCircle {
    let shown = try await run(["circle", "show", id, "--ids"])
    return ShownCircle(shown.out, status: shown.status)
  }

  /// The users as `list` prints them now.
  func users() async throws -> UserList { UserList(try await run(["list"]).out) }

  /// The circles as `circle list` prints them now.
  func circles() async throws -> CircleList { CircleList(try await run(["circle", "list"]).out) }

  private func firstWord(
    after prefix: String, in finished: Finished, sourceLocation: SourceLocation
  ) throws -> String {
    let line = try #require(
      finished.outputLines.first { $0.hasPrefix(prefix) }, "\(finished.text)",
      sourceLocation: sourceLocation)
    return String(line.dropFirst(prefix.count).prefix { $0 != " " })
  }
}
