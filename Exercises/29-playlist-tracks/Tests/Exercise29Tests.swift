// Exercise 29: A playlist's tracks, a collection with rules — the rules your code must keep.

import ExerciseSupport
import Testing

#if ReferenceSolutions
  import Exercise29Solution
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  import Exercise29
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// Tracks "trk-1", "trk-2", … up to `count`.
private func tracks(_ count: Int) -> [TrackId] {
  (0..<count).map { TrackId("trk-\($0 + 1)") }
}

/// A playlist with the tracks "trk-1" … "trk-`count`", added in that order.
private func makePlaylist(with count: Int) throws -> Playlist {
  var playlist = Playlist(name: "road trip")
  for track in tracks(count) { try playlist.add(track) }
  return playlist
}

/// The ids of a playlist's tracks, in order.
private func ids(_ playlist: Playlist) -> [String] {
  playlist.tracks.map(\.value)
}

@Suite("Exercise 29: A playlist's tracks, a collection with rules")
struct Exercise29Tests {
  @Test("a new playlist has no tracks, and tracks keep the order they were added in")
  func order() throws {
    #expect(Playlist(name: "empty").tracks.isEmpty)

    var playlist = Playlist(name: "mix")
    for name in ["trk-3", "trk-1", "trk-2"] { try playlist.add(TrackId(name)) }

    #expect(ids(playlist) == ["trk-3", "trk-1", "trk-2"])
  }

  @Test("a track is on a playlist once: adding it again is refused and changes nothing")
  func noTrackTwice() throws {
    var playlist = try makePlaylist(with: 3)

    #expect(throws: PlaylistError.alreadyOnPlaylist(TrackId("trk-2"))) {
      try playlist.add(TrackId("trk-2"))
    }
    #expect(ids(playlist) == ["trk-1", "trk-2", "trk-3"])
  }

  @Test("a playlist holds at most PlaylistTracks.limit tracks: one more is refused")
  func limit() throws {
    var playlist = try makePlaylist(with: PlaylistTracks.limit - 1)
    try playlist.add(TrackId("the last that fits"))
    #expect(playlist.tracks.count == PlaylistTracks.limit)

    #expect(throws: PlaylistError.full(limit: PlaylistTracks.limit)) {
      try playlist.add(TrackId("one too many"))
    }
    #expect(playlist.tracks.count == PlaylistTracks.limit)
  }

  @Test("removing a track keeps the others in their order; a track not there is refused")
  func removing() throws {
    var playlist = try makePlaylist(with: 5)

    try playlist.remove(TrackId("trk-2"))
    try playlist.remove(TrackId("trk-4"))

    #expect(ids(playlist) == ["trk-1", "trk-3", "trk-5"])
    #expect(throws: PlaylistError.notOnPlaylist(TrackId("trk-2"))) {
      try playlist.remove(TrackId("trk-2"))
    }
    #expect(ids(playlist) == ["trk-1", "trk-3", "trk-5"])
  }

  @Test("moving a track changes only its place, the others keep their order")
  func moving() throws {
    var playlist = try makePlaylist(with: 4)

    try playlist.move(TrackId("trk-1"), to: 2)
    #expect(ids(playlist) == ["trk-2", "trk-3", "trk-1", "trk-4"])

    try playlist.move(TrackId("trk-4"), to: 0)
    #expect(ids(playlist) == ["trk-4", "trk-2", "trk-3", "trk-1"])
  }

  @Test("a move to a place that is not one is refused, never clamped; so is a track not there")
  func movingOutOfRange() throws {
    var playlist = try makePlaylist(with: 4)

    for place in [-1, 4, 99] {
      #expect(throws: PlaylistError.placeOutOfRange(place, count: 4)) {
        try playlist.move(TrackId("trk-2"), to: place)
      }
    }
    #expect(throws: PlaylistError.notOnPlaylist(TrackId("trk-9"))) {
      try playlist.move(TrackId("trk-9"), to: 0)
    }
    #expect(ids(playlist) == ["trk-1", "trk-2", "trk-3", "trk-4"])
  }

  @Test("the tracks keep their rules on their own, with no playlist around them")
  func rulesInTheCollection() throws {
    let three = try PlaylistTracks().adding(TrackId("a")).adding(TrackId("b"))
      .adding(TrackId("c"))

    #expect(three.map(\.value) == ["a", "b", "c"])
    #expect(throws: PlaylistError.alreadyOnPlaylist(TrackId("b"))) {
      try three.adding(TrackId("b"))
    }
    #expect(throws: PlaylistError.notOnPlaylist(TrackId("z"))) { try three.removing(TrackId("z")) }
    #expect(try three.removing(TrackId("a")).map(\.value) == ["b", "c"])
    #expect(try three.moving(TrackId("c"), to: 0).map(\.value) == ["c", "a", "b"])
    #expect(throws: PlaylistError.placeOutOfRange(3, count: 3)) {
      try three.moving(TrackId("a"), to: 3)
    }
    let full = try PlaylistTracks(restoring: tracks(PlaylistTracks.limit))
    #expect(throws: PlaylistError.full(limit: PlaylistTracks.limit)) {
      try full.adding(TrackId("one too many"))
    }
    #expect(three.map(\.value) == ["a", "b", "c"], "a change made a new value; this one stays")
  }

  @Test("restored tracks are checked on the way in: a track twice or too many are refused")
  func restoring() throws {
    let stored = try PlaylistTracks(restoring: tracks(3))
    #expect(stored.map(\.value) == ["trk-1", "trk-2", "trk-3"])

    #expect(throws: PlaylistError.alreadyOnPlaylist(TrackId("trk-1"))) {
      try PlaylistTracks(restoring: tracks(3) + [TrackId("trk-1")])
    }
    #expect(throws: PlaylistError.full(limit: PlaylistTracks.limit)) {
      try PlaylistTracks(restoring: tracks(PlaylistTracks.limit + 1))
    }
  }

  @Test("no bare array leaks out: nothing public hands out [TrackId], and tracks cannot be set")
  func noBareArray() throws {
    // Every public property or method whose type is a bare array of ids, and a `tracks` a
    // caller could assign, would let a caller change the list without its rules.
    let found = try code.lines(
      matching: #"public (private\(set\))? ?(var|let) ?\w+:\[TrackId\]"#
        + #"|public [^{}]*->\[TrackId\]|public var tracks:"#)
    #expect(
      found.isEmpty,
      """
      a bare array of tracks, or a settable list, is public: \(found.joined(separator: "; "))
      """)
  }
}
