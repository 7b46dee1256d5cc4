// libFuzzer target over the file repository's journal decoding (FuzzChecks.journal): every
// input is written as a journal and opened through FileUserRepository.
//
// .ci/fuzz.sh builds it with -DFUZZING and links it with -sanitize=fuzzer into a libFuzzer
// binary; in a normal build it is empty. Tests/FuzzRegressionTests replays the corpus.

import Foundation
import FuzzChecks

/// The folder each input is written to, made once per process.
let fuzzDirectory = FileManager.default.temporaryDirectory
  .appendingPathComponent("dddworkshop-fuzz-journal-\(ProcessInfo.processInfo.processIdentifier)")

#if FUZZING
  /// libFuzzer's entry point: one input, checked; a broken property stops the run.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
      try FuzzChecks.journal(
        Array(UnsafeBufferPointer(start: data, count: size)), in: fuzzDirectory)
    } catch {
      FileHandle.standardError.write(Data("property violated: \(error)\n".utf8))
      abort()
    }
    return 0
  }
#endif
