// Exercises — a table that counts the rows it hands out, as a database counts the rows a
// query reads. Exercise 08's repository keeps its addresses and its index in two of them,
// and its tests read the count to tell an index from a scan. It lives here, beside the other
// files the checks rely on, so the runner's checksums vouch for it. Docs/exercises.md

/// Rows by key, in memory, counting every row read.
///
/// Looking a key up reads one row; `allRows()` reads every row. The count is how the tests
/// tell an index from a scan: finding by place through the index reads a row or two, however
/// many addresses are stored, and a scan reads them all.
public struct Table<Key: Hashable & Sendable, Row: Sendable>: Sendable {
  private var rows: [Key: Row] = [:]
  /// How many rows have been read so far.
  public private(set) var rowsRead = 0

  /// Makes an empty table.
  public init() {}

  /// The row stored under `key`, or `nil` (reading it counts one row); setting `nil` removes
  /// the row.
  public subscript(key: Key) -> Row? {
    mutating get {
      rowsRead += 1
      return rows[key]
    }
    set { rows[key] = newValue }
  }

  /// Every row, in no particular order; each one counts as read.
  public mutating func allRows() -> [Row] {
    rowsRead += rows.count
    return Array(rows.values)
  }
}
