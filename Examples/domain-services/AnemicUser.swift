// Chapter 3 — Domain services (DS-3): a counter-example. Docs/03-domain-services.md
//
// Do not build on this type: it is here to be compared with `User`. Move renaming out of
// the entity into a service, and this is what the entity becomes — a bag of settable
// data. It is compiled in this example (not only sketched in prose, and not in the
// `DomainServices` module, whose API teaches the model to follow) so the chapter, the
// example and the spec test all show the same code, and the test can prove the harm.

// region: AnemicUser
/// An entity reduced to a bag of data, every property settable from anywhere: the
/// anemic domain model, kept as a counter-example to `User`.
///
/// Its rule lives in ``AnemicUserNameChanger``, which nothing forces anyone to call.
public struct AnemicUser: Sendable, Equatable {
  /// The user's id, as a bare `String`.
  public var id: String
  /// The user's name, as a bare `String`: any text at all can be assigned.
  public var name: String

  /// Makes the bag of data; nothing is checked.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}
// endregion
