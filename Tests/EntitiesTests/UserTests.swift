// Chapter 2 — Entities: EN-1 … EN-7. Docs/02-entities.md

import Entities
import Foundation
import TestSupport
import Testing
import ValueObjects

@Suite("User, an entity (EN-1 … EN-7)")
struct UserTests {
  @Test("a renamed user is the same user: identity is the id, not the attributes")
  func identitySurvivesRename() throws {
    // Given a registered user
    let original = try Fixtures.user("user-1", named: "김철수")
    var renamed = original

    // When the user changes name
    renamed.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(60))

    // Then it is still the same user, in a different state
    #expect(renamed.hasSameIdentity(as: original))
    #expect(renamed.id == original.id)
    #expect(renamed != original)
  }

  @Test("two users with the same name and different ids are different users")
  func equalAttributesDifferentIds() throws {
    let first = try Fixtures.user("user-1", named: "김철수")
    let second = try Fixtures.user("user-2", named: "김철수")

    #expect(!first.hasSameIdentity(as: second))
    #expect(first != second)
  }

  @Test("a user's name changes only through changeName(to:at:), which keeps id and creation time")
  func changeNameIsTheWay() throws {
    var user = try Fixtures.user("user-1", named: "김철수", createdAfter: 3)

    user.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(60))

    #expect(user.name.value == "박영희")
    #expect(user.id.value == "user-1")
    #expect(user.createdAt == Fixtures.instant(3))
  }

  @Test("a user's status message changes only through changeStatusMessage(to:at:)")
  func changeStatusMessage() throws {
    var user = try Fixtures.user("user-1", named: "김철수")
    #expect(user.statusMessage.isEmpty)

    user.changeStatusMessage(to: try StatusMessage("DDD 공부 중"), at: Fixtures.instant(60))
    #expect(user.statusMessage.value == "DDD 공부 중")

    user.changeStatusMessage(to: .empty, at: Fixtures.instant(60))
    #expect(user.statusMessage.isEmpty)
  }

  @Test("a user cannot be given a name that breaks the user-name rule: the rule is in the type")
  func rulesInTheType() throws {
    var user = try Fixtures.user("user-1", named: "김철수")

    #expect(throws: UserName.ValidationError.tooShort(input: "ab", count: 2)) {
      user.changeName(to: try UserName("ab"), at: Fixtures.instant(60))
    }
    #expect(user.name.value == "김철수")
  }

  @Test("an entity keeps its identity through its whole lifecycle of changes")
  func lifecycle() throws {
    let registered = try Fixtures.user("user-1", named: "김철수", createdAfter: 0)
    var user = registered
    for (index, name) in ["박영희", "이민수", "최지우"].enumerated() {
      user.changeName(to: try Fixtures.name(name), at: Fixtures.instant(60))
      user.changeStatusMessage(to: try StatusMessage("change \(index)"), at: Fixtures.instant(60))
      #expect(user.hasSameIdentity(as: registered))
    }
    #expect(user.createdAt == registered.createdAt)
  }

  @Test("== compares state, so equal users can replace each other; identity is a separate question")
  func equalityIsSubstitutability() throws {
    let snapshot = try Fixtures.user("user-1", named: "김철수", status: "hi")
    let sameState = try Fixtures.user("user-1", named: "김철수", status: "hi")
    var changed = snapshot
    changed.changeStatusMessage(to: .empty, at: Fixtures.instant(60))

    #expect(snapshot == sameState)
    #expect(snapshot != changed)
    #expect(snapshot.hasSameIdentity(as: changed))
  }

  @Test(
    "a user is Identifiable by its UserId, so SwiftUI lists and diffing track it across renames")
  func identifiable() throws {
    func identity<Entity: Identifiable>(of entity: Entity) -> Entity.ID { entity.id }
    var user = try Fixtures.user("user-1", named: "김철수")
    let idBefore: UserId = identity(of: user)
    user.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(60))
    #expect(identity(of: user) == idBefore)
  }

  @Test("a user is a Sendable value, so a copy can cross into and out of an actor unchanged")
  func sendableAcrossActors() async throws {
    let user = try Fixtures.user("user-1", named: "김철수")
    actor Holder {
      var held: User?
      func keep(_ user: User) { held = user }
    }
    let holder = Holder()
    var local = user

    await holder.keep(local)
    local.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(60))

    #expect(await holder.held == user)
  }

  @Test("the creation time is a Date, an instant kept exactly, sub-second part included")
  func creationTimeIsAnInstant() throws {
    let instant = Date(timeIntervalSince1970: 1_700_000_000.123_456)
    let user = User(
      id: try Fixtures.id("user-1"), name: try Fixtures.name("김철수"), createdAt: instant)
    #expect(user.createdAt == instant)
    #expect(user.createdAt.timeIntervalSince1970 == 1_700_000_000.123_456)
  }
}

@Suite("Entity or value depends on the lifecycle (EN-4)")
struct EntityOrValueTests {
  @Test(
    "a user's lifecycle ends in a state, withdrawn; the record kept after it is an entity of its own, found by the account's id"
  )
  func lifecycleDecides() throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    var renamed = kim
    renamed.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(60))

    // While the account lives, a changed user is still the same user.
    #expect(renamed.hasSameIdentity(as: kim) && renamed.withdrawnAt == nil)

    // Its end is a state of the user, set once: the only kind of copy a repository deletes.
    var withdrawn = renamed
    withdrawn.withdraw(at: Fixtures.instant(70))
    withdrawn.withdraw(at: Fixtures.instant(80))
    #expect(withdrawn.withdrawnAt == Fixtures.instant(70))
    #expect(withdrawn != renamed && withdrawn.recordedEvents.count == 2)

    // The archive's record never changes, yet it is found by the account's id and kept
    // until its retention ends: identity and a lifecycle of its own, an aggregate.
    let record = WithdrawnUser(withdrawn, withdrawnAt: Fixtures.instant(70))
    #expect(record.id == kim.id && record.name == renamed.name)
  }
}
