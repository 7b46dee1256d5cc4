// Chapter 7 — Beyond the basics (AD-2, AD-3): the circle use cases.
// Docs/07-beyond-the-basics.md
//
// Read first: `join(_:)`. It asks the `CircleIsFull` specification first, so a full
// circle is refused with a clear answer before anything is changed; then it lets the
// aggregate root change itself (the root checks the limit again: it never trusts its
// callers); then it saves the whole circle.

import Aggregates
import ApplicationServices
import DomainServices
import Foundation
import Repositories
import Specifications
import ValueObjects

/// Creating circles, joining and leaving them, and recommending them.
public struct CircleApplicationService: Sendable {
  private let circles: any CircleRepository
  private let users: any UserRepository
  private let circleService: CircleService
  private let newCircleId: @Sendable () -> CircleId
  private let now: @Sendable () -> Date

  /// Makes the service over the circle and user stores.
  public init(
    circles: any CircleRepository, users: any UserRepository,
    newCircleId: @escaping @Sendable () -> CircleId = { CircleId(UUID()) },
    now: @escaping @Sendable () -> Date = UserApplicationService.systemNow
  ) {
    self.circles = circles
    self.users = users
    self.circleService = CircleService(repository: circles)
    self.newCircleId = newCircleId
    self.now = now
  }

  /// Creates a circle owned by an existing user; circle names are unique.
  /// - Throws: ``CircleApplicationError``.
  public func create(_ command: CircleCreateCommand) async throws(CircleApplicationError)
    -> CircleData
  {
    let owner = try userId(command.ownerId)
    let name: CircleName
    do { name = try CircleName(command.name) } catch { throw .invalid(error.description) }
    guard try await callCircleStore({ try await users.find(id: owner) }) != nil else {
      throw .userNotFound(id: owner.value)
    }
    let circle = Circle(id: newCircleId(), name: name, owner: owner, createdAt: now())
    guard try await !callCircleStore({ try await circleService.isDuplicate(circle) }) else {
      throw .duplicateName(name.value)
    }
    try await callCircleStore { try await circles.save(circle) }
    return CircleData(circle)
  }

  // region: join
  /// Adds an existing user to a circle that has room.
  /// - Throws: ``CircleApplicationError``; a full circle is
  ///   ``CircleApplicationError/full(limit:)``.
  public func join(_ command: CircleMembershipCommand) async throws(CircleApplicationError)
    -> CircleData
  {
    var circle = try await loadCircle(command.circleId)
    let member = try userId(command.userId)
    guard try await callCircleStore({ try await users.find(id: member) }) != nil else {
      throw .userNotFound(id: member.value)
    }
    // A member asking again is told so, even when the circle is full.
    guard circle.hasMember(member) || !CircleIsFull().isSatisfied(by: circle) else {
      throw .full(limit: Circle.memberLimit)
    }
    do throws(Circle.MembershipError) {
      try circle.join(member)
    } catch {
      throw .membership(error.description)
    }
    try await callCircleStore { [circle] in try await circles.save(circle) }
    return CircleData(circle)
  }
  // endregion

  /// Removes a member from a circle; the owner cannot leave.
  /// - Throws: ``CircleApplicationError``.
  public func leave(_ command: CircleMembershipCommand) async throws(CircleApplicationError)
    -> CircleData
  {
    var circle = try await loadCircle(command.circleId)
    let member = try userId(command.userId)
    do throws(Circle.MembershipError) {
      try circle.leave(member)
    } catch {
      throw .membership(error.description)
    }
    try await callCircleStore { [circle] in try await circles.save(circle) }
    return CircleData(circle)
  }

  // region: recommended
  /// The circles worth recommending now: recent, lively and not full.
  public func recommended() async throws(CircleApplicationError) -> [CircleData] {
    let rule = RecommendedCircle(now: now())
    return try await callCircleStore { try await circles.findAll(satisfying: rule) }
      .map(CircleData.init)
  }
  // endregion

  private func loadCircle(_ text: String) async throws(CircleApplicationError) -> Circle {
    let id: CircleId
    do { id = try CircleId(text) } catch { throw .invalid(error.description) }
    guard let circle = try await callCircleStore({ try await circles.find(id: id) }) else {
      throw .circleNotFound(id: id.value)
    }
    return circle
  }

  private func userId(_ text: String) throws(CircleApplicationError) -> UserId {
    do { return try UserId(text) } catch { throw .invalid(error.description) }
  }
}

/// Runs a datastore operation, turning its failure into the circle use cases' error.
func callCircleStore<Value>(_ operation: () async throws -> Value)
  async throws(CircleApplicationError) -> Value
{
  try await callDatastore(failing: CircleApplicationError.storageFailure, operation)
}
