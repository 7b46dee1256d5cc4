// The runner's messages in Korean (`--lang ko`, or a `ko` locale). Commands, file names and
// code stay as they are, without Markdown's backticks (a terminal shows them raw): a command
// the learner types stands on its own or in plain quotes; the terms are the glossary's
// (Docs/glossary.md). Docs/exercises.md

extension Message {
  /// The Korean text.
  var korean: String {
    switch self {
    case .notInWorkshop:
      "learn은 DDDWorkshop 폴더 안에서 실행하세요(여기서 위로 올라가며 찾았지만 Package.swift가 없습니다)."
    case .cannotReadExercises(let error): "연습 문제를 읽지 못했습니다: \(error)"
    case .usage(let error):
      switch error {
      case .unknownCommand(let word):
        "알 수 없는 명령 '\(word)'입니다. 'swift run learn --help'를 실행하면 명령 목록이 나옵니다"
      case .missingNumber(let command):
        "'\(command)' 뒤에 연습 문제 번호를 붙이세요. 예: 'learn \(command) 3'"
      case .noSuchExercise(let number):
        "연습 \(number)번은 없습니다. 'learn list'를 실행하면 전체 목록이 나옵니다"
      case .unexpectedArgument(let command, let argument, let usage):
        "'\(command)' 명령은 '\(argument)' 같은 인자를 받지 않습니다. 사용법: \(usage)"
      case .unknownLanguage(let code):
        "--lang 뒤의 '\(code)'는 알 수 없는 언어입니다. learn은 en(영어)과 ko(한국어)를 지원합니다"
      }
    case .goal(let goal): "목표: \(goal)"
    case .teachingPoints(let points): "학습 포인트: \(points)"
    case .editAndRead(let sources, let readme): "고칠 곳: \(sources)/ · 읽을 곳: \(readme)"
    case .checking(let tag): "연습 \(tag) 확인 중…"
    case .solved(let tag, let tests):
      tests == 1
        ? "✔ 연습 \(tag) 통과: 하나뿐인 규칙을 지킵니다."
        : "✔ 연습 \(tag) 통과: 규칙 \(tests)개를 모두 지킵니다."
    case .compareWithSolution(let number):
      "  모범 답안과 비교해 보세요: swift run learn solution \(number)"
    case .notYet: "✘ 아직입니다. 다음 규칙이 지켜지지 않습니다:"
    case .stuckAskForHint: "  막혔나요? hint를 입력하면 힌트가 나옵니다."
    case .doesNotCompile: "✘ 코드가 아직 컴파일되지 않습니다:"
    case .noTestsRan(let skipped):
      "? 실행된 테스트가 없습니다(\(skipped ? "테스트를 건너뛰었습니다" : "실행할 테스트를 찾지 못했습니다")). "
        + "통과로 치지 않습니다."
    case .crashed(let message): "✘ 테스트 도중 프로세스가 비정상 종료되었습니다: \(message)"
    case .crashedWhile(let rule): "  확인하던 규칙: \(rule)"
    case .crashedAt(let location): "  위치: \(location)"
    case .timedOut(let seconds, let command):
      "✘ 테스트가 \(seconds)초 안에 끝나지 않아 중단했습니다(무언가가 끝없이 기다리고 있을 수 있습니다). "
        + "직접 실행해서 지켜보세요: \(command)"
    case .testsChanged(let tag):
      "✘ 연습 \(tag)의 테스트나 테스트가 기대는 파일이 워크숍이 준 것과 다릅니다. 그래서 통과해도 "
        + "푼 것으로 치지 않고 모범 답안도 열리지 않습니다:"
    case .testFileChange(.changed(let path)): "\(path) 파일이 바뀌었습니다"
    case .testFileChange(.missing(let path)): "\(path) 파일이 없습니다"
    case .testFileChange(.added(let path)): "\(path) 파일이 새로 생겼습니다. 지워 주세요"
    case .restoreTests(let command): "  되돌리는 명령: \(command)"
    case .lastExercise: "마지막 연습 문제입니다."
    case .firstExercise: "첫 번째 연습 문제입니다."
    case .summary(let solved, let total): "\(total)개 중 \(solved)개 완료"
    case .noHints(let tag): "연습 \(tag)에는 힌트가 없습니다."
    case .hintHeading(let shown, let total, let tag): "연습 \(tag)의 힌트 \(shown)/\(total):"
    case .solvedAlready: "이미 푼 연습 문제입니다."
    case .notSolvedYet: "아직 풀지 않았습니다. 파일을 저장하거나 check를 입력하면 다시 확인합니다."
    case .nowCurrent(let tag): "아직 풀지 않은 첫 연습 문제인 \(tag)번으로 이동했습니다."
    case .allSolved: "모든 연습 문제를 풀었습니다. 수고하셨습니다!"
    case .resetQuestion(let tag, let sources):
      "연습 \(tag)의 코드를 처음 받은 스텁으로 되돌릴까요? \(sources)/에서 고친 내용은 사라집니다. [y/N] "
    case .nothingReset: "아무것도 되돌리지 않았습니다."
    case .resetFailed(.noPristineCopy(let tag, let path)):
      "연습 \(tag)의 초기 사본이 \(path)에 없습니다"
    case .resetFailed(.couldNotRestore(let path, let error)): "\(path)의 내용을 되돌리지 못했습니다: \(error)"
    case .resetDone(let tag): "연습 \(tag)의 코드를 처음 받은 스텁으로 되돌렸습니다."
    case .solveFirst(let tag, let number):
      "먼저 연습 \(tag)부터 푸세요. 테스트를 통과하면 모범 답안이 열립니다. "
        + "확인하는 명령: swift run learn check \(number)"
    case .solutionHeading(let tag, let folder): "연습 \(tag)의 모범 답안(\(folder)/):"
    case .progressNotCarriedOver(let numbers):
      "연습 문제 번호가 장 순서로 바뀌어 진행 상황도 함께 옮겼지만, "
        + "연습 \(numbers.map(String.init).joined(separator: ", "))은 이제 없어서 옮기지 못했습니다."
    case .noExercises: "연습 문제가 없습니다."
    case .onToNext: "다음 연습 문제로 넘어갑니다."
    case .goNeedsNumber: "go 뒤에 연습 문제 번호를 입력하세요(예: go 15). list를 입력하면 전체 목록이 나옵니다."
    case .unknownWatchCommand(let words):
      "알 수 없는 명령 '\(words)'입니다. 쓸 수 있는 명령: hint [N], list, next, prev, go N, check, quit."
    case .status(let tag, let solved, let total, let time):
      "연습 \(tag) · \(solved)/\(total) 완료 · 마지막 확인 \(time)"
    case .watching:
      "저장을 기다리는 중입니다. hint, list, next, prev, go N, check, quit 중 하나를 입력하고 Enter를 누르세요."
    case .runningTests: "swift test 실행 중…"
    case .listingTests: "swift test list 실행 중…"
    case .specProgress(let seconds, let step?, _, 0, _): "  … \(seconds)초: 빌드 중 \(step)"
    case .specProgress(let seconds, _, _, 0, _): "  … \(seconds)초: 시작하는 중"
    case .specProgress(let seconds, _, let finished, let total, let failed):
      "  … \(seconds)초: 테스트 \(total)개 중 \(finished)개 끝남"
        + (failed == 0 ? "" : ", 실패 \(failed)개")
    case .couldNotRunTests(let error): "swift test를 실행하지 못했습니다: \(error)"
    case .noEventStream: "swift test가 이벤트 스트림을 남기지 않았습니다(패키지가 빌드되나요?)"
    case .pointWithoutRule(let id, let chapter):
      "✘ \(id)는 \(chapter)장에서 가르치지만 명세의 어느 스위트도 이 학습 포인트를 다루지 않습니다"
    case .specStale(let file): "\(file)의 내용이 테스트와 다릅니다. swift run learn spec --write로 다시 쓰세요."
    case .specMatches(let file): "\(file)의 내용이 테스트와 일치합니다."
    case .wroteSpec(let file): "\(file) 파일을 썼습니다"
    case .couldNotWrite(let file, let error): "\(file) 파일을 쓰지 못했습니다: \(error)"
    case .specSummary(let passed, let failed): "spec: 통과 \(passed)개, 실패 \(failed)개"
    case .help: Self.koreanHelp
    }
  }

  /// What `learn --help` prints in Korean.
  static let koreanHelp = """
    learn — DDDWorkshop의 연습 문제를 하나씩 풀어 나갑니다.

    사용법: swift run learn [명령] [--lang en|ko]

      (없음)       현재 연습 문제를 지켜보며 저장할 때마다 다시 확인합니다. 지켜보는 동안
                   hint, list, next, prev, go N, check, quit을 입력하고 Enter를 누르세요
      list         모든 연습 문제: ✔ 푼 것, ▶ 현재 연습 문제, 그리고 몇 개를 풀었는지
      hint [N]     연습 N의 다음 힌트, N이 없으면 현재 연습 문제의 다음 힌트(최대 3개)
      next         다음 연습 문제로 넘어갑니다
      prev         이전 연습 문제로 돌아갑니다
      go N         연습 N으로 이동합니다
      check N      연습 N을 현재 연습 문제로 삼고 한 번 확인합니다
      reset N      연습 N을 처음 받은 스텁으로 되돌립니다(먼저 묻습니다. --yes를 주면 묻지 않습니다)
      solution N   연습 N을 푼 뒤에 그 모범 답안을 보여 줍니다
      verify       모든 연습 문제를 차례로 확인하고, 아직 풀지 않은 첫 문제로 이동합니다
      spec         테스트를 실행해 워크숍의 명세를 ✔ 또는 ✘와 함께 출력합니다
                   (--write는 Docs/specification.md와 Docs/ko/specification.md를 쓰고,
                   --check는 둘 중 하나라도 테스트와 다르면 실패합니다)
      --help       이 도움말
      --lang ko    한국어로 말합니다. --lang en은 영어(English)입니다. 플래그가 없으면
                   LC_ALL, LC_MESSAGES, LANG을 이 순서로 보고, 처음으로 값이 있는
                   변수가 ko로 시작할 때 한국어를 씁니다.

    진행 상황은 .learn-progress.json에 저장됩니다. learn 프로세스 두 개(지켜보는 learn과
    다른 터미널의 learn hint)가 동시에 돌아도 잃는 것이 없습니다. NO_COLOR가 설정되어
    있거나 출력이 터미널이 아니면 색을 쓰지 않습니다. 연습 문제는 독립된 패키지
    Exercises/Package.swift로 빌드되며, learn이 swift test --package-path Exercises를
    실행합니다. 관리자용: learn verify-exercises는 모든 스텁이 실패하고 모든 모범 답안이
    통과하는지 확인합니다(--warnings-as-errors를 주면 둘 다 경고 없이 빌드되는지도 확인합니다).
    learn verify-shortcuts [N …]는 README가 금하는 지름길이 모두 검사에서 실패하는지 확인합니다.
    """
}
