// Exercise 05: Identity versus equality — the rules your code must keep.

import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise05Solution
#else
  import Exercise05
#endif

private func account(_ bank: String, _ number: String, _ holder: String) throws -> Account {
  Account(bankCode: bank, number: number, holder: try UserName(holder))
}

@Suite("Exercise 05: Identity versus equality")
struct Exercise05Tests {
  @Test(
    "an account after a deposit and a new holder name is the same account, but not == its snapshot"
  )
  func changedAccount() throws {
    // Given 김철수's account, and a snapshot taken before anything happened to it
    var savings = try account("088", "110-123-456789", "김철수")
    let before = savings

    // When money comes in and the holder's name changes
    savings.deposit(50_000)
    savings.renameHolder(to: try UserName("김영수"))

    // Then it is still the same account, but its state is no longer the same
    #expect(savings.hasSameIdentity(as: before))
    #expect(savings.id == before.id)
    #expect(savings != before)
  }

  @Test("the same number at two banks is two accounts")
  func sameNumberTwoBanks() throws {
    let atOneBank = try account("088", "110-123-456789", "김철수")
    let atAnother = try account("004", "110-123-456789", "김철수")

    #expect(!atOneBank.hasSameIdentity(as: atAnother))
    #expect(!atAnother.hasSameIdentity(as: atOneBank))
    #expect(atOneBank.id != atAnother.id)
  }

  @Test("two accounts with the same holder and balance but different numbers are two accounts")
  func sameStateDifferentNumbers() throws {
    let first = try account("088", "110-123-456789", "김철수")
    let second = try account("088", "110-123-456790", "김철수")

    #expect(!first.hasSameIdentity(as: second))
    #expect(first.id != second.id)
  }

  @Test("an account is the same account as itself")
  func sameAsItself() throws {
    let savings = try account("088", "110-123-456789", "김철수")

    #expect(savings.hasSameIdentity(as: savings))
  }

  @Test("keyed by id, every snapshot of an account replaces the last: one entry per account")
  func oneEntryPerAccount() throws {
    // Given two accounts that share a number at different banks, and a third
    var kim = try account("088", "110-123-456789", "김철수")
    let lee = try account("004", "110-123-456789", "이영희")
    let park = try account("088", "220-000-000001", "박민수")

    // When every snapshot is stored under its id, the latest last
    var latest: [AccountNumber: Account] = [:]
    for snapshot in [kim, lee, park] { latest[snapshot.id] = snapshot }
    kim.deposit(10_000)
    latest[kim.id] = kim
    kim.renameHolder(to: try UserName("김영수"))
    latest[kim.id] = kim

    // Then there is one entry per account, holding each one's latest state
    #expect(latest.count == 3)
    #expect(latest[kim.id] == kim)
  }
}
