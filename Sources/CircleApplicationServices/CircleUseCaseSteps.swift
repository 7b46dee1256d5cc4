// Chapter 7 — Beyond the basics: steps every circle use case shares.
// Docs/07-beyond-the-basics.md
//
// Read only if curious: turning text into the circle slice's value objects and loading
// what a use case needs, each failure becoming a `CircleApplicationError`.

import Aggregates
import ValueObjects

/// Runs a datastore operation, turning its failure into the circle use cases' error: a
/// repository's `CircleSaveConflict` or `CircleInvitationConflict` becomes the same error the
/// use cases' own checks give, whichever repository refused it.
func callCircleStore<Value>(_ operation: () async throws -> Value)
  async throws(CircleApplicationError) -> Value
{
  do {
    return try await operation()
  } catch let conflict as CircleSaveConflict {
    switch conflict {
    case .nameTaken(let name): throw .duplicateName(name.value)
    case .staleVersion(let id, _, _): throw .changedElsewhere(id: id.value)
    case .notAUser(let id): throw .userNotFound(id: id.value)
    }
  } catch let conflict as CircleInvitationConflict {
    switch conflict {
    case .alreadyInvited(let user, _):
      throw .invitation(CircleInvitation.Rejection.alreadyInvited(user).description)
    case .circleGone(let id): throw .circleNotFound(id: id.value)
    case .notAUser(let id): throw .userNotFound(id: id.value)
    case .ended(let id): throw .invitationEnded(id: id.value)
    }
  } catch {
    throw .storageFailure(String(describing: error))
  }
}

/// The user id in `text`, or the id rule it breaks.
func userId(_ text: String) throws(CircleApplicationError) -> UserId {
  do { return try UserId(text) } catch { throw .invalid(error.description) }
}

/// The circle id in `text`, or the id rule it breaks.
func circleId(_ text: String) throws(CircleApplicationError) -> CircleId {
  do { return try CircleId(text) } catch { throw .invalid(error.description) }
}

/// The circle name in `text`, or the name rule it breaks.
func circleName(_ text: String) throws(CircleApplicationError) -> CircleName {
  do { return try CircleName(text) } catch { throw .invalid(error.description) }
}

/// Fails unless the circles' `Aggregates/UserLookup` says this id is a user.
func requireUser(_ id: UserId, in users: any UserLookup)
  async throws(CircleApplicationError)
{
  guard try await callCircleStore({ try await users.isUser(id) }) else {
    throw .userNotFound(id: id.value)
  }
}

/// The circle with the id in `text`.
func loadCircle(_ text: String, from circles: any CircleRepository)
  async throws(CircleApplicationError) -> Circle
{
  let id = try circleId(text)
  guard let circle = try await callCircleStore({ try await circles.find(id: id) }) else {
    throw .circleNotFound(id: id.value)
  }
  return circle
}

/// Refuses a change asked for from a copy of `circle` older than the one stored now.
/// - Throws: ``CircleApplicationError/changedElsewhere(id:)`` when `expected` is not `nil`
///   and is not the circle's version.
func requireVersion(_ expected: Int?, of circle: Circle) throws(CircleApplicationError) {
  if let expected, expected != circle.version { throw .changedElsewhere(id: circle.id.value) }
}

/// The open invitation with the id in `text`.
func loadInvitation(_ text: String, from invitations: any CircleInvitationRepository)
  async throws(CircleApplicationError) -> CircleInvitation
{
  let id: CircleInvitationId
  do { id = try CircleInvitationId(text) } catch { throw .invalid(error.description) }
  guard let invitation = try await callCircleStore({ try await invitations.find(id: id) })
  else { throw .invitationNotFound(id: id.value) }
  return invitation
}
