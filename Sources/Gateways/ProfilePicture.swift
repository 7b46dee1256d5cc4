// Chapter 10 — Boundaries (GW-1): what the profile context calls a picture.
// Docs/10-boundaries.md
//
// Read first: the initialiser. The domain's picture is a value with rules (a secure
// address, a positive size); whatever shape the remote service sends is mapped to it at
// the edge, so no JSON field name ever reaches a use case.

// region: ProfilePicture
/// A picture a user may show on their profile: a secure address and its size in pixels.
public struct ProfilePicture: Sendable, Hashable, CustomStringConvertible {
  /// Where the picture is, an `https://` address.
  public let address: String
  /// Its width and height in pixels (pictures are square).
  public let size: Int

  /// Makes a picture.
  /// - Throws: ``ValidationError/insecureAddress(_:)`` unless the address starts with
  ///   `https://`, ``ValidationError/invalidSize(_:)`` unless the size is 1 to 4096.
  public init(address: String, size: Int) throws(ValidationError) {
    guard address.hasPrefix("https://"), address.count > "https://".count else {
      throw .insecureAddress(address)
    }
    guard (1...4096).contains(size) else { throw .invalidSize(size) }
    self.address = address
    self.size = size
  }
}
// endregion

extension ProfilePicture {
  /// `https://… (128px)`.
  public var description: String { "\(address) (\(size)px)" }

  /// Why a remote answer is not a picture.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The address is not an `https://` address.
    case insecureAddress(String)
    /// The size is not 1 to 4096 pixels.
    case invalidSize(Int)

    /// A sentence saying what is allowed.
    public var description: String {
      switch self {
      case .insecureAddress(let address):
        "a profile picture's address starts with https://; got \"\(address)\""
      case .invalidSize(let size):
        "a profile picture is 1 to 4096 pixels wide; got \(size)"
      }
    }
  }
}
