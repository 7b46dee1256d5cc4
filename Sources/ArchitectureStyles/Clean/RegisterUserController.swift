// Chapter 10 — Boundaries (AR-1), Clean style: the controller. Docs/10-boundaries.md

/// Turns what a person typed into a request and hands it to the input port.
public struct RegisterUserController: Sendable {
  private let input: any RegisterUserInputPort

  /// Makes the controller in front of the use case's input port.
  public init(input: any RegisterUserInputPort) {
    self.input = input
  }

  /// Asks to register `name`; the presenter shows the outcome.
  public func register(name: String) async {
    await input.execute(RegisterUserRequest(name: name))
  }
}
