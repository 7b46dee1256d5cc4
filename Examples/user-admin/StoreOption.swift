// Chapter 6 — Layers and presentation (LA-2): the capstone's command line. Docs/06-layers.md
//
// Every command reads the store folder the same way, so the reading lives here once:
// `--store PATH` is taken out of the words wherever it stands, and what is left is the
// command, or what help is asked about.

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

  /// The command words help is asked about, or `nil` when `arguments` do not ask for help:
  /// the words after `help` as the command (`help circle join`), or the words around `--help`
  /// or `-h` anywhere (`rename --help`); none for the whole help.
  static func helpTopic(_ arguments: [String]) -> [String]? {
    let words = StoreOption(splitting: arguments).words
    if words.first == "help" { return Array(words.dropFirst()) }
    let flags: Set = ["--help", "-h"]
    guard words.contains(where: flags.contains) else { return nil }
    return words.filter { !flags.contains($0) }
  }
}
