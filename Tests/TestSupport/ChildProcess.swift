// Runs an executable as a child process whose output a test reads and which it may kill.
// Waiting for it happens on a thread of its own (`onOwnThread`), never on the test pool, and
// asleep (`ProcessExit`).

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A running child process with its standard output and error captured together.
public final class ChildProcess: Sendable {
  private let process: Process
  private let output: Pipe
  private let exit: ProcessExit

  /// Starts `executable` with `arguments`, in this process's environment with `changes`
  /// made (see ``ChildEnvironment``).
  public init(
    _ executable: URL, _ arguments: [String], environment changes: [String: String?] = [:]
  )
    throws
  {
    process = Process()
    output = Pipe()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ChildEnvironment.make(changes)
    process.standardOutput = output
    process.standardError = output
    exit = ProcessExit(of: process)
    try process.run()
  }

  /// The process id.
  public var processIdentifier: Int32 { process.processIdentifier }

  /// Kills the process at once, with no chance to clean up: `kill -9`.
  public func kill() {
    _ = sendSignal(process.processIdentifier, SIGKILL)
  }

  /// Kills the process with `kill -9` once `milliseconds` have passed, timed on a thread of
  /// its own: a sleep on the busy test pool can oversleep by seconds, while a child that
  /// writes until it is killed goes on writing.
  public func kill(afterMilliseconds milliseconds: Int) async {
    let pid = process.processIdentifier
    await onOwnThread {
      usleep(useconds_t(milliseconds) * 1_000)
      _ = sendSignal(pid, SIGKILL)
    }
  }

  /// Waits for the process to end and returns everything it printed.
  public func finishedOutput() async -> String {
    let (output, exit) = (self.output, self.exit)
    return await onOwnThread {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      exit.wait()
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// The exit status, once the process has ended.
  public var status: Int32 { process.terminationStatus }

  /// Waits for every one of `children` to end; what each printed, in their order.
  public static func outputs(of children: [ChildProcess]) async -> [String] {
    var outputs: [String] = []
    for child in children { outputs.append(await child.finishedOutput()) }
    return outputs
  }

  /// Runs `executable` with `arguments` to its end: its exit status and everything it
  /// printed.
  public static func run(
    _ executable: URL, _ arguments: [String], environment changes: [String: String?] = [:]
  ) async throws -> (status: Int32, output: String) {
    let child = try ChildProcess(executable, arguments, environment: changes)
    let output = await child.finishedOutput()
    return (child.status, output)
  }
}

private func sendSignal(_ pid: Int32, _ signal: Int32) -> Int32 {
  kill(pid, signal)
}
