// How long a torture test runs: a few rounds in a learner's `swift test`, the whole campaign
// in CI. A test never skips; only its round count changes.

import Foundation

/// The number of rounds a long loop (a kill campaign, a byte sweep, a race) runs.
///
/// CI sets `DDDWORKSHOP_TORTURE=1` and gets the full campaign; everyone else gets the quick
/// count, so `swift test` stays fast and still runs every assertion at least once. A file
/// that uses it must be among the suites `.ci/run`'s campaign check runs (the check fails
/// otherwise), and a display name that states a count states both: "(10 here, 100 in CI)".
public enum TortureRounds {
  /// The environment variable that asks for the full campaign.
  public static let variable = "DDDWORKSHOP_TORTURE"

  /// Whether this run is the full campaign: `DDDWORKSHOP_TORTURE=1`.
  public static var isCampaign: Bool {
    ProcessInfo.processInfo.environment[variable] == "1"
  }

  /// `ci` rounds when the environment asks for the full campaign, else `quick`.
  public static func count(quick: Int, ci: Int) -> Int {
    isCampaign ? ci : quick
  }
}
