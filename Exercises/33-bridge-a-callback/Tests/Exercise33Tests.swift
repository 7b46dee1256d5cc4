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

/// An error the gateway has no word for.
private struct DiskFull: Error {}

@Suite(
  "Exercise 33: Bridge a completion handler to async throws",
  .timeLimit(.minutes(1)))
struct Exercise33Tests {
  @Test("the address the success handler gets becomes the function's result")
  func address() async throws {
    let uploads = AvatarUploads(
      uploader: AvatarUploader(calling: .success("https://cdn.example/a.png")))

    #expect(try await uploads.upload(picture) == "https://cdn.example/a.png")
  }

  @Test("offline and an error status arrive as their own typed errors, not one catch-all")
  func typedErrors() async {
    let offline = AvatarUploads(
      uploader: AvatarUploader(calling: .failure(AvatarUploaderError.offline)))
    let refused = AvatarUploads(
      uploader: AvatarUploader(calling: .failure(AvatarUploaderError.status(413))))

    await #expect(throws: UploadError.offline) { try await offline.upload(picture) }
    await #expect(throws: UploadError.rejected(status: 413)) { try await refused.upload(picture) }
  }

  @Test("an error the gateway cannot explain is a noAnswer failure")
  func unexplained() async {
    let uploads = AvatarUploads(uploader: AvatarUploader(calling: .failure(DiskFull())))

    await #expect(throws: UploadError.noAnswer) { try await uploads.upload(picture) }
  }

  @Test("an empty address is no address: a noAnswer failure, and the caller never waits forever")
  func emptyAddress() async {
    let uploads = AvatarUploads(uploader: AvatarUploader(calling: .success("")))

    let result = await answer(of: uploads)
    #expect(result != nil, "no answer within 5 seconds: the continuation was never resumed")
    #expect(result == .failure(.noAnswer))
  }

  @Test(
    "a late failure after a success is harmless: the continuation resumes once, the address wins")
  func failureAfterSuccess() async throws {
    let uploads = AvatarUploads(
      uploader: AvatarUploader(
        calling: .success("https://cdn.example/b.png"), .failure(AvatarUploaderError.offline)))

    for _ in 0..<20 {
      #expect(try await uploads.upload(picture) == "https://cdn.example/b.png")
    }
  }

  @Test("a success after a failure is harmless: the continuation resumes once, the failure wins")
  func successAfterFailure() async {
    let uploads = AvatarUploads(
      uploader: AvatarUploader(
        calling: .failure(AvatarUploaderError.status(500)), .success("https://cdn.example/c.png")))

    for _ in 0..<20 {
      await #expect(throws: UploadError.rejected(status: 500)) { try await uploads.upload(picture) }
    }
  }
}
