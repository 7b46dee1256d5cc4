// Chapter 4 — Repositories: the file repository never writes through a link (RE-6).
// Docs/04b-journal-deep-dive.md
//
// Someone who can plant a symbolic link where the repository is about to write could make it
// overwrite any file its user owns. Each test plants one such link, or a folder others
// can write to, and states what the repository must do: refuse, naming the path, and leave
// the link's target alone.

import Foundation
import JournalEngine
import Persistence
import TestSupport
import Testing
import ValueObjects

@Suite("The file store never writes through a link and keeps its files private (RE-6)")
struct FileUserRepositoryAttackTests {
  /// A file outside the repository's folder that a planted link points to, and its bytes.
  static let victimBytes = Data("precious data that is not a journal\n".utf8)

  @Test(
    "a symbolic link where the journal or lock file should be is refused, naming it, and its target is untouched",
    arguments: ["users.journal", "users.lock"])
  func linkedFile(name: String) async throws {
    try await withTemporaryDirectory { directory in
      let store = directory.appendingPathComponent("store")
      try FileManager.default.createDirectory(at: store, withIntermediateDirectories: false)
      let victim = directory.appendingPathComponent("victim")
      try Self.victimBytes.write(to: victim)
      let link = store.appendingPathComponent(name)
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)

      #expect(throws: FileUserRepository.StorageError.symbolicLink(path: link.path)) {
        try FileUserRepository(directory: store)
      }
      #expect(try Data(contentsOf: victim) == Self.victimBytes)
    }
  }

  @Test("a dangling link where the lock file should be is refused, and its target is never created")
  func danglingLock() async throws {
    try await withTemporaryDirectory { directory in
      let store = directory.appendingPathComponent("store")
      try FileManager.default.createDirectory(at: store, withIntermediateDirectories: false)
      let outside = directory.appendingPathComponent("created-outside")
      let link = store.appendingPathComponent("users.lock")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)

      #expect(throws: FileUserRepository.StorageError.symbolicLink(path: link.path)) {
        try FileUserRepository(directory: store)
      }
      #expect(!FileManager.default.fileExists(atPath: outside.path))
    }
  }

  @Test(
    "a link planted as the compaction temp file is removed, never followed, by compact and by the automatic compaction in save"
  )
  func linkedTempFile() async throws {
    try await withTemporaryDirectory { directory in
      let store = directory.appendingPathComponent("store")
      let repository = try FileUserRepository(directory: store)
      let victim = directory.appendingPathComponent("victim")
      try Self.victimBytes.write(to: victim)
      let link = store.appendingPathComponent("users.journal.compacting")
      var user = try Fixtures.user("user-1", named: "김철수")

      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
      try await repository.compact()
      #expect(try Data(contentsOf: victim) == Self.victimBytes)

      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
      for round in 0..<200 {  // enough saves of one user to trigger compaction
        user = try Fixtures.restored(user, status: "round \(round)")  // no event: bytes only
        try await repository.save(user)
        user = user.advancingVersion()
      }
      // Saves go on while a compaction runs; one more, once it is done, catches up.
      await repository.waitForCompaction()
      try await repository.save(user)
      await repository.waitForCompaction()
      #expect(await repository.journalEntryCount < 200)
      #expect(try Data(contentsOf: victim) == Self.victimBytes)
      #expect(try await FileUserRepository(directory: store).findAll() == [user])
    }
  }

  @Test(
    "an existing store folder other users can write to is refused with how to fix it, and left as it is",
    arguments: [0o777, 0o775, 0o757])
  func writableByOthers(mode: Int) async throws {
    try await withTemporaryDirectory { directory in
      let store = directory.appendingPathComponent("store")
      try FileManager.default.createDirectory(
        at: store, withIntermediateDirectories: false, attributes: [.posixPermissions: mode])
      try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: store.path)

      let error = #expect(throws: FileUserRepository.StorageError.self) {
        try FileUserRepository(directory: store)
      }
      #expect(error == .unsafeDirectory(path: store.path, mode: UInt32(mode)))
      #expect(error?.description.contains("chmod 700 \(store.path)") == true)
      let after = try FileManager.default.attributesOfItem(atPath: store.path)
      #expect((after[.posixPermissions] as? Int) == mode)
      #expect(try FileManager.default.contentsOfDirectory(atPath: store.path).isEmpty)
    }
  }

  @Test(
    "the folder is 0700 and the journal and lock 0600 under umask 000, 022 and 077",
    arguments: ["000", "022", "077"])
  func permissionsUnderUmask(mask: String) async throws {
    let writer = try #require(builtExecutable(named: "journal-writer"))
    try await withTemporaryDirectory { directory in
      let store = directory.appendingPathComponent("new/store")
      let child = try ChildProcess(writer, ["umask", mask, store.path])
      let output = await child.finishedOutput()

      #expect(child.status == 0, "\(output)")
      #expect(output == "directory 700\nusers.journal 600\nusers.lock 600\n")
    }
  }
}
