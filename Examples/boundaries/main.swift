// Chapter 10 — Boundaries (BC-1, BC-2, GW-1 … GW-3, AR-1): an annotated example.
// Docs/10-boundaries.md
//
// Run it with `swift run boundaries`. A person signs in with Kakao (the authentication
// context), gets a profile (the profile context), signs out and deletes the account; the profile's
// pictures come from an outside service, first cached then fresh, also through an old
// completion-handler client; and one registration runs in three architecture styles.
// Every outside service is an in-process fake, every id and instant is fixed.

import ApplicationServices
import ArchitectureStyles
import Authentication
import BoundaryAdapters
import Entities
import ExampleStory
import Foundation
import Gateways
import Persistence
import PictureFeeds
import SessionPresentation
import SignIn
import ValueObjects

/// Chapter 4's cache has what the sign-out and account-deletion use cases ask of it.
extension CachedUserRepository: SessionCache {}

let now = Date(timeIntervalSince1970: 1_700_000_000)
let kakao = ProviderCredential(provider: .kakao, token: "kakao-token-kim")

do {
  // BC-1: the composition root wires both contexts and the link table between them.
  let accounts = InMemoryAccountRepository()
  let sessions = InMemorySessionStore()
  let device = InMemorySessionTokenStore()
  let links = InMemoryProfileLinks()
  let store = InMemoryUserRepository()
  let cache = CachedUserRepository(store: store)
  let users = UserApplicationService(
    repository: cache, idGenerator: try SequentialUserIdGenerator(prefix: "user"), now: { now })
  let accountId = try AccountId("account-1")
  let service = SessionApplicationService(
    verifier: FakeIdentityProviderGateway(accepting: [
      kakao: ProviderIdentity(provider: .kakao, subject: "4242")
    ]),
    accounts: accounts, sessions: sessions, device: device, links: links, users: users,
    makeAccountId: { accountId }, now: { now })
  let screen = SessionViewModel(
    service: service, signOut: SignOutUseCase(sessions: sessions, device: device, cache: cache),
    withdraw: WithdrawAccountUseCase(
      sessions: sessions, device: device, accounts: accounts, links: links,
      // The profile context's own withdrawal: it archives the profile; the cache only forgets.
      withdrawProfile: WithdrawUserUseCase(
        users: store, beginUnitOfWork: { store.beginUnitOfWork() }, now: { now }),
      cache: cache, now: { now }),
    timeZone: TimeZone(identifier: "Asia/Seoul") ?? .gmt)

  step("BC-1 Two contexts: an account is not a profile")
  print("  the app holds a \(kakao)")
  await screen.signIn(with: kakao)
  if let token = await device.held(), let session = await sessions.session(token) {
    print("  session: \(session.accountId) via \(session.provider) under a \(token); no name")
  }
  print("  screen: \(describe(screen.state))")

  step("BC-2 Onboarding gives the account a profile; the link table says whose")
  await screen.completeOnboarding(name: "김철수")
  print("  screen: \(describe(screen.state))")
  print("  \(accountId) → \(await links.profile(of: accountId).map(\.value) ?? "nobody")")

  step("BC-2 Sign-out ends the session; deleting the account withdraws the profile")
  print("  cached users before sign-out: \(await cache.cachedCount)")
  await screen.signOut()
  print(
    "  signed out → screen: \(describe(screen.state)), cached users: \(await cache.cachedCount)")
  print("  the profile is still stored: \(await store.findAll().map(\.name.value))")
  await screen.signIn(with: kakao)
  print("  signed in again → screen: \(describe(screen.state))")
  await screen.withdraw()
  print(
    "  deleted the account → screen: \(describe(screen.state)), cached users: \(await cache.cachedCount)"
  )
  let archived = await store.findWithdrawnUser(id: try UserId("user-1"))
  print(
    "  stored profiles: \(await store.findAll().count), archived by the profile context: \(archived.map(\.name.value) ?? "none"), account: \(await accounts.find(id: accountId).map(\.id.value) ?? "gone")"
  )

  step("GW-1 A gateway calls out; a translator turns its answer into the domain's at the edge")
  let kim = try UserId("user-1")
  let picturesService = FakePictureServer()
  let path = RemoteProfilePictureGateway.path(of: kim)
  let remoteJSON = #"[{"image_url": "https://pics.example/kim-2024.png", "width_px": 256}]"#
  await picturesService.answer(remoteJSON, at: path)
  let gateway = RemoteProfilePictureGateway(transport: picturesService)
  print("  GET \(path) → \(remoteJSON)")
  print("  toDomain() → \(try await gateway.pictures(of: kim))")
  await picturesService.answer(
    #"[{"image_url": "http://pics.example/old.png", "width_px": 64}]"#, at: path)
  do {
    _ = try await gateway.pictures(of: kim)
  } catch {
    print("  an http:// picture → GatewayError: \(error)")
  }
  await picturesService.answer(remoteJSON, at: path)

  step("GW-2 Cached, then fresh: one stream, two answers")
  let pictureCache = InMemoryProfilePictureCache()
  await pictureCache.store(
    [try ProfilePicture(address: "https://pics.example/kim-2019.png", size: 128)], of: kim)
  let feed = CachedThenFreshPictureFeed(cache: pictureCache, gateway: gateway)
  for try await answer in feed.pictures(of: kim) {
    print("  \(answer)")
  }
  print("  the cache now holds: \(await pictureCache.pictures(of: kim) ?? [])")

  step("GW-3 An old completion-handler client, bridged to async throws")
  let oldClient = CallbackPictureClient(bodies: ["user-1": remoteJSON], callsCompletionTwice: true)
  print(
    "  completion called twice, resumed once → \(try await CallbackPictureGateway(client: oldClient).pictures(of: kim))"
  )
  let offline = CallbackPictureGateway(
    client: CallbackPictureClient(bodies: [:], failure: .notConnected))
  do {
    _ = try await offline.pictures(of: kim)
  } catch {
    print("  LegacyClientError.notConnected → GatewayError: \(error)")
  }

  step("AR-1 One use case, three styles, the same answers")
  let styles = try makeStyles(now: now)
  for name in ["박영희", "박영희", "김"] {
    var answers: [String] = []
    for (_, register) in styles { answers.append(await register(name)) }
    let verdict = Set(answers).count == 1 ? "the same in all three" : "they differ!"
    print("  register \(name) → \(answers[0])   (\(verdict))")
  }
  print("  styles: \(styles.map(\.style).joined(separator: ", ")); the domain did not change")
} catch {
  print("The story stopped: \(error)")
  exit(1)
}
