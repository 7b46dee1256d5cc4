// Chapters 7 and 8's part of the benchmark: a circle join and an invitation accept as the
// capstone runs them, through the use cases over the file stores. Docs/performance.md
//
// Each is checked and committed under the users' journal's lock, then the circles' (IN-6),
// with its MemberJoined in the same transaction; the events are left undelivered, so the
// circles' journal grows and compacts as it would between two relay runs.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Entities
import Foundation
import Persistence
import ValueObjects

/// Runs the circle measurements and prints their p50, p99 and max.
func runCirclesBenchmark(users size: Int, circles circleCount: Int, operations: Int)
  async throws
{
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("dddworkshop-benchmark-circles-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: directory) }
  let users = try FileUserRepository(directory: directory)
  try await users.save(contentsOf: try makeUsers(size, prefix: "user"))
  let circles = try FileCircleRepository(directory: directory)
  let invitations = try FileCircleInvitationRepository(directory: directory)
  let factory = DeterministicCircleFactory(startingAt: Date(timeIntervalSince1970: 1_700_000_000))
  let service = CircleApplicationService(
    circles: circles, users: ProfileUserLookup(UserApplicationService(repository: users)),
    factory: factory)
  let process = CircleInvitationApplicationService(
    circles: circles, invitations: invitations,
    users: ProfileUserLookup(UserApplicationService(repository: users)),
    beginUnitOfWork: { circles.beginUnitOfWork() }, factory: factory)
  var ids: [String] = []
  for index in 0..<circleCount {
    let created = try await service.create(
      CreateCircleCommand(ownerId: "user-\(index)", name: "circle \(index)"))
    ids.append(created.id)
  }

  // Joins and accepts alternate, each into the next circle, by users never in one before.
  var joins: [Double] = []
  var accepts: [Double] = []
  var next = circleCount
  for round in 0..<operations {
    let circle = ids[round % ids.count]
    joins.append(
      try await seconds {
        _ = try await service.join(JoinCircleCommand(circleId: circle, userId: "user-\(next)"))
      })
    let sent = try await process.invite(
      InviteToCircleCommand(
        circleId: circle, inviterId: "user-\(next)", inviteeId: "user-\(next + 1)"))
    accepts.append(
      try await seconds {
        _ = try await process.accept(AcceptInvitationCommand(invitationId: sent.id))
      })
    next += 2
  }

  print(
    "\nchapters 7–8: file stores at \(size) users and \(circleCount) circles, "
      + "\(operations) of each, alternating")
  for (name, timings) in [("circle join", joins), ("invitation accept", accepts)] {
    let spread = Spread(timings)
    print(
      "  \(name.padding(toLength: 18, withPad: " ", startingAt: 0)) p50 \(format(spread.median)), "
        + "p99 \(format(spread.p99)), max \(format(spread.max))")
  }
}
