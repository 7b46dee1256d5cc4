// Chapter 6 — the capstone: `user-admin help [COMMAND]`. Docs/06-layers.md
//
// Read only if curious. The whole help is put together from each command family's part, in
// chapter order; one command's usage is its entries in that same text, so the two can never
// say different things.

/// The help text: all of it, or one command's.
enum Help {
  /// The whole help: `user-admin help` and `user-admin --help`.
  static let full =
    Invocation.usage + CirclesInvocation.usage + SessionInvocation.usage + Invocation.notes

  /// The line closing one command's help.
  static let pointer = "every command, and how ids, the store and events work: user-admin help"

  /// What `user-admin help TOPIC…` prints, or the usage mistake in the topic.
  ///
  /// The topic is a command (`rename`, `sign-in`), `circle` for every circle command, or
  /// `circle` and a subcommand (`circle join`); words after those (an id, a name) are left
  /// alone, so `rename user-1 --help` shows rename's usage. No topic, or `help`, is everything.
  static func text(about topic: [String]) -> Result<String, UsageProblem> {
    guard let first = topic.first, first != "help" else { return .success(full) }
    let isCircle = first == "circle" && topic.count > 1
    let key = isCircle ? Array(topic.prefix(2)) : [first]
    let lines = entries(of: key)
    guard !lines.isEmpty else {
      let message =
        isCircle
        ? "unknown circle command \(EchoedInput.quoted(topic[1]))"
        : "unknown command \(EchoedInput.quoted(first))"
      return .failure(UsageProblem(message: message, command: isCircle ? "circle" : nil))
    }
    return .success((lines + [pointer]).joined(separator: "\n"))
  }

  /// The full help's entries for the command `key` names, each with its continuation lines.
  ///
  /// An entry starts on a line indented by two spaces with the command's words
  /// (`  circle join ID USER …`); the lines indented further below it continue it.
  static func entries(of key: [String]) -> [String] {
    var found: [String] = []
    var inEntry = false
    for line in full.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("   ") {
        if inEntry { found.append(String(line)) }
        continue
      }
      let words = line.hasPrefix("  ") ? line.split(separator: " ").map(String.init) : []
      inEntry = words.count >= key.count && Array(words.prefix(key.count)) == key
      if inEntry { found.append(String(line)) }
    }
    return found
  }
}
