// Which notifications a campaign expects, from the changes the store shows were committed,
// checked against every line every run printed: each at least once, none invented.

import Testing

/// The notifications the committed changes owe, checked against what was printed.
struct Announcements {
  /// The lines the committed events must print, each at least once.
  private(set) var expected: Set<String> = []

  /// A committed registration (or a profile made at sign-in) owes its welcome.
  mutating func welcome(_ id: String, named name: String) {
    expected.insert("notified \(id): Welcome, \(name)!")
  }

  /// A committed join (directly or by invitation) owes the owner's notice; the member count
  /// it ends with is the circle's at delivery, so it is left out of the comparison.
  mutating func join(owner: String, member: String, circle: String) {
    expected.insert("notified \(owner): \(member) joined \(circle)")
  }

  /// Records an issue for every owed line never printed, and every printed one not owed.
  func check(
    _ lines: [Substring], _ context: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let announced = Set(
      lines.filter { $0.hasPrefix("notified ") }.map {
        String($0).replacing(#/ \(now \d+ members\)$/#, with: "")
      })
    for line in expected.sorted() where !announced.contains(line) {
      Issue.record(
        "committed but never announced: \(line) (\(context))", sourceLocation: sourceLocation)
    }
    for line in announced.sorted() where !expected.contains(line) {
      Issue.record(
        "announced but never committed: \(line) (\(context))", sourceLocation: sourceLocation)
    }
  }
}
