// Chapter 7 — Beyond the basics (AD-1): factories, an annotated example.
// Docs/07-beyond-the-basics.md
//
// Run it with `swift run factories`. A new user needs a new id and a creation time, and
// where those come from changes for reasons of its own: UUIDs in the app, numbered ids
// in a test, a counter on disk when ids must be short and never repeat. This story
// registers users through one unchanged call, `UserApplicationService(repository:makeUser:)`,
// and swaps only the factory. Everything is written to a temp folder and removed.

import ApplicationServices
import ExampleStory
import ExampleSupport
import Factories
import Foundation
import Persistence
import Repositories
import ValueObjects

// region: registerAll
/// Registers each name with a service made from this repository and this factory: the same
/// call whichever factory it is handed.
func registerAll(
  _ names: [String], in repository: any UserRepository, factory: any UserFactory
) async -> [UserData] {
  let service = UserApplicationService(repository: repository, makeUser: factory.makeUser(named:))
  var registered: [UserData] = []
  for name in names {
    do {
      registered.append(try await service.register(RegisterUserCommand(name: name)))
    } catch {
      print("  ✘ register \(name) → \(error)")
    }
  }
  return registered
}
// endregion

/// One line per new user; a UUID is shown by its shape, so every run prints the same.
func show(_ users: [UserData]) {
  for user in users {
    let isUUID = UUID(uuidString: user.id) != nil
    let id = isUUID ? "a UUID (\(user.id.count) characters)" : user.id
    print("  ✔ \(user.name) → \(id), created \(user.createdAt.formatted(.iso8601))")
  }
}

// The instants are fixed, even for the "system" factory: the story prints the same
// output on every run.
let start = Date(timeIntervalSince1970: 1_700_000_000)
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("dddworkshop-factories-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }

do {
  // AD-1: creation is knowledge of its own. Registration needs "a new user"; how to
  // make one — which id, which instant — is a separate question with separate answers.
  step("AD-1 Creating a user is knowledge of its own")
  print("  A new user needs an id nobody has and the instant it was created. Where they")
  print("  come from changes for reasons that have nothing to do with registering users,")
  print("  so a UserFactory holds that knowledge, and registration is handed one.")

  step("The application's factory: SystemUserFactory (UUIDs and the clock)")
  let system = SystemUserFactory(now: { start })
  show(await registerAll(["김철수", "박영희"], in: InMemoryUserRepository(), factory: system))

  step("A factory for tests and examples: DeterministicUserFactory")
  let deterministic = try DeterministicUserFactory(prefix: "member", startingAt: start)
  show(await registerAll(["김철수", "박영희"], in: InMemoryUserRepository(), factory: deterministic))
  print("  ids count up and the clock moves one second per user: tests can name both")

  // The counter lives in a file, advanced under a lock and synced before an id is used,
  // so ids stay short and never repeat, across restarts and across processes.
  step("A factory with a counter on disk: FileSequenceUserFactory")
  let users = try FileUserRepository(directory: folder.appendingPathComponent("users"))
  let sequence = folder.appendingPathComponent("sequence")
  let onDisk = try FileSequenceUserFactory(directory: sequence, now: { start })
  show(await registerAll(["김철수", "박영희"], in: users, factory: onDisk))

  step("Restart: a new store and a new factory over the same folders")
  let reopened = try FileUserRepository(directory: folder.appendingPathComponent("users"))
  let restarted = try FileSequenceUserFactory(directory: sequence, now: { start })
  show(await registerAll(["이민수"], in: reopened, factory: restarted))
  print("  the counter continued at user-3; the store now holds:")
  for user in try await reopened.findAll() { print("    \(user.id) \(user.name)") }

  // The same restart with a counter in memory: it starts again at user-1. Registration
  // refuses to overwrite the user who has that id, but the knowledge "ids never repeat"
  // belongs to whoever makes ids — that is the factory's job.
  step("Why the counter must be durable: a counter in memory starts again at user-1")
  let forgetful = try DeterministicUserFactory(startingAt: start)
  show(await registerAll(["정하늘"], in: reopened, factory: forgetful))

  step("What changed between the three factories")
  print("  the ids and the clock — and one argument at the composition root. The call")
  print("  UserApplicationService(repository:makeUser:) and register(_:) did not change.")
} catch {
  print("unexpected: \(error)")
  exit(1)
}
