// Chapter 11 — Strategic design: SD-9's part of the story. Docs/11-strategic-design.md
//
// The EventStorming board on the chapter's page, read left to right, printed from the types
// its stickies became: a rename in the code shows here, and the board's test fails until the
// board says it too.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CircleIntegrationEvents
import CirclePublishing
import Entities
import EventHandlers
import ExampleStory
import ExampleSupport
import Integrity
import Notifications

/// Tells SD-9: Modelling together.
func tellModellingTogether() async {
  step("SD-9 Modelling together")
  let flows: [(actor: String, stickies: [Any.Type])] = [
    (
      "a user",
      [
        JoinCircleCommand.self, Circle.self, MemberJoined.self,
        PublishCircleIntegrationEvents.self, MemberJoinedIntegrationEvent.self,
        CircleEventConsumer.self,
      ]
    ),
    (
      "an invitee",
      [
        AcceptInvitationCommand.self, CircleInvitation.self, InvitationAccepted.self,
        InvitationAcceptanceProcessManager.self, JoinCircleCommand.self, Circle.self,
        MemberJoined.self,
      ]
    ),
    (
      "a user",
      [
        WithdrawUserCommand.self, User.self, UserWithdrew.self, RemoveWithdrawnMemberships.self,
        MembershipCleanupPolicy.self, Circle.self, MemberLeft.self, OwnershipPassed.self,
      ]
    ),
  ]
  for flow in flows {
    print(
      "  \(flow.actor) → " + flow.stickies.map { String(describing: $0) }.joined(separator: " → "))
  }
  print("  hot spot: a full circle refuses a join; exercise 37 storms a waiting list for it")
}
