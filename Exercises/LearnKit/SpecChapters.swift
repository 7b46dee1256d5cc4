// The chapters of `learn spec`: each chapter's heading in English and in Korean, and the
// chapter of each test module, where a suite that names no teaching point goes.
// Docs/specification.md, Docs/ko/specification.md

/// The chapter each test module belongs to, for its suites that name no teaching point.
let chapterOfModule: [(module: String, chapter: String)] = [
  ("ValueObjectsTests", "Chapter 1 — Value objects"),
  ("EntitiesTests", "Chapter 2 — Entities"),
  ("DomainServicesTests", "Chapter 3 — Domain services"),
  ("PersistenceTests", "Chapter 4 — Repositories"),
  ("ApplicationServicesTests", "Chapter 5 — Application services and use cases"),
  ("PresentationTests", "Chapter 6 — Layers and presentation"),
  ("ExamplesTests", "Chapter 6 — Layers and presentation"),
  ("BeyondTheBasicsTests", "Chapter 7 — Beyond the basics: factories, aggregates, specifications"),
  ("IntegrityTests", "Chapter 8 — Integrity: unique names, a unit of work, optimistic concurrency"),
  ("EventsAndQueriesTests", "Chapter 9 — Domain events and the query side"),
  ("BoundariesTests", "Chapter 10 — Boundaries: contexts, sessions, gateways, architecture styles"),
  ("StrategicDesignTests", "Chapter 11 — Strategic design"),
  ("RealDatabaseTests", "Chapter 12 — Real databases"),
  ("FuzzRegressionTests", "Verification — fuzzing"),
]

/// The chapter of the suites that check the workshop's own pages and outputs.
let workshopChecksChapter = "The workshop's own checks — pages, golden output, the tour"

/// The files whose suites check the workshop itself — a page, a golden output, the tour's
/// build — and state no rule of the domain: they stand in their own chapter, after the
/// domain's, whatever points they name.
///
/// Suites that check a picture of the code against the code (the module map, the context
/// map, the EventStorming board) stay with the point they state: the picture is the point.
package let workshopCheckFiles: Set<String> = [
  "ExamplesTests/GoldenOutputTests.swift",
  "ExamplesTests/TourManifestTests.swift",
  "StrategicDesignTests/ChapterPageTests.swift",
]

/// Each chapter's heading in the Korean specification, by its English heading.
///
/// A chapter added above without its Korean heading keeps the English one, and the test "every
/// chapter of the specification has a Korean heading" fails.
let koreanChapterTitles: [String: String] = [
  "Chapter 1 — Value objects": "1장 — 값 객체",
  "Chapter 2 — Entities": "2장 — 엔티티",
  "Chapter 3 — Domain services": "3장 — 도메인 서비스",
  "Chapter 4 — Repositories": "4장 — 리포지토리",
  "Chapter 5 — Application services and use cases": "5장 — 애플리케이션 서비스와 유스케이스",
  "Chapter 6 — Layers and presentation": "6장 — 계층과 프레젠테이션",
  "Chapter 7 — Beyond the basics: factories, aggregates, specifications":
    "7장 — 기본 너머: 팩토리, 애그리거트, 명세",
  "Chapter 8 — Integrity: unique names, a unit of work, optimistic concurrency":
    "8장 — 무결성: 유일한 이름, 작업 단위, 낙관적 동시성",
  "Chapter 9 — Domain events and the query side": "9장 — 도메인 이벤트와 조회 모델",
  "Chapter 10 — Boundaries: contexts, sessions, gateways, architecture styles":
    "10장 — 경계: 컨텍스트, 세션, 게이트웨이, 아키텍처 스타일",
  "Chapter 11 — Strategic design": "11장 — 전략적 설계",
  "Chapter 12 — Real databases": "12장 — 실제 데이터베이스",
  "Verification — fuzzing": "검증 — 퍼징",
  workshopChecksChapter: "워크숍 자체 점검 — 페이지, 골든 출력, 투어",
]

/// Every chapter heading the specification uses, in order.
package let specificationChapters: [String] =
  chapterOfModule.map(\.chapter).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
  + [workshopChecksChapter]

/// A chapter's heading in `language`.
package func chapterTitle(_ chapter: String, in language: Language) -> String {
  language == .korean ? koreanChapterTitles[chapter] ?? chapter : chapter
}
