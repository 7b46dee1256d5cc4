// Chapter 6 — the capstone: ids by unique prefix, as git does. Docs/06-layers.md
//
// Read only if curious. A UUID is long to type; `rename 2A9723A0 김영수` is enough when
// no other id starts that way. An exact id always wins; a prefix needs at least 4
// characters; an ambiguous one lists what it matches instead of guessing.

/// How a typed id or prefix resolved among the ids that exist.
enum IdPrefix: Equatable {
  case found(String)
  case notFound
  case tooShort
  case ambiguous([String])

  /// The fewest characters a prefix may have.
  static let minimumLength = 4

  /// Resolves `typed` among `ids`: the exact id, else the one id it begins (ignoring case).
  init(_ typed: String, among ids: [String]) {
    if ids.contains(typed) {
      self = .found(typed)
      return
    }
    guard typed.count >= Self.minimumLength else {
      self = .tooShort
      return
    }
    let matches = ids.filter { $0.lowercased().hasPrefix(typed.lowercased()) }
    switch matches.count {
    case 0: self = .notFound
    case 1: self = .found(matches[0])
    default: self = .ambiguous(matches)
    }
  }

  /// The message for a prefix that did not resolve to one id of a `kind` ("user", "circle").
  func problem(typed: String, kind: String) -> String? {
    switch self {
    case .found: return nil
    case .notFound: return "no \(kind) has the id \(EchoedInput.quoted(typed))"
    case .tooShort:
      return "an id prefix needs at least \(Self.minimumLength) characters; "
        + "got \(EchoedInput.quoted(typed)) (no \(kind) has that whole id)"
    case .ambiguous(let matches):
      return "the prefix \(EchoedInput.quoted(typed)) matches \(matches.count) \(kind)s: "
        + matches.joined(separator: ", ") + "; type more of the id"
    }
  }
}
