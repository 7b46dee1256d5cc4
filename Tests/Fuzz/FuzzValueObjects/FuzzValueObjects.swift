// libFuzzer target over every value object's parsing initialiser (FuzzChecks.valueObjects).
//
// .ci/fuzz.sh builds it with -DFUZZING and links it with -sanitize=fuzzer into a libFuzzer
// binary; in a normal build it is empty. Tests/FuzzRegressionTests replays the corpus.

import Foundation
import FuzzChecks

#if FUZZING
  /// libFuzzer's entry point: one input, checked; a broken property stops the run.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
      try FuzzChecks.valueObjects(Array(UnsafeBufferPointer(start: data, count: size)))
    } catch {
      FileHandle.standardError.write(Data("property violated: \(error)\n".utf8))
      abort()
    }
    return 0
  }
#endif
