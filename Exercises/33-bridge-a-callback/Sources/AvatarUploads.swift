// Exercise 33 — your turn: write `AvatarUploads.upload(_:)`. See README.md or README.ko.md.

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

/// One call the old uploader makes back: to its success handler or to its failure handler.
public enum UploaderCallback: Sendable {
  /// `onSuccess` with the picture's address.
  case success(String)
  /// `onFailure` with an error.
  case failure(any Error)
}

/// A vendor SDK that uploads a picture and calls back later, on a background queue: one
/// handler for success, another for failure.
public struct AvatarUploader: Sendable {
  private let callbacks: [UploaderCallback]

  /// Makes an uploader that makes these calls back, in this order, for every upload: one, as
  /// a sound version does, or two, as old versions do (a late failure after a success, say).
  public init(calling callbacks: UploaderCallback...) {
    self.callbacks = callbacks
  }

  /// Uploads `data`; later, `onSuccess` gets the picture's address or `onFailure` an error.
  public func upload(
    _ data: Data, onSuccess: @escaping @Sendable (String) -> Void,
    onFailure: @escaping @Sendable (any Error) -> Void
  ) {
    let callbacks = self.callbacks
    DispatchQueue.global().async {
      for callback in callbacks {
        switch callback {
        case .success(let address): onSuccess(address)
        case .failure(let error): onFailure(error)
        }
      }
    }
  }
}

/// Why an upload gave no address.
public enum UploadError: Error, Sendable, Hashable {
  /// No connection: try again later.
  case offline
  /// The server refused the upload with this status.
  case rejected(status: Int)
  /// The uploader answered no address and no error it explains.
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
    // TODO: bridge uploader.upload(_:onSuccess:onFailure:) with one continuation that either
    // handler may resume, exactly once, with the address or a typed UploadError.
    unimplemented("AvatarUploads.upload(_:)", placeholder: "")
  }
}
