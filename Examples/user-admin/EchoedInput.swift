// Chapter 6 — the capstone: what the app repeats back of what a person typed.
// Docs/06-layers.md
//
// Read only if curious. Every message that echoes input cuts it the same way: at most
// 20 characters, the cut the status-message rule makes, then "…". A 200-character name
// is not printed whole in one message and cut in another.

/// Input as the app echoes it in messages: the same cut everywhere.
enum EchoedInput {
  /// How many characters of echoed input are shown.
  static let limit = 20

  /// The text, cut after ``limit`` characters with "…".
  static func truncated(_ text: String) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "…"
  }

  /// The text cut and quoted, with control characters escaped.
  static func quoted(_ text: String) -> String {
    text.count <= limit
      ? String(reflecting: text) : String(reflecting: String(text.prefix(limit))) + "…"
  }

  /// A message from the domain with every echo of an over-long argument cut to size.
  ///
  /// The domain's messages quote what they were given, some in full (a name) and some
  /// cut (a status message's first 20 characters, with no mark that it was cut); the app
  /// rewrites each echo of an argument it passed in to the one form, ``quoted(_:)``.
  static func fitting(_ message: String, arguments: [String]) -> String {
    let marker = "\u{0}echo\u{0}"
    return arguments.filter { $0.count > limit }.reduce(message) { text, argument in
      let cut = String(reflecting: String(argument.prefix(limit)))
      return [String(reflecting: argument), cut + "…", cut]
        .reduce(text) { $0.replacingOccurrences(of: $1, with: marker) }
        .replacingOccurrences(of: marker, with: quoted(argument))
    }
  }
}
