// Chapter 2 — Entities: an annotated example. Docs/02-entities.md
//
// Run it with `swift run entities`. A value object is defined by what it holds; an
// entity by who it is. This story follows one user through changes that would make a
// value "something else" and shows that the user stays the same user.

import Entities
import ExampleStory
import Foundation
import ValueObjects

/// A one-line picture of a user's identity and state.
func show(_ user: User) -> String {
  "\(user.id) \"\(user.name)\" status \"\(user.statusMessage)\""
}

/// The name of the fact an event states.
func eventName(_ event: UserEvent) -> String {
  switch event {
  case .registered: "registered"
  case .renamed: "renamed"
  case .statusMessageChanged: "status message changed"
  case .upgraded: "upgraded"
  case .downgraded: "downgraded"
  case .withdrew: "withdrew"
  }
}

// Time and ids are injected, even here: the story prints the same output on every run.
let registeredAt = Date(timeIntervalSince1970: 1_700_000_000)

do {
  let ids = try SequentialUserIdGenerator()

  // EN-1: identity. A user is registered once and keeps its id for life.
  step("EN-1 A user is identified by its id")
  var kim = User.register(id: ids.makeUserId(), name: try UserName("김철수"), at: registeredAt)
  let atRegistration = kim
  print("  registered: \(show(kim))")

  // EN-2: state changes only through methods that say what they mean. There is no
  // `kim.name = …`: the setter is private, so every change goes through the rules. Each
  // change also records what happened; chapter 9 stores and delivers those events.
  step("EN-2 Change through intention-revealing methods")
  let later = registeredAt.addingTimeInterval(60)
  kim.changeName(to: try UserName("김영수"), at: later)
  kim.changeStatusMessage(to: try StatusMessage("DDD 공부 중"), at: later)
  print("  after changeName(to:at:) and changeStatusMessage(to:at:): \(show(kim))")
  print("  events it recorded: \(kim.recordedEvents.map(eventName).joined(separator: ", "))")
  print("  same user as at registration? \(kim.hasSameIdentity(as: atRegistration))")
  print("  same state as at registration (==)? \(kim == atRegistration)")

  // EN-3: equal attributes do not make the same entity.
  step("EN-3 Two users with the same name are still two users")
  let namesake = User(id: ids.makeUserId(), name: kim.name, createdAt: registeredAt)
  print("  \(show(kim))\n  \(show(namesake))")
  print("  same user? \(kim.hasSameIdentity(as: namesake))")

  // EN-4: lifecycle decides. The same real-world thing is an entity where its history
  // matters and a value where it does not.
  step("EN-4 Entity or value? It depends on the context")
  print("  At a shop counter a 10,000-won note is a value: any note of 10,000 won will do.")
  print("  At the central bank each note has a serial number and a lifecycle (printed,")
  print("  circulated, shredded): there it is an entity, tracked by that number.")
  print("  A user has a lifecycle here (registered, renamed, withdrawn): an entity.")
  print("  A FullName has none: change a part and you hold a different value.")

  // EN-6: the rules are in the types. A user holds a UserName, so a name that breaks
  // the rule never reaches it: the error comes from making the name.
  step("EN-6 A user cannot hold a name that breaks the rule")
  for text in ["ab", String(repeating: "가", count: 21)] {
    do {
      kim.changeName(to: try UserName(text), at: later)
    } catch {
      print("  ✘ UserName(\"\(text)\") → \(error)")
    }
  }
  print("  the user is unchanged: \(show(kim))")

  // EN-7: creation time is an instant; how it is stored is the repository's business.
  step("EN-7 Creation time is a Date, an instant")
  print("  created at \(kim.createdAt.formatted(.iso8601)), kept exactly through every change")
} catch {
  print("unexpected: \(error)")
}
