// Waiting for a store's files to change without spinning: on Linux the kernel wakes the
// waiter (inotify) when a file in the folder is written, created, renamed or removed; on
// other systems the folder is looked at every 50 µs. The kill campaign waits like this for
// each child it kills just after a commit, and a spinning waiter took a core from the very
// process it waited for.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wakes its owner when the files of one folder may have changed.
struct FolderWatch: ~Copyable {
  private let descriptor: Int32

  /// Starts watching `folder`; where the kernel cannot tell (another system, or no watch
  /// left), ``wait(upTo:)`` falls back to a short sleep.
  init(_ folder: URL) {
    #if os(Linux)
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      let events: UInt32 =
        UInt32(IN_MODIFY) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_TO)
        | UInt32(IN_MOVED_FROM) | UInt32(IN_ATTRIB) | UInt32(IN_CLOSE_WRITE)
      if fd >= 0 && inotify_add_watch(fd, folder.path, events) < 0 {
        close(fd)
        descriptor = -1
      } else {
        descriptor = fd
      }
    #else
      descriptor = -1
    #endif
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Returns when something in the folder changed, or after `milliseconds` at most; what the
  /// kernel reported is drained, so the next wait waits for a new change.
  func wait(upTo milliseconds: Int32) {
    guard descriptor >= 0 else {
      usleep(50)
      return
    }
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&request, 1, milliseconds) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while read(descriptor, &buffer, buffer.count) > 0 {}
  }
}
