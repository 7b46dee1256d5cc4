// A child process for the circle races (chapter 8, IN-6): it runs one circle use case on
// the file repositories in a folder, as the capstone does, and prints what it was told. Tests run
// two or three at once on one folder.
//
//   circle-writer DIRECTORY create OWNER NAME        "created ID"
//   circle-writer DIRECTORY join CIRCLE USER          "joined"
//   circle-writer DIRECTORY invite CIRCLE FROM TO     "invited ID"
//   circle-writer DIRECTORY accept INVITATION         "accepted"
//   circle-writer DIRECTORY decline INVITATION        "declined"
//   circle-writer DIRECTORY withdraw USER             "withdrew", after its follow-up
//
// A refusal prints "refused: " and the use case's sentence; exit status 0 either way.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Foundation
import Integrity
import Persistence
import ValueObjects

/// Writes a line to standard output at once, unbuffered.
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
  report("usage: see the comment at the top of Tests/CircleWriter/main.swift")
  exit(2)
}
do {
  let folder = URL(fileURLWithPath: arguments[0])
  let users = try FileUserRepository(directory: folder)
  let circles = try FileCircleRepository(directory: folder)
  let invitations = try FileCircleInvitationRepository(directory: folder)
  let service = CircleApplicationService(
    circles: circles, users: ProfileUserLookup(UserApplicationService(repository: users)))
  let process = CircleInvitationApplicationService(
    circles: circles, invitations: invitations,
    users: ProfileUserLookup(UserApplicationService(repository: users)),
    beginUnitOfWork: { circles.beginUnitOfWork() })
  let operands = Array(arguments.dropFirst(2))
  do {
    switch (arguments[1], operands.count) {
    case ("create", 2):
      let circle = try await service.create(
        CreateCircleCommand(ownerId: operands[0], name: operands[1]))
      report("created \(circle.id)")
    case ("join", 2):
      _ = try await service.join(JoinCircleCommand(circleId: operands[0], userId: operands[1]))
      report("joined")
    case ("invite", 3):
      let sent = try await process.invite(
        InviteToCircleCommand(circleId: operands[0], inviterId: operands[1], inviteeId: operands[2])
      )
      report("invited \(sent.id)")
    case ("accept", 1):
      _ = try await process.accept(AcceptInvitationCommand(invitationId: operands[0]))
      report("accepted")
    case ("decline", 1):
      try await process.decline(DeclineInvitationCommand(invitationId: operands[0]))
      report("declined")
    case ("withdraw", 1):
      _ = try await WithdrawUserUseCase(users: users, beginUnitOfWork: { users.beginUnitOfWork() })
        .execute(WithdrawUserCommand(id: operands[0]))
      // The follow-up, as the relay runs it after the commit.
      _ = try await MembershipCleanupPolicy(circles: circles, invitations: invitations)
        .removeWithdrawnUser(try UserId(operands[0]))
      report("withdrew")
    default:
      report("usage: see the comment at the top of Tests/CircleWriter/main.swift")
      exit(2)
    }
  } catch let refusal as CircleApplicationError {
    report("refused: \(refusal)")
  } catch let refusal as UserApplicationError {
    report("refused: \(refusal)")
  }
} catch {
  report("error: \(error)")
  exit(1)
}
