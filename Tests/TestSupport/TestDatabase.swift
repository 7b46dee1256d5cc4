// Chapter 12 — Real databases (DB-9): the PostgreSQL server the database suites run
// against, named by the environment. Docs/modules.md
//
// `swift test` on a learner's machine needs no server: without an address the PostgreSQL
// suites are skipped, and say so. In CI (`CI=true`) they may not be: the gate test fails.

import Foundation

/// Where the tests find a PostgreSQL server, and how they keep their tables apart on it.
public enum TestDatabase {
  /// The server's address: `DDDWORKSHOP_TEST_DATABASE_URL`, else `DATABASE_URL`; `nil` when
  /// neither is set.
  public static let postgresURL: String? = {
    let environment = ProcessInfo.processInfo.environment
    return [environment["DDDWORKSHOP_TEST_DATABASE_URL"], environment["DATABASE_URL"]]
      .compactMap { $0 }.first { !$0.isEmpty }
  }()

  /// Whether the tests run in CI, which must not skip the PostgreSQL suites.
  public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Why a PostgreSQL suite did not run, as the skipped test shows it.
  public static let skipReason =
    "no PostgreSQL server: set DATABASE_URL (bash .ci/postgres.sh start) to run the PostgreSQL "
    + "suites"

  /// A schema name no other test uses: each test's tables live in one, dropped after.
  public static func uniqueSchema() -> String {
    "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
  }
}
