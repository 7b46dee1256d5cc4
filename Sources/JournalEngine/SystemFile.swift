// Chapter 4 deep dive — the storage engine: the durability contract. Docs/04b-journal-deep-dive.md
//
// Read last: this is the thin layer over the operating system that the journal stands
// on. What matters is *which* calls make a write durable: `fsync` (or `F_FULLFSYNC` on
// Apple platforms, where plain `fsync` does not reach the disk) on the file after
// writing, and on the directory after creating or renaming a file in it.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file descriptor with the handful of operations a journal on disk needs.
///
/// Not `Sendable`: it belongs to one actor, which serialises every call.
public final class SystemFile {
  /// The path the file was opened at.
  public let path: String
  private var descriptor: Int32
  /// Faults to simulate on this file's writes and syncs, for tests; `nil` in real use.
  package var faults: SimulatedFaults?

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit {
    if descriptor >= 0 { _ = systemClose(descriptor) }
  }

  /// Opens (and with `create`, creates with owner-only permission 0600) a file, never
  /// through a symbolic link: a link at `path` fails with `ELOOP`.
  ///
  /// With `exclusive`, the file must not exist yet (`O_EXCL`): a temp file is made fresh,
  /// never reused from whatever someone left at its path.
  /// - Throws: ``FileSystemError`` naming `open` and the path.
  public static func open(_ path: String, create: Bool = false, exclusive: Bool = false)
    throws(FileSystemError) -> SystemFile
  {
    var flags = O_RDWR | O_CLOEXEC | O_NOFOLLOW
    if create { flags |= O_CREAT }
    if exclusive { flags |= O_CREAT | O_EXCL }
    let descriptor = systemOpen(path, flags, 0o600)
    guard descriptor >= 0 else { throw FileSystemError(operation: "open", path: path, code: errno) }
    return SystemFile(path: path, descriptor: descriptor)
  }

  /// The file's size and identity (device and inode), as `fstat` reports them.
  public func status() throws(FileSystemError) -> (size: Int, identity: FileIdentity) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure("fstat") }
    return (Int(info.st_size), FileIdentity(info))
  }

  /// Reads `count` bytes starting at `offset` (fewer at the end of the file).
  public func read(count: Int, at offset: Int) throws(FileSystemError) -> [UInt8] {
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

  /// The file's permission bits, as `fstat` reports them.
  public func permissions() throws(FileSystemError) -> UInt32 {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw failure("fstat") }
    return UInt32(info.st_mode) & 0o7777
  }

  /// Reads the whole file.
  public func readAll() throws(FileSystemError) -> [UInt8] {
    try read(count: try status().size, at: 0)
  }

  // region: write
  /// Writes all of `bytes` at `offset`; a simulated fault writes half, then fails, and a
  /// simulated crash writes the bytes it was armed with, then kills the process.
  public func write(_ bytes: [UInt8], at offset: Int) throws(FileSystemError) {
    var limit = bytes.count
    let simulateFailure = faults?.shouldFail(.write) == true
    if simulateFailure { limit = bytes.count / 2 }
    let crashPoint = faults?.takeCrashPoint()
    if let crashPoint { limit = min(limit, crashPoint) }
    var done = 0
    while done < limit {
      let result = bytes.withUnsafeBytes { buffer in
        pwrite(descriptor, buffer.baseAddress.map { $0 + done }, limit - done, off_t(offset + done))
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { throw failure("pwrite") }
      done += result
    }
    if crashPoint != nil { _ = sendSignal(getpid(), SIGKILL) }
    if simulateFailure { throw FileSystemError(operation: "pwrite", path: path, code: 0) }
  }
  // endregion

  // region: sync
  /// Forces written data to the disk, so it survives a power loss.
  public func sync() throws(FileSystemError) {
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
  public func truncate(to size: Int) throws(FileSystemError) {
    guard ftruncate(descriptor, off_t(size)) == 0 else { throw failure("ftruncate") }
  }

  /// Takes (`true`) or releases (`false`) an exclusive advisory lock on the whole file.
  func lock(_ exclusive: Bool) throws(FileSystemError) {
    while flock(descriptor, exclusive ? LOCK_EX : LOCK_UN) != 0 {
      guard errno == EINTR else { throw failure("flock") }
    }
  }

  /// Closes the descriptor now instead of at `deinit`.
  public func close() {
    if descriptor >= 0 { _ = systemClose(descriptor) }
    descriptor = -1
  }

  private func failure(_ operation: String) -> FileSystemError {
    FileSystemError(operation: operation, path: path, code: errno)
  }
}

/// Which file a path or descriptor refers to: device and inode numbers.
public struct FileIdentity: Sendable, Hashable {
  /// The device that holds the file.
  public let device: UInt64
  /// The file's number on that device.
  public let inode: UInt64

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

// The C library's names, reached without clashing with the methods above.
func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}

func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

private func sendSignal(_ process: pid_t, _ signal: Int32) -> Int32 {
  kill(process, signal)
}
