// Chapter 8 — Integrity (IN-5, IN-6). Docs/08-integrity.md
//
// Read after `MembershipCleanupPolicy.swift`: the repair sweep, and the small
// steps the policy is made of.

import Aggregates
import Specifications
import ValueObjects

extension MembershipCleanupPolicy {
  // region: repairCircles
  /// Runs the step for everyone a circle or an open invitation names who is no longer a
  /// user: the repair after a crash between a withdrawal's commit and its follow-up.
  /// - Returns: what changed; empty when everyone named is a user.
  public func repairCircles(knownTo users: any UserLookup) async throws(Failure) -> Report {
    var named = try await load({ try await circles.findAll() }).flatMap(\.members)
    for invitation in try await load({ try await invitations.findAll() }) {
      named += [invitation.inviter, invitation.invitee]
    }
    var checked: Set<UserId> = []
    var report = Report()
    for id in named where checked.insert(id).inserted {
      if try await !load({ try await users.isUser(id) }) {
        report.merge(try await removeWithdrawnUser(id))
      }
    }
    return report
  }
  // endregion

  /// Ends an open invitation; one that ended meanwhile is done already.
  func close(_ invitation: CircleInvitation, into report: inout Report)
    async throws(Failure)
  {
    do {
      try await invitations.delete(id: invitation.id)
      report.closed.append(invitation.id)
    } catch CircleInvitationConflict.ended {
      return
    } catch {
      throw .storage(String(describing: error))
    }
  }

  /// Whether a repository refused the write as made from a stale copy.
  static func isConflict(_ error: any Error) -> Bool {
    guard case .staleVersion = error as? CircleSaveConflict else { return false }
    return true
  }

  /// Runs a read, its failure becoming the step's.
  func load<Value>(_ read: () async throws -> Value) async throws(Failure) -> Value {
    do { return try await read() } catch { throw .storage(String(describing: error)) }
  }
}

/// The circles that name one user among their members.
struct CircleNaming: Specification {
  let member: UserId

  init(_ member: UserId) { self.member = member }

  func isSatisfied(by circle: Circle) -> Bool { circle.hasMember(member) }
}
