// Chapter 8 — Integrity (IN-6): the circle context over each kind of store, beside the
// users' repository of the profiles context (which the circle repositories never read).
// Docs/08-integrity.md

import Aggregates
import ApplicationServices
import CircleApplicationServices
import CirclePersistence
import Foundation
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

/// The kinds of circle repository, so one test runs against each: in memory, file, and chapter
/// 12's SQLite and PostgreSQL (the last when a server is given).
enum CircleContextKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case inMemory = "in memory"
  case file = "file"
  case sqlite = "SQLite"
  case postgres = "PostgreSQL"

  static let allCases: [Self] =
    [.inMemory, .file, .sqlite] + (TestDatabase.postgresURL == nil ? [] : [.postgres])

  var testDescription: String { rawValue }

  /// Runs `body` with fresh stores of this kind: users kim, park, lee, jung, and circle-1
  /// "Swift 모임" owned by kim.
  func withContext(_ body: (CircleContext) async throws -> Void) async throws {
    let people = try Fixtures.people(["kim", "park", "lee", "jung"])
    switch self {
    case .inMemory:
      let users = InMemoryUserRepository(people)
      let circles = InMemoryCircleRepository()
      try await body(
        try await CircleContext(
          users: users, circles: circles,
          invitations: InMemoryCircleInvitationRepository(circles: circles),
          beginUnitOfWork: { circles.beginUnitOfWork() },
          beginUserUnitOfWork: { users.beginUnitOfWork() }))
    case .file:
      try await withTemporaryDirectory { directory in
        let users = try FileUserRepository(directory: directory)
        try await users.save(contentsOf: people)
        let circles = try FileCircleRepository(directory: directory)
        try await body(
          try await CircleContext(
            users: users, circles: circles,
            invitations: try FileCircleInvitationRepository(directory: directory),
            beginUnitOfWork: { circles.beginUnitOfWork() },
            beginUserUnitOfWork: { users.beginUnitOfWork() }))
      }
    case .sqlite, .postgres: try await withDatabaseContext(people: people, body)
    }
  }
}

/// The circle context's repositories, and the profiles' users' repository beside them.
struct CircleContext {
  let users: any UserRepository
  let circles: any CircleRepository
  let invitations: any CircleInvitationRepository
  let beginUnitOfWork: @Sendable () async -> any CircleUnitOfWork
  let beginUserUnitOfWork: @Sendable () async -> any UserUnitOfWork
  /// circle-1 "Swift 모임", owned by kim, as stored.
  let circleId: CircleId

  init(
    users: any UserRepository, circles: any CircleRepository,
    invitations: any CircleInvitationRepository,
    beginUnitOfWork: @escaping @Sendable () async -> any CircleUnitOfWork,
    beginUserUnitOfWork: @escaping @Sendable () async -> any UserUnitOfWork
  ) async throws {
    self.users = users
    self.circles = circles
    self.invitations = invitations
    self.beginUnitOfWork = beginUnitOfWork
    self.beginUserUnitOfWork = beginUserUnitOfWork
    circleId = try CircleId("circle-1")
    try await circles.save(
      Circle(
        id: circleId, name: try CircleName("Swift 모임"), owner: try UserId("kim"),
        createdAt: Fixtures.epoch))
  }

  /// circle-1 as stored now.
  func circle() async throws -> Circle {
    try #require(try await circles.find(id: circleId))
  }

  /// Withdraws `id` through chapter 5's use case; no follow-up runs.
  func withdraw(_ id: String) async throws {
    _ = try await WithdrawUserUseCase(users: users, beginUnitOfWork: beginUserUnitOfWork)
      .execute(WithdrawUserCommand(id: id))
  }

  /// The clean-up's first write for `id`, and no more: the circles' own record that they
  /// withdrew, as a clean-up stopped right after it leaves it.
  func recordWithdrawal(_ id: String) async throws {
    try await circles.recordWithdrawal(of: try UserId(id))
  }

  /// The circle use cases over these stores, asking the profiles through the circles' port.
  func service() -> CircleApplicationService {
    CircleApplicationService(
      circles: circles, users: ProfileUserLookup(UserApplicationService(repository: users)),
      now: { Fixtures.instant(5) })
  }

  /// An invitation of `invitee` to circle-1, sent by kim.
  func invitation(_ id: String, of invitee: String) async throws -> CircleInvitation {
    try CircleInvitation(
      id: try CircleInvitationId(id), circle: try await circle(), inviter: try UserId("kim"),
      invitee: try UserId(invitee), createdAt: Fixtures.epoch)
  }
}
