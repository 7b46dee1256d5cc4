// Chapter 4 — Repositories (RE-6): the durability contract. Docs/04-repositories.md
//
// Read last: this is the thin layer over the operating system that the journal stands
// on. What matters for a learner is *which* calls make a write durable: `fsync` (or
// `F_FULLFSYNC` on Apple platforms, where plain `fsync` does not reach the disk) on the
// file after writing, and on the directory after creating or renaming a file in it.

import Synchronization

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

  /// A sentence naming the operation, the path and the system's reason.
  public var description: String {
    let reason = code == 0 ? "simulated fault" : String(cString: strerror(code))
    return "\(operation) failed for \(path): \(reason)"
  }
}

/// Faults to simulate in tests of the durability contract: the next write or sync fails.
///
/// Production code passes none. A test hands a `SimulatedFaults` to the repository and
/// arms it just before the operation it wants to see fail.
public final class SimulatedFaults: Sendable {
  /// An operation a fault can be armed for.
  public enum Operation: Sendable, Hashable {
    /// Writing bytes to the journal: half of them are written, then the write fails.
    case write
    /// Forcing written bytes to the disk.
    case sync
  }

  private let armed = Mutex<Set<Operation>>([])

  /// Makes a fault injector with nothing armed.
  public init() {}

  /// Makes the next `operation` fail once.
  public func failNext(_ operation: Operation) {
    armed.withLock { _ = $0.insert(operation) }
  }

  /// Whether `operation` should fail now; disarms it.
  package func shouldFail(_ operation: Operation) -> Bool {
    armed.withLock { $0.remove(operation) != nil }
  }
}

/// An open file descriptor with the handful of operations the journal needs.
///
/// Not `Sendable`: it belongs to one actor, which serialises every call.
package final class SystemFile {
  package let path: String
  private(set) var descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit {
    if descriptor >= 0 { _ = systemClose(descriptor) }
  }

  /// Opens (and with `create`, creates with owner-only permission 0600) a file.
  package static func open(_ path: String, create: Bool = false, truncate: Bool = false)
    throws(FileSystemError) -> SystemFile
  {
    var flags = O_RDWR | O_CLOEXEC
    if create { flags |= O_CREAT }
    if truncate { flags |= O_TRUNC }
    let descriptor = systemOpen(path, flags, 0o600)
    guard descriptor >= 0 else { throw FileSystemError(operation: "open", path: path, code: errno) }
    return SystemFile(path: path, descriptor: descriptor)
  }

  /// The file's size and identity (device and inode), as `fstat` reports them.
  package func status() throws(FileSystemError) -> (size: Int, identity: FileIdentity) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure("fstat") }
    return (Int(info.st_size), FileIdentity(info))
  }

  /// Reads `count` bytes starting at `offset`.
  package func read(count: Int, at offset: Int) throws(FileSystemError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
      }
      if result < 0 && errno == EINTR { continue }
      guard result >= 0 else { throw failure("pread") }
      if result == 0 { break }
      done += result
    }
    if done < count { bytes.removeLast(count - done) }
    return bytes
  }

  // region: write
  /// Writes all of `bytes` at `offset`; a simulated fault writes half, then fails.
  package func write(_ bytes: [UInt8], at offset: Int, faults: SimulatedFaults?)
    throws(FileSystemError)
  {
    var limit = bytes.count
    let simulateFailure = faults?.shouldFail(.write) == true
    if simulateFailure { limit = bytes.count / 2 }
    var done = 0
    while done < limit {
      let result = bytes.withUnsafeBytes { buffer in
        pwrite(descriptor, buffer.baseAddress.map { $0 + done }, limit - done, off_t(offset + done))
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { throw failure("pwrite") }
      done += result
    }
    if simulateFailure { throw FileSystemError(operation: "pwrite", path: path, code: 0) }
  }
  // endregion

  // region: sync
  /// Forces written data to the disk, so it survives a power loss.
  package func sync(faults: SimulatedFaults?) throws(FileSystemError) {
    if faults?.shouldFail(.sync) == true {
      throw FileSystemError(operation: "fsync", path: path, code: 0)
    }
    #if canImport(Darwin)
      // On Apple platforms fsync only reaches the drive's cache; F_FULLFSYNC reaches the disk.
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
    #endif
    #if os(Linux)
      // fdatasync writes the data and the metadata needed to read it back (the new
      // size), skipping only timestamps: durable for an append, and what SQLite uses.
      guard fdatasync(descriptor) == 0 else { throw failure("fdatasync") }
    #else
      guard fsync(descriptor) == 0 else { throw failure("fsync") }
    #endif
  }
  // endregion

  /// Cuts the file to `size` bytes.
  package func truncate(to size: Int) throws(FileSystemError) {
    guard ftruncate(descriptor, off_t(size)) == 0 else { throw failure("ftruncate") }
  }

  /// Takes (`true`) or releases (`false`) an exclusive advisory lock on the whole file.
  package func lock(_ exclusive: Bool) throws(FileSystemError) {
    while flock(descriptor, exclusive ? LOCK_EX : LOCK_UN) != 0 {
      guard errno == EINTR else { throw failure("flock") }
    }
  }

  /// Closes the descriptor now instead of at `deinit`.
  package func close() {
    if descriptor >= 0 { _ = systemClose(descriptor) }
    descriptor = -1
  }

  private func failure(_ operation: String) -> FileSystemError {
    FileSystemError(operation: operation, path: path, code: errno)
  }
}

/// Which file a path or descriptor refers to: device and inode numbers.
package struct FileIdentity: Equatable {
  package let device: UInt64
  package let inode: UInt64

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// Operations on paths rather than open files.
package enum SystemPath {
  /// The identity of the file at `path`, or `nil` when there is none.
  package static func identity(of path: String) -> FileIdentity? {
    var info = stat()
    return stat(path, &info) == 0 ? FileIdentity(info) : nil
  }

  /// Whether anything exists at `path`.
  package static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  // region: makeDirectory
  /// Creates a directory (and any missing parents) with owner-only permission 0700,
  /// syncing each parent so the new entries are durable.
  package static func makeDirectory(_ path: String) throws(FileSystemError) {
    if exists(path) { return }
    let parentPath = parent(of: path)
    if parentPath != path && !exists(parentPath) { try makeDirectory(parentPath) }
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw FileSystemError(operation: "mkdir", path: path, code: errno)
    }
    try syncDirectory(parentPath)
  }
  // endregion

  /// Atomically replaces `destination` with `source`.
  package static func rename(_ source: String, to destination: String) throws(FileSystemError) {
    guard systemRename(source, destination) == 0 else {
      throw FileSystemError(operation: "rename", path: source, code: errno)
    }
  }

  /// Removes the file at `path`; a missing file is not an error.
  package static func remove(_ path: String) throws(FileSystemError) {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw FileSystemError(operation: "unlink", path: path, code: errno)
    }
  }

  // region: syncDirectory
  /// Makes a directory's entries (new and renamed files) durable: `fsync` on the directory.
  package static func syncDirectory(_ path: String) throws(FileSystemError) {
    let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC, 0)
    guard descriptor >= 0 else { throw FileSystemError(operation: "open", path: path, code: errno) }
    defer { _ = systemClose(descriptor) }
    guard fsync(descriptor) == 0 else {
      throw FileSystemError(operation: "fsync", path: path, code: errno)
    }
  }
  // endregion

  /// The folder that holds `path`.
  package static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

// The C library's names, reached without clashing with the methods above.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
  rename(source, destination)
}
