// Runs an executable as a child process whose output a test reads and which it may kill.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A running child process with its standard output captured.
public final class ChildProcess {
  private let process = Process()
  private let output = Pipe()

  /// Starts `executable` with `arguments`.
  public init(_ executable: URL, _ arguments: [String]) throws {
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = output
    try process.run()
  }

  /// Kills the process at once, with no chance to clean up: `kill -9`.
  public func kill() {
    _ = sendSignal(process.processIdentifier, SIGKILL)
  }

  /// Waits for the process to end and returns everything it printed.
  public func finishedOutput() -> String {
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// The exit status, once the process has ended.
  public var status: Int32 { process.terminationStatus }
}

private func sendSignal(_ pid: Int32, _ signal: Int32) -> Int32 {
  kill(pid, signal)
}
