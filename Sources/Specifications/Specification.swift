// Chapter 7 — Beyond the basics (AD-3): specifications. Docs/07-beyond-the-basics.md
//
// Read first: the protocol, one method. A rule for judging objects ("is this circle
// full?", "should we recommend it?") becomes a type of its own: it has a name, it can be
// tested alone, and rules combine with `and`, `or` and `not` into new rules without
// anyone writing another `if`.

// region: Specification
/// A rule that an object either satisfies or not.
public protocol Specification<Candidate>: Sendable {
  /// What the rule judges.
  associatedtype Candidate

  /// Whether `candidate` satisfies the rule.
  func isSatisfied(by candidate: Candidate) -> Bool
}
// endregion

// region: composition
extension Specification {
  /// A rule satisfied when both this one and `other` are.
  public func and<Other: Specification>(_ other: Other) -> AndSpecification<Self, Other>
  where Other.Candidate == Candidate {
    AndSpecification(left: self, right: other)
  }

  /// A rule satisfied when this one or `other` is (or both).
  public func or<Other: Specification>(_ other: Other) -> OrSpecification<Self, Other>
  where Other.Candidate == Candidate {
    OrSpecification(left: self, right: other)
  }

  /// A rule satisfied exactly when this one is not.
  public func not() -> NotSpecification<Self> {
    NotSpecification(wrapped: self)
  }
}
// endregion

/// Two rules that must both hold.
public struct AndSpecification<Left: Specification, Right: Specification>: Specification
where Left.Candidate == Right.Candidate {
  let left: Left
  let right: Right

  /// Whether both rules hold.
  public func isSatisfied(by candidate: Left.Candidate) -> Bool {
    left.isSatisfied(by: candidate) && right.isSatisfied(by: candidate)
  }
}

/// Two rules of which at least one must hold.
public struct OrSpecification<Left: Specification, Right: Specification>: Specification
where Left.Candidate == Right.Candidate {
  let left: Left
  let right: Right

  /// Whether either rule holds.
  public func isSatisfied(by candidate: Left.Candidate) -> Bool {
    left.isSatisfied(by: candidate) || right.isSatisfied(by: candidate)
  }
}

/// The opposite of a rule.
public struct NotSpecification<Wrapped: Specification>: Specification {
  let wrapped: Wrapped

  /// Whether the wrapped rule does not hold.
  public func isSatisfied(by candidate: Wrapped.Candidate) -> Bool {
    !wrapped.isSatisfied(by: candidate)
  }
}
