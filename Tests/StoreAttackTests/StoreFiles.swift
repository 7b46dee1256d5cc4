// A store's files as the attacks find them: every regular file in the store folder, never a
// list of names written down here, so a file a store gains later is attacked too.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every regular file of a store folder, by name, with its bytes: a store to copy and damage.
struct StoreSnapshot: Sendable {
  /// Each file's bytes, by name.
  let files: [String: Data]

  /// Reads every regular file directly in `folder` (links and folders are not files).
  static func read(_ folder: URL) throws -> StoreSnapshot {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where StoreFolder.isRegularFile(folder.appendingPathComponent(name)) {
      files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
    }
    return StoreSnapshot(files: files)
  }

  /// The names of the files that hold something, sorted.
  var nonEmptyNames: [String] { files.filter { !$0.value.isEmpty }.keys.sorted() }

  /// Writes the files into a new store folder `folder`: the folder 0700, each file 0600.
  func write(to folder: URL, replacing name: String? = nil, with bytes: Data? = nil) throws {
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    for (file, content) in files {
      let url = folder.appendingPathComponent(file)
      if file == name {
        guard let bytes else { continue }  // the file is missing
        try bytes.write(to: url)
      } else {
        try content.write(to: url)
      }
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }
  }
}

/// What the file system says about the files of a store folder.
enum StoreFolder {
  /// Whether `url` is a regular file itself (not a link to one).
  static func isRegularFile(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// Whether `url` is a symbolic link.
  static func isSymbolicLink(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  /// The permission bits of `url` itself (a link's own, not its target's).
  static func permissions(_ url: URL) -> mode_t? {
    var status = stat()
    return lstat(url.path, &status) == 0 ? status.st_mode & 0o777 : nil
  }

  /// The size and modification time of every file in `folder`, summed: it changes when
  /// any of them is written.
  static func signature(of folder: URL) -> [Int] {
    guard let directory = opendir(folder.path) else { return [] }
    defer { closedir(directory) }
    var sizes = 0
    var times = 0
    var count = 0
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      var status = stat()
      guard lstat(folder.path + "/" + name, &status) == 0 else { continue }
      sizes &+= Int(status.st_size)
      #if canImport(Darwin)
        times &+= Int(status.st_mtimespec.tv_nsec) &+ Int(status.st_mtimespec.tv_sec)
      #else
        times &+= Int(status.st_mtim.tv_nsec) &+ Int(status.st_mtim.tv_sec)
      #endif
      count += 1
    }
    return [count, sizes, times]
  }

  /// The names of every entry in `folder`, sorted.
  static func names(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }
}

/// Where the transactions of a journal end, read from its lines.
///
/// A transaction ends after the header line, and after each commit record (a line whose
/// second word is `commit`). A file with no commit record has no transactions: no part of
/// it may ever be cut.
struct JournalLayout {
  /// The offsets after the header and after each commit record, ascending.
  let boundaries: [Int]
  /// Where the file's last line starts.
  let lastLineStart: Int

  init(_ bytes: Data) {
    var ends: [Int] = []
    var lineStart = 0
    var lastStart = 0
    var sawCommit = false
    for (offset, byte) in zip(bytes.indices, bytes) where byte == UInt8(ascii: "\n") {
      let line = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
      let words = line.split(separator: " ")
      if ends.isEmpty {
        ends.append(offset + 1)  // the header
      } else if words.count >= 2 && words[1] == "commit" {
        ends.append(offset + 1)
        sawCommit = true
      }
      lastStart = lineStart
      lineStart = offset + 1
    }
    boundaries = sawCommit ? ends : []
    lastLineStart = lastStart
  }

  /// Whether the file is a journal: a header and at least one committed transaction.
  var isJournal: Bool { !boundaries.isEmpty }

  /// The end of the last whole transaction at or before `offset`, or `nil` inside the header.
  func lastBoundary(atOrBefore offset: Int) -> Int? {
    boundaries.last { $0 <= offset }
  }

  /// Where the last transaction starts: the boundary before the file's end.
  var lastTransactionStart: Int? {
    boundaries.count >= 2 ? boundaries[boundaries.count - 2] : nil
  }
}
