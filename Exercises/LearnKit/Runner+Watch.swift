// Watch mode: check the current exercise on every save, and take commands typed meanwhile.
// On a terminal each check starts on a cleared screen under a status line (exercise,
// "7/18 solved", time of the last check). Progress is re-read before each decision, so a
// hint count or a solved mark written by `learn hint` or `learn check` in another terminal
// shows here at once. Docs/exercises.md

import Foundation
import Synchronization

extension Runner {
  /// How often the watcher looks for saves: a snapshot costs microseconds, and a save is
  /// seen within a twentieth of a second (a fifth cost the loop 0.1 s a check on average).
  static let pollInterval = 0.05

  /// Checks the current exercise whenever a file in it changes; reads commands meanwhile.
  func watch() {
    guard var exercise = current else { return say(text(.noExercises)) }
    let commands = CommandQueue()
    commands.startReading()
    var detector = ChangeDetector(folder: exercise.sources)
    var checkNow = true
    while true {
      if checkNow {
        checkNow = false
        let wasSolved = store.load().solved.contains(exercise.number)
        // Solving an exercise moves on, and the next one is checked at once; an exercise
        // solved before (gone back to with `prev` or `go`) stays until `next`.
        if showCheck(of: exercise), !wasSolved, let following = next(after: exercise) {
          say(text(.onToNext))
          store.update { $0.current = following.number }
          checkNow = true
        }
      }
      Thread.sleep(forTimeInterval: Self.pollInterval)
      for line in commands.drain() {
        let words = line.trimmingCharacters(in: .whitespaces).lowercased()
          .split(separator: " ").map(String.init)
        // Only hint and go take a word after them (a number); a word any other command does
        // not take gets the list of commands, as an unknown command does.
        let first = words.first ?? ""
        let takesNumber = ["h", "hint", "g", "go"].contains(first)
        guard words.count <= (takesNumber ? 2 : 1) else {
          say(text(.unknownWatchCommand(words.joined(separator: " "))))
          continue
        }
        switch first {
        case "q", "quit", "exit": return
        case "h", "hint":
          guard words.count == 2 else {
            hint(exercise)
            continue
          }
          guard let number = Int(words[1]), let target = catalog.exercise(number) else {
            say(text(.unknownWatchCommand(words.joined(separator: " "))))
            continue
          }
          hint(target)
        case "l", "list": list()
        case "n", "next": jump(to: next(after: exercise), edge: text(.lastExercise))
        case "p", "prev", "previous":
          jump(to: previous(before: exercise), edge: text(.firstExercise))
        case "g", "go":
          guard words.count == 2, let number = Int(words[1]), let target = catalog.exercise(number)
          else {
            say(text(.goNeedsNumber))
            continue
          }
          jump(to: target, edge: "")
        case "c", "check", "": checkNow = true
        default:
          say(text(.unknownWatchCommand(words.joined(separator: " "))))
        }
      }
      // Another process (or a command above) may have moved the current exercise.
      if let now = current, now.number != exercise.number {
        exercise = now
        detector = ChangeDetector(folder: exercise.sources)
        checkNow = true
      }
      if detector.detectChange() { checkNow = true }
    }
  }

  /// Clears the screen (on a terminal), shows and checks the exercise, then the status line.
  ///
  /// Returns whether the exercise is solved.
  private func showCheck(of exercise: Exercise) -> Bool {
    if Style.isTerminal { FileHandle.standardOutput.write(Data("\u{1B}[2J\u{1B}[H".utf8)) }
    header(exercise)
    let solved = checkAndShow(exercise)
    let progress = store.load()
    let clock = Calendar.current.dateComponents([.hour, .minute, .second], from: Date())
    let time = String(
      format: "%02d:%02d:%02d", clock.hour ?? 0, clock.minute ?? 0, clock.second ?? 0)
    say()
    say(
      Style.bold(
        text(
          .status(
            tag: exercise.tag, solved: progress.solved.count, total: catalog.exercises.count,
            time: time))))
    say(Style.dim(text(.watching)))
    return solved
  }
}

extension Runner {
  /// Makes `target` current; the watch loop then shows and checks it on a fresh screen.
  fileprivate func jump(to target: Exercise?, edge: String) {
    guard let target else { return say(edge) }
    store.update { $0.current = target.number }
  }
}

/// Lines typed while the runner watches, read on a background thread.
final class CommandQueue: Sendable {
  private let lines = Mutex<[String]>([])

  func startReading() {
    let thread = Thread { [self] in
      while let line = readLine() { lines.withLock { $0.append(line) } }
    }
    thread.start()
  }

  func drain() -> [String] {
    lines.withLock { queued in
      defer { queued.removeAll() }
      return queued
    }
  }
}
