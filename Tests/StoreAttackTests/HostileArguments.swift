// What an attacker types, and what the capstone may print back. Every command line is tried
// with each hostile value in each position; whatever the command does with it, its output
// must carry no raw control character, no direction override, no forged line, no byte that
// is not UTF-8, and every echo of a long value cut the one way (20 characters, then "…").

import Foundation
import Testing

/// A value no honest argument holds.
struct HostileValue: CustomStringConvertible {
  /// What the value is, for messages.
  let description: String
  /// Its bytes, as they reach `argv`.
  let bytes: [UInt8]
  /// Whether the value is not UTF-8 at all: it must be refused wherever it stands.
  let isInvalidUTF8: Bool

  /// A line an echo of the value would start if its line feed were printed raw.
  static let forgedRow = "FORGED-ROW"
  /// The character the long value repeats.
  static let longCharacter: Character = "Z"

  /// Every hostile value: invalid UTF-8, ESC, CR, LF, U+202E, and 10,000 characters.
  static let all: [HostileValue] = [
    HostileValue(
      description: "invalid UTF-8", bytes: Array("ab".utf8) + [0xFF, 0xFE] + Array("cd".utf8),
      isInvalidUTF8: true),
    HostileValue(text: "ESC", "ab\u{1B}[2Jcd"),
    HostileValue(text: "CR", "abc\rforged"),
    HostileValue(text: "LF", "abc\n" + forgedRow),
    HostileValue(text: "U+202E", "ab\u{202E}cd"),
    HostileValue(text: "10,000 characters", String(repeating: longCharacter, count: 10_000)),
  ]

  private init(description: String, bytes: [UInt8], isInvalidUTF8: Bool) {
    self.description = description
    self.bytes = bytes
    self.isInvalidUTF8 = isInvalidUTF8
  }

  private init(text name: String, _ text: String) {
    self.init(description: name, bytes: Array(text.utf8), isInvalidUTF8: false)
  }
}

/// Every command line of the capstone, with an honest value in each position, against a
/// store made by ``HostileArguments/setUp(_:)``.
enum HostileArguments {
  /// The command lines whose every word is replaced, one at a time, by a hostile value.
  static let commands: [[String]] = [
    ["register", "newname"], ["show", "user-1"], ["rename", "user-1", "renamed"],
    ["status", "user-1", "a status"], ["rename", "--expect-version", "1", "user-1", "again"],
    ["upgrade", "user-1"], ["downgrade", "user-1"], ["withdraw", "user-2"], ["list"],
    ["circle", "create", "user-1", "Newcircle"], ["circle", "show", "circle-1"],
    ["circle", "list"], ["circle", "rename", "circle-1", "Renamed"],
    ["circle", "join", "circle-1", "user-2"], ["circle", "leave", "circle-1", "user-2"],
    ["circle", "delete", "circle-1"], ["circle", "invite", "circle-1", "user-1", "user-2"],
    ["circle", "accept", "invitation-1"], ["circle", "decline", "invitation-1"],
    ["circle", "repair"], ["circles", "--after", "cursor"], ["circles", "--size", "5"],
    ["sign-in", "kakao", "demo-hostile", "newperson"], ["whoami"], ["sign-out"],
    ["delete-account"], ["recover"],
  ]

  /// The commands that print what a store holds: every listed field is checked too.
  static let listings: [[String]] = [
    ["list"], ["show", "user-1"], ["circle", "list"], ["circle", "show", "circle-1"],
    ["circles"], ["whoami"],
  ]

  /// Every distinct command line with `value` in one position.
  static func lines(with value: HostileValue) -> [[[UInt8]]] {
    var seen = Set<[[UInt8]]>()
    var lines: [[[UInt8]]] = []
    for command in commands {
      for position in command.indices {
        var words = command.map { Array($0.utf8) }
        words[position] = value.bytes
        if seen.insert(words).inserted { lines.append(words) }
      }
    }
    return lines
  }

  /// Users user-1 and user-2, circle-1 with invitation-1, and a signed-in user-3.
  static func setUp(_ admin: UserAdmin) async throws {
    for name in ["alpha", "bravo"] { try await admin.succeed(["register", name]) }
    try await admin.succeed(["circle", "create", "user-1", "Alpha"])
    try await admin.succeed(["circle", "invite", "circle-1", "user-1", "user-2"])
    try await admin.succeed(["sign-in", "kakao", "demo-hostile-setup", "hotel"])
  }

  /// Records an issue for everything `finished` printed that breaks the rules: `line` is
  /// what was run, for the message.
  static func check(
    _ finished: Finished, ran line: String, value: HostileValue? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for problem in problems(finished, value: value) {
      Issue.record("\(line): \(problem)", sourceLocation: sourceLocation)
    }
  }

  private static func problems(_ finished: Finished, value: HostileValue?) -> [String] {
    var problems: [String] = []
    let printed = finished.stdout + finished.stderr
    guard let text = String(data: printed, encoding: .utf8) else {
      return ["printed bytes that are not UTF-8: \(Array(printed.prefix(200)))"]
    }
    for scalar in text.unicodeScalars where isRaw(scalar) {
      problems.append("printed U+\(String(scalar.value, radix: 16, uppercase: true)) raw")
    }
    if text.split(separator: "\n").contains(where: { $0.hasPrefix(HostileValue.forgedRow) }) {
      problems.append("a line feed in an argument started a line of its own")
    }
    problems += uncutEchoes(text)
    if value?.isInvalidUTF8 == true && finished.acknowledged {
      problems.append("an argument that is not UTF-8 was accepted: \(text.prefix(300))")
    }
    if !finished.acknowledged {
      problems += refusalProblems(finished)
    }
    return problems
  }

  /// C0 and C1 controls (a line feed aside) and the marks that reorder text.
  private static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00..<0x20, 0x7F..<0xA0: true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Every run of the long value's character is an echo: 20 characters, then "…".
  private static func uncutEchoes(_ text: String) -> [String] {
    var problems: [String] = []
    var rest = Substring(text)
    while let start = rest.firstIndex(of: HostileValue.longCharacter) {
      let run = rest[start...].prefix { $0 == HostileValue.longCharacter }
      let after = rest[run.endIndex...].prefix(2)
      if run.count >= 2 && (run.count != 20 || !(after.hasPrefix("…") || after == "\"…")) {
        problems.append("echoed \(run.count) characters of a long argument, not 20 and \"…\"")
      }
      rest = rest[run.endIndex...]
    }
    return problems
  }

  /// A refusal is a one-line error on standard error, with status 1 (or 2 and the usage).
  private static func refusalProblems(_ finished: Finished) -> [String] {
    guard let status = finished.status else { return ["crashed (signal \(finished.signal ?? 0))"] }
    let error = String(decoding: finished.stderr, as: UTF8.self)
    let lines = error.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    var problems: [String] = []
    if ![1, 2].contains(status) { problems.append("exit status \(status)") }
    if !(lines.first?.hasPrefix("error: ") ?? false) {
      problems.append("the refusal is not an error line: \(error.prefix(300))")
    }
    if status == 1 && lines.count != 1 {
      problems.append("the refusal is \(lines.count) lines: \(error.prefix(300))")
    }
    return problems
  }
}
