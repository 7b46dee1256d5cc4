// Chapter 5 — Application services (AS-4). Docs/05-application-services.md
//
// Read after `UserApplicationError.swift`: every use case calls a datastore, and a
// datastore can fail in ways only it knows (a full disk, a damaged file). The use case
// does not pass those errors on as they are; it reports "the datastore failed" in its
// own error type, with the store's message, so its callers handle one typed error.

/// Runs a datastore operation; its failure becomes `failure(message)`, the use case's own error.
///
/// `package` so that the circle use cases report datastore failures the same way.
package func callDatastore<Value, Failure: Error>(
  failing failure: (String) -> Failure, _ operation: () async throws -> Value
) async throws(Failure) -> Value {
  do {
    return try await operation()
  } catch {
    throw failure(String(describing: error))
  }
}
