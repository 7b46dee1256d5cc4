// Chapter 10 — Boundaries (AR-1), Clean style: the presenter. Docs/10-boundaries.md

// region: RegisterUserPresenter
/// Implements the output port: turns the response into the line the screen shows.
public actor RegisterUserPresenter: RegisterUserOutputPort {
  /// The line the screen shows (empty before the first outcome).
  public private(set) var screen = ""

  /// Makes a presenter with nothing to show.
  public init() {}

  /// Writes the line for `response`.
  public func present(_ response: RegisterUserResponse) {
    switch response {
    case .registered(let id, let name): screen = "registered \(name) as \(id)"
    case .invalidName(let reason): screen = "refused: \(reason)"
    case .nameTaken(let name): screen = "refused: the name \(name) is already taken"
    case .storageFailure(let reason): screen = "failed: \(reason)"
    }
  }
}
// endregion
