// Chapter 9 — the test target is a composition root: it says, one line each, that the
// circle stores answer the relay's port and the query service's port. The stores cannot
// say so themselves: both ports sit in the application layer, which adapters do not import.
// Docs/09-events-and-queries.md

import CirclePersistence
import EventHandlers
import QueryServices

/// The in-memory circle store keeps its events and their delivery mark.
extension InMemoryCircleRepository: CircleEventOutbox {}
/// The in-memory circle store hands out list rows.
extension InMemoryCircleRepository: CircleListing {}
/// The file circle store keeps its events and their delivery mark.
extension FileCircleRepository: CircleEventOutbox {}
/// The file circle store hands out list rows.
extension FileCircleRepository: CircleListing {}
