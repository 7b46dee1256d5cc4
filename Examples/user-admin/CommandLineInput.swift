// Chapter 6 — the capstone: the command line as the operating system hands it over.
// Docs/06-layers.md
//
// Read only if curious. `CommandLine.arguments` repairs what it is given: bytes that are
// not UTF-8 become U+FFFD, and a name typed with them would be stored changed. The app reads
// the raw `argv` instead and refuses such an argument before any command runs, as it
// refuses `--store ""`, which would otherwise mean the current folder without saying so.
// The three standard streams are handed over too, and may be closed (`2>&-`): the first file
// the app opened would then take the closed stream's number, and an error line meant for
// standard error would be written into a journal. They are opened on `/dev/null` first.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the person typed after the program name, read once from the raw `argv`.
enum CommandLineInput {
  /// Opens each closed standard stream (input, output, error) on `/dev/null`, so that no file
  /// the app opens later takes its number and receives lines meant for the terminal.
  static func openClosedStandardStreams() {
    for stream in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(stream, F_GETFD) == -1 && errno == EBADF {
      // `open` returns the lowest free number: the closed stream's, as the streams are
      // opened in order.
      _ = open("/dev/null", stream == STDIN_FILENO ? O_RDONLY : O_WRONLY)
    }
  }

  /// Why a command line is refused before any command runs.
  enum Problem: Error, Equatable, CustomStringConvertible {
    /// The argument at this position (1 is the first after the program name) is not
    /// UTF-8 text.
    case notText(position: Int)
    /// `--store` was given an empty path.
    case emptyStorePath
    /// `--store` was given a path longer than ``longestStorePath`` bytes, which no folder
    /// on every supported system can have; it is not echoed.
    case storePathTooLong(bytes: Int)

    /// A sentence naming the rule and what to do.
    var description: String {
      switch self {
      case .notText(let position):
        return "argument \(position) is not UTF-8 text; user-admin takes text only and never "
          + "stores a repaired copy of it: type it again in a UTF-8 terminal"
      case .emptyStorePath:
        return "--store needs a folder path; got an empty one (leave --store out to use "
          + "$USER_ADMIN_STORE, $DATABASE_URL or the default folder)"
      case .storePathTooLong(let bytes):
        return "--store takes a path of at most \(CommandLineInput.longestStorePath) bytes, "
          + "the longest every supported system accepts; this one has \(bytes)"
      }
    }
  }

  /// The longest store path accepted, in UTF-8 bytes: `PATH_MAX` on macOS, the stricter
  /// of the two supported systems.
  static let longestStorePath = 1_024

  /// The arguments, or why they are refused; read the first time they are asked for.
  static let arguments: Result<[String], Problem> = read(
    count: Int(CommandLine.argc), values: CommandLine.unsafeArgv)

  /// Reads the `count` raw C strings of `values`, the program's name first.
  static func read(
    count: Int, values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) -> Result<[String], Problem> {
    var words: [String] = []
    for position in 1..<max(count, 1) {
      guard let raw = values[position], let word = String(validatingCString: raw) else {
        return .failure(.notText(position: position))
      }
      words.append(word)
    }
    let path = StoreOption(splitting: words).path
    if path == "" { return .failure(.emptyStorePath) }
    if let path, path.utf8.count > longestStorePath {
      return .failure(.storePathTooLong(bytes: path.utf8.count))
    }
    return .success(words)
  }
}
