// The runner in Korean: the language from `--lang` or the locale (LC_ALL, then LC_MESSAGES,
// then LANG), every message in both languages, the Korean READMEs and hints, the Korean
// specification page, and what `learn verify-exercises` requires of the Korean files.
// Docs/exercises.md

import Foundation
import LearnKit
import Testing

/// Whether a text has Hangul syllables in it.
private func isKorean(_ text: String) -> Bool {
  text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
}

@Suite("Learn: Korean and English")
struct LanguageTests {
  @Test("LC_ALL wins over LC_MESSAGES, and LC_MESSAGES over LANG, as POSIX orders them")
  func localePrecedence() {
    #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == .korean)
    #expect(Language.fromEnvironment(["LANG": "en_US.UTF-8"]) == .english)
    #expect(Language.fromEnvironment(["LC_MESSAGES": "ko_KR", "LANG": "en_US"]) == .korean)
    #expect(Language.fromEnvironment(["LC_MESSAGES": "C", "LANG": "ko_KR"]) == .english)
    #expect(
      Language.fromEnvironment(["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "en_US", "LANG": "C"])
        == .korean)
    #expect(Language.fromEnvironment(["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]) == .english)
  }

  @Test("an empty locale variable is passed over, and no locale at all means English")
  func emptyLocale() {
    #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "ko_KR.UTF-8"]) == .korean)
    #expect(Language.fromEnvironment([:]) == .english)
  }

  @Test("--lang ko and --lang en win over the locale and leave the other arguments as they were")
  func flagWins() async throws {
    let korean = try Language.choose(
      arguments: ["go", "--lang", "ko", "3"], environment: ["LANG": "en_US"])
    #expect(korean.language == .korean)
    #expect(korean.arguments == ["go", "3"])
    let english = try Language.choose(
      arguments: ["--lang=en", "list"], environment: ["LC_ALL": "ko_KR.UTF-8"])
    #expect(english.language == .english)
    #expect(english.arguments == ["list"])
  }

  @Test("a language learn does not speak, or none, after --lang is a usage error naming it")
  func unknownLanguage() {
    #expect(throws: Command.UsageError.unknownLanguage("fr")) {
      try Language.choose(arguments: ["--lang", "fr"], environment: [:])
    }
    #expect(throws: Command.UsageError.unknownLanguage("")) {
      try Language.choose(arguments: ["list", "--lang"], environment: [:])
    }
  }

  @Test("every message has a Korean text, in Hangul, different from its English one")
  func everyMessageInBothLanguages() {
    for message in Message.samples {
      let english = message.text(in: .english)
      let korean = message.text(in: .korean)
      #expect(!english.isEmpty, "\(message)")
      #expect(isKorean(korean), "\(message) has no Korean text: \(korean)")
      #expect(korean != english, "\(message)")
    }
  }

  @Test("no Korean message shows Markdown's backticks, which a terminal prints as they are")
  func noBackticksInKorean() {
    for message in Message.samples {
      let korean = message.text(in: .korean)
      #expect(!korean.contains("`"), "\(message): \(korean)")
    }
  }

  @Test("every chapter of the specification has a Korean heading")
  func everyChapterInKorean() {
    for chapter in specificationChapters {
      #expect(isKorean(chapterTitle(chapter, in: .korean)), "\(chapter)")
      #expect(chapterTitle(chapter, in: .english) == chapter)
    }
  }

  @Test("under LANG=ko_KR.UTF-8 learn list shows the Korean titles and the Korean summary")
  func listInKorean() async throws {
    let workshop = try Workshop(exercises: 3)
    defer { workshop.remove() }
    workshop.store.update { $0.solved = [1] }

    let result = try await workshop.learn("list", locale: ["LANG": "ko_KR.UTF-8"])

    #expect(result.status == 0)
    #expect(result.output.contains("연습 02: 규칙 2"))
    #expect(result.output.hasSuffix("3개 중 1개 완료\n"))
    #expect(!result.output.contains("Exercise 02"))
  }

  @Test("learn hint in Korean shows the hints of hints.ko.md, counted as the English ones are")
  func hintInKorean() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }

    let first = try await workshop.learn("hint", locale: ["LC_MESSAGES": "ko_KR.UTF-8"])
    let second = try await workshop.learn("hint", "--lang", "ko")

    #expect(first.output.contains("연습 01의 힌트 1/2:"))
    #expect(first.output.contains("01의 첫 힌트"))
    #expect(second.output.contains("01의 둘째 힌트"))
    #expect(workshop.store.load().hintsShown["01"] == 2)
  }

  @Test("go in Korean shows the Korean goal and points the README.ko.md to read")
  func goInKorean() async throws {
    let workshop = try Workshop(exercises: 3)
    defer { workshop.remove() }

    let result = try await workshop.learn("go", "2", "--lang", "ko")

    #expect(result.output.contains("목표: 규칙 2을 지킵니다."))
    #expect(result.output.contains("학습 포인트: VO-2."))
    #expect(result.output.contains("Exercises/02-exercise/README.ko.md"))
  }

  @Test("--lang en speaks English under a Korean locale; LC_ALL=C overrides a Korean LANG")
  func englishWins() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }

    let forced = try await workshop.learn("list", "--lang", "en", locale: ["LC_ALL": "ko_KR.UTF-8"])
    let posix = try await workshop.learn("list", locale: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"])

    #expect(forced.output.contains("Exercise 01: Rule 1"))
    #expect(forced.output.hasSuffix("0 of 2 solved\n"))
    #expect(posix.output.hasSuffix("0 of 2 solved\n"))
  }

  @Test("a usage error in Korean exits 2 and names the unknown word")
  func usageErrorInKorean() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }

    let unknown = try await workshop.learn("nope", locale: ["LANG": "ko_KR.UTF-8"])
    let language = try await workshop.learn("list", "--lang", "fr")

    #expect(unknown.status == 2)
    #expect(unknown.output.contains("알 수 없는 명령 'nope'"))
    #expect(language.status == 2)
    #expect(language.output.contains("unknown language 'fr'"))
  }

  @Test("learn --help in Korean describes the commands and the --lang flag in Korean")
  func helpInKorean() async throws {
    let workshop = try Workshop(exercises: 1)
    defer { workshop.remove() }

    let result = try await workshop.learn("--help", locale: ["LANG": "ko_KR.UTF-8"])

    #expect(result.output.hasPrefix("learn — DDDWorkshop의 연습 문제를"))
    #expect(result.output.contains("--lang ko"))
  }

  @Test("a Korean catalogue reads an exercise without Korean files in English")
  func fallsBackToEnglish() async throws {
    let workshop = try Workshop(exercises: 2)
    defer { workshop.remove() }
    try FileManager.default.removeItem(at: workshop.url("Exercises/02-exercise/README.ko.md"))
    try FileManager.default.removeItem(at: workshop.url("Exercises/02-exercise/hints.ko.md"))

    let catalog = try Catalog(root: workshop.root, language: .korean)

    #expect(catalog.exercise(1)?.title == "연습 01: 규칙 1")
    #expect(catalog.exercise(2)?.title == "Exercise 02: Rule 2")
    #expect(catalog.exercise(2)?.hints == ["first hint of 02", "second hint of 02"])
  }

  @Test("the Korean specification has Korean headings and the same suites and English tests")
  func koreanSpecification() {
    let stream = [
      #"{"kind":"test","payload":{"id":"ValueObjectsTests.FullNameTests","kind":"suite","#
        + #""displayName":"Full name (VO-2)","sourceLocation":{"fileID":"#
        + #""ValueObjectsTests/FullNameTests.swift","line":9}}}"#,
      #"{"kind":"test","payload":{"id":"ValueObjectsTests.FullNameTests/trims()","#
        + #""kind":"function","displayName":"white space around each part is trimmed","#
        + #""sourceLocation":{"fileID":"ValueObjectsTests/FullNameTests.swift","line":12}}}"#,
    ].joined(separator: "\n")
    let specification = Specification(eventStream: stream)

    let english = specification.markdown(
      in: .english, points: [TeachingPoint(id: "VO-2", title: "FullName", chapter: 1)])
    let korean = specification.markdown(
      in: .korean, points: [TeachingPoint(id: "VO-2", title: "FullName", chapter: 1)])

    #expect(english.contains("[한국어](ko/specification.md)"))
    #expect(english.contains("## Chapter 1 — Value objects"))
    #expect(korean.contains("[English](../specification.md)"))
    #expect(korean.contains("## 1장 — 값 객체"))
    #expect(korean.contains("### VO-2 FullName"))
    #expect(korean.contains("#### Full name (VO-2)"))
    #expect(korean.contains("- white space around each part is trimmed"))
    #expect(
      korean.contains(
        "(../../Tests/ValueObjectsTests/FullNameTests.swift)"))
    #expect(english.contains("(../Tests/ValueObjectsTests/FullNameTests.swift)"))
  }

  @Test("verify-exercises names a missing Korean file, a hint too few and a changed code block")
  func koreanFilesMustAgree() async throws {
    let workshop = try Workshop(exercises: 3)
    defer { workshop.remove() }
    let runner = Runner(catalog: try workshop.catalog())
    #expect(runner.koreanProblems().isEmpty)

    try FileManager.default.removeItem(at: workshop.url("Exercises/01-exercise/hints.ko.md"))
    try workshop.write("## 힌트 1\n하나뿐인 힌트\n", to: "Exercises/02-exercise/hints.ko.md")
    try workshop.write(
      "## Hint 1\n```swift\nlet a = 1\n```\n\n## Hint 2\nsecond\n",
      to: "Exercises/03-exercise/hints.md")
    try workshop.write(
      "## 힌트 1\n```swift\nlet a = 2\n```\n\n## 힌트 2\n둘째\n", to: "Exercises/03-exercise/hints.ko.md")
    let problems = runner.koreanProblems()

    #expect(problems.count == 3)
    #expect(problems.contains { $0.hasPrefix("01/hints.ko.md is missing") })
    #expect(problems.contains { $0.hasPrefix("02/hints.ko.md has 1") })
    #expect(problems.contains { $0.hasPrefix("03/hints.ko.md: its code blocks differ") })
  }
}
