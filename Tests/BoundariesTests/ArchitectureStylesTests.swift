// Chapter 10 — Boundaries: AR-1, one use case in three styles, one set of scenarios.
// Docs/10-boundaries.md
//
// Each style is wired by its own composition root below and driven through its own
// entry point; the scenarios do not know which style they run against.

import ArchitectureStyles
import Entities
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

/// The three styles, each reduced to "type a name, read the screen".
enum ArchitectureStyle: String, CaseIterable, CustomTestStringConvertible {
  case layered, hexagonal, clean

  var testDescription: String { rawValue }

  /// A fresh app in this style, with 김철수 already registered as `user-1`.
  func makeApp() async throws -> @Sendable (String) async -> String {
    let ids = try SequentialUserIdGenerator(prefix: "user")
    let makeUser: @Sendable (UserName) -> User = { name in
      User(id: ids.makeUserId(), name: name, createdAt: Fixtures.epoch)
    }
    let register: @Sendable (String) async -> String
    switch self {
    case .layered:
      let service = LayeredUserApplicationService(table: LayeredUserTable(), makeUser: makeUser)
      let controller = LayeredRegistrationController(service: service)
      register = { name in await controller.register(name: name) }
    case .hexagonal:
      let core = RegistrationCore(repository: InMemoryUserRepository(), makeUser: makeUser)
      let adapter = TextRegistrationAdapter(port: core)
      register = { name in await adapter.register(name: name) }
    case .clean:
      let presenter = RegisterUserPresenter()
      let interactor = RegisterUserInteractor(
        repository: InMemoryUserRepository(), output: presenter, makeUser: makeUser)
      let controller = RegisterUserController(input: interactor)
      register = { name in
        await controller.register(name: name)
        return await presenter.screen
      }
    }
    _ = await register("김철수")
    return register
  }
}

@Suite("One register use case, three architecture styles, the same behaviour (AR-1)")
struct ArchitectureStylesTests {
  @Test(
    "every style registers a valid name and says under which id",
    arguments: ArchitectureStyle.allCases)
  func registersAValidName(style: ArchitectureStyle) async throws {
    let app = try await style.makeApp()

    #expect(await app("박영희") == "registered 박영희 as user-2")
  }

  @Test("every style refuses a name that is taken", arguments: ArchitectureStyle.allCases)
  func refusesATakenName(style: ArchitectureStyle) async throws {
    let app = try await style.makeApp()

    #expect(await app("김철수") == "refused: the name 김철수 is already taken")
  }

  @Test(
    "every style refuses a name breaking UserName's rules with the domain's own reason",
    arguments: ArchitectureStyle.allCases)
  func refusesAnInvalidName(style: ArchitectureStyle) async throws {
    let app = try await style.makeApp()
    let reason = #expect(throws: UserName.ValidationError.self) { try UserName("김") }

    #expect(await app("김") == "refused: \(reason?.description ?? "")")
  }

  @Test(
    "in every style a registered user is stored, so the same name is refused next time",
    arguments: ArchitectureStyle.allCases)
  func registrationIsStored(style: ArchitectureStyle) async throws {
    let app = try await style.makeApp()

    _ = await app("박영희")

    #expect(await app("박영희") == "refused: the name 박영희 is already taken")
  }
}
