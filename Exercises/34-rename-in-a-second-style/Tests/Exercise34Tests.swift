// Exercise 34: One rename, in a second style — the rules your code must keep.

import Entities
import EventAndQueryAdapters
import ExerciseSupport
import Foundation
import Persistence
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise34Solution
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  import Exercise34
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// The instant every rename happens at.
private let instant = Date(timeIntervalSince1970: 1_700_000_000)

/// 김철수 as `user-1` and 박영희 as `user-2`, as a store holds them.
private func twoUsers() throws -> [User] {
  [
    User(id: try UserId("user-1"), name: try UserName("김철수"), createdAt: instant, version: 1),
    User(
      id: try UserId("user-2"), name: try UserName("박영희"), createdAt: instant + 60, version: 1),
  ]
}

/// A repository that stores what it is given and checks nothing, as the layered table does:
/// only the use case keeps a name from being taken twice.
private actor PlainStore: UserRepository {
  private var users: [UserId: User]

  init(_ users: [User]) {
    self.users = Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0) })
  }

  func save(_ user: User) { users[user.id] = user.advancingVersion() }
  func find(id: UserId) -> User? { users[id] }
  func find(name: UserName) -> User? { findAll().first { $0.name == name } }
  func findAll() -> [User] { users.values.sorted { $0.precedes($1) } }
  func delete(_ user: User) { users[user.id] = nil }
}

/// A repository that cannot be read or written.
private struct BrokenStore: UserRepository {
  struct Unreadable: Error, CustomStringConvertible {
    var description: String { "the disk is unreadable" }
  }

  func save(_ user: User) throws { throw Unreadable() }
  func find(id: UserId) throws -> User? { throw Unreadable() }
  func find(name: UserName) throws -> User? { throw Unreadable() }
  func findAll() throws -> [User] { throw Unreadable() }
  func delete(_ user: User) throws { throw Unreadable() }
}

/// An output port that keeps every response it is handed.
private actor Responses: RenameUserOutputPort {
  private(set) var received: [RenameUserResponse] = []

  func present(_ response: RenameUserResponse) { received.append(response) }
}

/// One request and the line both styles must show for it; `nil` for "refused: " and the
/// reason `UserId` or `UserName` gives.
struct RenameCase: Sendable, CustomTestStringConvertible {
  let id: String
  let name: String
  let line: String?

  var testDescription: String { "rename \(id) to \(name.debugDescription)" }

  /// The line expected, with the domain's own reason where the request breaks its rules.
  var expected: String {
    if let line { return line }
    do {
      _ = try UserId(id)
      _ = try UserName(name)
      return "(no rule broken)"
    } catch {
      return "refused: \(error)"
    }
  }
}

private let requests = [
  RenameCase(id: "user-1", name: "김영수", line: "user-1 is now 김영수"),
  RenameCase(id: "user-1", name: "박영희", line: "refused: the name 박영희 is already taken"),
  RenameCase(id: "user-2", name: "김철수", line: "refused: the name 김철수 is already taken"),
  RenameCase(id: "user-1", name: "김철수", line: "user-1 is now 김철수"),
  RenameCase(id: "user-9", name: "김영수", line: "refused: no user has the id user-9"),
  RenameCase(id: "user-1", name: "이민", line: nil),
  RenameCase(id: "user-1", name: "김\u{7}철수", line: nil),
  RenameCase(id: "user-1", name: String(repeating: "가", count: 21), line: nil),
  RenameCase(id: "../etc", name: "김영수", line: nil),
]

/// Renames through the Clean style's controller, interactor and presenter, over `store`.
private func cleanRename(_ request: RenameCase, over store: any UserRepository) async -> String {
  let presenter = RenameUserPresenter()
  let interactor = RenameUserInteractor(
    repository: store, output: presenter, now: { instant + 3_600 })
  await RenameUserController(input: interactor).rename(id: request.id, to: request.name)
  return await presenter.screen
}

@Suite("Exercise 34: One rename, in a second style")
struct Exercise34Tests {
  @Test(
    "each request gets the same answer in both styles and leaves the same names stored",
    arguments: requests)
  func sameAnswers(request: RenameCase) async throws {
    let table = LayeredUserTable(try twoUsers())
    let layered = LayeredRenameController(
      service: LayeredRenameService(table: table, now: { instant + 3_600 }))
    let store = PlainStore(try twoUsers())

    let layeredLine = await layered.rename(id: request.id, to: request.name)
    let cleanLine = await cleanRename(request, over: store)

    #expect(layeredLine == request.expected, "the layered style was changed")
    #expect(cleanLine == request.expected)
    for id in ["user-1", "user-2"] {
      let userId = try UserId(id)
      #expect(
        await store.find(id: userId)?.name == (await table.find(id: userId))?.name,
        "\(id) has another name in the Clean style's store than in the layered table")
    }
  }

  @Test("a store that cannot be read is shown as a failure, never as a user who does not exist")
  func brokenStore() async throws {
    let line = await cleanRename(
      RenameCase(id: "user-1", name: "김영수", line: nil), over: BrokenStore())

    #expect(line == "failed: the disk is unreadable")
  }

  @Test("the outcome leaves through the output port, once per request, as plain data")
  func throughTheOutputPort() async throws {
    let responses = Responses()
    let interactor = RenameUserInteractor(
      repository: PlainStore(try twoUsers()), output: responses, now: { instant })

    await interactor.execute(RenameUserRequest(id: "user-1", newName: "김영수"))
    await interactor.execute(RenameUserRequest(id: "user-9", newName: "김영수"))

    #expect(
      await responses.received == [
        .renamed(id: "user-1", name: "김영수"), .noSuchUser(id: "user-9"),
      ])
  }

  @Test("a rename asks the user to change its name, so the store keeps its UserRenamed event")
  func throughTheEntity() async throws {
    let store = InMemoryUserRepository(try twoUsers())

    let line = await cleanRename(RenameCase(id: "user-1", name: "김영수", line: nil), over: store)

    #expect(line == "user-1 is now 김영수")
    let events = await store.undeliveredEvents(limit: 10).map(\.event)
    guard events.count == 1, case .renamed(let renamed)? = events.first else {
      Issue.record("the store kept \(events), not one UserRenamed: the user was not asked")
      return
    }
    #expect(renamed.user.value == "user-1")
    #expect(renamed.previousName.value == "김철수" && renamed.name.value == "김영수")
    #expect(renamed.occurredAt == instant + 3_600)
  }

  @Test("the domain is shared, not copied: no type of it declared or extended, no rule rewritten")
  func domainShared() throws {
    // The layered style's table answers UserService's lookup; everything else asks the domain.
    let found = try code.lines(
      matching: #"(struct|class|enum|actor|protocol|extension|typealias) "#
        + #"(User|UserName|UserId|UserService|UserRepository|UserNameLookup)\b"#
        + #"|find\(name:|\.count\b"#
    ).filter { !$0.hasPrefix("Layered.swift:") }
    #expect(
      found.isEmpty,
      """
      the domain's types or rules are written again here instead of used: \
      \(found.joined(separator: "; "))
      """)
  }
}
