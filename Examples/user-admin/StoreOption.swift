// Chapter 6 — Layers and presentation (LA-2): the capstone's command line. Docs/06-layers.md
//
// Every command reads the store folder the same way, so the reading lives here once:
// `--store PATH` is taken out of the words wherever it stands, and what is left is the
// command.

/// The arguments split into the `--store PATH` option and the command's own words.
struct StoreOption {
  /// The folder given with `--store`, if any.
  let path: String?
  /// The arguments without `--store PATH`; a `--store` with no path after it stays here.
  let words: [String]

  /// Takes the first `--store PATH` out of `arguments`.
  init(splitting arguments: [String]) {
    var words = arguments
    var path: String?
    if let index = words.firstIndex(of: "--store"), index + 1 < words.count {
      path = words[index + 1]
      words.removeSubrange(index...(index + 1))
    }
    self.path = path
    self.words = words
  }

  /// Whether `arguments` ask for help (`--help`, `-h` or `help` anywhere).
  static func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.contains { $0 == "--help" || $0 == "-h" || $0 == "help" }
  }
}
