// Chapter 7 — Beyond the basics (AD-4, AD-5): the circle use cases.
// Docs/07-beyond-the-basics.md
//
// Read first: `join(_:)`. It asks the full-circle specification for the limit that applies
// to this circle now, hands that limit to the aggregate root, and the root decides: no
// number and no rule about premium members is written here. Then read `create(_:)` and
// `rename(_:)`: the same shape as the user use cases of chapter 5, with a factory that
// makes new circles and the domain service that judges duplicate names. Every change is
// one path: load, change through the root, save the whole circle. Since chapter 8 the
// save is refused for a stale copy or a taken name; since chapter 9 it stores the events
// the root recorded, in the same write.

import Aggregates
import ApplicationServices
import Foundation
import Specifications
import ValueObjects

// region: CircleApplicationService
/// The use cases of circles: create, get, list, rename, join, leave, delete, recommend.
///
/// It orchestrates; it does not decide. Inputs are commands of plain text, outputs are
/// ``CircleData`` snapshots, and every failure is a ``CircleApplicationError``.
public struct CircleApplicationService: Sendable {
  private let circles: any CircleRepository
  private let users: any UserLookup
  private let factory: any CircleFactory
  private let circleService: CircleService
  private let fullRule: CircleFullSpecification
  private let now: @Sendable () -> Date
}
// endregion

extension CircleApplicationService {
  /// Makes the service over the circle repository and the circles' questions about users.
  /// - Parameters:
  ///   - circles: where circles are stored.
  ///   - users: whether an id is a user, and how many members are premium: the circles'
  ///     port, answered from outside the circles context (`ProfileUserLookup`, an adapter).
  ///   - factory: makes new circles (their ids and creation instants).
  ///   - now: the instant "recently" is measured from, for recommendations, and the
  ///     instant a join happened at (its `MemberJoined` event).
  public init(
    circles: any CircleRepository, users: any UserLookup,
    factory: any CircleFactory = SystemCircleFactory(),
    now: @escaping @Sendable () -> Date = UserApplicationService.systemNow
  ) {
    self.circles = circles
    self.users = users
    self.factory = factory
    self.circleService = CircleService(repository: circles)
    self.fullRule = CircleFullSpecification(premiumMembers: users)
    self.now = now
  }

  // region: create
  /// Creates a circle owned by an existing user; circle names are unique.
  /// - Throws: ``CircleApplicationError``.
  public func create(_ command: CreateCircleCommand) async throws(CircleApplicationError)
    -> CircleData
  {
    let owner = try userId(command.ownerId)
    let name = try circleName(command.name)
    try await requireUser(owner, in: users)
    let circle: Circle
    do { circle = try factory.makeCircle(named: name, owner: owner) } catch {
      throw .storageFailure("no new circle could be made: \(error)")
    }
    guard try await !callCircleStore({ try await circleService.isDuplicate(circle) }) else {
      throw .duplicateName(name.value)
    }
    try await callCircleStore { try await circles.save(circle) }
    return CircleData(circle)
  }
  // endregion

  /// The circle with the command's id, or `nil` when there is none.
  /// - Throws: ``CircleApplicationError/invalid(_:)`` for an id breaking the rules.
  public func get(_ command: GetCircleQuery) async throws(CircleApplicationError)
    -> CircleData?
  {
    let id = try circleId(command.circleId)
    return try await callCircleStore { try await circles.find(id: id) }.map(CircleData.init)
  }

  /// Every circle, oldest first.
  public func listAll() async throws(CircleApplicationError) -> [CircleData] {
    try await callCircleStore { try await circles.findAll() }.map(CircleData.init)
  }

  // region: rename
  /// Renames a circle; the new name must not be another circle's.
  /// - Throws: ``CircleApplicationError``; a taken name is
  ///   ``CircleApplicationError/duplicateName(_:)``.
  public func rename(_ command: RenameCircleCommand) async throws(CircleApplicationError)
    -> CircleData
  {
    let name = try circleName(command.name)
    var circle = try await loadCircle(command.circleId, from: circles)
    // region: chapter 8 adds the refusal of a change made from a copy someone has changed since
    try requireVersion(command.expectedVersion, of: circle)
    // endregion
    circle.rename(to: name, at: now())
    guard try await !callCircleStore({ [circle] in try await circleService.isDuplicate(circle) })
    else { throw .duplicateName(name.value) }
    try await callCircleStore { [circle] in try await circles.save(circle) }
    return CircleData(circle)
  }
  // endregion

  // region: join
  /// Adds an existing user to a circle that has room for them.
  /// - Throws: ``CircleApplicationError``; a full circle is
  ///   ``CircleApplicationError/full(limit:)``.
  public func join(_ command: JoinCircleCommand) async throws(CircleApplicationError)
    -> CircleData
  {
    var circle = try await loadCircle(command.circleId, from: circles)
    let member = try userId(command.userId)
    try await requireUser(member, in: users)
    // The rule says how many members this circle may have now; the root enforces it.
    let limit = try await callCircleStore { [circle] in try await fullRule.limit(for: circle) }
    do throws(Circle.MembershipError) {
      try circle.join(member, limit: limit, at: now())
    } catch {
      throw CircleApplicationError(error)
    }
    try await callCircleStore { [circle] in try await circles.save(circle) }
    return CircleData(circle)
  }
  // endregion

  /// Removes a member from a circle; the owner cannot leave.
  /// - Throws: ``CircleApplicationError``.
  public func leave(_ command: LeaveCircleCommand) async throws(CircleApplicationError)
    -> CircleData
  {
    var circle = try await loadCircle(command.circleId, from: circles)
    let member = try userId(command.userId)
    do throws(Circle.MembershipError) {
      try circle.leave(member, at: now())
    } catch {
      throw CircleApplicationError(error)
    }
    try await callCircleStore { [circle] in try await circles.save(circle) }
    return CircleData(circle)
  }

  /// Ends a circle as it was read.
  ///
  /// A circle someone changed meanwhile (a member joined) is not deleted; deleting a circle
  /// that does not exist does nothing.
  /// - Throws: ``CircleApplicationError/changedElsewhere(id:)``, or
  ///   ``CircleApplicationError/invalid(_:)`` for an id breaking the rules.
  public func delete(_ command: DeleteCircleCommand) async throws(CircleApplicationError) {
    let id = try circleId(command.circleId)
    guard let circle = try await callCircleStore({ try await circles.find(id: id) }) else { return }
    try requireVersion(command.expectedVersion, of: circle)
    try await callCircleStore { try await circles.delete(circle) }
  }

  // region: recommended
  /// The circles worth recommending now: recent, lively and with room for anyone.
  public func recommended() async throws(CircleApplicationError) -> [CircleData] {
    let rule = RecommendedCircle(now: now())
    return try await callCircleStore { try await circles.findAll(satisfying: rule) }
      .map(CircleData.init)
  }
  // endregion
}
