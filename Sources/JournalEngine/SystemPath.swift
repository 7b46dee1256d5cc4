// Chapter 4 deep dive — the storage engine: operations on paths, and the one atomic replace.
// Docs/04b-journal-deep-dive.md
//
// Read first: `replaceContents(of:with:via:faults:)`. Writing a whole file the durable
// way takes four steps — write a temp file, sync it, rename it over the old one, sync
// the directory — and skipping any one of them loses data in some crash. They are
// written here once, for the journal's compaction and for every snapshot file.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Operations on paths rather than open files.
public enum SystemPath {
  /// The identity of the file at `path`, or `nil` when there is none.
  public static func identity(of path: String) -> FileIdentity? {
    var info = stat()
    return stat(path, &info) == 0 ? FileIdentity(info) : nil
  }

  /// Whether anything exists at `path`.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  // region: makeDirectory
  /// Creates a directory (and any missing parents) with owner-only permission 0700,
  /// syncing each parent so the new entries are durable.
  public static func makeDirectory(_ path: String) throws(FileSystemError) {
    if exists(path) { return }
    let parentPath = parent(of: path)
    if parentPath != path && !exists(parentPath) { try makeDirectory(parentPath) }
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw FileSystemError(operation: "mkdir", path: path, code: errno)
    }
    try syncDirectory(parentPath)
  }
  // endregion

  // region: replaceContents
  /// Replaces the file at `path` with `bytes` atomically and durably: after a crash the
  /// file holds either the old bytes or the new ones, never a mix.
  ///
  /// Writes a fresh temp file at `temporaryPath` (0600, created exclusively after removing
  /// whatever was there, never through a link), syncs it, renames it over `path` and syncs
  /// the directory. On failure the temp file is removed and `path` is untouched.
  public static func replaceContents(
    of path: String, with bytes: [UInt8], via temporaryPath: String
  ) throws(FileSystemError) {
    try replaceContents(of: path, with: bytes, via: temporaryPath, faults: nil)
  }

  /// ``replaceContents(of:with:via:)`` with faults to simulate, for tests.
  package static func replaceContents(
    of path: String, with bytes: [UInt8], via temporaryPath: String, faults: SimulatedFaults?
  ) throws(FileSystemError) {
    do throws(FileSystemError) {
      // unlink removes a link itself, never its target; O_EXCL then makes a fresh file.
      try remove(temporaryPath)
      let temporary = try SystemFile.open(temporaryPath, exclusive: true)
      temporary.faults = faults
      try temporary.write(bytes, at: 0)
      try temporary.sync()
      temporary.close()
      try rename(temporaryPath, to: path)
      try syncDirectory(parent(of: path))
    } catch {
      try? remove(temporaryPath)
      throw error
    }
  }
  // endregion

  /// The permission bits of the directory at `path` (following links to it).
  public static func permissions(of path: String) throws(FileSystemError) -> UInt32 {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FileSystemError(operation: "stat", path: path, code: errno)
    }
    return UInt32(info.st_mode) & 0o7777
  }

  /// Gives `destination` a second name, `link`, failing if `link` exists: never overwrites.
  public static func link(_ destination: String, as link: String) throws(FileSystemError) {
    guard systemLink(destination, link) == 0 else {
      throw FileSystemError(operation: "link", path: link, code: errno)
    }
  }

  /// Atomically replaces `destination` with `source`.
  public static func rename(_ source: String, to destination: String) throws(FileSystemError) {
    guard systemRename(source, destination) == 0 else {
      throw FileSystemError(operation: "rename", path: source, code: errno)
    }
  }

  /// Removes the file at `path`; a missing file is not an error.
  public static func remove(_ path: String) throws(FileSystemError) {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw FileSystemError(operation: "unlink", path: path, code: errno)
    }
  }

  /// Removes every file in `directory` whose name starts with `prefix` (links themselves,
  /// never their targets).
  public static func removeAll(in directory: String, startingWith prefix: String)
    throws(FileSystemError)
  {
    guard let stream = opendir(directory) else {
      throw FileSystemError(operation: "opendir", path: directory, code: errno)
    }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(prefix) { names.append(name) }
    }
    closedir(stream)
    for name in names { try remove(directory + "/" + name) }
  }

  // region: syncDirectory
  /// Makes a directory's entries (new and renamed files) durable: `fsync` on the directory.
  public static func syncDirectory(_ path: String) throws(FileSystemError) {
    let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC, 0)
    guard descriptor >= 0 else { throw FileSystemError(operation: "open", path: path, code: errno) }
    defer { _ = systemClose(descriptor) }
    guard fsync(descriptor) == 0 else {
      throw FileSystemError(operation: "fsync", path: path, code: errno)
    }
  }
  // endregion

  /// The folder that holds `path`.
  public static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

private func systemLink(_ destination: String, _ link: String) -> Int32 {
  #if canImport(Glibc)
    Glibc.link(destination, link)
  #else
    Darwin.link(destination, link)
  #endif
}

private func systemRename(_ source: String, _ destination: String) -> Int32 {
  rename(source, destination)
}
