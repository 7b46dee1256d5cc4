// Chapter 6 — the capstone: the two doors every printed line goes out by. Docs/06-layers.md
//
// Read only if curious. A line on standard output and a refusal on standard error each
// pass one function, so the edge's rules hold for every command without each command
// remembering them: nothing unprintable reaches the terminal raw, so no stored or typed text
// can forge a row or a message (`EchoedInput.escaped(_:)`); every echo of a typed argument
// is cut the same way (`EchoedInput.fitting(_:arguments:)`); and the lines keep the order
// they were printed in, although standard output is buffered and standard error is not.

import Foundation

/// Prints one line to standard output, every unprintable character in it escaped.
func printLine(_ line: String) {
  print(EchoedInput.escaped(line))
}

/// Writes a refusal to standard error as one line: `error: ` and the message, every echo of
/// what was typed cut to size and every unprintable character escaped.
///
/// Standard output is flushed first, so a refusal never jumps ahead of the lines printed
/// before it when both streams go to one file.
func printError(_ message: String) {
  let typed = StoreOption(splitting: (try? CommandLineInput.arguments.get()) ?? []).words
  let line = EchoedInput.escaped(EchoedInput.fitting(message, arguments: typed))
  fflush(nil)
  // A standard error that refuses (a full disk) cannot be told so; the exit status still is.
  try? FileHandle.standardError.write(contentsOf: Data(("error: " + line + "\n").utf8))
}
