// Chapter 6 — the capstone's command line. Docs/06-layers.md
//
// Read only if curious: turning `argv` into a command, with no package dependencies.

/// What the person asked the app to do.
enum Command: Equatable {
  case register(name: String)
  case show(id: String)
  case rename(id: String, name: String, expectedVersion: Int?)
  case status(id: String, message: String, expectedVersion: Int?)
  case upgrade(id: String)
  case downgrade(id: String)
  case withdraw(id: String)
  case list
  /// A circle command; `showingIds` (`--ids`) names users by id instead of by name.
  case circle(CircleCommand, showingIds: Bool)

  /// Whether the command only reads: it must not create a store that is not there.
  var isReadOnly: Bool {
    switch self {
    case .show, .list, .circle(.show, _), .circle(.list, _): return true
    default: return false
    }
  }

  /// Whether the command lists: with no store yet, the empty list is no failure.
  var isListing: Bool {
    switch self {
    case .list, .circle(.list, _): return true
    default: return false
    }
  }
}

/// What the person asked of circles: `user-admin circle …`.
enum CircleCommand: Equatable {
  case create(owner: String, name: String)
  case show(id: String)
  case list
  case rename(id: String, name: String, expectedVersion: Int?)
  case join(id: String, user: String)
  case leave(id: String, user: String)
  case delete(id: String, expectedVersion: Int?)
  case invite(id: String, inviter: String, invitee: String)
  case accept(invitation: String)
  case decline(invitation: String)
  case repair
}

/// The command line, read: a store folder option and a command, or help, or a mistake.
enum Invocation: Equatable {
  case run(Command, store: String?)
  /// Help was asked for (`help [COMMAND]`, `--help`, `-h`): the text to print.
  case help(String)
  case usageError(UsageProblem)

  /// Reads the arguments after the program name.
  init(_ arguments: [String]) {
    if let topic = StoreOption.helpTopic(arguments) {
      switch Help.text(about: topic) {
      case .success(let text): self = .help(text)
      case .failure(let problem): self = .usageError(problem)
      }
      return
    }
    let option = StoreOption(splitting: arguments)
    // Nothing taken out, yet a `--store` among the words: it had no folder after it.
    guard option.path != nil || !option.words.contains("--store") else {
      self = .usageError(UsageProblem(message: "--store needs a folder or a database address"))
      return
    }
    var words = option.words
    let store = option.path
    // `--expect-version N`: the version the person last saw (chapter 8, IN-4).
    var expectedVersion: Int?
    if let flag = words.firstIndex(of: "--expect-version") {
      guard flag + 1 < words.count, let version = Int(words[flag + 1]), version >= 0 else {
        self = .usageError(
          UsageProblem(
            message: "--expect-version needs a version number (show prints it)",
            command: words.first { ["rename", "status", "circle"].contains($0) }))
        return
      }
      expectedVersion = version
      words.removeSubrange(flag...(flag + 1))
    }
    // `--ids`: circle commands name users by id instead of by name.
    let showingIds = words.contains("--ids")
    words.removeAll { $0 == "--ids" }
    guard let verb = words.first else {
      self = .usageError(UsageProblem(message: "no command given"))
      return
    }
    switch Self.read(verb, Array(words.dropFirst())) {
    case .failure(let problem): self = .usageError(problem)
    case .success(.circle(.rename(let id, let name, _), _)):
      let circle = CircleCommand.rename(id: id, name: name, expectedVersion: expectedVersion)
      self = .run(.circle(circle, showingIds: showingIds), store: store)
    case .success(.circle(.delete(let id, _), _)):
      let circle = CircleCommand.delete(id: id, expectedVersion: expectedVersion)
      self = .run(.circle(circle, showingIds: showingIds), store: store)
    case .success where expectedVersion != nil && !["rename", "status"].contains(verb):
      self = .usageError(
        UsageProblem(
          message: "--expect-version is for rename, status, circle rename and circle delete only",
          command: verb))
    case .success(.circle(let circle, _)):
      self = .run(.circle(circle, showingIds: showingIds), store: store)
    case .success where showingIds:
      self = .usageError(UsageProblem(message: "--ids is for circle commands only", command: verb))
    case .success(.rename(let id, let name, _)):
      self = .run(.rename(id: id, name: name, expectedVersion: expectedVersion), store: store)
    case .success(.status(let id, let message, _)):
      self = .run(.status(id: id, message: message, expectedVersion: expectedVersion), store: store)
    case .success(let command): self = .run(command, store: store)
    }
  }

  /// The command `verb` with its arguments `rest`, or what is wrong with them.
  private static func read(_ verb: String, _ rest: [String]) -> Result<Command, UsageProblem> {
    switch (verb, rest.count) {
    case ("register", 1): return .success(.register(name: rest[0]))
    case ("show", 1): return .success(.show(id: rest[0]))
    case ("rename", 2): return .success(.rename(id: rest[0], name: rest[1], expectedVersion: nil))
    case ("status", 2):
      return .success(.status(id: rest[0], message: rest[1], expectedVersion: nil))
    case ("upgrade", 1): return .success(.upgrade(id: rest[0]))
    case ("downgrade", 1): return .success(.downgrade(id: rest[0]))
    case ("withdraw", 1): return .success(.withdraw(id: rest[0]))
    case ("list", 0): return .success(.list)
    case ("circle", _): return readCircle(rest).map { .circle($0, showingIds: false) }
    case ("register", 2...):
      return .failure(quoteHint("register", words: rest, example: "register"))
    case ("rename", 3...):
      return .failure(quoteHint("rename", words: rest.dropFirst(), example: "rename \(rest[0])"))
    case ("register", _), ("show", _), ("rename", _), ("status", _), ("upgrade", _),
      ("downgrade", _), ("withdraw", _), ("list", _):
      return .failure(UsageProblem(message: "wrong number of arguments for \(verb)", command: verb))
    default:
      return .failure(UsageProblem(message: "unknown command \(EchoedInput.quoted(verb))"))
    }
  }

  /// `circle SUBCOMMAND …`.
  private static func readCircle(_ words: [String]) -> Result<CircleCommand, UsageProblem> {
    guard let verb = words.first else {
      return .failure(
        UsageProblem(message: "circle needs a subcommand: create, show, list, …", command: "circle")
      )
    }
    let rest = Array(words.dropFirst())
    switch (verb, rest.count) {
    case ("create", 2): return .success(.create(owner: rest[0], name: rest[1]))
    case ("show", 1): return .success(.show(id: rest[0]))
    case ("list", 0): return .success(.list)
    case ("rename", 2): return .success(.rename(id: rest[0], name: rest[1], expectedVersion: nil))
    case ("join", 2): return .success(.join(id: rest[0], user: rest[1]))
    case ("leave", 2): return .success(.leave(id: rest[0], user: rest[1]))
    case ("delete", 1): return .success(.delete(id: rest[0], expectedVersion: nil))
    case ("invite", 3): return .success(.invite(id: rest[0], inviter: rest[1], invitee: rest[2]))
    case ("accept", 1): return .success(.accept(invitation: rest[0]))
    case ("decline", 1): return .success(.decline(invitation: rest[0]))
    case ("repair", 0): return .success(.repair)
    case ("create", 3...):
      return .failure(
        quoteHint("circle create", words: rest.dropFirst(), example: "circle create \(rest[0])"))
    case ("rename", 3...):
      return .failure(
        quoteHint("circle rename", words: rest.dropFirst(), example: "circle rename \(rest[0])"))
    case ("create", _), ("show", _), ("list", _), ("rename", _), ("join", _), ("leave", _),
      ("delete", _), ("invite", _), ("accept", _), ("decline", _), ("repair", _):
      return .failure(
        UsageProblem(
          message: "wrong number of arguments for circle \(verb)", command: "circle \(verb)"))
    default:
      return .failure(
        UsageProblem(
          message: "unknown circle command \(EchoedInput.quoted(verb))", command: "circle"))
    }
  }

  /// A name given as several words: say how to quote it.
  private static func quoteHint(
    _ command: String, words: some Collection<String>, example: String
  ) -> UsageProblem {
    // The name is an echo; so is an id in `example`, which `printError` cuts like any other.
    let name = EchoedInput.quoted(words.joined(separator: " "))
    return UsageProblem(
      message: "\(command) takes the name as one argument; for a name with spaces, quote it: "
        + "user-admin \(example) \(name)", command: command)
  }

  /// The help's first part: what the app is, how it is called, and its user and circle
  /// commands (`Help` puts the parts together).
  static let usage = """
    user-admin — manage the workshop's users and their circles, stored durably on disk.

    usage: user-admin [--store ADDRESS] COMMAND
           user-admin help [COMMAND]    this help, or the usage of one command

    commands:
      register NAME          register a new user (3 to 20 characters; quote a name
                             with spaces: register "Kim Young-su")
      show ID                show a user's profile and its version
      rename ID NAME         change a user's name; with --expect-version N (the
                             version show printed), only if nobody changed it since
      status ID MESSAGE      change a user's status message ("" clears it); with
                             --expect-version N, only if nobody changed it since
      upgrade ID             make a user a premium user
      downgrade ID           make a user a normal user again
      withdraw ID            end a user's account: archived in the same commit, then
                             taken out of their circles (chapter 9's UserWithdrew)
      list                   list every user, oldest first
      recover                check every file of the store and salvage a damaged one:
                             every intact change is copied to a new journal, the
                             damaged one is kept beside it; never runs by itself

    circle commands (chapter 7; each names users by name, or by id with --ids):
      circle create OWNER NAME          create a circle; OWNER is its first member
      circle show ID [--ids]            show a circle: its owner, its members, its version
                                        and open invitations, by name (by id with --ids)
      circle list                       list every circle, oldest first
      circle rename ID NAME             change a circle's name (names are unique); with
                                        --expect-version N, only if nobody changed it since
      circle join ID USER               a user joins (30 members, or 50 with more
                                        than 10 premium members)
      circle leave ID USER              a member leaves (the owner cannot)
      circle delete ID                  end a circle; with --expect-version N, only if
                                        nobody changed it since
      circle invite ID MEMBER USER      a member invites a user
      circle accept INVITATION          the invitee joins; the invitation ends
      circle decline INVITATION         the invitee declines; the invitation ends
      circle repair                     take users who withdrew out of their circles (chapter 8)
    """

  /// The help's last part: how ids, the store folder, events and exit statuses work.
  static let notes = """


    Every ID may be shortened to a unique prefix of at least 4 characters, as git
    allows (rename 2A9723A0 NAME); an ambiguous prefix lists what it matches.
    The store is --store ADDRESS, else $USER_ADMIN_STORE, else $DATABASE_URL, else the
    folder DDDWorkshop/user-admin in the platform's application-support folder
    (~/Library/Application Support on macOS; $XDG_DATA_HOME, else ~/.local/share, on
    Linux). An ADDRESS is a folder of journals, sqlite:PATH (one SQLite file), or
    postgres://USER@HOST/DATABASE (any number of user-admin processes on one server);
    every store the app keeps lives there. show and list never create a folder or file.
    Events (chapter 9): every change stores its event in the same commit as the change
    (register, rename, status, upgrade, downgrade, withdraw), and after each command the
    relays hand them on: a registration prints its welcome,
    "notified user-1: Welcome, NAME!"; a withdrawal takes the user out of their circles; a
    circle join or accept reaches the notification context, which tells the owner,
    "notified user-1: user-2 joined NAME (now 2 members)". A
    run killed between its commit and the delivery loses nothing: the next command above
    (any but recover) delivers first, so its output starts with the welcome. Delivery is at
    least once: a run killed while delivering may print a welcome again next time.
    USER_ADMIN_KILL_AT=commit kills a run right after its commit, to watch this (handled:
    after the handlers returned; marked: after the event was marked delivered).
    USER_ADMIN_REPRODUCIBLE=1 makes every run print the same: numbered ids (user-1, user-2,
    circle-1, invitation-1, …) counted in a store folder (a database's ids stay random), a
    clock stopped at 2023-11-14 22:13:20 UTC, times in UTC.
    Exit status: 0 done, 1 refused (a broken rule or an unknown id), 2 usage error: a line
    naming the mistake, then the help to read (see: user-admin help COMMAND).
    """
}
