// Chapter 4 deep dive — the storage engine: system errors. Docs/04b-journal-deep-dive.md
//
// What the operating system said when it refused: the call, the file and `errno`, so a
// person reading the message knows where to look.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure reported by the operating system, naming the operation and the file.
public struct FileSystemError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The system call or step that failed, such as `fsync`.
  public let operation: String
  /// The file or directory it was applied to.
  public let path: String
  /// The `errno` value the system reported (0 for a simulated fault).
  public let code: Int32

  /// Makes an error for a failed operation on a path.
  public init(operation: String, path: String, code: Int32) {
    self.operation = operation
    self.path = path
    self.code = code
  }

  /// Whether the system refused because a symbolic link sits at the path (`ELOOP`
  /// from an open with `O_NOFOLLOW`).
  public var isSymbolicLink: Bool { code == ELOOP }

  /// Whether the system refused because something already exists at the path (`EEXIST`).
  public var isAlreadyExisting: Bool { code == EEXIST }

  /// Whether the disk, or the owner's quota on it, is full (`ENOSPC`, `EDQUOT`).
  public var isOutOfSpace: Bool { code == ENOSPC || code == EDQUOT }

  /// Whether the file reached the largest size allowed (`EFBIG`): the process's file size
  /// limit (`ulimit -f`) or the file system's.
  public var isFileTooLarge: Bool { code == EFBIG }

  /// What a person can do about the failure, when there is something: free space, or
  /// raise the file size limit.
  public var advice: String? {
    if isOutOfSpace { return "free some space on that disk (or raise the quota), then try again" }
    guard isFileTooLarge else { return nil }
    return "the file reached the file size limit: raise it (`ulimit -f`) or move the store "
      + "to a file system that allows larger files, then try again"
  }

  /// A sentence naming the operation, the path and the system's reason, then the
  /// ``advice``, if any.
  public var description: String {
    let reason = code == 0 ? "simulated fault" : String(cString: strerror(code))
    return "\(operation) failed for \(path): \(reason)" + (advice.map { "; " + $0 } ?? "")
  }
}
