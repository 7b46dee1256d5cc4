// Chapter 6 — the capstone's command line. Docs/06-layers.md
//
// Read only if curious: turning `argv` into a command, with no package dependencies.

/// What the person asked the app to do.
enum Command: Equatable {
  case register(name: String)
  case show(id: String)
  case rename(id: String, name: String)
  case status(id: String, message: String)
  case withdraw(id: String)
  case list
}

/// The command line, read: a store folder option and a command, or help, or a mistake.
enum Invocation: Equatable {
  case run(Command, store: String?)
  case help
  case usageError(String)

  /// Reads the arguments after the program name.
  init(_ arguments: [String]) {
    var words = arguments
    var store: String?
    if words.contains(where: { $0 == "--help" || $0 == "-h" || $0 == "help" }) {
      self = .help
      return
    }
    if let index = words.firstIndex(of: "--store") {
      guard index + 1 < words.count else {
        self = .usageError("--store needs a folder path")
        return
      }
      store = words[index + 1]
      words.removeSubrange(index...(index + 1))
    }
    guard let verb = words.first else {
      self = .usageError("no command given")
      return
    }
    let rest = Array(words.dropFirst())
    switch (verb, rest.count) {
    case ("register", 1): self = .run(.register(name: rest[0]), store: store)
    case ("show", 1): self = .run(.show(id: rest[0]), store: store)
    case ("rename", 2): self = .run(.rename(id: rest[0], name: rest[1]), store: store)
    case ("status", 2): self = .run(.status(id: rest[0], message: rest[1]), store: store)
    case ("withdraw", 1): self = .run(.withdraw(id: rest[0]), store: store)
    case ("list", 0): self = .run(.list, store: store)
    case ("register", _), ("show", _), ("rename", _), ("status", _), ("withdraw", _), ("list", _):
      self = .usageError("wrong number of arguments for \(verb)")
    default:
      self = .usageError("unknown command \(verb)")
    }
  }

  /// The help text.
  static let usage = """
    user-admin — manage the workshop's users, stored durably on disk.

    usage: user-admin [--store PATH] COMMAND

    commands:
      register NAME          register a new user (3 to 20 characters)
      show ID                show a user's profile
      rename ID NAME         change a user's name
      status ID MESSAGE      change a user's status message ("" clears it)
      withdraw ID            end a user's account
      list                   list every user, oldest first

    The store folder is --store PATH, else $USER_ADMIN_STORE, else DDDWorkshop/user-admin
    in the platform's application-support folder (~/Library/Application Support on macOS;
    $XDG_DATA_HOME, else ~/.local/share, on Linux).
    USER_ADMIN_REPRODUCIBLE=1 makes every run print the same: numbered ids (user-1, user-2,
    …) counted in the store, a clock stopped at 2023-11-14 22:13:20 UTC, times in UTC.
    Exit status: 0 done, 1 refused (a broken rule or an unknown user), 2 usage error.
    """
}
