// Chapter 9 — the query side (QS-1): the capstone's `circles` command.
// Docs/09-events-and-queries.md
//
// Read first: `run(environment:)`. The command reads through the query service only: no
// circle aggregate is loaded to be changed, no use case runs. Each page ends with the
// command for the next one, its cursor included, so a person (or a script) pages through
// the list and never sees a circle twice, however many are created meanwhile.

import Foundation
import QueryServices

/// `user-admin circles [--after CURSOR] [--size N]`, read from the command line.
struct CirclesInvocation {
  /// The page asked for, or what is wrong with the command line.
  let request: Result<(cursor: String?, size: Int), UsageProblem>
  /// The store folder option, if given.
  let store: String?

  /// Reads the arguments; `nil` when they are not the `circles` command (or ask for help).
  init?(_ arguments: [String]) {
    guard StoreOption.helpTopic(arguments) == nil else { return nil }
    let option = StoreOption(splitting: arguments)
    let words = option.words
    let store = option.path
    guard words.first == "circles" else { return nil }
    self.store = store
    var cursor: String?
    var size = 20
    var rest = ArraySlice(words.dropFirst())
    while let option = rest.popFirst() {
      guard option == "--after" || option == "--size" else {
        request = .failure(
          UsageProblem(message: "unknown option \(option) for circles", command: "circles"))
        return
      }
      guard let value = rest.popFirst() else {
        request = .failure(UsageProblem(message: "\(option) needs a value", command: "circles"))
        return
      }
      switch option {
      case "--after": cursor = value
      case "--size":
        guard let number = Int(value) else {
          request = .failure(
            UsageProblem(message: "--size needs a number; got \(value)", command: "circles"))
          return
        }
        size = number
      default: break
      }
    }
    request = .success((cursor, size))
  }

  /// The help lines for this command.
  static let usage = """


    query commands (chapter 9):
      circles [--after CURSOR] [--size N]
                             a page of N circles (1 to 100, default 20) sorted by name,
                             with owner and member count; each page prints the command
                             for the next one
    """

  /// Prints the page; returns the exit status (0 done, 1 refused, 2 usage error).
  func run(environment: [String: String]) async -> Int32 {
    let (cursorText, size): (String?, Int)
    switch request {
    case .failure(let problem): return problem.report()
    case .success(let asked): (cursorText, size) = asked
    }
    guard let address = CompositionRoot.storeAddress(option: store, environment: environment)
    else { return UsageProblem.status }
    guard CompositionRoot.storeExists(address) else {
      printLine("there is no store yet at \(address); register a user to start one")
      return 0
    }
    do {
      let cursor = try cursorText.map { token throws(CircleQueryError) in
        try CircleListCursor(token: token)
      }
      let query = try CompositionRoot.makeCircleListQuery(
        stores: try CompositionRoot.openStores(at: address))
      let page = try await query.page(after: cursor, size: size)
      show(page)
      return 0
    } catch let error as CircleQueryError {
      printError(error.description)
      return 1
    } catch {
      printError(CompositionRoot.openFailure(error, at: address))
      return 1
    }
  }

  private func show(_ page: CircleListPageData) {
    guard !page.summaries.isEmpty else {
      printLine("no circles on this page")
      return
    }
    for circle in page.summaries {
      let members = circle.memberCount == 1 ? "1 member" : "\(circle.memberCount) members"
      printLine(
        "\(circle.id)  \(circle.name)  owner \(circle.ownerName ?? "(withdrawn)")  \(members)")
    }
    if let next = page.next {
      let option = store.map { " --store \($0)" } ?? ""
      let sizeOption = page.summaries.count == 20 ? "" : " --size \(page.summaries.count)"
      printLine("next page: user-admin\(option) circles --after \(next.token)\(sizeOption)")
    } else {
      printLine("end of the list")
    }
  }
}
