// Chapter 1 — Value objects: an annotated example. Docs/01-value-objects.md
//
// Run it with `swift run value-objects`. Each step prints what it shows, so the output
// reads as the chapter's story; the comments say why each step matters.

import ExampleStory
import Foundation
import ValueObjects

/// Runs `make` and prints the value it made, or the rule it broke, never crashing.
func attempt<Value, Failure: Error>(_ label: String, _ make: () throws(Failure) -> Value) {
  do {
    print("  ✔ \(label) → \(try make())")
  } catch {
    print("  ✘ \(label) → \(error)")
  }
}

// VO-1: the problem. A full name kept as a String forces every caller to guess which
// word is the family name, and the guess depends on the culture that wrote it.
step("VO-1 A full name as a String: which word is the family name?")
for text in ["김 철수", "Tim Mark"] {
  let firstWord = text.split(separator: " ").first.map(String.init) ?? ""
  print("  \"\(text)\".split(\" \")[0] = \"\(firstWord)\"")
}
print("  Right for 김 철수 (family name first), wrong for Tim Mark (family name last).")

// VO-2: the fix. A FullName knows which part is which, and how to present itself.
step("VO-2 A FullName knows its parts")
do {
  let kim = try FullName(givenName: "철수", familyName: "김")
  let tim = try FullName(givenName: "Tim", familyName: "Mark")
  print("  family names: \(kim.familyName), \(tim.familyName)")
  print("  \(kim.formatted(.familyNameFirst)) / \(tim.formatted(.givenNameFirst))")
} catch {
  print("  unexpected: \(error)")
}
// A one-letter family name is real; a "3 letters at least" rule copied from an example
// would have refused it.
attempt("FullName(givenName: \"철수\", familyName: \"김\")") {
  try FullName(givenName: "철수", familyName: "김").formatted(.familyNameFirst)
}
attempt("FullName(givenName: \"Tim\", familyName: \"  \")") {
  try FullName(givenName: "Tim", familyName: "  ").formatted(.givenNameFirst)
}

// VO-3 and VO-4: values are replaced, not changed, and compared by what they hold.
step("VO-3 Exchange a value, VO-4 compare by value")
do {
  var name = try FullName(givenName: "철수", familyName: "김")
  let before = name
  name = try FullName(givenName: "철수", familyName: "박")  // a new value, assigned
  print(
    "  after assignment: \(name.formatted(.familyNameFirst)); the copy: "
      + before.formatted(.familyNameFirst))
  let again = try FullName(givenName: "철수", familyName: "김")
  print("  김 철수 == 김 철수 made separately? \(before == again)")
} catch {
  print("  unexpected: \(error)")
}

// VO-5 and VO-13: a value with a rule of its own earns a type. The 140-character rule
// then travels with the value instead of waiting in a service for someone to call it.
step("VO-5/13 A status message is at most 140 characters, so it is a type")
attempt("StatusMessage(\"오늘도 DDD 공부 중\")") { try StatusMessage("오늘도 DDD 공부 중") }
attempt("StatusMessage(141 × \"가\")") {
  try StatusMessage(String(repeating: "가", count: 141))
}

// VO-6: behaviour lives on the value. Money adds only money of its own currency, and
// there is no money × money at all.
step("VO-6 Money adds up only in one currency")
do {
  let coffee = try Money(amount: 4_500, currency: .krw)
  let cake = try Money(parsing: "6500 KRW")
  print("  \(coffee) + \(cake) = \(try coffee.adding(cake))")
  print("  3 × \(coffee) = \(try coffee.multiplied(by: 3))")
  print(
    "  1000 KRW == 1000.00 KRW? \(try Money(parsing: "1000 KRW") == Money(parsing: "1000.00 KRW"))")
  let fiveDollars = try Money(amount: 5, currency: .usd)
  attempt("\(coffee) + \(fiveDollars)") { () throws(Money.ArithmeticError) in
    try coffee.adding(fiveDollars)
  }
  attempt("\(coffee) - \(cake)") { () throws(Money.ArithmeticError) in
    try coffee.subtracting(cake)
  }
} catch {
  print("  unexpected: \(error)")
}

// VO-7: a structured code becomes a type with named parts.
step("VO-7 A product code with named parts")
attempt("ProductCode(parsing: \"a2000-D-2009\")") {
  let code = try ProductCode(parsing: "a2000-D-2009")
  return "series \(code.series), area \(code.area), serial \(code.serialNumber) = \(code)"
}
attempt("ProductCode(parsing: \"A2000-D-2009\")") { try ProductCode(parsing: "A2000-D-2009") }

// VO-8, VO-10, VO-11: a UserName that exists is valid; its rule is stated once, and
// characters are counted the way a person counts them.
step("VO-8/10/11 A user name is 3 to 20 characters, counted as a person counts")
for text in ["김철수", "ab", "👩‍👩‍👧‍👦🐶🐱", String(repeating: "z", count: 21)] {
  attempt("UserName(\"\(text)\")") { try UserName(text) }
}
print("  the rule lives in one place: UserName.allowedLength = \(UserName.allowedLength)")

// VO-9 and VO-12: ids are their own type, safe to put in a file name, and new ones come
// from an injected generator so tests know them in advance.
step("VO-9/12 A user id is its own type, safe for files and logs")
for text in ["user-1", "../etc/passwd", "a b"] {
  attempt("UserId(\"\(text)\")") { try UserId(text) }
}
do {
  let generator = try SequentialUserIdGenerator()
  print("  sequential ids for tests: \(generator.makeUserId()), \(generator.makeUserId())")
} catch {
  print("  unexpected: \(error)")
}
print("  a UUID id for the app: \(UUIDUserIdGenerator().makeUserId().value.count) characters")

print("\nEvery rule above was enforced where the value is made; nothing crashed.")
