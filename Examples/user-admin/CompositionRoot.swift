// Chapter 6 — Layers and presentation (LA-4): the composition root. Docs/06-layers.md
//
// Read first: the one place in the app that names concrete types. Everything else gets its
// collaborators through initialisers and knows them by their protocols; swapping the file
// store for another datastore changes this file alone.

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import CirclePublishing
import EventAndQueryAdapters
import EventHandlers
import ExampleSupport
import Factories
import Foundation
import Integrity
import JournalEngine
import Persistence
import Presentation
import QueryServices
import Repositories
import ValueObjects

/// Builds the app's object graph, from the datastore up to the view.
enum CompositionRoot {
  // region: storeFolder
  /// The store's address (a folder, `sqlite:PATH` or `postgres://…`): `--store` wins, then
  /// `USER_ADMIN_STORE`, `DATABASE_URL`, the default folder; `nil` once a bad one is reported.
  static func storeAddress(option: String?, environment: [String: String]) -> StoreAddress? {
    let address = StoreAddress.resolve(option, environment, orElse: defaultStore().path)
    if case .failure(let problem) = address { _ = UsageProblem(message: "\(problem)").report() }
    return try? address.get()
  }
  // endregion

  /// Whether the environment asks for a reproducible run: `USER_ADMIN_REPRODUCIBLE=1`.
  static func isReproducible(environment: [String: String]) -> Bool {
    environment["USER_ADMIN_REPRODUCIBLE"] == "1"
  }

  /// The instant a reproducible run's clock stands still at, 2023-11-14 22:13:20 UTC: the
  /// one the chapters' examples use.
  static let reproducibleInstant = Date(timeIntervalSince1970: 1_700_000_000)

  // region: makeConsoleView
  /// Wires the layers: stores → application service → view model → console view.
  ///
  /// A `reproducible` run prints the same every time (the tour and the golden files use it).
  @MainActor
  static func makeConsoleView(stores: AppStores, reproducible: Bool) throws -> ConsoleView {
    let repository = stores.users
    // The application layer: chapter 5's one service for users, handed chapter 7's factory.
    let now = clock(reproducible: reproducible)
    let service = try makeUserService(over: repository, stores: stores, reproducible: reproducible)
    // Chapter 5's withdrawal.
    let withdrawal = WithdrawUserUseCase(
      users: repository, beginUnitOfWork: stores.beginUserUnitOfWork, now: now)
    // The presentation layer: a view model for the profile screen, times in local time
    // (in UTC for a reproducible run, which must not depend on where it runs).
    let timeZone = reproducible ? TimeZone(identifier: "UTC") ?? .current : .current
    let viewModel = UserProfileViewModel(
      service: service, withdrawal: withdrawal, timeZone: timeZone)
    // region: chapter 7 adds circles and invitations, over circles.journal beside the users'
    // One repository per aggregate, and the circle slice's factory (numbered ids for a
    // reproducible run).
    let circles: Result<CircleConsoleView, AppStores.Unavailable>
    switch stores.circles {
    case .success(let circleStores):
      let circleFactory: any CircleFactory =
        if reproducible, let folder = stores.folder {
          try FileSequenceCircleFactory(directory: folder, now: { reproducibleInstant })
        } else {
          SystemCircleFactory()
        }
      let users = ProfileUserLookup(UserApplicationService(repository: repository))
      circles = .success(
        CircleConsoleView(
          circles: CircleApplicationService(
            circles: circleStores.circles, users: users, factory: circleFactory, now: now),
          invitations: CircleInvitationApplicationService(
            circles: circleStores.circles, invitations: circleStores.invitations, users: users,
            beginUnitOfWork: circleStores.beginUnitOfWork, factory: circleFactory, now: now),
          users: service,
          followUp: MembershipCleanupPolicy(
            circles: circleStores.circles, invitations: circleStores.invitations, now: now),
          userLookup: users))
    case .failure(let missing):
      circles = .failure(missing)
    }
    // endregion
    return ConsoleView(
      viewModel: viewModel, service: service, withdrawal: withdrawal, archived: stores.archived,
      circles: circles, delivery: makeEventDelivery(stores))
  }
  // endregion

  /// Chapter 5's one service for users over `repository`, handed chapter 7's factory
  /// (numbered ids, counted in the store folder, for a reproducible run) and the clock:
  /// every console makes profiles this one way.
  static func makeUserService(
    over repository: any UserRepository, stores: AppStores, reproducible: Bool
  ) throws -> UserApplicationService {
    let now = clock(reproducible: reproducible)
    let factory: any UserFactory =
      if reproducible, let folder = stores.folder {
        try FileSequenceUserFactory(directory: folder, now: now)
      } else {
        SystemUserFactory(now: now)
      }
    return UserApplicationService(
      repository: repository, makeUser: factory.makeUser(named:), now: now)
  }

  /// Chapter 9's relays: every change's event is in its store, stored by its commit, and the
  /// relays tell the handlers after each command — the welcome and the circles' clean-up for
  /// users; every join (by invitation too) published to the notification context for circles.
  ///
  /// The crash tests' kill points (`USER_ADMIN_KILL_AT`, `SimulatedKill`) are placed here.
  static func makeEventDelivery(_ stores: AppStores) -> EventDelivery {
    let kill = SimulatedKill(environment: ProcessInfo.processInfo.environment)
    let notifier = ConsoleNotifier()
    let circles = try? stores.circles.get()
    let relay = UserEventRelay(
      outbox: kill.watching(stores.userOutbox),
      handlers: kill.placed(
        in: [WelcomeNewUsers(notifier: notifier)]
          + (circles.map {
            [RemoveWithdrawnMemberships(circles: $0.circles, invitations: $0.invitations)]
          } ?? [])))
    let circleRelay = circles.map {
      let publisher = PublishCircleIntegrationEvents(
        circles: $0.circles, channel: NotificationContextChannel(notifier: notifier))
      return CircleEventRelay(
        outbox: kill.watching($0.outbox), handlers: kill.placed(in: [publisher]))
    }
    return EventDelivery(users: relay, circles: circleRelay)
  }

  /// Salvages every journal of the store (`user-admin recover`), in the order of its locks.
  static func recoverStore(at folder: URL) -> StoreRecoveryReport {
    StoreRecovery(
      directory: folder.path,
      journals: [
        .init(name: "users") { try FileUserRepository.recover(directory: URL(filePath: $0)) },
        .keyed("circles", format: JournalFormat(name: "dddworkshop-circle-journal", version: 1)),
        .keyed("authentication", format: FileAuthenticationStore.format),
        .keyed(FileCounter.journalName, format: FileCounter.format),
      ]
    ).run()
  }

  /// Wires chapter 9's read side (`user-admin circles`, in `CirclesCommand.swift`): the query
  /// service over the listing that reads the circles and the users' names.
  static func makeCircleListQuery(stores: AppStores) throws -> CircleListQueryService {
    CircleListQueryService(circles: try stores.circles.get().listing())
  }

  /// The clock of a reproducible run: stopped at the chapters' instant.
  @Sendable private static func stoppedClock() -> Date { reproducibleInstant }

  /// The clock every console uses: stopped for a reproducible run, the system's otherwise.
  static func clock(reproducible: Bool) -> @Sendable () -> Date {
    reproducible ? stoppedClock : UserApplicationService.systemNow
  }
}
