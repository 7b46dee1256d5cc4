// Chapter 11 — Strategic design: SD-1's part of the story. Docs/11-strategic-design.md
//
// Read first: every word printed below is a term of Docs/glossary.md, and beside it, in
// parentheses, is the code that bears that name. The language is one: the glossary, the types
// and the output say circle, owner, member, premium user and member limit alike. Then the
// rename the language asked for: the limit of a circle with more than 10 premium users among
// its members is the higher member limit, `higherMemberLimit`; the code called it
// `premiumMemberLimit`, which reads as a limit on premium members, a thing the domain does
// not have.

import Aggregates
import Entities
import ExampleStory
import ExampleSupport
import Foundation
import ValueObjects

/// Tells SD-1: Ubiquitous language.
func tellLanguage() async {
  step("SD-1 Ubiquitous language")
  do {
    try printTheWords()
    print("  renamed for the language: premiumMemberLimit → higherMemberLimit")
    print("    (it limits a circle's members; premium is a user's type, not a kind of member)")
  } catch {
    print("  ✘ \(error)")
  }
}

// region: the-words-at-work
/// Prints a circle, its owner and members, a premium user and the member limit, each word
/// beside the code that bears its name.
func printTheWords() throws {
  let now = Date(timeIntervalSince1970: 1_700_000_000)
  var circle = Circle(
    id: try CircleId("circle-1"), name: try CircleName("Swift 모임"),
    owner: try UserId("user-1"), createdAt: now)
  var lee = User.register(id: try UserId("user-2"), name: try UserName("lee"), at: now)
  try circle.join(lee.id, at: now)
  lee.upgrade(at: now)
  let members = circle.members.map(\.description).joined(separator: ", ")
  print("  circle \"\(circle.name.value)\" (Circle): owner \(circle.owner) (Circle.owner)")
  print("  members \(members) (CircleMembers); \(lee.name) joined (MemberJoined)")
  print("  premium user \(lee.name) (UserType.\(lee.type)): the user's type, not a membership")
  print(
    "  member limit \(Circle.memberLimit) (Circle.memberLimit), or the higher member limit "
      + "\(CircleFullSpecification.higherMemberLimit) "
      + "(CircleFullSpecification.higherMemberLimit)")
  print(
    "    with more than \(CircleFullSpecification.premiumMembersForHigherLimit) premium users "
      + "among the members (CircleFullSpecification.premiumMembersForHigherLimit)")
}
// endregion
