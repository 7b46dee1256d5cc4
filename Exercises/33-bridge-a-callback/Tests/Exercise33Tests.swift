// Exercise 33: Bridge a completion handler to async throws — the rules your code must keep.

import Foundation
import Synchronization
import Testing

#if ReferenceSolutions
  import Exercise33Solution
#else
  import Exercise33
#endif

private let picture = Data([0x89, 0x50, 0x4E, 0x47])

/// Where an upload's answer lands, whenever it comes.
private final class Answer: Sendable {
  let result = Mutex<Result<String, UploadError>?>(nil)
}

/// The upload's answer, or `nil` when none came within `seconds`.
///
/// A bridge that never resumes would keep its caller waiting forever; this caller stops
/// waiting instead.
private func answer(of uploads: AvatarUploads, within seconds: Int = 5) async
  -> Result<String, UploadError>?
{
  let answer = Answer()
  Task {
    let result: Result<String, UploadError>
    do throws(UploadError) {
      result = .success(try await uploads.upload(picture))
    } catch {
      result = .failure(error)
    }
    answer.result.withLock { $0 = result }
  }
  let deadline = ContinuousClock.now + .seconds(seconds)
  while ContinuousClock.now < deadline {
    if let result = answer.result.withLock({ $0 }) { return result }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return nil
}

@Suite(
  "Exercise 33: Bridge a completion handler to async throws",
  .timeLimit(.minutes(1)))
struct Exercise33Tests {
  @Test("the uploader's address becomes the function's result")
  func address() async throws {
    let uploads = AvatarUploads(uploader: AvatarUploader(address: "https://cdn.example/a.png"))

    #expect(try await uploads.upload(picture) == "https://cdn.example/a.png")
  }

  @Test("offline and an error status arrive as their own typed errors, not one catch-all")
  func typedErrors() async {
    let offline = AvatarUploads(uploader: AvatarUploader(address: nil, error: .offline))
    let refused = AvatarUploads(uploader: AvatarUploader(address: nil, error: .status(413)))

    await #expect(throws: UploadError.offline) { try await offline.upload(picture) }
    await #expect(throws: UploadError.rejected(status: 413)) { try await refused.upload(picture) }
  }

  @Test("no address and no error is a noAnswer failure, and the caller never waits forever")
  func neither() async {
    let uploads = AvatarUploads(uploader: AvatarUploader(address: nil))

    let result = await answer(of: uploads)
    #expect(result != nil, "no answer within 5 seconds: the continuation was never resumed")
    #expect(result == .failure(.noAnswer))
  }

  @Test("an error sent beside an address wins: a half-failed upload is a failure")
  func errorBesideAddress() async {
    let uploads = AvatarUploads(
      uploader: AvatarUploader(address: "https://cdn.example/a.png", error: .status(500)))

    await #expect(throws: UploadError.rejected(status: 500)) { try await uploads.upload(picture) }
  }

  @Test(
    "a completion called twice is harmless: the continuation resumes once, the first answer wins")
  func calledTwice() async throws {
    let uploads = AvatarUploads(
      uploader: AvatarUploader(address: "https://cdn.example/b.png", callsTwice: true))

    for _ in 0..<20 {
      #expect(try await uploads.upload(picture) == "https://cdn.example/b.png")
    }
  }
}
