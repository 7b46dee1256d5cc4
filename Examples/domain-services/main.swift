// Chapter 3 — Domain services: an annotated example. Docs/03-domain-services.md
//
// Run it with `swift run domain-services`. "Is this name already taken?" is a rule of
// the domain that belongs to no single user. This story tries asking the user itself,
// then a domain service, then shows the anemic model a domain service must not cause.

import DomainServices
import Entities
import ExampleStory
import Foundation
import ValueObjects

// MARK: The unnatural version (DS-1)

// region: SelfCheckingUser
/// A user that answers whether it duplicates someone — compiled here to show the smell.
struct SelfCheckingUser {
  let name: UserName

  /// Asks *this* user whether *another* user's name exists: the user under test is also
  /// the judge, and it has to be handed everyone else to answer.
  func exists(_ other: SelfCheckingUser, among everyone: [SelfCheckingUser]) -> Bool {
    everyone.contains { $0.name == other.name }
  }
}
// endregion

// The anemic counter-example (DS-3), `AnemicUser` and `AnemicUserNameChanger`, is compiled
// beside this file, so this example, the chapter and the spec test share it; it is not
// part of the DomainServices module, whose API is the model to follow.

// MARK: What the domain service asks (DS-2)

/// The users registered so far, kept in memory. Repositories come in chapter 4; until
/// then anything that answers `UserNameLookup`'s one question will do.
actor RegisteredUsers: UserNameLookup {
  private var users: [User] = []

  /// Adds a user to the list.
  func add(_ user: User) { users.append(user) }

  /// The user with this name, or `nil`: the one question `UserService` asks.
  func find(name: UserName) -> User? { users.first { $0.name == name } }

  /// Every registered user's name, in order of registration.
  var names: [String] { users.map(\.name.value) }
}

// region: anemic
/// DS-3: the changer holds the rule, and nothing makes a caller go through it.
func useTheAnemicModelAsAnyCallerCould() {
  var anemic = AnemicUser(id: "user-9", name: "김철수")
  let changer = AnemicUserNameChanger()
  print("  via the service, \"ab\": accepted? \(changer.changeName(of: &anemic, to: "ab"))")
  anemic.name = "ab"  // …but nothing stops anyone from skipping the service.
  print("  set directly: name is now \"\(anemic.name)\" — the rule was bypassed")
}
// endregion

let start = Date(timeIntervalSince1970: 1_700_000_000)

do {
  step("DS-1 Asking a new user whether its own name is taken reads wrong")
  let newcomer = SelfCheckingUser(name: try UserName("김철수"))
  let everyone = [SelfCheckingUser(name: try UserName("김철수"))]
  print(
    "  newcomer.exists(newcomer, among: everyone) = "
      + "\(newcomer.exists(newcomer, among: everyone))")
  print("  The user judges itself and needs every other user to do it.")

  step("DS-2 A domain service answers it: 'taken' means another user has the name")
  let ids = try SequentialUserIdGenerator()
  let repository = RegisteredUsers()
  let userService = UserService(repository: repository)
  let kim = User(id: ids.makeUserId(), name: try UserName("김철수"), createdAt: start)
  await repository.add(kim)
  let second = User(id: ids.makeUserId(), name: try UserName("김철수"), createdAt: start)
  print("  stored: \(kim.id) \(kim.name)")
  print("  isDuplicate(\(second.id) \(second.name)) = \(try await userService.isDuplicate(second))")
  print(
    "  isDuplicate(\(kim.id) \(kim.name)) = \(try await userService.isDuplicate(kim))"
      + "   (keeping your own name is fine)")

  // A registration flow refuses the duplicate. Storing is the application's step
  // (chapter 5); the domain service only answers the question.
  step("DS-2 A duplicate registration is refused")
  for candidate in [
    second, User(id: ids.makeUserId(), name: try UserName("박영희"), createdAt: start),
  ] {
    if try await userService.isDuplicate(candidate) {
      print("  ✘ \(candidate.name): the name is taken; nothing saved")
    } else {
      await repository.add(candidate)
      print("  ✔ \(candidate.name): registered as \(candidate.id)")
    }
  }
  print("  stored users: \(await repository.names)")

  step("DS-3 The anemic model: behaviour moved out of the entity")
  useTheAnemicModelAsAnyCallerCould()
  // The real model, side by side: the behaviour and its rule stay on the entity.
  var real = kim
  do {
    real.changeName(to: try UserName("ab"), at: real.createdAt)
  } catch {
    print("  the real User: changeName(to: UserName(\"ab\")) → \(error)")
  }
  print("  the real User has no public setter; its name is still \"\(real.name)\"")

  step("DS-4 Domain service or application service?")
  print("  'A name is taken when another user has it' comes from the domain: UserService.")
  print("  'Load, check, then save' is needed because this is an application: chapter 5.")
} catch {
  print("unexpected: \(error)")
}
