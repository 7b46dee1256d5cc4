// Chapter 9 — Published after commit (EV-2, EV-3): the capstone's delivery, once for every
// console. Docs/09-events-and-queries.md
//
// Read first: `deliverPending()`. Every console (the profile and circle commands, the
// session commands) runs it before its command and after it; no use case delivers.

import EventHandlers

/// The capstone's two relays, run together after every command.
struct EventDelivery {
  /// The users' relay: the welcome, and the circles' clean-up after a withdrawal.
  let users: UserEventRelay
  /// The circles' relay: every join, by invitation too, published to the notification
  /// context, which tells the owner; `nil` where the store's address keeps no circles.
  let circles: CircleEventRelay?

  /// Delivers what the users' and the circles' outboxes hold.
  ///
  /// At start-up, the events an earlier run committed and did not deliver (it was killed
  /// after its commit) are handed over first, at least once; after the command, what it
  /// committed. A failure leaves the events in the outbox for the next command.
  func deliverPending() async {
    do {
      try await users.deliverPending()
      try await circles?.deliverPending()
    } catch {
      printError("\(error)")
    }
  }
}
