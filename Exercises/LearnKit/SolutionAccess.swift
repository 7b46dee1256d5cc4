// Solution gating: the reference solution (Exercises/Solutions/NN-name/) opens only once the
// learner has solved the exercise; `learn solution N` asks first. Docs/exercises.md

import Foundation

/// Whether the learner may see an exercise's reference solution yet.
package enum SolutionAccess: Equatable, Sendable {
  /// Solved: here is where the solution is.
  case open(URL)
  /// Not solved yet: the learner solves it first.
  case closed

  /// Opens the solution only for an exercise the learner has solved.
  package static func decide(for exercise: Exercise, progress: Progress) -> SolutionAccess {
    progress.solved.contains(exercise.number) ? .open(exercise.solution) : .closed
  }
}
