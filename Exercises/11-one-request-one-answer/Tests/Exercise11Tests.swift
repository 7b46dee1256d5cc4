// Exercise 11: One request, one answer — the rules your code must keep.

import Dispatch
import Entities
import ExerciseSupport
import Foundation
import Synchronization
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise11Solution
#else
  import Exercise11
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

private func kim() throws -> User {
  User(
    id: try UserId("user-1"), name: try UserName("김철수"),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// The API's failure, to be thrown unchanged.
private struct Offline: Error, Equatable {}

/// An API that calls back later, on another thread, with a fixed answer.
private struct AnsweringAPI: UserCallbackAPI {
  let answer: Result<User?, any Error>

  func fetchUser(id: UserId, completion: @escaping @Sendable (Result<User?, any Error>) -> Void) {
    DispatchQueue.global().async { completion(answer) }
  }
}

/// An API that answers no request until `expected` requests have arrived.
///
/// Then it answers them all, and notes how many had arrived when the first answer went
/// out. A loader that
/// blocks a thread while it waits keeps the other requests from arriving: after 5 seconds
/// the API gives up waiting and answers anyway, so that loader fails instead of hanging.
private final class GatheringAPI: UserCallbackAPI {
  private struct State {
    var waiting: [@Sendable (Result<User?, any Error>) -> Void] = []
    var arrived = 0
    var arrivedAtFirstAnswer: Int?
  }
  private let state = Mutex(State())
  private let expected: Int
  private let user: User

  init(expected: Int, user: User) {
    self.expected = expected
    self.user = user
  }

  var arrivedAtFirstAnswer: Int? { state.withLock { $0.arrivedAtFirstAnswer } }

  func fetchUser(id: UserId, completion: @escaping @Sendable (Result<User?, any Error>) -> Void) {
    let isFirst = state.withLock { state in
      state.arrived += 1
      if state.arrivedAtFirstAnswer != nil {
        DispatchQueue.global().async { [user] in completion(.success(user)) }
      } else {
        state.waiting.append(completion)
      }
      return state.arrived == 1
    }
    if isFirst {
      DispatchQueue.global().asyncAfter(deadline: .now() + 5) { [self] in answerAll() }
    }
    if state.withLock({ $0.arrived == expected }) { answerAll() }
  }

  private func answerAll() {
    let waiting = state.withLock { state in
      if state.arrivedAtFirstAnswer == nil { state.arrivedAtFirstAnswer = state.arrived }
      defer { state.waiting.removeAll() }
      return state.waiting
    }
    for completion in waiting {
      DispatchQueue.global().async { [user] in completion(.success(user)) }
    }
  }
}

@Suite("Exercise 11: One request, one answer")
struct Exercise11Tests {
  @Test("loading returns the user the API calls back with")
  func returnsTheUser() async throws {
    let loader = UserLoader(api: AnsweringAPI(answer: .success(try kim())))

    let user = try await loader.load(id: UserId("user-1"))

    #expect(user == (try kim()))
  }

  @Test("nobody with the id is an answer, nil, not an error")
  func nobodyIsNil() async throws {
    let loader = UserLoader(api: AnsweringAPI(answer: .success(nil)))

    #expect(try await loader.load(id: UserId("user-9")) == nil)
  }

  @Test("the API's failure is thrown unchanged")
  func failureIsThrown() async throws {
    let loader = UserLoader(api: AnsweringAPI(answer: .failure(Offline())))

    await #expect(throws: Offline()) {
      try await loader.load(id: UserId("user-1"))
    }
  }

  @Test("waiting blocks no thread: 40 loads all reach the API before the first answer")
  func manyLoadsWaitAtOnce() async throws {
    let api = GatheringAPI(expected: 40, user: try kim())
    let loader = UserLoader(api: api)

    let users = try await withThrowingTaskGroup(of: User?.self) { group in
      for _ in 0..<40 { group.addTask { try await loader.load(id: UserId("user-1")) } }
      return try await group.reduce(into: [User?]()) { $0.append($1) }
    }

    #expect(users.count == 40)
    #expect(api.arrivedAtFirstAnswer == 40)
  }

  @Test("one request is one async call: no semaphore, group, sleep or stream")
  func oneAsyncCall() throws {
    let found = try code.lines(
      matching: #"Semaphore|DispatchGroup|sleep|Async(Throwing)?Stream|Publisher|\.wait\("#,
      in: "UserLoader.swift")
    #expect(
      found.isEmpty,
      """
      the loader waits with a semaphore, group, sleep or stream; one request is one async \
      call: \(found.joined(separator: "; "))
      """)
  }
}
