// Exercise 33 — your turn: write `AvatarUploads.upload(_:)`. See README.md in this folder.

import Dispatch
import ExerciseSupport
import Foundation
import Synchronization

/// What the old uploader reports, in its own words.
public enum AvatarUploaderError: Error, Sendable, Hashable {
  /// No connection.
  case offline
  /// The server answered with an error status.
  case status(Int)
}

/// A vendor SDK that uploads a picture and calls back later, on a background queue.
public struct AvatarUploader: Sendable {
  private let address: String?
  private let error: AvatarUploaderError?
  private let callsTwice: Bool

  /// Makes an uploader that answers `address`, or `error`, or neither when both are
  /// `nil`; with `callsTwice`, it calls the completion a second time, as old versions do.
  public init(address: String?, error: AvatarUploaderError? = nil, callsTwice: Bool = false) {
    self.address = address
    self.error = error
    self.callsTwice = callsTwice
  }

  /// Uploads `data`; `completion` gets the picture's address or an error, later.
  public func upload(_ data: Data, completion: @escaping @Sendable (String?, (any Error)?) -> Void)
  {
    let (address, error, times) = (self.address, self.error, callsTwice ? 2 : 1)
    DispatchQueue.global().async {
      for _ in 0..<times { completion(address, error) }
    }
  }
}

/// Why an upload gave no address.
public enum UploadError: Error, Sendable, Hashable {
  /// No connection: try again later.
  case offline
  /// The server refused the upload with this status.
  case rejected(status: Int)
  /// The uploader answered neither an address nor an error it explains.
  case noAnswer
}

/// The gateway: the old uploader, bridged to `async throws`.
public struct AvatarUploads: Sendable {
  private let uploader: AvatarUploader

  /// Makes the gateway over the old uploader.
  public init(uploader: AvatarUploader) {
    self.uploader = uploader
  }

  /// Uploads `data` and returns the picture's address.
  /// - Throws: ``UploadError`` saying why there is no address.
  public func upload(_ data: Data) async throws(UploadError) -> String {
    // TODO: bridge uploader.upload(_:completion:) with a continuation resumed exactly once,
    // translating each answer into the address or a typed UploadError.
    unimplemented("AvatarUploads.upload(_:)", placeholder: "")
  }
}
