// Chapter 10 — Boundaries (BC-1, BC-2): the capstone's session commands.
// Docs/10-boundaries.md
//
// Read first: `SessionConsole.perform(_:)`. `sign-in`, `whoami`, `sign-out` and
// `delete-account` go through chapter 10's view model, which shows chapter 6's profile
// states once someone is signed in. Providers are faked: a token `demo-SUBJECT` is genuine and names SUBJECT; anything
// else is refused, as a provider would refuse a forged token. No network is involved.

import Authentication
import Foundation
import SessionPresentation
import SignIn

/// A session command read from the command line, with the store folder option.
struct SessionInvocation {
  /// What the person asked for.
  enum Command: Equatable {
    case signIn(provider: SignInProvider, token: String, name: String?)
    case whoami
    case signOut
    case deleteAccount
  }

  let command: Result<Command, UsageProblem>
  let store: String?

  /// Reads the arguments; `nil` when they are not a session command (or ask for help).
  init?(_ arguments: [String]) {
    guard StoreOption.helpTopic(arguments) == nil else { return nil }
    let option = StoreOption(splitting: arguments)
    let words = option.words
    let store = option.path
    let verbs = ["sign-in", "whoami", "sign-out", "delete-account"]
    guard let verb = words.first, verbs.contains(verb) else {
      return nil
    }
    self.store = store
    let rest = Array(words.dropFirst())
    switch (verb, rest.count) {
    case ("sign-in", 2), ("sign-in", 3):
      guard let provider = SignInProvider(rawValue: rest[0].lowercased()) else {
        let known = SignInProvider.allCases.map(\.rawValue).joined(separator: ", ")
        command = .failure(
          UsageProblem(message: "unknown provider \(rest[0]); one of \(known)", command: verb))
        return
      }
      command = .success(.signIn(provider: provider, token: rest[1], name: rest.dropFirst(2).first))
    case ("whoami", 0): command = .success(.whoami)
    case ("sign-out", 0): command = .success(.signOut)
    case ("delete-account", 0): command = .success(.deleteAccount)
    default:
      command = .failure(
        UsageProblem(message: "wrong number of arguments for \(verb)", command: verb))
    }
  }

  /// The help text's part about sessions.
  static let usage = """


    session commands (chapter 10):
      sign-in PROVIDER TOKEN [NAME]
                             sign in with apple, google, kakao or naver; a first sign-in
                             with NAME creates the profile (demo tokens: demo-SUBJECT)
      whoami                 who is signed in, and their profile
      sign-out               end the session; the account and the profile stay
      delete-account         withdraw the profile (its record is kept), delete the account
    Accounts and sessions (12 hours) are kept in the store (authentication.journal in a
    folder, tables beside the users' in a database).
    """
}

/// Draws the session view model's state as text and maps it to an exit status.
@MainActor
struct SessionConsole {
  let viewModel: SessionViewModel
  /// Chapter 9: the relays (a welcome for a profile made at sign-in; the circles' clean-up
  /// after a deleted account).
  let delivery: EventDelivery

  /// Runs one session command, then delivers the events it committed; returns the exit
  /// status (0 done, 1 refused).
  func perform(_ command: SessionInvocation.Command) async -> Int32 {
    await delivery.deliverPending()
    let status = await run(command)
    await delivery.deliverPending()
    return status
  }

  /// Signing out with nobody signed in is no error (what was asked for already holds);
  /// deleting an account needs someone signed in.
  private func run(_ command: SessionInvocation.Command) async -> Int32 {
    switch command {
    case .signIn(let provider, let token, let name):
      await viewModel.signIn(with: ProviderCredential(provider: provider, token: token))
      guard let name else { break }
      if case .signedIn(_, .needsOnboarding) = viewModel.state {
        await viewModel.completeOnboarding(name: name)
      } else if case .signedIn(_, .loaded(let profile)) = viewModel.state, profile.name != name {
        // A name makes the profile of a first sign-in only: say so instead of dropping it.
        let status = draw()
        printLine(
          "the name \(EchoedInput.quoted(name)) was not used: the account already has its "
            + "profile; rename it with: user-admin rename \(profile.id) NAME")
        return status
      }
    case .whoami:
      await viewModel.refresh()
    case .signOut:
      await viewModel.refresh()
      if viewModel.state == .signedOut {
        printLine("nobody is signed in; nothing to sign out")
        return 0
      }
      await viewModel.signOut()
      if viewModel.state == .signedOut {
        printLine("signed out; the account and its profile stay")
        return 0
      }
    case .deleteAccount:
      await viewModel.refresh()
      let profile: String? =
        if case .signedIn(_, .loaded(let shown)) = viewModel.state { shown.id } else { nil }
      await viewModel.withdraw()
      if viewModel.state == .signedOut {
        printLine(
          profile.map { "withdrew \($0) (its record is kept); the account is deleted" }
            ?? "the account is deleted; it had no profile")
        return 0
      }
    }
    return draw()
  }

  private func draw() -> Int32 {
    switch viewModel.state {
    case .signedIn(let provider, .loaded(let profile)):
      printLine("\(profile.name) (\(profile.id)), signed in with \(provider)")
      return 0
    case .signedIn(let provider, .needsOnboarding):
      printLine("signed in with \(provider); no profile yet")
      printLine("  create one with: user-admin sign-in \(provider.lowercased()) TOKEN NAME")
      return 0
    case .signedOut:
      printLine("nobody is signed in; sign in with: user-admin sign-in PROVIDER TOKEN")
      return 0
    case .failed(let message):
      printError(message)
      return 1
    case .working, .signedIn:
      printError("nothing to show")
      return 1
    }
  }
}

/// A provider stand-in: `demo-SUBJECT` is a genuine token naming SUBJECT.
struct DemoIdentityProviderGateway: IdentityProviderGateway {
  func verify(_ credential: ProviderCredential) throws(SignInError) -> ProviderIdentity {
    guard credential.token.hasPrefix("demo-"), credential.token.count > "demo-".count else {
      throw .credentialRejected(credential.provider)
    }
    return ProviderIdentity(
      provider: credential.provider, subject: String(credential.token.dropFirst("demo-".count)))
  }
}

extension SessionInvocation {
  /// Finds the store's address, has the composition root wire the console, runs the command.
  @MainActor
  func run(environment: [String: String]) async -> Int32 {
    let command: Command
    switch self.command {
    case .success(let parsed): command = parsed
    case .failure(let problem): return problem.report()
    }
    guard let address = CompositionRoot.storeAddress(option: store, environment: environment)
    else { return UsageProblem.status }
    let reproducible = CompositionRoot.isReproducible(environment: environment)
    do {
      let console = try await CompositionRoot.makeSessionConsole(
        stores: try CompositionRoot.openStores(at: address), reproducible: reproducible)
      return await console.perform(command)
    } catch {
      printError(CompositionRoot.openFailure(error, at: address))
      return 1
    }
  }
}
