// Chapter 7 — Beyond the basics (AD-5, AD-6): the capstone's circle commands.
// Docs/06-layers.md, Docs/07-beyond-the-basics.md
//
// Read first: `perform(_:)`. The same flow as the user commands: resolve what was typed
// to ids, pass a command to an application service, draw the plain data that comes
// back. No rule lives here — not the member limit, not who may invite — so every
// refusal printed is the domain's own sentence.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import Foundation
import Integrity
import Repositories
import ValueObjects

/// Runs the `circle …` commands and draws their results as text.
@MainActor
struct CircleConsoleView {
  let circles: CircleApplicationService
  let invitations: CircleInvitationApplicationService
  let users: UserApplicationService
  /// Chapter 8's repair sweep, and the circles' port it asks who is a user (the follow-up
  /// of a withdrawal itself runs from its event since chapter 9).
  let followUp: MembershipCleanupPolicy
  let userLookup: any UserLookup

  /// Runs one circle command; returns the process exit status (0 done, 1 refused).
  ///
  /// Users are named by their current names, read through the users' application service;
  /// `showingIds` (`--ids`) names them by id instead.
  func perform(_ command: CircleCommand, showingIds: Bool) async -> Int32 {
    do {
      let name = try await userNames(showingIds: showingIds)
      switch command {
      case .create(let owner, let circleName):
        let owner = try await resolve(owner, among: userIds(), kind: "user")
        draw(
          try await circles.create(CreateCircleCommand(ownerId: owner, name: circleName)),
          "created", naming: name)
      case .show(let typed):
        let id = try await resolve(typed, among: circleIds(), kind: "circle")
        guard let circle = try await circles.get(GetCircleQuery(circleId: id)) else {
          throw Refusal(message: "no circle has the id \(EchoedInput.quoted(typed))")
        }
        draw(circle, nil, naming: name)
        printLine("  version:  \(circle.version)")
        for invitation in try await invitations.listAll() where invitation.circleId == id {
          printLine(
            "  invited:  \(name(invitation.inviteeId)) by \(name(invitation.inviterId))"
              + " (\(invitation.id))")
        }
      case .list:
        let all = try await circles.listAll()
        if all.isEmpty {
          printLine("no circles yet; create one with: user-admin circle create OWNER NAME")
        }
        for circle in all {
          printLine("\(circle.id)  \(circle.name)  \(members(circle.memberIds.count))")
        }
      case .rename(let typed, let circleName, let expected):
        let id = try await resolve(typed, among: circleIds(), kind: "circle")
        let command = RenameCircleCommand(circleId: id, name: circleName, expectedVersion: expected)
        draw(try await circles.rename(command), "renamed", naming: name)
      case .join(let typed, let user):
        let membership = try await membership(typed, user)
        let circle = try await circles.join(
          JoinCircleCommand(circleId: membership.circleId, userId: membership.userId))
        printLine(
          "\(name(membership.userId)) joined \(circle.id): \(members(circle.memberIds.count))")
      case .leave(let typed, let user):
        let membership = try await membership(typed, user)
        let circle = try await circles.leave(
          LeaveCircleCommand(circleId: membership.circleId, userId: membership.userId))
        printLine(
          "\(name(membership.userId)) left \(circle.id): \(members(circle.memberIds.count))")
      case .delete(let typed, let expected):
        let id = try await resolve(typed, among: circleIds(), kind: "circle")
        try await circles.delete(DeleteCircleCommand(circleId: id, expectedVersion: expected))
        printLine("deleted \(id)")
      case .invite(let typed, let inviter, let invitee):
        let id = try await resolve(typed, among: circleIds(), kind: "circle")
        let userIds = try await userIds()
        let sent = try await invitations.invite(
          InviteToCircleCommand(
            circleId: id, inviterId: try resolve(inviter, among: userIds, kind: "user"),
            inviteeId: try resolve(invitee, among: userIds, kind: "user")))
        printLine("invited \(name(sent.inviteeId)) to \(sent.circleId): \(sent.id)")
      case .accept(let typed):
        let id = try await resolve(typed, among: invitationIds(), kind: "invitation")
        let circle = try await invitations.accept(AcceptInvitationCommand(invitationId: id))
        printLine("accepted \(id): \(circle.id) has \(members(circle.memberIds.count))")
      case .decline(let typed):
        let id = try await resolve(typed, among: invitationIds(), kind: "invitation")
        try await invitations.decline(DeclineInvitationCommand(invitationId: id))
        printLine("declined \(id)")
      case .repair:
        // The sweep after a crash between a withdrawal and its follow-up (chapter 8, IN-5).
        let report = try await followUp.repairCircles(
          knownTo: userLookup)
        printLine(report.isEmpty ? "every circle member is a user; nothing to repair" : "repaired:")
        printReport(report, naming: name)
      }
      return 0
    } catch {
      printError("\(error)")
      return 1
    }
  }

  private func printReport(
    _ report: MembershipCleanupPolicy.Report, naming name: UserNaming
  ) {
    for circle in report.left {
      let heir = report.passedOn[circle].map { ", now owned by \(name($0.value))" } ?? ""
      printLine("  left \(circle)\(heir)")
    }
    for circle in report.ended { printLine("  ended \(circle): nobody was left in it") }
  }

  /// A message to print as the refusal, when no use case's error says it.
  private struct Refusal: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  private func resolve(_ typed: String, among ids: [String], kind: String) throws -> String {
    let resolved = IdPrefix(typed, among: ids)
    // An id nobody has goes on as typed: the use case names the broken rule or the miss.
    if resolved == .notFound { return typed }
    guard case .found(let id) = resolved else {
      throw Refusal(message: resolved.problem(typed: typed, kind: kind) ?? "")
    }
    return id
  }

  private func membership(_ circle: String, _ user: String) async throws -> (
    circleId: String, userId: String
  ) {
    (
      try resolve(circle, among: try await circleIds(), kind: "circle"),
      try resolve(user, among: try await userIds(), kind: "user")
    )
  }

  private func userIds() async throws -> [String] { try await users.listAll().map(\.id) }
  private func circleIds() async throws -> [String] { try await circles.listAll().map(\.id) }
  private func invitationIds() async throws -> [String] {
    try await invitations.listAll().map(\.id)
  }

  private func members(_ count: Int) -> String { count == 1 ? "1 member" : "\(count) members" }

  /// How the circle commands name users: by their current names, or by id with `--ids`.
  private struct UserNaming {
    /// Every user's current name by id; `nil` names users by id.
    let names: [String: String]?

    /// Whether the user of `id` is gone: withdrawn, and the follow-up has not run yet.
    func isGone(_ id: String) -> Bool { names.map { $0[id] == nil } ?? false }

    /// The user's name; the id with `--ids`, or the id marked when the user is gone.
    func callAsFunction(_ id: String) -> String {
      guard let names else { return id }
      return names[id] ?? "\(id) (no longer a user)"
    }
  }

  /// The naming for one command: the users' current names, read through their service once.
  private func userNames(showingIds: Bool) async throws -> UserNaming {
    guard !showingIds else { return UserNaming(names: nil) }
    let current = try await users.listAll().map { ($0.id, $0.name) }
    return UserNaming(names: Dictionary(current, uniquingKeysWith: { first, _ in first }))
  }

  private func draw(_ circle: CircleData, _ verb: String?, naming name: UserNaming) {
    if let verb { printLine("\(verb) \(circle.id)") }
    let listed = circle.memberIds.map { name($0) }
    printLine("  id:       \(circle.id)")
    printLine("  name:     \(circle.name)")
    printLine("  owner:    \(name(circle.ownerId))")
    printLine("  members:  \(members(listed.count)): \(listed.joined(separator: ", "))")
    if circle.memberIds.contains(where: name.isGone) {
      printLine(
        "  note:     a member who is no longer a user leaves with: user-admin circle repair")
    }
  }
}
