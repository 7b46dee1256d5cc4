// Chapter 9 — The query side (QS-1): the read model's row, and the page it belongs to.
// Docs/09-events-and-queries.md
//
// Read first: `CircleListPosition`. A screen that lists circles does not need circles it
// can change, only rows it can show, the owner's name included; an adapter answers the
// query service's port (`CircleListing`) in these rows, straight from the tables
// it reads, never through a repository's whole-aggregate reads. The rows, the position and
// the page selection are the read side's, so they live here, not in the circle slice. The
// page after a position is "the circles whose (name, id) sort after it": a circle created
// meanwhile lands where it sorts, and never shifts the pages that follow.

import Aggregates

/// One row of the list: what a screen shows of a circle, nothing it could change.
public struct CircleListEntry: Sendable, Hashable {
  /// The circle's id.
  public let id: CircleId
  /// The circle's name.
  public let name: CircleName
  /// The owner's name as text, or `nil` when the owner is no longer a user.
  ///
  /// Text, not the profiles' `UserName`: a screen shows it, and the circles' read side
  /// names no value the profiles own beyond the shared kernel.
  public let ownerName: String?
  /// How many members the circle has, its owner included.
  public let memberCount: Int

  /// The row for `circle`, whose owner is called `ownerName`.
  public init(_ circle: Circle, ownerName: String?) {
    id = circle.id
    name = circle.name
    self.ownerName = ownerName
    memberCount = circle.members.count
  }

  /// The row of a circle with this id and name, owner's name and member count, as a query
  /// reads it without loading the circle.
  public init(id: CircleId, name: CircleName, ownerName: String?, memberCount: Int) {
    self.id = id
    self.name = name
    self.ownerName = ownerName
    self.memberCount = memberCount
  }

  /// Where this row sorts: the position the next page starts after.
  public var position: CircleListPosition { CircleListPosition(name: name, id: id) }
}

// region: CircleListPosition
/// A place in the list of circles sorted by name, then id: a cursor's content.
public struct CircleListPosition: Sendable, Hashable, Comparable {
  /// The name of the last circle seen.
  public let name: CircleName
  /// Its id, which orders circles of the same name.
  public let id: CircleId

  /// The position of a circle with this name and id.
  public init(name: CircleName, id: CircleId) {
    self.name = name
    self.id = id
  }

  /// Where `circle` sorts in the list.
  public init(_ circle: Circle) {
    self.init(name: circle.name, id: circle.id)
  }

  /// Whether `lhs` sorts before `rhs`: by name, then by id.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.name.value, lhs.id) < (rhs.name.value, rhs.id)
  }
}
// endregion

extension CircleListPosition {
  // region: selectPage
  /// The first `limit` circles after `position` among `circles`, in list order.
  ///
  /// Adapters call this on the circles their tables hold, then name the page's owners in one
  /// read. It keeps only the best `limit` circles while it scans, so a page of 20 out of
  /// 10,000 circles costs one pass and no sort of the whole.
  /// - Complexity: O(*n* × `limit`) in the worst case, O(*n*) in practice.
  public static func selectPage(
    from circles: some Sequence<Circle>, after position: CircleListPosition?, limit: Int
  ) -> [Circle] {
    guard limit > 0 else { return [] }
    var page: [(position: CircleListPosition, circle: Circle)] = []
    page.reserveCapacity(limit + 1)
    for circle in circles {
      let candidate = CircleListPosition(circle)
      if let position, !(position < candidate) { continue }
      if page.count == limit, let last = page.last, !(candidate < last.position) { continue }
      let index = page.firstIndex { candidate < $0.position } ?? page.endIndex
      page.insert((candidate, circle), at: index)
      if page.count > limit { page.removeLast() }
    }
    return page.map(\.circle)
  }
  // endregion
}
