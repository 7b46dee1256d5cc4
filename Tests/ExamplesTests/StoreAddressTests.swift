// Chapter 12 — Real databases: the capstone's store address, read. Docs/06-layers.md
//
// `StoreAddress` is the one place the capstone reads `--store`, `USER_ADMIN_STORE` and
// `DATABASE_URL`; these tests hold its three kinds, its precedence and its refusals.

import Testing

@testable import user_admin

@Suite("The capstone's store address: a folder, sqlite:PATH or postgres://…")
struct StoreAddressTests {
  @Test("a path is a folder, sqlite:PATH a SQLite file, postgres:// and postgresql:// a server")
  func threeKinds() throws {
    #expect(try StoreAddress(parsing: "/tmp/store") == .folder("/tmp/store"))
    #expect(try StoreAddress(parsing: "store") == .folder("store"))
    #expect(try StoreAddress(parsing: "sqlite:/tmp/app.sqlite") == .sqlite(path: "/tmp/app.sqlite"))
    #expect(try StoreAddress(parsing: "sqlite:app.sqlite") == .sqlite(path: "app.sqlite"))
    #expect(try StoreAddress(parsing: "sqlite:///tmp/a.db") == .sqlite(path: "/tmp/a.db"))
    #expect(try StoreAddress(parsing: "SQLite:a.db") == .sqlite(path: "a.db"))
    #expect(
      try StoreAddress(parsing: "postgres://kim@db/app") == .postgres(url: "postgres://kim@db/app"))
    #expect(
      try StoreAddress(parsing: "postgresql://db:5433/app")
        == .postgres(url: "postgresql://db:5433/app"))
    // A colon later in a path does not make a scheme.
    #expect(try StoreAddress(parsing: "./a:b") == .folder("./a:b"))
    #expect(try StoreAddress(parsing: "notes:2024") == .folder("notes:2024"))
  }

  @Test("an address of an unknown kind, or sqlite: with no path, is refused by its rule")
  func refusals() {
    #expect(throws: StoreAddress.Problem.unknownScheme("mysql")) {
      try StoreAddress(parsing: "mysql://kim:secret@db/app")
    }
    #expect(throws: StoreAddress.Problem.emptySQLitePath) { try StoreAddress(parsing: "sqlite:") }
    #expect(
      StoreAddress.Problem.unknownScheme("mysql").description
        == "\"mysql:\" is no store address user-admin knows; give a folder, sqlite:PATH, or "
        + "postgres://USER@HOST/DATABASE")
  }

  @Test("--store wins over USER_ADMIN_STORE, which wins over DATABASE_URL, then the default")
  func precedence() throws {
    let both = ["USER_ADMIN_STORE": "/tmp/own", "DATABASE_URL": "postgres://db/app"]
    func resolve(_ option: String?, _ environment: [String: String]) throws -> StoreAddress {
      try StoreAddress.resolve(option, environment, orElse: "/default").get()
    }
    #expect(try resolve("sqlite:a.db", both) == .sqlite(path: "a.db"))
    #expect(try resolve(nil, both) == .folder("/tmp/own"))
    #expect(
      try resolve(nil, ["DATABASE_URL": "postgres://db/app"]) == .postgres(url: "postgres://db/app")
    )
    #expect(try resolve(nil, ["USER_ADMIN_STORE": "", "DATABASE_URL": ""]) == .folder("/default"))
  }

  @Test("a PostgreSQL address is named with its password replaced by ***")
  func passwordHidden() throws {
    #expect(
      try StoreAddress(parsing: "postgres://kim:s3cret@db:5432/app").description
        == "postgres://kim:***@db:5432/app")
    #expect(
      try StoreAddress(parsing: "postgresql://db/app?user=kim&password=s3cret").description
        == "postgresql://db/app?user=kim&password=***")
    #expect(try StoreAddress(parsing: "sqlite:/tmp/a.db").description == "sqlite:/tmp/a.db")
  }
}
