// Chapter 12 — Real databases (DB-1 … DB-5), an annotated example.
// Docs/12-real-databases.md
//
// Run it with `swift run real-databases`. The users' SQLite repository, in this process, on a
// file in a temporary folder (removed at the end; no server, nothing to install): chapter
// 5's application service over it unchanged, a taken name refused as the domain's own
// error, a stale copy refused, and the events kept in the change's transaction. No
// temporary path is printed.

import ApplicationServices
import Entities
import ExampleStory
import ExampleSupport
import Foundation
import Repositories
import SQLPersistence
import ValueObjects

let start = Date(timeIntervalSince1970: 1_700_000_000)
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("dddworkshop-real-databases-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }

/// The user, as one line.
func describe(_ user: User?) -> String {
  guard let user else { return "nobody" }
  return "\(user.name) (\(user.id.value)), \"\(user.statusMessage.value)\", version \(user.version)"
}

/// An event of the outbox table, as one line.
func describe(_ event: UserEvent) -> String {
  switch event {
  case .registered(let fact): return "UserRegistered \(fact.name)"
  case .renamed(let fact): return "UserRenamed \(fact.previousName) → \(fact.name)"
  case .statusMessageChanged(let fact):
    return "UserStatusMessageChanged \"\(fact.statusMessage.value)\""
  case .upgraded: return "UserUpgraded"
  case .downgraded: return "UserDowngraded"
  case .withdrew: return "UserWithdrew"
  }
}

// region: composition-root
/// The composition root, the one place that names a repository: chapter 5's service, unchanged,
/// over the users' SQLite repository.
func compose(storingIn path: String) throws -> (SQLiteUserRepository, UserApplicationService) {
  let store = try SQLiteUserRepository(path: path)
  let service = UserApplicationService(
    repository: store, idGenerator: try SequentialUserIdGenerator(), now: { start })
  return (store, service)
}
// endregion

do {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let path = folder.appendingPathComponent("users.sqlite").path

  step("DB-1 Chapter 5's service, unchanged, over SQLite: only the composition root differs")
  let (store, service) = try compose(storingIn: path)
  await attempt("register 김철수") { try await service.register(RegisterUserCommand(name: "김철수")).id }
  await attempt("register 박영희") { try await service.register(RegisterUserCommand(name: "박영희")).id }

  step("DB-2 A user is one row, loaded whole through its value objects")
  print("  find(name: 김철수) → \(describe(try await store.find(name: UserName("김철수"))))")

  step("DB-3 The UNIQUE constraint refuses a taken name; the store says it in the domain's words")
  let rival = User.register(id: try UserId("user-9"), name: try UserName("김철수"), at: start)
  await attempt("save(another 김철수)") {
    try await store.save(rival)
    return "saved"
  }

  step("DB-4 Two copies read at version 1: the first save wins, the second is stale")
  guard let read = try await store.find(name: UserName("박영희")) else { exit(1) }
  var first = read
  var second = read
  first.changeStatusMessage(to: try StatusMessage("DDD 공부 중"), at: start)
  second.changeName(to: try UserName("박민지"), at: start)
  for (label, copy) in [("save(first copy)", first), ("save(second copy)", second)] {
    await attempt(label) {
      try await store.save(copy)
      return "saved"
    }
  }
  print("  stored: \(describe(try await store.find(id: read.id)))")

  step("DB-5 Each save's events went into the outbox table, in the same transaction")
  for event in try await store.storedEvents() { print("  \(describe(event))") }
  print("  (the refused saves left no event: their transaction rolled back whole)")
} catch {
  print("✘ \(error)")
  exit(1)
}
