// Exercise 07: Move the rule into the entity — the rules your code must keep.

import Foundation
import Testing

#if ReferenceSolutions
  import Exercise07Solution
#else
  import Exercise07
#endif

private let monday = Date(timeIntervalSince1970: 1_700_000_000)
private let tuesday = monday.addingTimeInterval(86_400)

@Suite("Exercise 07: Move the rule into the entity")
struct Exercise07Tests {
  @Test("completing an open to-do marks it done, at the instant given")
  func complete() throws {
    var todo = RichTodo(id: "todo-1")

    try todo.complete(at: monday)

    #expect(todo.isDone)
    #expect(todo.completedAt == monday)
  }

  @Test("completing a done to-do again is refused with the first instant, which stays")
  func completeTwice() throws {
    // Given a to-do done on Monday
    var todo = RichTodo(id: "todo-1")
    try todo.complete(at: monday)

    // When someone completes it again on Tuesday
    #expect(throws: RichTodo.RuleError.alreadyCompleted(at: monday)) {
      try todo.complete(at: tuesday)
    }

    // Then it was done on Monday, still
    #expect(todo.completedAt == monday)
  }

  @Test("reopening a done to-do makes it open again, with no completion instant")
  func reopen() throws {
    var todo = RichTodo(id: "todo-1")
    try todo.complete(at: monday)

    try todo.reopen()

    #expect(!todo.isDone)
    #expect(todo.completedAt == nil)
  }

  @Test("reopening an open to-do is refused: there is nothing to reopen")
  func reopenOpen() {
    var todo = RichTodo(id: "todo-1")

    #expect(throws: RichTodo.RuleError.notCompleted) { try todo.reopen() }
    #expect(todo == RichTodo(id: "todo-1"))
  }

  @Test("a reopened to-do can be completed again, at the new instant")
  func completeAfterReopening() throws {
    var todo = RichTodo(id: "todo-1")
    try todo.complete(at: monday)
    try todo.reopen()

    try todo.complete(at: tuesday)

    #expect(todo.completedAt == tuesday)
  }
}
