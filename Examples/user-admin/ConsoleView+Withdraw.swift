// The capstone's withdraw command: chapter 5's use case, one unit of work since chapter 8.
// Docs/06b-capstone-deep-dive.md

import ApplicationServices

extension ConsoleView {
  /// Withdraws the user `typed` names, as one unit of work; an id the archive holds is a
  /// withdrawal already done.
  func withdraw(_ typed: String) async -> Int32 {
    let ids = (try? await service.listAll().map(\.id)) ?? []
    if IdPrefix(typed, among: ids) == .notFound {
      // Withdrawing twice is fine (a retry after a lost answer); an id no user ever had is
      // refused, as every other command refuses one.
      if await archived(typed) {
        printLine("\(typed) already withdrew; nothing to withdraw")
        return 0
      }
      return fail("no user has the id \(EchoedInput.quoted(typed)); nothing was withdrawn")
    }
    return await withUser(typed) { id in
      await viewModel.load(id: id)
      guard case .loaded = viewModel.state else { return draw(success: nil) }
      do throws(UserApplicationError) {
        // One unit of work: the user leaves, the archive keeps the record, `UserWithdrew` is
        // stored, one commit (chapter 8's IN-3). Leaving the circles follows from the event.
        _ = try await withdrawal.execute(WithdrawUserCommand(id: id))
        printLine("withdrew \(id)")
        return 0
      } catch {
        return fail(error.description)
      }
    }
  }
}
