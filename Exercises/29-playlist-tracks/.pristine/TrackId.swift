// Exercise 29 — already written: track ids and the rules' errors. See README.md or README.ko.md.

/// A track in the music catalogue, by its id there, such as "trk-1".
public struct TrackId: Sendable, Hashable, CustomStringConvertible {
  /// The catalogue's id.
  public let value: String

  /// Names the track `value`.
  public init(_ value: String) {
    self.value = value
  }

  /// The id itself.
  public var description: String { value }
}

/// The rule a change to a playlist's tracks broke.
public enum PlaylistError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The track is on the playlist already.
  case alreadyOnPlaylist(TrackId)
  /// The playlist holds as many tracks as it may.
  case full(limit: Int)
  /// The track is not on the playlist.
  case notOnPlaylist(TrackId)
  /// The place asked for is not one of the playlist's places, 0 to `count - 1`.
  case placeOutOfRange(Int, count: Int)

  /// A sentence naming the rule.
  public var description: String {
    switch self {
    case .alreadyOnPlaylist(let track): "track \(track) is already on this playlist"
    case .full(let limit): "a playlist holds at most \(limit) tracks"
    case .notOnPlaylist(let track): "track \(track) is not on this playlist"
    case .placeOutOfRange(let place, let count):
      "a track moves to a place from 0 to \(count - 1); got \(place)"
    }
  }
}
