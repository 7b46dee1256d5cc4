// Exercise 39 — given: the aggregate to map. See README.md or README.ko.md.

/// A meetup's agenda: a title and its topics, in the order they will be talked about.
///
/// Its rules: at most ``topicLimit`` topics, none empty, none twice. They hold for every
/// agenda there is, a loaded one too: ``init(restoring:title:topics:version:)`` checks them.
public struct Agenda: Sendable, Hashable {
  /// The most topics one meetup has time for.
  public static let topicLimit = 5
  /// The agenda's identity.
  public let id: String
  /// What the meetup is called.
  public private(set) var title: String
  /// The topics, first to last.
  public private(set) var topics: [String] = []
  /// How many times a store had saved it when this copy was read (0: never).
  public private(set) var version: Int

  /// A new agenda, not yet saved, with no topics.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
    self.version = 0
  }

  /// An agenda as a store kept it, its rules checked again.
  /// - Throws: ``AgendaError`` when the topics break a rule.
  public init(restoring id: String, title: String, topics: [String], version: Int)
    throws(AgendaError)
  {
    self.id = id
    self.title = title
    self.version = version
    for topic in topics { try add(topic) }
  }
}

extension Agenda {
  /// Adds a topic last.
  /// - Throws: ``AgendaError`` when it is empty, on the agenda already, or one too many.
  public mutating func add(_ topic: String) throws(AgendaError) {
    guard !topic.isEmpty else { throw .emptyTopic }
    guard !topics.contains(topic) else { throw .twice(topic) }
    guard topics.count < Self.topicLimit else { throw .full(limit: Self.topicLimit) }
    topics.append(topic)
  }

  /// Takes a topic off the agenda; one not on it changes nothing.
  public mutating func remove(_ topic: String) {
    topics.removeAll { $0 == topic }
  }

  /// Moves a topic to `index` (clamped to the agenda), keeping the others' order.
  public mutating func move(_ topic: String, to index: Int) {
    guard let from = topics.firstIndex(of: topic) else { return }
    topics.remove(at: from)
    topics.insert(topic, at: min(max(index, 0), topics.count))
  }

  /// Gives the agenda another title.
  public mutating func retitle(_ title: String) {
    self.title = title
  }

  /// The same agenda one version on: what a store keeps when it saves this copy.
  public func advancingVersion() -> Agenda {
    var next = self
    next.version += 1
    return next
  }
}

/// Why an agenda refused a topic.
public enum AgendaError: Error, Sendable, Hashable {
  /// A topic must say something.
  case emptyTopic
  /// This topic is on the agenda already.
  case twice(String)
  /// The agenda holds its limit of topics.
  case full(limit: Int)
}

/// Why a store refused to save an agenda; nothing was written.
public enum AgendaSaveConflict: Error, Sendable, Hashable {
  /// The copy was read at `saved`, but the store holds `stored` (0: none).
  case staleVersion(id: String, saved: Int, stored: Int)
}

/// Where agendas are kept, whatever the technology.
public protocol AgendaRepository: Actor {
  /// Stores the whole agenda, if this copy is of the version stored.
  /// - Throws: ``AgendaSaveConflict/staleVersion(id:saved:stored:)`` otherwise.
  func save(_ agenda: Agenda) throws
  /// The agenda with this id, whole, or `nil`.
  func find(id: String) throws -> Agenda?
}
