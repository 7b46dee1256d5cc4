// Exercise 34 — reference solution. Docs/exercises.md

/// Implements the output port: turns the response into the line the screen shows.
public actor RenameUserPresenter: RenameUserOutputPort {
  /// The line the screen shows (empty before the first outcome).
  public private(set) var screen = ""

  /// Makes a presenter with nothing to show.
  public init() {}

  /// Writes the line for `response`: the line the layered controller shows for it.
  public func present(_ response: RenameUserResponse) {
    switch response {
    case .renamed(let id, let name): screen = "\(id) is now \(name)"
    case .invalidRequest(let reason): screen = "refused: \(reason)"
    case .noSuchUser(let id): screen = "refused: no user has the id \(id)"
    case .nameTaken(let name): screen = "refused: the name \(name) is already taken"
    case .storageFailure(let reason): screen = "failed: \(reason)"
    }
  }
}
