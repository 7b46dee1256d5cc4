// Exercise 34 — your turn: write `present(_:)`. See README.md or README.ko.md.

import ExerciseSupport

/// Implements the output port: turns the response into the line the screen shows.
public actor RenameUserPresenter: RenameUserOutputPort {
  /// The line the screen shows (empty before the first outcome).
  public private(set) var screen = ""

  /// Makes a presenter with nothing to show.
  public init() {}

  /// Writes the line for `response`: the line the layered controller shows for it.
  public func present(_ response: RenameUserResponse) {
    // TODO: one line per kind of outcome, word for word as LayeredRenameController says it.
    screen = unimplemented("RenameUserPresenter.present(_:)", placeholder: "")
  }
}
