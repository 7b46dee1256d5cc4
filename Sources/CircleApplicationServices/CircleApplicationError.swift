// Chapter 7 — Beyond the basics (AD-5): why a circle use case did not happen.
// Docs/07-beyond-the-basics.md

import Aggregates

/// Why a circle use case did not happen.
public enum CircleApplicationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Another circle has this name.
  case duplicateName(String)
  /// No circle has this id.
  case circleNotFound(id: String)
  /// No user has this id.
  case userNotFound(id: String)
  /// The circle has no room.
  case full(limit: Int)
  /// No invitation has this id.
  case invitationNotFound(id: String)
  /// The invitation was accepted or declined meanwhile; nothing was changed.
  case invitationEnded(id: String)
  /// An invitation rule was broken (only members invite, nobody twice, …).
  case invitation(String)
  /// A membership rule of the circle was broken.
  case membership(String)
  /// Input broke a rule of the domain.
  case invalid(String)
  /// The datastore failed; nothing was written.
  case storageFailure(String)
  /// Someone else saved the circle since it was read; nothing was written. Try again.
  case changedElsewhere(id: String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .duplicateName(let name):
      return "a circle named \"\(name)\" already exists; choose another name"
    case .circleNotFound(let id): return "no circle has the id \"\(id)\""
    case .userNotFound(let id): return "no user has the id \"\(id)\""
    case .full(let limit): return "the circle is full: at most \(limit) members, its owner included"
    case .invitationNotFound(let id): return "no invitation has the id \"\(id)\""
    case .invitationEnded(let id):
      return "invitation \"\(id)\" was accepted or declined meanwhile; nothing was changed"
    case .membership(let reason), .invalid(let reason), .invitation(let reason): return reason
    case .storageFailure(let message): return "the circles could not be stored or read: \(message)"
    case .changedElsewhere(let id):
      return "circle \"\(id)\" was changed elsewhere since it was read; nothing was changed. "
        + "Try again"
    }
  }
}

extension CircleApplicationError {
  /// The application's error for a refusal of the circle's root: a full circle keeps its
  /// limit, every other refusal its sentence.
  init(_ error: Circle.MembershipError) {
    switch error {
    case .full(let limit): self = .full(limit: limit)
    default: self = .membership(error.description)
    }
  }
}
