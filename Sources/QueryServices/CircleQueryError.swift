// Chapter 9 — The query side (QS-1). Docs/09-events-and-queries.md

/// Why a page of circles could not be answered.
public enum CircleQueryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The page size is outside the allowed range.
  case invalidPageSize(Int)
  /// The cursor is not one this service handed out.
  case invalidCursor(String)
  /// The circles could not be read.
  case storageFailure(String)

  /// A sentence naming the rule or the failure.
  public var description: String {
    switch self {
    case .invalidPageSize(let size):
      return "a page holds \(CircleListQueryService.pageSizes.lowerBound) to "
        + "\(CircleListQueryService.pageSizes.upperBound) circles; got \(size)"
    case .invalidCursor(let token):
      return "\"\(token)\" is not a cursor this list handed out; start from the first page"
    case .storageFailure(let reason):
      return "the circles could not be read: \(reason)"
    }
  }
}
