// Chapter 4 — Repositories: an annotated example. Docs/04-repositories.md
//
// Run it with `swift run repositories`. A use case that talks to storage directly says
// more about files than about users. This story moves the storage behind the domain's
// `UserRepository` port, runs the same code on two datastores, restarts one, and puts
// a session cache in front of it. Everything is written to a temp folder and removed.

import DomainServices
import Entities
import ExampleStory
import Foundation
import Persistence
import Repositories
import ValueObjects

// MARK: RE-1, before: storage code inside the use case

/// Registration with the datastore inlined: paths, JSON and file writes crowd out the
/// two lines that are about users (the duplicate check and the new user).
func registerBefore(_ name: String, in folder: URL) throws -> String {
  let file = folder.appendingPathComponent("users-before.json")
  var all: [[String: String]] = []
  if let data = try? Data(contentsOf: file),
    let decoded = try JSONSerialization.jsonObject(with: data) as? [[String: String]]
  {
    all = decoded
  }
  if all.contains(where: { $0["name"] == name }) { return "refused: \(name) is taken" }
  all.append(["id": UUID().uuidString, "name": name])
  try JSONSerialization.data(withJSONObject: all).write(to: file)
  return "registered \(name) in \(file.lastPathComponent)"
}

// MARK: RE-1, after: the use case speaks the domain's language

// region: register
/// Registration over the port: what happens, not where it is stored.
func register(
  _ name: UserName, id: UserId, at instant: Date, in repository: any UserRepository
) async throws -> String {
  let user = User.register(id: id, name: name, at: instant)
  if try await UserService(repository: repository).isDuplicate(user) {
    return "refused: \(name) is taken"
  }
  try await repository.save(user)
  return "registered \(name) as \(id)"
}
// endregion

// region: file
/// RE-4: not found is an answer, not an error; the caller decides what it means.
func showThatAMissingUserIsNil(in folder: URL) async throws {
  step("RE-4 A missing user is nil; the caller decides what that means")
  let file = try FileUserRepository(directory: folder.appendingPathComponent("store"))
  if try await file.find(id: UserId("user-99")) == nil {
    print("  find(id: user-99) = nil → a screen would offer onboarding here")
  }
}
// endregion

let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("dddworkshop-repositories-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }

do {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let start = Date(timeIntervalSince1970: 1_700_000_000)

  step("RE-1 Before: storage code inside the use case")
  print("  \(try registerBefore("김철수", in: folder))")
  print("  \(try registerBefore("김철수", in: folder))")
  print("  It works, but the rule is buried in JSON and paths, and tied to one file format.")

  // RE-2, RE-7: the same function, two datastores. Only this line chooses one.
  step("RE-1 After: the same use case on two datastores (RE-7)")
  let stores: [(String, any UserRepository)] = [
    ("in-memory", InMemoryUserRepository()),
    ("file", try FileUserRepository(directory: folder.appendingPathComponent("store"))),
  ]
  for (label, repository) in stores {
    let ids = try SequentialUserIdGenerator()
    for name in ["김철수", "박영희", "김철수"] {
      let outcome = try await register(
        try UserName(name), id: ids.makeUserId(), at: start, in: repository)
      print("  [\(label)] \(outcome)")
    }
  }

  // RE-3: save takes the whole user; there is no updateName(id:name:).
  step("RE-3 Save the whole user, delete to end a lifecycle")
  let fileStore = stores[1].1
  if var park = try await fileStore.find(name: UserName("박영희")) {
    park.changeStatusMessage(to: try StatusMessage("이사했어요"), at: park.createdAt)
    try await fileStore.save(park)
    print("  saved \(park.name) with status \"\(park.statusMessage)\"")
    // Delete takes the withdrawn copy of what the repository holds now (saving moved the version).
    if var stored = try await fileStore.find(id: park.id) {
      stored.withdraw(at: park.createdAt)
      try await fileStore.delete(stored)
    }
    print(
      "  deleted \(park.id); find(id:) now answers \(String(describing: try await fileStore.find(id: park.id)))"
    )
  }

  try await showThatAMissingUserIsNil(in: folder)

  // RE-6: a restart. A new repository over the same directory replays the journal.
  step("RE-6 Restart: the file store finds its users again")
  let restarted = try FileUserRepository(directory: folder.appendingPathComponent("store"))
  for user in try await restarted.findAll() {
    print("  \(user.id) \(user.name), created \(user.createdAt.formatted(.iso8601))")
  }
  print("  journal: \(restarted.journalURL.lastPathComponent), one line per change")

  // RE-8: a session cache in front of the file repository, which stays the source of truth.
  step("RE-8 A session cache: read through, write through, two ways to end")
  let cache = CachedUserRepository(store: restarted)
  let kim = try await cache.find(name: UserName("김철수"))
  print("  first read loads from the store and caches: \(kim.map(\.name.value) ?? "none")")
  print("  cached users: \(await cache.cachedCount)")
  await cache.clearOnSignOut()
  print(
    "  sign-out: cache emptied (\(await cache.cachedCount)), the store still has "
      + "\(try await restarted.findAll().count) user(s)")
  if var kim {
    // Withdrawing is a use case of its own (chapters 5 and 8): it ends the user in the
    // repository. The cache is told afterwards, and only forgets.
    _ = try await cache.find(id: kim.id)
    kim.withdraw(at: kim.createdAt)
    try await restarted.delete(kim)
    await cache.clearOnWithdrawal(of: kim.id)
    print(
      "  withdrawal of \(kim.id): the store ended it, the cache forgot it (\(await cache.cachedCount)); "
        + "a read now answers \(String(describing: try await cache.find(id: kim.id)))")
  }
} catch {
  print("unexpected: \(error)")
  exit(1)
}
