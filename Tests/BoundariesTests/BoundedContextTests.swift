// Chapter 10 — Boundaries: BC-1, two contexts and a translation between them.
// Docs/10-boundaries.md

import Authentication
import BoundaryAdapters
import Foundation
import SignIn
import Testing

@Suite("Two contexts: authentication's accounts are not the profile's users (BC-1)")
struct BoundedContextTests {
  @Test("a first sign-in opens an account; signing in again with the same provider finds it")
  func firstSignInOpensAnAccount() async throws {
    let world = try SessionWorld()

    let first = try await world.service.signIn(with: Tokens.kimAtKakao)
    let again = try await world.service.signIn(with: Tokens.kimAtKakao)

    #expect(first.accountId == again.accountId)
    let identity = ProviderIdentity(provider: .kakao, subject: "4242")
    #expect(await world.accounts.find(identity: identity)?.id == first.accountId)
  }

  @Test(
    "the same person through two providers has two accounts: a provider's id means nothing elsewhere"
  )
  func twoProvidersTwoAccounts() async throws {
    let world = try SessionWorld()

    let kakao = try await world.service.signIn(with: Tokens.kimAtKakao)
    let apple = try await world.service.signIn(with: Tokens.kimAtApple)

    #expect(kakao.accountId != apple.accountId)
    #expect(apple.provider == .apple)
  }

  @Test("a credential the provider refuses opens no account and starts no session")
  func refusedCredential() async throws {
    let world = try SessionWorld()

    await #expect(throws: SessionError.signIn(.credentialRejected(.kakao))) {
      try await world.service.signIn(with: Tokens.forged)
    }

    #expect(await world.device.held() == nil)
    #expect(try await world.service.currentUser() == .signedOut)
  }

  @Test("an unreachable provider is reported as unavailable, not as a wrong credential")
  func unreachableProvider() async throws {
    let verifier = FakeIdentityProviderGateway(accepting: [:])
    await verifier.setReachable(false, .kakao)
    let world = try SessionWorld(verifier: verifier)

    await #expect(throws: SessionError.signIn(.providerUnavailable(.kakao))) {
      try await world.service.signIn(with: Tokens.kimAtKakao)
    }
  }

  @Test("printing a credential never shows the provider's token")
  func credentialHidesToken() {
    let credential = ProviderCredential(provider: .naver, token: "secret-naver-token")

    #expect("\(credential)" == "Naver credential (token hidden)")
    #expect(!String(reflecting: credential).contains("secret"))
  }

  @Test(
    "a session holds its own token, the account, the provider, its start and its expiry, and no provider token"
  )
  func sessionHoldsNoToken() async throws {
    let world = try SessionWorld()

    let session = try await world.service.signIn(with: Tokens.kimAtKakao)

    let labels = Mirror(reflecting: session).children.compactMap(\.label)
    #expect(labels == ["token", "accountId", "provider", "startedAt", "expiresAt"])
  }

  @Test(
    "the authentication module imports nothing of the profile context, so it never sees a UserName")
  func authenticationImportsNoProfile() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Authentication")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
      #expect(imports.allSatisfy { $0 == "import Foundation" }, "\(file): \(imports)")
      #expect(!text.contains("UserName"), "\(file) mentions UserName")
    }
  }
}
