// Chapter 10 — Boundaries: BC-2 in the capstone, run as a black box. Docs/10-boundaries.md
//
// These tests start the built `user-admin` binary as a person would, one process per
// command, in a temporary store, and read only what it prints and its exit status: the
// session has to survive between processes, kept beside the store. Only the archive check
// opens the store itself, as a composition root may.

import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

/// Runs one reproducible `user-admin` command against `store`.
private func userAdmin(_ arguments: [String], store: URL) async throws -> (
  status: Int32, output: String
) {
  try await runBuiltExecutable(
    "user-admin", ["--store", store.path] + arguments,
    environment: ["USER_ADMIN_REPRODUCIBLE": "1"])
}

@Suite("The capstone's session commands: sign-in, whoami, sign-out, delete-account (BC-2)")
struct SessionCommandsTests {
  @Test("a first sign-in with a name creates the profile, and whoami finds it in a new process")
  func signInCreatesProfile() async throws {
    try await withTemporaryDirectory { store in
      let signedIn = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)
      #expect(signedIn.status == 0, "\(signedIn.output)")
      #expect(
        signedIn.output == "김철수 (user-1), signed in with Kakao\nnotified user-1: Welcome, 김철수!\n")

      let whoami = try await userAdmin(["whoami"], store: store)
      #expect(whoami.output == "김철수 (user-1), signed in with Kakao\n")
      let shown = try await userAdmin(["show", "user-1"], store: store)
      #expect(shown.output.contains("name:         김철수"))
    }
  }

  @Test("a first sign-in without a name is signed in with no profile yet, and says how to make one")
  func signInWithoutProfile() async throws {
    try await withTemporaryDirectory { store in
      let signedIn = try await userAdmin(["sign-in", "naver", "demo-77"], store: store)

      #expect(signedIn.status == 0)
      #expect(signedIn.output.hasPrefix("signed in with Naver; no profile yet\n"))
      #expect(
        try await userAdmin(["whoami"], store: store).output.hasPrefix("signed in with Naver"))
    }
  }

  @Test("signing out ends the session, and signing in again finds the same profile")
  func signOutKeepsProfile() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["sign-in", "apple", "demo-000123", "박영희"], store: store)

      let signedOut = try await userAdmin(["sign-out"], store: store)
      #expect(signedOut.output == "signed out; the account and its profile stay\n")
      #expect(try await userAdmin(["whoami"], store: store).output.hasPrefix("nobody is signed in"))

      let again = try await userAdmin(["sign-in", "apple", "demo-000123"], store: store)
      #expect(again.output == "박영희 (user-1), signed in with Apple\n")
    }
  }

  @Test(
    "a sign-in with a name for an account that has a profile says on one line that the name was not used"
  )
  func signInNameNotUsed() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)

      let again = try await userAdmin(["sign-in", "kakao", "demo-4242", "이영희"], store: store)
      #expect(again.status == 0)
      #expect(
        again.output == """
          김철수 (user-1), signed in with Kakao
          the name "이영희" was not used: the account already has its profile; rename it with: \
          user-admin rename user-1 NAME

          """)
      // The profile's own name again is no change, and needs no word.
      let same = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)
      #expect(same.output == "김철수 (user-1), signed in with Kakao\n")
      #expect(
        try await userAdmin(["show", "user-1"], store: store).output.contains("name:         김철수"))
    }
  }

  @Test("signing out with nobody signed in is no error: it says so, with exit status 0")
  func signOutWhenSignedOut() async throws {
    try await withTemporaryDirectory { store in
      let signedOut = try await userAdmin(["sign-out"], store: store)

      #expect(signedOut.status == 0)
      #expect(signedOut.output == "nobody is signed in; nothing to sign out\n")
    }
  }

  @Test(
    "delete-account withdraws the profile through the profile context: archived, gone, and a new sign-in starts over"
  )
  func deleteAccountWithdrawsTheProfile() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)

      let deleted = try await userAdmin(["delete-account"], store: store)
      let whoami = try await userAdmin(["whoami"], store: store)
      let shown = try await userAdmin(["show", "user-1"], store: store)
      let again = try await userAdmin(["sign-in", "kakao", "demo-4242"], store: store)

      #expect(deleted.status == 0, "\(deleted)")
      #expect(deleted.output == "withdrew user-1 (its record is kept); the account is deleted\n")
      #expect(whoami.output.hasPrefix("nobody is signed in"))
      #expect(shown.status == 1, "\(shown)")
      #expect(again.output.hasPrefix("signed in with Kakao; no profile yet\n"), "\(again)")
      let archived = try await FileUserRepository(directory: store)
        .findWithdrawnUser(id: UserId("user-1"))
      #expect(archived?.name.value == "김철수")
    }
  }

  @Test(
    "a profile created at sign-in is welcomed once, right after its commit, as a registration is")
  func signInWelcomesTheNewProfile() async throws {
    try await withTemporaryDirectory { store in
      let signedIn = try await userAdmin(["sign-in", "naver", "demo-77", "박영희"], store: store)
      let next = try await userAdmin(["whoami"], store: store)

      #expect(signedIn.output.hasSuffix("notified user-1: Welcome, 박영희!\n"), "\(signedIn)")
      #expect(!next.output.contains("Welcome"), "\(next)")
    }
  }

  @Test(
    "deleting an account withdraws the profile through the profile's use case: archived, and out of every circle"
  )
  func deleteAccountCleansCircles() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["register", "박영희"], store: store)
      _ = try await userAdmin(["sign-in", "kakao", "demo-4242", "김철수"], store: store)
      _ = try await userAdmin(["circle", "create", "user-2", "독서 모임"], store: store)
      _ = try await userAdmin(["circle", "create", "user-2", "혼자 모임"], store: store)
      _ = try await userAdmin(["circle", "join", "circle-1", "user-1"], store: store)

      let deleted = try await userAdmin(["delete-account"], store: store)
      let circles = try await userAdmin(["circle", "list"], store: store)

      #expect(deleted.status == 0, "\(deleted)")
      // The owner's circle passes to its other member; the circle left empty ends.
      #expect(circles.output == "circle-1  독서 모임  1 member\n", "\(circles)")
      let archived = try await FileUserRepository(directory: store)
        .findWithdrawnUser(id: UserId("user-2"))
      #expect(archived?.name.value == "김철수")
    }
  }

  @Test("delete-account with nobody signed in is refused with exit status 1, and deletes nothing")
  func deleteAccountNeedsASession() async throws {
    try await withTemporaryDirectory { store in
      _ = try await userAdmin(["register", "김철수"], store: store)

      let refused = try await userAdmin(["delete-account"], store: store)

      #expect(refused.status == 1)
      #expect(refused.output == "error: nobody is signed in; sign in first\n")
      #expect(try await userAdmin(["show", "user-1"], store: store).status == 0)
    }
  }

  @Test("a forged token is refused with the provider's reason and exit status 1")
  func forgedToken() async throws {
    try await withTemporaryDirectory { store in
      let refused = try await userAdmin(["sign-in", "google", "stolen-token"], store: store)

      #expect(refused.status == 1)
      #expect(
        refused.output
          == "error: Google did not accept the sign-in; sign in with Google again\n")
      #expect(try await userAdmin(["whoami"], store: store).output.hasPrefix("nobody is signed in"))
    }
  }

  @Test("an unknown provider or a wrong number of arguments is a usage error, status 2")
  func usageErrors() async throws {
    try await withTemporaryDirectory { store in
      let unknown = try await userAdmin(["sign-in", "myspace", "demo-1"], store: store)
      #expect(unknown.status == 2)
      #expect(unknown.output.hasPrefix("error: unknown provider myspace; one of apple, google"))
      let extra = try await userAdmin(["whoami", "extra"], store: store)
      #expect(extra.status == 2)
      #expect(
        extra.output == "error: wrong number of arguments for whoami\nsee: user-admin help whoami\n"
      )
    }
  }
}
