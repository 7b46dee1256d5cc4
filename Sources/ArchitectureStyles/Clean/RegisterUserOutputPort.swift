// Chapter 10 — Boundaries (AR-1), Clean style: the output port. Docs/10-boundaries.md
//
// Read first: who implements it. The use case owns this protocol and a presenter, in an
// outer layer, implements it: the call goes outwards, the dependency points inwards.

// region: RegisterUserOutputPort
/// The use case's output boundary: the interactor calls it, a presenter implements it.
public protocol RegisterUserOutputPort: Sendable {
  /// Receives the outcome of a registration.
  func present(_ response: RegisterUserResponse) async
}
// endregion
