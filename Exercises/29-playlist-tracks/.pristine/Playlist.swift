// Exercise 29 — your turn: let the playlist ask its tracks. See README.md or README.ko.md.

import ExerciseSupport

/// A listener's playlist: a name and its tracks, changed only through the playlist.
public struct Playlist: Sendable {
  /// What the listener called it.
  public let name: String
  /// Its tracks, in order; read-only here, changed by ``add(_:)``, ``remove(_:)`` and
  /// ``move(_:to:)``.
  public private(set) var tracks: PlaylistTracks

  /// A new, empty playlist.
  public init(name: String) {
    self.name = name
    tracks = PlaylistTracks()
  }

  /// Adds `track` at the end.
  /// - Throws: ``PlaylistError`` naming the rule it would break; nothing changes then.
  public mutating func add(_ track: TrackId) throws(PlaylistError) {
    // TODO: one line that asks the tracks.
    unimplemented("Playlist.add(_:)", placeholder: ())
  }

  /// Takes `track` off the playlist.
  /// - Throws: ``PlaylistError/notOnPlaylist(_:)``; nothing changes then.
  public mutating func remove(_ track: TrackId) throws(PlaylistError) {
    // TODO: one line that asks the tracks.
    unimplemented("Playlist.remove(_:)", placeholder: ())
  }

  /// Moves `track` to `place` (0 is the first).
  /// - Throws: ``PlaylistError`` naming the rule it would break; nothing changes then.
  public mutating func move(_ track: TrackId, to place: Int) throws(PlaylistError) {
    // TODO: one line that asks the tracks.
    unimplemented("Playlist.move(_:to:)", placeholder: ())
  }
}
