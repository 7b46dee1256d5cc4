// A child process for the file store's fault tests: it saves users one after another
// and reports each save only after `save` has returned, so a test that kills it knows
// which saves were acknowledged.
//
//   journal-writer DIRECTORY PREFIX COUNT
//
// saves users PREFIX-0 … PREFIX-(COUNT-1), printing "saved N" after each one.

import Entities
import Foundation
import Persistence
import ValueObjects

/// Writes a line to standard output at once, unbuffered, so a killed process loses none.
func report(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]) else {
  report("usage: journal-writer DIRECTORY PREFIX COUNT")
  exit(2)
}
let prefix = arguments[2]

do {
  let repository = try FileUserRepository(directory: URL(fileURLWithPath: arguments[1]))
  for index in 0..<count {
    let user = User(
      id: try UserId("\(prefix)-\(index)"), name: try UserName("\(prefix) \(index)"),
      createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
    try await repository.save(user)
    report("saved \(index)")
  }
} catch {
  report("error: \(error)")
  exit(1)
}
