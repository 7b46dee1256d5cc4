// Exercise 29 — reference solution. Docs/exercises.md

/// A playlist's tracks, in the order the listener chose: no track twice, never more than
/// ``limit``.
///
/// A read-only collection of ids, so `count`, `contains`, `first` and `for … in` work as on
/// an array; only ``adding(_:)``, ``removing(_:)`` and ``moving(_:to:)`` make a changed
/// copy, and each keeps the rules.
public struct PlaylistTracks: Sendable, Hashable, RandomAccessCollection,
  CustomStringConvertible
{
  /// The most tracks a playlist holds.
  public static let limit = 100

  private let ids: [TrackId]

  /// No tracks: a new playlist's.
  public init() {
    ids = []
  }

  /// Tracks as they were stored, checked on the way in.
  /// - Throws: ``PlaylistError/alreadyOnPlaylist(_:)`` for a track listed twice,
  ///   ``PlaylistError/full(limit:)`` for more than ``limit`` tracks.
  public init(restoring tracks: [TrackId]) throws(PlaylistError) {
    var checked = PlaylistTracks()
    for track in tracks { checked = try checked.adding(track) }
    self = checked
  }

  private init(checked ids: [TrackId]) {
    self.ids = ids
  }

  /// The first place, 0.
  public var startIndex: Int { ids.startIndex }
  /// One past the last place.
  public var endIndex: Int { ids.endIndex }
  /// The track at `place`.
  public subscript(place: Int) -> TrackId { ids[place] }

  /// The tracks with `track` added at the end.
  /// - Throws: ``PlaylistError/alreadyOnPlaylist(_:)`` or ``PlaylistError/full(limit:)``.
  public func adding(_ track: TrackId) throws(PlaylistError) -> PlaylistTracks {
    guard !ids.contains(track) else { throw .alreadyOnPlaylist(track) }
    guard ids.count < Self.limit else { throw .full(limit: Self.limit) }
    return PlaylistTracks(checked: ids + [track])
  }

  /// The tracks without `track`, the others in their order.
  /// - Throws: ``PlaylistError/notOnPlaylist(_:)``.
  public func removing(_ track: TrackId) throws(PlaylistError) -> PlaylistTracks {
    guard ids.contains(track) else { throw .notOnPlaylist(track) }
    return PlaylistTracks(checked: ids.filter { $0 != track })
  }

  /// The tracks with `track` moved to `place`, the others in their order around it.
  /// - Throws: ``PlaylistError/notOnPlaylist(_:)`` or
  ///   ``PlaylistError/placeOutOfRange(_:count:)``.
  public func moving(_ track: TrackId, to place: Int) throws(PlaylistError) -> PlaylistTracks {
    guard ids.contains(track) else { throw .notOnPlaylist(track) }
    guard ids.indices.contains(place) else { throw .placeOutOfRange(place, count: ids.count) }
    var others = ids.filter { $0 != track }
    others.insert(track, at: place)
    return PlaylistTracks(checked: others)
  }

  /// The ids in order, such as "[trk-1, trk-2]".
  public var description: String { "[\(ids.map(\.value).joined(separator: ", "))]" }
}
