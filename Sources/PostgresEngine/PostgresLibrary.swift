// Chapter 12 — Real databases: libpq, PostgreSQL's C client, found at run time.
// Docs/modules.md
//
// Read first: `load(_:)`. PostgreSQL is opt-in: the workshop builds and tests on a machine
// without libpq, so nothing links it. The few functions the engine calls are found in
// `libpq.so.5` (or `libpq.5.dylib`) when a connection is first opened, through C function
// types declared here from libpq's documented interface; a machine without it gets
// `PostgresError.libraryMissing`, never a crash.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The libpq functions the engine calls, found once per process.
struct PostgresLibrary: Sendable {
  typealias Handle = OpaquePointer
  typealias ConnectDatabase = @convention(c) (UnsafePointer<CChar>?) -> Handle?
  typealias Status = @convention(c) (Handle?) -> Int32
  typealias ErrorMessage = @convention(c) (Handle?) -> UnsafePointer<CChar>?
  typealias Finish = @convention(c) (Handle?) -> Void
  typealias ExecuteParameters =
    @convention(c) (
      Handle?, UnsafePointer<CChar>?, Int32, UnsafePointer<UInt32>?,
      UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> Handle?
  typealias ResultStatus = @convention(c) (Handle?) -> Int32
  typealias ResultErrorField = @convention(c) (Handle?, Int32) -> UnsafePointer<CChar>?
  typealias Count = @convention(c) (Handle?) -> Int32
  typealias Value = @convention(c) (Handle?, Int32, Int32) -> UnsafePointer<CChar>?
  typealias IsNull = @convention(c) (Handle?, Int32, Int32) -> Int32
  typealias CommandTuples = @convention(c) (Handle?) -> UnsafePointer<CChar>?
  typealias Clear = @convention(c) (Handle?) -> Void

  let connect: ConnectDatabase
  let status: Status
  let errorMessage: ErrorMessage
  let finish: Finish
  let execute: ExecuteParameters
  let resultStatus: ResultStatus
  let resultErrorField: ResultErrorField
  let rowCount: Count
  let columnCount: Count
  let value: Value
  let isNull: IsNull
  let commandTuples: CommandTuples
  let clear: Clear

  /// The names tried, in order, for the library.
  #if canImport(Darwin)
    static let names = [
      "libpq.5.dylib", "/opt/homebrew/opt/libpq/lib/libpq.5.dylib",
      "/usr/local/opt/libpq/lib/libpq.5.dylib",
    ]
  #else
    static let names = ["libpq.so.5"]
  #endif

  /// The functions, or why they could not be found; looked up once, on first use.
  static let shared: Result<PostgresLibrary, PostgresError> = load(names)
}

extension PostgresLibrary {
  static func load(_ names: [String]) -> Result<PostgresLibrary, PostgresError> {
    guard let library = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
      let reason = dlerror().map { String(cString: $0) } ?? "not found"
      return .failure(.libraryMissing(library: names[0], reason: reason))
    }
    var missing: [String] = []
    func function<F>(_ symbol: String) -> F? {
      guard let address = dlsym(library, symbol) else {
        missing.append(symbol)
        return nil
      }
      return unsafeBitCast(address, to: F.self)
    }
    guard
      let connect: ConnectDatabase = function("PQconnectdb"),
      let status: Status = function("PQstatus"),
      let errorMessage: ErrorMessage = function("PQerrorMessage"),
      let finish: Finish = function("PQfinish"),
      let execute: ExecuteParameters = function("PQexecParams"),
      let resultStatus: ResultStatus = function("PQresultStatus"),
      let resultErrorField: ResultErrorField = function("PQresultErrorField"),
      let rowCount: Count = function("PQntuples"),
      let columnCount: Count = function("PQnfields"),
      let value: Value = function("PQgetvalue"),
      let isNull: IsNull = function("PQgetisnull"),
      let commandTuples: CommandTuples = function("PQcmdTuples"),
      let clear: Clear = function("PQclear")
    else {
      return .failure(
        .libraryMissing(library: names[0], reason: "no \(missing.joined(separator: ", "))"))
    }
    return .success(
      PostgresLibrary(
        connect: connect, status: status, errorMessage: errorMessage, finish: finish,
        execute: execute, resultStatus: resultStatus, resultErrorField: resultErrorField,
        rowCount: rowCount, columnCount: columnCount, value: value, isNull: isNull,
        commandTuples: commandTuples, clear: clear))
  }
}
