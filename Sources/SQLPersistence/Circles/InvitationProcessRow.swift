// Chapter 12 — Real databases (DB-2): an invitation process as one row of
// `invitation_processes`. Docs/modules.md
//
// Read first: `makeProcess(store:)`. The stage is a column, and a voided process keeps its
// `InvitationVoided` in four more (the reason, the limit or the sentence it carries, the
// instant); the fact's invitation, circle and invitee are the process's own. A row becomes
// a process again only through the identifiers' own initialisers.

import Aggregates
import CircleApplicationServices
import Foundation
import ValueObjects

/// An `InvitationProcess` flattened into the columns of one `invitation_processes` row.
struct InvitationProcessRow: Sendable, Hashable {
  var invitation: String
  var circle: String
  var invitee: String
  /// Seconds since 1970-01-01 00:00:00 UTC.
  var startedAt: Double
  var stage: String
  var voidReason: String?
  var voidLimit: Int?
  var voidMessage: String?
  var voidedAt: Double?

  /// The columns, in the order the two stores' statements name them.
  static let columns = """
    invitation_id, circle_id, invitee_id, started_at, stage, void_reason, void_limit, \
    void_message, voided_at
    """
}

extension InvitationProcessRow {
  /// The row that keeps `process`.
  init(_ process: InvitationProcess) {
    self.init(
      invitation: process.id.value, circle: process.circle.value,
      invitee: process.invitee.value, startedAt: process.startedAt.timeIntervalSince1970,
      stage: "joining")
    switch process.stage {
    case .joining: break
    case .joined: stage = "joined"
    case .voided(let fact):
      stage = "voided"
      voidedAt = fact.occurredAt.timeIntervalSince1970
      switch fact.reason {
      case .circleFull(let limit): (voidReason, voidLimit) = ("circleFull", limit)
      case .cannotJoin(let sentence): (voidReason, voidMessage) = ("cannotJoin", sentence)
      case .timedOut: voidReason = "timedOut"
      }
    }
  }

  /// The process this row keeps, each column checked.
  /// - Throws: ``InvitationProcessRowError`` naming the row and the column.
  func makeProcess(store: String) throws(InvitationProcessRowError) -> InvitationProcess {
    func invalid(_ column: String, _ problem: Any) -> InvitationProcessRowError {
      .invalidRow(store: store, key: invitation, column: column, problem: "\(problem)")
    }
    let id: CircleInvitationId
    do { id = try CircleInvitationId(invitation) } catch { throw invalid("invitation_id", error) }
    let circleId: CircleId
    do { circleId = try CircleId(circle) } catch { throw invalid("circle_id", error) }
    let inviteeId: UserId
    do { inviteeId = try UserId(invitee) } catch { throw invalid("invitee_id", error) }
    guard startedAt.isFinite else { throw invalid("started_at", "not a finite number") }
    var process = InvitationProcess(
      InvitationAccepted(
        invitation: id, circle: circleId, invitee: inviteeId,
        occurredAt: Date(timeIntervalSince1970: startedAt)))
    switch stage {
    case "joining": break
    case "joined": process.stage = .joined
    case "voided":
      guard let voidedAt, voidedAt.isFinite else { throw invalid("voided_at", "missing") }
      let reason: CircleInvitation.VoidReason
      switch (voidReason, voidLimit, voidMessage) {
      case ("circleFull", let limit?, _): reason = .circleFull(limit: limit)
      case ("cannotJoin", _, let sentence?): reason = .cannotJoin(sentence)
      case ("timedOut", _, _): reason = .timedOut
      default: throw invalid("void_reason", "\"\(voidReason ?? "")\" is no reason to void")
      }
      process.stage = .voided(
        InvitationVoided(
          invitation: id, circle: circleId, invitee: inviteeId, reason: reason,
          occurredAt: Date(timeIntervalSince1970: voidedAt)))
    default: throw invalid("stage", "\"\(stage)\" is no stage of a process")
    }
    return process
  }
}
