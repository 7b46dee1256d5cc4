// The storage engine's system errors: what a person reads when the disk refuses.
// Docs/04b-journal-deep-dive.md

import Foundation
import JournalEngine
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("A refused system call names the file, and says what to do when a person can")
struct FileSystemErrorTests {
  @Test(
    "a full disk or quota and a file past the size limit are typed and say what to do; other failures name the call and the file"
  )
  func adviceForSpaceAndSize() {
    let full = FileSystemError(operation: "pwrite", path: "/s/users.journal", code: ENOSPC)
    let quota = FileSystemError(operation: "fsync", path: "/s/users.journal", code: EDQUOT)
    let large = FileSystemError(operation: "pwrite", path: "/s/users.journal", code: EFBIG)
    let denied = FileSystemError(operation: "open", path: "/s/users.journal", code: EACCES)

    #expect(full.isOutOfSpace && quota.isOutOfSpace && !large.isOutOfSpace)
    #expect(large.isFileTooLarge && !full.isFileTooLarge)
    for error in [full, quota] {
      #expect(error.description.contains("/s/users.journal"))
      #expect(error.description.contains("free some space on that disk"), "\(error)")
    }
    #expect(large.description.contains("pwrite failed for /s/users.journal"))
    #expect(large.description.contains("raise it (`ulimit -f`)"), "\(large)")
    #expect(denied.advice == nil)
    #expect(denied.description == "open failed for /s/users.journal: Permission denied")
  }
}
