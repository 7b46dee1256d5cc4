// The tour: every chapter's example, in order, under chapter headings.
//
// Run it with `swift run tour`. Each chapter's example is its own executable (so it can
// also be run alone); the tour starts them one after another from the folder it was
// built into, and stops at the first one that fails. Chapter 6 is the capstone app,
// driven through a short session in a temporary store, as a person would type it;
// chapter 7's four examples and those of chapters 8 to 12 follow it. Each
// example tells its teaching points in its chapter's order (.ci/check-docs.swift checks
// the golden file), and the tour first says once what their ids are.

import Foundation

/// A chapter of the workshop and the example executable that tells it.
struct Chapter {
  let title: String
  let executable: String

  /// The chapter's number, read from its title ("Chapter 7 — …" is 7).
  var number: Substring { title.split(separator: " ").dropFirst().first ?? "" }
}

let chapters = [
  Chapter(title: "Chapter 1 — Value objects", executable: "value-objects"),
  Chapter(title: "Chapter 2 — Entities", executable: "entities"),
  Chapter(title: "Chapter 3 — Domain services", executable: "domain-services"),
  Chapter(title: "Chapter 4 — Repositories", executable: "repositories"),
  Chapter(
    title: "Chapter 5 — Application services and use cases", executable: "application-services"),
]

/// Run after the capstone (chapter 6), so the chapters keep their order.
let beyondTheBasics = [
  Chapter(title: "Chapter 7 — Beyond the basics: factories", executable: "factories"),
  Chapter(title: "Chapter 7 — Beyond the basics: aggregates", executable: "aggregates"),
  Chapter(title: "Chapter 7 — Beyond the basics: specifications", executable: "specifications"),
  Chapter(
    title: "Chapter 7 — Beyond the basics: the circle's use cases", executable: "circle-use-cases"),
  Chapter(
    title: "Chapter 8 — Integrity: unique names, a unit of work, versions",
    executable: "integrity"),
  Chapter(title: "Chapter 9 — Domain events and the query side", executable: "events"),
  Chapter(
    title: "Chapter 10 — Boundaries: contexts, sessions, gateways, styles",
    executable: "boundaries"),
  Chapter(title: "Chapter 11 — Strategic design", executable: "strategic-design"),
  Chapter(title: "Chapter 12 — Real databases", executable: "real-databases"),
]

/// Writes a line straight to standard output, unbuffered, so the tour's headings appear
/// before the output of the program it starts.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Prints a chapter heading.
func heading(_ title: String, command: String) {
  let rule = String(repeating: "═", count: 72)
  say("\(rule)\n\(title)   (\(command))\n\(rule)")
}

/// Runs an executable from the build folder, with `environment` added to the tour's;
/// returns its exit status and, when `capture` is set, its output (otherwise the output
/// goes straight to the terminal).
func run(
  _ name: String, _ arguments: [String] = [], environment: [String: String] = [:],
  capture: Bool = false
) -> (Int32, String) {
  let folder =
    Bundle.main.executableURL?.deletingLastPathComponent()
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let process = Process()
  process.executableURL = folder.appendingPathComponent(name)
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let pipe = Pipe()
  if capture {
    process.standardOutput = pipe
    process.standardError = pipe
  }
  // Waited for asleep: on Linux, Process.waitUntilExit spins a core the example could use.
  let exited = DispatchSemaphore(value: 0)
  process.terminationHandler = { _ in exited.signal() }
  do {
    try process.run()
  } catch {
    say("Could not start \(name): \(error). Run `swift build` and try again.")
    exit(1)
  }
  let output = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
  exited.wait()
  return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// Runs each chapter's example under its heading; stops the tour at the first failure.
func runExamples(_ chapters: [Chapter]) {
  for chapter in chapters {
    heading(chapter.title, command: "swift run \(chapter.executable)")
    let (status, _) = run(chapter.executable)
    guard status == 0 else {
      say("\(chapter.executable) failed with status \(status).")
      exit(1)
    }
    say("")
  }
}

// The ids, said once: a labelled step names the teaching point (or points) it shows.
say(
  "A step (▸) that begins with an id shows that teaching point: its chapter's prefix and "
    + "its number, VO-6 being chapter 1's sixth; VO-8/10/11 shows three at once. A step "
    + "without one goes on with the point before it. Docs/specification.md lists them all.\n")
runExamples(chapters)

// Chapter 6: the capstone, every layer at work over real journal files. The store is a
// fresh temporary folder whose path is never printed, and the app runs reproducibly
// (numbered ids, a stopped clock), so the tour prints the same on every run and machine.
heading("Chapter 6 — Layers and presentation: the capstone", command: "swift run user-admin")
say("(USER_ADMIN_REPRODUCIBLE=1: ids user-1, user-2, … and a clock stopped at one instant)")
let store = FileManager.default.temporaryDirectory
  .appendingPathComponent("dddworkshop-tour-\(UUID().uuidString)")

/// Runs one `user-admin` command in the tour's store, printed like a terminal session.
@discardableResult
func userAdmin(_ arguments: [String], expect expected: Int32 = 0) -> String {
  say(
    "$ user-admin " + arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " "))
  let (status, output) = run(
    "user-admin", ["--store", store.path] + arguments,
    environment: ["USER_ADMIN_REPRODUCIBLE": "1"], capture: true)
  say(
    output.trimmingCharacters(in: .newlines).split(separator: "\n").map { "  " + $0 }.joined(
      separator: "\n"))
  if status != expected {
    say("user-admin exited with \(status), expected \(expected).")
    exit(1)
  }
  return output
}

let registered = userAdmin(["register", "김철수"])
let id =
  registered.split(separator: "\n").first { $0.hasPrefix("registered ") }
  .map { String($0.dropFirst("registered ".count)) } ?? ""
userAdmin(["register", "김철수"], expect: 1)
userAdmin(["rename", id, "ab"], expect: 1)
userAdmin(["status", id, "DDD 공부 중"])
userAdmin(["list"])
say("(each command above was a new process: the users came back from the journal on disk)")
userAdmin(["withdraw", id])
userAdmin(["show", id], expect: 1)
try? FileManager.default.removeItem(at: store)
say("")

runExamples(beyondTheBasics)

let chapterCount = Set((chapters + beyondTheBasics).map(\.number) + ["6"]).count
say(
  "The tour is over: \(chapterCount) chapters. `swift test` runs the specification;"
    + " `swift run learn` starts the exercises.")
