// Chapter 6 — the capstone: what the app repeats back of what a person typed, and how it
// prints any text it did not write itself. Docs/06-layers.md
//
// Read only if curious. Two rules, each written once:
//
// - Nothing is printed raw that could move the cursor, recolour the terminal, forge a line
//   or turn text around: control characters (line feeds, carriage returns, ESC, DEL and the
//   C1 controls), line and paragraph separators and direction controls are shown as Swift
//   writes them in a literal (`\n`, `\u{1B}`, `\u{202E}`). Every line the app prints goes
//   through `escaped(_:)` (see `ConsoleOutput.swift`), listed fields and echoes alike.
// - Every echo of typed input is cut the same way: at most 20 characters, the cut the
//   status-message rule makes, then "…". A 200-character name is not printed whole in one
//   message and cut in another.

import ValueObjects

/// Input as the app echoes it in messages, and text as it may reach a terminal.
enum EchoedInput {
  /// How many characters of echoed input are shown.
  static let limit = 20

  /// Whether `scalar` is never printed raw: a control character (C0, DEL, C1), a line or
  /// paragraph separator, or a direction control.
  static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return TextRules.isDirectionControl(scalar)
    }
  }

  /// The text with every unprintable scalar written as Swift writes it in a literal.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnprintable) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      guard isUnprintable(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result
  }

  /// The text cut after ``limit`` characters and quoted as the domain quotes, nothing
  /// unprintable left raw; "…" marks a cut.
  static func quoted(_ text: String) -> String {
    guard text.count > limit else { return escaped(TextRules.quoted(text)) }
    return escaped(TextRules.quoted(String(text.prefix(limit)))) + "…"
  }

  /// A message with every echo of a long or unprintable argument cut to size.
  ///
  /// The domain's messages quote what they were given, some in full (a name) and some
  /// cut (a status message's first 20 characters, with no mark that it was cut), and a
  /// message may carry an argument unquoted; the app rewrites each echo of an argument it
  /// passed in to the one form, ``quoted(_:)``. Short, printable arguments are left as they
  /// stand: they are ids and words the message uses as they are.
  static func fitting(_ message: String, arguments: [String]) -> String {
    let echoed = arguments.filter {
      $0.count > limit || $0.unicodeScalars.contains(where: isUnprintable)
    }
    var text = message
    // Longest first, each echo set aside behind a marker so no later argument matches
    // inside it.
    for (index, argument) in echoed.enumerated().sorted(by: { $0.1.count > $1.1.count }) {
      let cut = String(argument.prefix(limit))
      let forms = [
        TextRules.quoted(argument), String(reflecting: argument), TextRules.quoted(cut) + "…",
        String(reflecting: cut) + "…", TextRules.quoted(cut), String(reflecting: cut),
        "\"\(argument)\"", argument,
      ]
      for form in forms { text = text.replacingOccurrences(of: form, with: marker(index)) }
    }
    for (index, argument) in echoed.enumerated() {
      text = text.replacingOccurrences(of: marker(index), with: quoted(argument))
    }
    return text
  }

  private static func marker(_ index: Int) -> String { "\u{0}echo \(index)\u{0}" }
}
