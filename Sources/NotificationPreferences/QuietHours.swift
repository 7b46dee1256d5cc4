// Chapter 11 — Strategic design (SD-10): the one rule of the notifications context, kept by a
// value. Docs/11-strategic-design.md
//
// Read first: the initialiser. Quiet hours are two different hours of the day, both or none:
// a rule over two fields, kept by one value, so no record, script or store can hold half.

// region: QuietHours
/// The hours a user is not notified, from ``start`` up to ``end`` (which may wrap past
/// midnight: 22 to 7).
public struct QuietHours: Sendable, Hashable {
  /// The hour (0–23) they start at.
  public let start: Int
  /// The hour (0–23) they end at, exclusive: never ``start``.
  public let end: Int

  /// Makes quiet hours from `start` until `end`.
  /// - Throws: ``ValidationError`` for an hour outside 0–23 or an end equal to the start.
  public init(from start: Int, until end: Int) throws(ValidationError) {
    for hour in [start, end] where !(0...23).contains(hour) { throw .hourOutOfRange(hour) }
    guard start != end else { throw .emptySpan(start) }
    self.start = start
    self.end = end
  }
}
// endregion

extension QuietHours {
  /// Whether `hour` (0–23) falls within these quiet hours.
  public func contains(hour: Int) -> Bool {
    start < end ? (start..<end).contains(hour) : (hour >= start || hour < end)
  }

  /// Why quiet hours were refused.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An hour outside 0–23.
    case hourOutOfRange(Int)
    /// Quiet hours that end at the hour they start.
    case emptySpan(Int)

    /// A sentence naming the rule and the input.
    public var description: String {
      switch self {
      case .hourOutOfRange(let hour):
        return "quiet hours are hours of the day, 0 to 23; got \(hour)"
      case .emptySpan(let hour):
        return "quiet hours end at another hour than they start; got \(hour) to \(hour)"
      }
    }
  }
}
