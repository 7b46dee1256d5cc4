// Chapter 5 — Application services and use cases: an annotated example.
// Docs/05-application-services.md
//
// Run it with `swift run application-services`. The application layer is where a
// program's features live: register, look up, update, withdraw. This story calls each
// one the way a screen or a command line would — with plain text in and plain data
// out — and shows every kind of error a caller must handle.

import ApplicationServices
import ExampleStory
import Foundation
import Persistence
import ValueObjects

/// Runs a use case and prints its result or its error, never crashing.
func attempt<Value>(
  _ label: String, _ useCase: () async throws -> Value
) async {
  do {
    print("  ✔ \(label) → \(try await useCase())")
  } catch {
    print("  ✘ \(label) → \(error)")
  }
}

/// A short picture of a user's data.
func describe(_ data: UserData?) -> String {
  guard let data else { return "nil (no such user)" }
  let status = data.statusMessage.isEmpty ? "" : " “\(data.statusMessage)”"
  return "\(data.id) \(data.name)\(status)"
}

do {
  // The composition: an in-memory repository, predictable ids and a fixed clock, so this
  // story prints the same every time. The capstone app wires the real ones.
  let users = InMemoryUserRepository()
  let clock: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_700_000_000) }
  let service = UserApplicationService(
    repository: users, idGenerator: try SequentialUserIdGenerator(), now: clock)
  // Withdrawal is a use-case type of its own (AS-5, below): it writes the archive too,
  // kept here in a repository of its own, so the archive is written first.
  let archive = InMemoryWithdrawnUserRepository()
  let withdrawal = WithdrawUserUseCase(users: users, archive: archive, now: clock)

  // AS-1 and AS-3: each use case takes a command of plain text and returns plain data.
  step("AS-1 Register, get, update, withdraw — commands in, UserData out")
  await attempt("register 김철수") {
    describe(try await service.register(RegisterUserCommand(name: "김철수")))
  }
  await attempt("register 박영희") {
    describe(try await service.register(RegisterUserCommand(name: "박영희")))
  }
  await attempt("get user-1") { describe(try await service.get(GetUserQuery(id: "user-1"))) }
  await attempt("update user-1: name 김영수, status “DDD 공부 중”") {
    describe(
      try await service.update(
        UpdateUserCommand(id: "user-1", name: "김영수", statusMessage: "DDD 공부 중")))
  }
  await attempt("withdraw user-2") {
    describe(try await withdrawal.execute(WithdrawUserCommand(id: "user-2")))
  }
  await attempt("get user-2") { describe(try await service.get(GetUserQuery(id: "user-2"))) }

  // AS-4: every failure is one typed error with a message a person can act on. The
  // messages about rules are the value objects' own: the service adds no rule (AS-2).
  step("AS-4 Errors a caller must handle")
  await attempt("register 김영수 again") {
    describe(try await service.register(RegisterUserCommand(name: "김영수")))
  }
  await attempt("register ab") {
    describe(try await service.register(RegisterUserCommand(name: "ab")))
  }
  await attempt("update user-9") {
    describe(try await service.update(UpdateUserCommand(id: "user-9", name: "이민수")))
  }
  await attempt("update user-1 with a 141-character status") {
    describe(
      try await service.update(
        UpdateUserCommand(id: "user-1", statusMessage: String(repeating: "가", count: 141))))
  }
  await attempt("get ../etc/passwd") {
    describe(try await service.get(GetUserQuery(id: "../etc/passwd")))
  }
  await attempt("withdraw user-9, who never existed") {
    describe(try await withdrawal.execute(WithdrawUserCommand(id: "user-9")))
  }

  // AS-5: a use case object changing two things, the users and the archive of withdrawn
  // accounts, in order: the archive's record first, then the end of the account.
  step("AS-5 A use case object: withdraw with an archive")
  await attempt("WithdrawUserUseCase.execute(user-1)") {
    describe(try await withdrawal.execute(WithdrawUserCommand(id: "user-1")))
  }
  print(
    "  archived: \(await archive.find(id: try UserId("user-1")).map { "\($0.id) \($0.name)" } ?? "none")"
  )
  print("  still registered: \(await users.findAll().count) user(s)")
  await attempt("WithdrawUserUseCase.execute(user-1) again") {
    describe(try await withdrawal.execute(WithdrawUserCommand(id: "user-1")))
  }

  // AS-6: `listAll` only forwards to the repository. As a method of the service it costs
  // nothing; as a class of its own (a `ListUsersUseCase` with one line in `execute`) it
  // would be ceremony.
  step("AS-6 When a use case adds nothing")
  for name in ["이민수", "최지우"] {
    _ = try await service.register(RegisterUserCommand(name: name))
  }
  await attempt("listAll, after registering 이민수 and 최지우") {
    try await service.listAll().map(\.name)
  }

  // AS-7: the application hands out an instant; turning it into "what time was it for
  // me" is formatting, done at the edge (chapter 6's view model).
  step("AS-7 Time is an instant; time zones are for formatting")
  let instant = clock()
  print("  registered at \(instant.formatted(.iso8601)) — one instant, everywhere")
  print("  Seoul and London readers see 07:13 and 22:13 of the same instant;")
  print("  adding secondsFromGMT to the Date would make it another instant.")
} catch {
  print("unexpected: \(error)")
  exit(1)
}
