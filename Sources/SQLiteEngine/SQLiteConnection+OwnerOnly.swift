// A new database file is its owner's alone, as the journal files are: users, sessions and
// events are nobody else's to read on a shared machine.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension SQLiteConnection {
  /// Creates the database file at `path`, if none is there, for its owner alone (mode 0600).
  ///
  /// SQLite then gives its `-wal` and `-shm` files the same mode. An existing file keeps
  /// the mode it has, and a path SQLite does not treat as a file (`:memory:`, a `file:`
  /// URI) is left to SQLite.
  static func createOwnerOnly(_ path: String) {
    guard !path.isEmpty, path != ":memory:", !path.hasPrefix("file:") else { return }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 { close(descriptor) }
  }
}
