// Chapter 11 — Strategic design (SD-1 … SD-10), an annotated example.
// Docs/11-strategic-design.md
//
// Run it with `swift run strategic-design`. Each teaching point tells its part of the
// story in a file of its own, in the chapter's order.

await tellLanguage()
await tellSubdomains()
await tellContextMap()
await tellAntiCorruption()
await tellIntegrationEvents()
await tellAggregateRules()
await tellProcessManagers()
await tellEventSourcing()
await tellModellingTogether()
await tellTransactionScript()
