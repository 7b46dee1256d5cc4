// Chapter 6 — the capstone: a usage mistake, said in two lines. Docs/06-layers.md
//
// Read only if curious. A mistake on the command line is named in one line, and the next
// says where the usage of the command is (`user-admin help rename`): the mistake stays on
// the screen instead of scrolling away above the whole help.

import Foundation

/// A mistake on the command line: what was wrong, and the command whose usage helps.
struct UsageProblem: Error, Equatable {
  /// What was wrong, as a sentence; an echo of what was typed in it is cut and escaped when
  /// it is printed (`printError`).
  let message: String
  /// The command whose usage to show (`rename`, `circle join`), one the app knows; `nil`
  /// when no command was recognised.
  var command: String?

  /// The exit status of a usage mistake.
  static let status: Int32 = 2

  /// Writes the mistake to standard error in two lines; returns ``status``.
  ///
  /// The first is `error: ` and the message, the second names the help to read:
  /// `see: user-admin help COMMAND`.
  func report() -> Int32 {
    printError(message)
    let topic = command.map { " " + $0 } ?? ""
    let line = EchoedInput.escaped("see: user-admin help" + topic) + "\n"
    // A standard error that refuses (a full disk) cannot be told so; the exit status still is.
    try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
    return Self.status
  }
}
