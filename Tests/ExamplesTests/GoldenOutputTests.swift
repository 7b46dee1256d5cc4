// Every chapter's example, pinned: its whole output equals its golden file.
// Docs/README.md (maintainers' notes); the chapters quote the golden files.
//
// These tests start each built example as a person would (`swift run NAME`) and compare
// everything it prints, standard error included, with `Examples/golden/NAME.txt`. The
// examples inject their clocks and ids, so the output is the same on every run and every
// machine. To accept a deliberate change: `UPDATE_GOLDEN=1 swift test --filter GoldenOutput`.

import Foundation
import TestSupport
import Testing

@Suite("Golden output: every example prints exactly the story its golden file pins")
struct GoldenOutputTests {
  /// Runs the example `name`, expects it to succeed, and compares its whole output.
  private func checkExample(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let (status, output) = try await runBuiltExecutable(name)
    #expect(status == 0, "\(name) exited with status \(status)", sourceLocation: sourceLocation)
    try GoldenFile(name: name).check(output, sourceLocation: sourceLocation)
  }

  @Test("the value-objects example prints its story exactly as Examples/golden/value-objects.txt")
  func valueObjects() async throws { try await checkExample("value-objects") }

  @Test("the entities example prints its story exactly as Examples/golden/entities.txt")
  func entities() async throws { try await checkExample("entities") }

  @Test(
    "the domain-services example prints its story exactly as Examples/golden/domain-services.txt")
  func domainServices() async throws { try await checkExample("domain-services") }

  @Test("the repositories example prints its story exactly as Examples/golden/repositories.txt")
  func repositories() async throws { try await checkExample("repositories") }

  @Test(
    "the application-services example prints its story exactly as Examples/golden/application-services.txt"
  )
  func applicationServices() async throws { try await checkExample("application-services") }

  @Test("the factories example prints its story exactly as Examples/golden/factories.txt")
  func factories() async throws { try await checkExample("factories") }

  @Test("the aggregates example prints its story exactly as Examples/golden/aggregates.txt")
  func aggregates() async throws { try await checkExample("aggregates") }

  @Test("the specifications example prints its story exactly as Examples/golden/specifications.txt")
  func specifications() async throws { try await checkExample("specifications") }

  @Test(
    "the circle-use-cases example prints its story exactly as Examples/golden/circle-use-cases.txt"
  )
  func circleUseCases() async throws { try await checkExample("circle-use-cases") }

  @Test("the integrity example prints its story exactly as Examples/golden/integrity.txt")
  func integrity() async throws { try await checkExample("integrity") }

  @Test("the events example prints its story exactly as Examples/golden/events.txt")
  func events() async throws { try await checkExample("events") }

  @Test("the boundaries example prints its story exactly as Examples/golden/boundaries.txt")
  func boundaries() async throws { try await checkExample("boundaries") }

  @Test(
    "the strategic-design example prints its story exactly as Examples/golden/strategic-design.txt"
  )
  func strategicDesign() async throws { try await checkExample("strategic-design") }

  @Test(
    "the real-databases example prints its story exactly as Examples/golden/real-databases.txt")
  func realDatabases() async throws { try await checkExample("real-databases") }

  @Test("the tour prints every chapter's story, in order, exactly as Examples/golden/tour.txt")
  func tour() async throws { try await checkExample("tour") }

  /// The commands of the pinned `user-admin` session, each run as a new process.
  static let session: [[String]] = [
    ["register", "김철수"],
    ["register", "박영희"],
    ["register", "김철수"],
    ["rename", "user-1", "이민"],
    ["status", "user-1", "DDD 공부 중"],
    ["show", "user"],
    ["rename", "user-1"],
    ["help", "rename"],
    ["circle", "create", "user-1", "Swift 모임"],
    ["circle", "invite", "circ", "user-1", "user-2"],
    ["circle", "show", "circle-1"],
    ["circle", "accept", "invitation-1"],
    ["circle", "show", "circle-1", "--ids"],
    ["circle", "list"],
    ["list"],
    ["withdraw", "user-2"],
    ["show", "user-2"],
  ]

  /// The commands of the pinned sign-in session chapter 10 quotes, from an empty store.
  static let signInSession: [[String]] = [
    ["sign-in", "kakao", "demo-4242", "김철수"],
    ["whoami"],
    ["sign-out"],
    ["sign-out"],
    ["sign-in", "kakao", "demo-4242", "이영희"],
    ["delete-account"],
  ]

  /// What a terminal shows for `commands`, each run as a new process over one fresh store,
  /// reproducibly; the store's path is left out.
  private func transcript(of commands: [[String]]) async throws -> String {
    try await withTemporaryDirectory { store in
      var transcript = ""
      for arguments in commands {
        let result = try await runBuiltExecutable(
          "user-admin", ["--store", store.path] + arguments,
          environment: ["USER_ADMIN_REPRODUCIBLE": "1"])
        let typed = arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }
        transcript += "$ user-admin \(typed.joined(separator: " "))\n" + result.output
        if result.status != 0 { transcript += "[exit status \(result.status)]\n" }
      }
      return transcript
    }
  }

  @Test("user-admin's help and a scripted session print exactly as Examples/golden/user-admin.txt")
  func userAdmin() async throws {
    let help = try await runBuiltExecutable("user-admin", ["--help"])
    #expect(help.status == 0)
    let session = try await transcript(of: Self.session)
    try GoldenFile(name: "user-admin").check("$ user-admin --help\n" + help.output + session)
  }

  @Test(
    "user-admin's sign-in, sign-out and delete-account print exactly as Examples/golden/user-admin-sign-in.txt"
  )
  func userAdminSignIn() async throws {
    try GoldenFile(name: "user-admin-sign-in").check(try await transcript(of: Self.signInSession))
  }

  @Test("a broken golden check names the first differing line, with the expected and actual text")
  func readableDifference() {
    let expected = "▸ VO-6 Money\n  4500 KRW + 6500 KRW = 11000 KRW\n"
    let actual = "▸ VO-6 Money\n  4500 KRW + 6500 KRW = 11001 KRW\n"
    let difference = GoldenFile.firstDifference(expected: expected, actual: actual)
    #expect(
      difference == """
        at line 2 (expected 2 lines, got 2):
          expected: "  4500 KRW + 6500 KRW = 11000 KRW"
          actual:   "  4500 KRW + 6500 KRW = 11001 KRW"
        """)
    #expect(GoldenFile.firstDifference(expected: expected, actual: expected) == nil)
  }
}
