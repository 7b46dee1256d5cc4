// Exercise 39 — given: the in-memory store, held to the same contract as yours.

/// Agendas in a dictionary: the contract's other store.
public actor InMemoryAgendaRepository: AgendaRepository {
  private var agendas: [String: Agenda] = [:]

  /// An empty store.
  public init() {}

  /// Stores the whole agenda, if this copy is of the version stored.
  public func save(_ agenda: Agenda) throws {
    let stored = agendas[agenda.id]?.version ?? 0
    guard agenda.version == stored else {
      throw AgendaSaveConflict.staleVersion(id: agenda.id, saved: agenda.version, stored: stored)
    }
    agendas[agenda.id] = agenda.advancingVersion()
  }

  /// The agenda with this id, or `nil`.
  public func find(id: String) -> Agenda? { agendas[id] }
}
