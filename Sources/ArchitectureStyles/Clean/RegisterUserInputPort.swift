// Chapter 10 — Boundaries (AR-1), Clean style: the input port. Docs/10-boundaries.md
//
// Read first: the return type, `Void`. In the Clean style the answer does not come back
// through the call; the interactor pushes it out through the output port, to a
// presenter, so the flow of control and the flow of data go in different directions.

// region: RegisterUserInputPort
/// The use case's input boundary: the controller calls it.
public protocol RegisterUserInputPort: Sendable {
  /// Runs the use case; its outcome goes to the output port.
  func execute(_ request: RegisterUserRequest) async
}
// endregion
