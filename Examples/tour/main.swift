// The tour: every chapter's example, in order, under chapter headings.
//
// Run it with `swift run tour`. Each chapter's example is its own executable (so it can
// also be run alone); the tour starts them one after another from the folder it was
// built into, and stops at the first one that fails.

import Foundation

/// A chapter of the workshop and the example executable that tells it.
struct Chapter {
  let title: String
  let executable: String
}

let chapters = [
  Chapter(title: "Chapter 1 — Value objects", executable: "value-objects"),
  Chapter(title: "Chapter 2 — Entities", executable: "entities"),
  Chapter(title: "Chapter 3 — Domain services", executable: "domain-services"),
  Chapter(title: "Chapter 4 — Repositories", executable: "repositories"),
]

/// Writes a line straight to standard output, unbuffered, so the tour's headings appear
/// before the output of the chapter it starts.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let buildFolder =
  Bundle.main.executableURL?.deletingLastPathComponent()
  ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

for chapter in chapters {
  let rule = String(repeating: "═", count: 72)
  say("\(rule)\n\(chapter.title)   (swift run \(chapter.executable))\n\(rule)")
  let process = Process()
  process.executableURL = buildFolder.appendingPathComponent(chapter.executable)
  do {
    try process.run()
    process.waitUntilExit()
  } catch {
    say("Could not start \(chapter.executable): \(error). Run `swift build` and try again.")
    exit(1)
  }
  guard process.terminationReason == .exit, process.terminationStatus == 0 else {
    say("\(chapter.executable) failed with status \(process.terminationStatus).")
    exit(1)
  }
  say("")
}
say("The tour is over: \(chapters.count) chapter(s). `swift test` runs the specification.")
