// When to kill: a random moment inside a command's run. How long a command runs depends on
// the machine and its load, so the clock learns each command's duration from the runs that
// ended by themselves, and picks a moment between a fifth of it and a little past its end
// (a kill after the end is a run that finished: it must then have done everything).

/// Picks kill moments that fall inside each kind of command's run.
struct KillClock {
  private var typical: [String: Duration] = [:]
  private let fallback = Duration.milliseconds(30)

  /// The kind of command `arguments` is: its verb, and the circle subcommand.
  static func kind(_ arguments: [String]) -> String {
    arguments.first == "circle" ? arguments.prefix(2).joined(separator: " ") : arguments[0]
  }

  /// Learns from a run of `arguments` that ended by itself after `duration`.
  mutating func learn(_ arguments: [String], ran duration: Duration) {
    let kind = Self.kind(arguments)
    typical[kind] = typical[kind].map { ($0 * 3 + duration) / 4 } ?? duration
  }

  /// A moment to kill a run of `arguments`: 20–120 % of its typical duration.
  func moment<Generator: RandomNumberGenerator>(
    for arguments: [String], using generator: inout Generator
  ) -> Duration {
    let whole = typical[Self.kind(arguments)] ?? fallback
    return whole * Double.random(in: 0.2...1.2, using: &generator)
  }
}
