// Chapter 9 — The query side (QS-1). Docs/09-events-and-queries.md
//
// Read first: why a cursor and not an offset. "Skip 20" means a different circle once a
// circle is created among the first 20: the next page repeats one or skips one. A cursor
// names where the last page ended (its last row's name and id), so the next page starts
// right after that row, whatever was added before it.

import Aggregates
import Foundation

// region: CircleListCursor
/// Where the next page of the circle list starts: an opaque token a client hands back.
public struct CircleListCursor: Sendable, Hashable {
  /// The place in the sorted list the page ended at.
  let position: CircleListPosition
}
// endregion

extension CircleListCursor {
  /// The cursor after `position`.
  init(after position: CircleListPosition) {
    self.position = position
  }

  /// The text a client keeps and hands back, as it is: URL- and shell-safe.
  public var token: String {
    let pair = [position.name.value, position.id.value]
    let json = (try? JSONEncoder().encode(pair)) ?? Data()
    return json.base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// Reads back a token made by ``token``.
  /// - Throws: ``CircleQueryError/invalidCursor(_:)`` for text that is not such a token.
  public init(token: String) throws(CircleQueryError) {
    var base64 = token.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64),
      let pair = try? JSONDecoder().decode([String].self, from: data), pair.count == 2,
      let name = try? CircleName(pair[0]), let id = try? CircleId(pair[1])
    else { throw .invalidCursor(token) }
    position = CircleListPosition(name: name, id: id)
  }
}
