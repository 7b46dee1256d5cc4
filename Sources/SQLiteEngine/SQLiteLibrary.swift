// Chapter 12 — Real databases: SQLite from the system, nothing to install.
// Docs/modules.md
//
// Read first: `load()`. On macOS the SDK ships SQLite with its header, so the functions
// come from `import SQLite3`. On Linux every Swift installation already has the run-time
// library `libsqlite3.so.0` (swift.org lists it), but not the `-dev` package with
// `sqlite3.h` and the unversioned `libsqlite3.so` a link-time `import` would need. So on
// Linux the few functions the engine uses are found at run time with `dlopen`/`dlsym` and
// called through C function types declared here, from SQLite's documented C interface. A
// machine without the library gets `SQLiteError.libraryMissing`, never a crash.

#if canImport(Darwin)
  import Darwin
  import SQLite3
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The SQLite functions the engine calls, found once per process.
///
/// Each type is the C declaration of SQLite's documented interface, written in Swift.
struct SQLiteLibrary: Sendable {
  typealias Handle = OpaquePointer
  typealias Open =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafeMutablePointer<Handle?>?, Int32, UnsafePointer<CChar>?
    ) -> Int32
  typealias Close = @convention(c) (Handle?) -> Int32
  typealias ErrorMessage = @convention(c) (Handle?) -> UnsafePointer<CChar>?
  typealias ExtendedErrorCode = @convention(c) (Handle?) -> Int32
  typealias ExtendedResultCodes = @convention(c) (Handle?, Int32) -> Int32
  typealias BusyTimeout = @convention(c) (Handle?, Int32) -> Int32
  typealias Changes = @convention(c) (Handle?) -> Int32
  typealias Prepare =
    @convention(c) (
      Handle?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Handle?>?,
      UnsafeMutablePointer<UnsafePointer<CChar>?>?
    ) -> Int32
  typealias Step = @convention(c) (Handle?) -> Int32
  typealias Reset = @convention(c) (Handle?) -> Int32
  typealias ClearBindings = @convention(c) (Handle?) -> Int32
  typealias Finalize = @convention(c) (Handle?) -> Int32
  typealias BindInt64 = @convention(c) (Handle?, Int32, Int64) -> Int32
  typealias BindDouble = @convention(c) (Handle?, Int32, Double) -> Int32
  typealias BindNull = @convention(c) (Handle?, Int32) -> Int32
  typealias BindText = @convention(c) (Handle?, Int32, UnsafePointer<CChar>?, Int32, Int) -> Int32
  typealias ColumnCount = @convention(c) (Handle?) -> Int32
  typealias ColumnType = @convention(c) (Handle?, Int32) -> Int32
  typealias ColumnInt64 = @convention(c) (Handle?, Int32) -> Int64
  typealias ColumnDouble = @convention(c) (Handle?, Int32) -> Double
  typealias ColumnText = @convention(c) (Handle?, Int32) -> UnsafePointer<UInt8>?
  typealias ColumnBytes = @convention(c) (Handle?, Int32) -> Int32

  let open: Open
  let close: Close
  let errorMessage: ErrorMessage
  let extendedErrorCode: ExtendedErrorCode
  let extendedResultCodes: ExtendedResultCodes
  let busyTimeout: BusyTimeout
  let changes: Changes
  let prepare: Prepare
  let step: Step
  let reset: Reset
  let clearBindings: ClearBindings
  let finalize: Finalize
  let bindInt64: BindInt64
  let bindDouble: BindDouble
  let bindNull: BindNull
  /// `sqlite3_bind_text`; the last argument is the destructor, always `transient` (-1).
  let bindText: BindText
  let columnCount: ColumnCount
  let columnType: ColumnType
  let columnInt64: ColumnInt64
  let columnDouble: ColumnDouble
  let columnText: ColumnText
  let columnBytes: ColumnBytes

  /// SQLite's destructor value `SQLITE_TRANSIENT`: copy the bound bytes now.
  static let transient = -1

  /// The library's name as the error names it.
  #if canImport(Darwin)
    static let name = "libsqlite3 (macOS SDK)"
  #else
    static let name = "libsqlite3.so.0"
  #endif

  /// The functions, or why they could not be found; looked up once.
  static let shared: Result<SQLiteLibrary, SQLiteError> = load(name)
}

extension SQLiteLibrary {
  #if canImport(Darwin)
    static func load(_ name: String) -> Result<SQLiteLibrary, SQLiteError> {
      .success(
        SQLiteLibrary(
          open: sqlite3_open_v2, close: sqlite3_close_v2, errorMessage: sqlite3_errmsg,
          extendedErrorCode: sqlite3_extended_errcode,
          extendedResultCodes: sqlite3_extended_result_codes,
          busyTimeout: sqlite3_busy_timeout, changes: sqlite3_changes,
          prepare: sqlite3_prepare_v2, step: sqlite3_step, reset: sqlite3_reset,
          clearBindings: sqlite3_clear_bindings, finalize: sqlite3_finalize,
          bindInt64: sqlite3_bind_int64, bindDouble: sqlite3_bind_double,
          bindNull: sqlite3_bind_null,
          bindText: { statement, index, text, count, _ in
            sqlite3_bind_text(
              statement, index, text, count,
              unsafeBitCast(SQLiteLibrary.transient, to: sqlite3_destructor_type.self))
          },
          columnCount: sqlite3_column_count, columnType: sqlite3_column_type,
          columnInt64: sqlite3_column_int64, columnDouble: sqlite3_column_double,
          columnText: sqlite3_column_text, columnBytes: sqlite3_column_bytes))
    }
  #else
    static func load(_ name: String) -> Result<SQLiteLibrary, SQLiteError> {
      guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
        return .failure(.libraryMissing(library: name, reason: lastError()))
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
        let open: Open = function("sqlite3_open_v2"),
        let close: Close = function("sqlite3_close_v2"),
        let errorMessage: ErrorMessage = function("sqlite3_errmsg"),
        let extendedErrorCode: ExtendedErrorCode = function("sqlite3_extended_errcode"),
        let extendedResultCodes: ExtendedResultCodes = function("sqlite3_extended_result_codes"),
        let busyTimeout: BusyTimeout = function("sqlite3_busy_timeout"),
        let changes: Changes = function("sqlite3_changes"),
        let prepare: Prepare = function("sqlite3_prepare_v2"),
        let step: Step = function("sqlite3_step"),
        let reset: Reset = function("sqlite3_reset"),
        let clearBindings: ClearBindings = function("sqlite3_clear_bindings"),
        let finalize: Finalize = function("sqlite3_finalize"),
        let bindInt64: BindInt64 = function("sqlite3_bind_int64"),
        let bindDouble: BindDouble = function("sqlite3_bind_double"),
        let bindNull: BindNull = function("sqlite3_bind_null"),
        let bindText: BindText = function("sqlite3_bind_text"),
        let columnCount: ColumnCount = function("sqlite3_column_count"),
        let columnType: ColumnType = function("sqlite3_column_type"),
        let columnInt64: ColumnInt64 = function("sqlite3_column_int64"),
        let columnDouble: ColumnDouble = function("sqlite3_column_double"),
        let columnText: ColumnText = function("sqlite3_column_text"),
        let columnBytes: ColumnBytes = function("sqlite3_column_bytes")
      else {
        return .failure(
          .libraryMissing(library: name, reason: "no \(missing.joined(separator: ", "))"))
      }
      return .success(
        SQLiteLibrary(
          open: open, close: close, errorMessage: errorMessage,
          extendedErrorCode: extendedErrorCode, extendedResultCodes: extendedResultCodes,
          busyTimeout: busyTimeout, changes: changes, prepare: prepare, step: step,
          reset: reset, clearBindings: clearBindings, finalize: finalize,
          bindInt64: bindInt64, bindDouble: bindDouble, bindNull: bindNull, bindText: bindText,
          columnCount: columnCount, columnType: columnType, columnInt64: columnInt64,
          columnDouble: columnDouble, columnText: columnText, columnBytes: columnBytes))
    }

    private static func lastError() -> String {
      dlerror().map { String(cString: $0) } ?? "not found"
    }
  #endif
}
