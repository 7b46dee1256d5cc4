// The runner's progress file survives two `learn` processes: merges never lose a solved
// mark or a hint count, and every write re-reads what is on disk under a lock.
// Docs/exercises.md

import Foundation
import LearnKit
import TestSupport
import Testing

@Suite("Learn: progress kept by two processes")
struct ProgressStoreTests {
  @Test(
    "merging progress unites solved marks, keeps the larger hint count, takes the later current")
  func mergeRule() {
    let earlier = Progress(current: 3, solved: [1, 2], hintsShown: ["01": 2, "03": 1])
    let later = Progress(current: 18, solved: [18], hintsShown: ["01": 1, "18": 3])

    let merged = earlier.merging(later)

    #expect(merged.solved == [1, 2, 18])
    #expect(merged.hintsShown == ["01": 2, "03": 1, "18": 3])
    #expect(merged.current == 18)
  }

  @Test("a stale store writing a hint keeps the solved mark another store wrote meanwhile")
  func staleWriterKeepsOthersMarks() throws {
    let workshop = try Workshop(exercises: 18)
    defer { workshop.remove() }
    let watcher = workshop.store
    let checker = workshop.store
    let stale = watcher.load()

    checker.update { $0.solved.insert(18) }
    watcher.update { $0.hintsShown["03", default: 0] += 1 }
    watcher.merge(stale)

    let onDisk = workshop.store.load()
    #expect(onDisk.solved == [18])
    #expect(onDisk.hintsShown == ["03": 1])
  }

  @Test("two stores on one file, writing at the same time, lose no solved mark and no hint")
  func concurrentWritersLoseNothing() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }
    let file = workshop.store.file

    // Two threads of their own, waited for off the test pool.
    await onOwnThread {
      DispatchQueue.concurrentPerform(iterations: 2) { writer in
        let store = ProgressStore(file: file)  // each its own open file, its own lock
        for round in 1...150 {
          store.update {
            $0.solved.insert(writer * 1_000 + round)
            $0.hintsShown["w\(writer)", default: 0] += 1
          }
        }
      }
    }

    let onDisk = ProgressStore(file: file).load()
    #expect(onDisk.solved.count == 300)
    #expect(onDisk.hintsShown == ["w0": 150, "w1": 150])
  }

  @Test("a `learn hint` process and this one, writing at once, lose no solved mark or hint")
  func twoProcessesLoseNothing() async throws {
    let workshop = try Workshop(exercises: 30)
    defer { workshop.remove() }

    // Given a second process showing a hint while this one marks exercises solved
    let hinting = try workshop.launchLearn(["hint"])
    for number in 1...30 { workshop.store.update { $0.solved.insert(number) } }
    let hinted = await Workshop.finish(hinting)

    // Then both writes are on disk
    let onDisk = workshop.store.load()
    #expect(hinted.status == 0, "\(hinted.output)")
    #expect(onDisk.solved == Set(1...30))
    #expect(onDisk.hintsShown == ["01": 1])
  }

  @Test("a write replaces the file whole and leaves no temporary file behind")
  func writesAreAtomic() throws {
    let workshop = try Workshop(exercises: 1)
    defer { workshop.remove() }

    workshop.store.update { $0.current = 1 }
    workshop.store.update { $0.solved.insert(1) }

    let names = try FileManager.default.contentsOfDirectory(atPath: workshop.root.path)
    #expect(names.filter { $0.hasSuffix(".tmp") }.isEmpty)
    #expect(try workshop.read(".learn-progress.json").contains("\"solved\""))
  }
}
