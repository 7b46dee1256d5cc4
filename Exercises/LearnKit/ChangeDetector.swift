// How the watcher notices a save: a snapshot of every file under the exercise's Sources/
// (its path, inode, size and modification time to the nanosecond), taken with `stat` and
// compared with the last one. Editors that save by writing a temporary file and renaming it
// over the original change the inode even when size and time look the same, so the rename
// is seen too. A snapshot of a handful of files costs microseconds, so the watcher can
// afford to take one twenty times a second. Docs/exercises.md

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says about one file: enough to tell that it was saved again.
package struct FileIdentity: Hashable, Sendable {
  /// The file's inode: a rename over the file gives it a new one.
  package let inode: UInt64
  /// The file's size in bytes.
  package let size: Int64
  /// The modification time, in nanoseconds since 1970.
  package let modified: Int64
}

/// Watches one folder for saves by comparing snapshots of its files.
package struct ChangeDetector: Sendable {
  /// The folder watched, such as an exercise's Sources/.
  package let folder: URL
  private var last: [String: FileIdentity]

  /// Starts watching `folder`; the files as they are now count as seen.
  package init(folder: URL) {
    self.folder = folder
    last = Self.snapshot(of: folder)
  }

  /// Whether any file was added, removed, renamed over or written since the last call
  /// (or since `init`); the files as they are now count as seen afterwards.
  package mutating func detectChange() -> Bool {
    let now = Self.snapshot(of: folder)
    defer { last = now }
    return now != last
  }

  /// Every regular file under `folder`, by its path inside it.
  package static func snapshot(of folder: URL) -> [String: FileIdentity] {
    var files: [String: FileIdentity] = [:]
    guard let paths = FileManager.default.subpaths(atPath: folder.path) else { return files }
    for path in paths {
      var info = stat()
      guard stat(folder.appendingPathComponent(path).path, &info) == 0,
        (info.st_mode & S_IFMT) == S_IFREG
      else { continue }
      files[path] = FileIdentity(
        inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modificationTime(info))
    }
    return files
  }

  private static func modificationTime(_ info: stat) -> Int64 {
    #if canImport(Darwin)
      Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
    #else
      Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    #endif
  }
}
