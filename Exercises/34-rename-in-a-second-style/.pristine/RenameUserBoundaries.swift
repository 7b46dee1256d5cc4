// Exercise 34 — already written: the Clean style's request, response, ports and controller.
// See README.md or README.ko.md.

/// What the controller hands the interactor: plain data, as typed.
public struct RenameUserRequest: Sendable, Hashable {
  /// The id of the user to rename.
  public let id: String
  /// The name asked for.
  public let newName: String

  /// Makes the request.
  public init(id: String, newName: String) {
    self.id = id
    self.newName = newName
  }
}

/// What the interactor hands the presenter: plain data, no domain types.
public enum RenameUserResponse: Sendable, Hashable {
  /// The user `id` is now called `name`.
  case renamed(id: String, name: String)
  /// The id or the name breaks a rule of `UserId` or `UserName`; the reason says which.
  case invalidRequest(reason: String)
  /// No user has the id.
  case noSuchUser(id: String)
  /// Another user has the name.
  case nameTaken(String)
  /// The repository failed; the reason says how.
  case storageFailure(String)
}

/// The use case's input boundary: the controller calls it.
public protocol RenameUserInputPort: Sendable {
  /// Runs the use case; its outcome goes to the output port.
  func execute(_ request: RenameUserRequest) async
}

/// The use case's output boundary: the interactor calls it, a presenter implements it.
public protocol RenameUserOutputPort: Sendable {
  /// Receives the outcome of a rename.
  func present(_ response: RenameUserResponse) async
}

/// Turns what a person typed into a request and hands it to the input port.
public struct RenameUserController: Sendable {
  private let input: any RenameUserInputPort

  /// Makes the controller in front of the use case's input port.
  public init(input: any RenameUserInputPort) {
    self.input = input
  }

  /// Asks to rename the user `id` to `name`; the presenter shows the outcome.
  public func rename(id: String, to name: String) async {
    await input.execute(RenameUserRequest(id: id, newName: name))
  }
}
