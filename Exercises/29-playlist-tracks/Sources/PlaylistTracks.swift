// Exercise 29 — your turn: give the tracks their rules. See README.md or README.ko.md.

import ExerciseSupport

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

  // How the tracks are kept is yours to choose: nothing outside this type may see it.
  private let ids: [TrackId]

  /// No tracks: a new playlist's.
  public init() {
    ids = []
  }

  /// Tracks as they were stored, checked on the way in.
  /// - Throws: ``PlaylistError/alreadyOnPlaylist(_:)`` for a track listed twice,
  ///   ``PlaylistError/full(limit:)`` for more than ``limit`` tracks.
  public init(restoring tracks: [TrackId]) throws(PlaylistError) {
    // TODO: keep `tracks` only if they keep the rules.
    ids = unimplemented("PlaylistTracks.init(restoring:)", placeholder: [])
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
    // TODO: refuse a track already here, and one past the limit; else a copy with it last.
    unimplemented("PlaylistTracks.adding(_:)", placeholder: self)
  }

  /// The tracks without `track`, the others in their order.
  /// - Throws: ``PlaylistError/notOnPlaylist(_:)``.
  public func removing(_ track: TrackId) throws(PlaylistError) -> PlaylistTracks {
    // TODO: refuse a track that is not here; else a copy without it.
    unimplemented("PlaylistTracks.removing(_:)", placeholder: self)
  }

  /// The tracks with `track` moved to `place`, the others in their order around it.
  /// - Throws: ``PlaylistError/notOnPlaylist(_:)`` or
  ///   ``PlaylistError/placeOutOfRange(_:count:)``.
  public func moving(_ track: TrackId, to place: Int) throws(PlaylistError) -> PlaylistTracks {
    // TODO: refuse a track that is not here and a place that is not one; else the new order.
    unimplemented("PlaylistTracks.moving(_:to:)", placeholder: self)
  }

  /// The ids in order, such as "[trk-1, trk-2]".
  public var description: String { "[\(ids.map(\.value).joined(separator: ", "))]" }
}
