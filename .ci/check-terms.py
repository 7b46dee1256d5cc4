#!/usr/bin/env python3
"""One word per concept: the glossary is the workshop's ubiquitous language, and this check
holds the code and the Korean edition to it.

  python3 .ci/check-terms.py              check, and print every problem
  python3 .ci/check-terms.py --self-test  plant one violation of each kind on a scratch copy
                                          and fail unless each one is caught

(a) Names. Every public type declared in a module whose layer is `domain` in Docs/modules.md's
    module table is split into words at its capitals (`UUIDUserIdGenerator`: uuid, user, id,
    generator). Each word must be defined: a word of a term in the first column of the
    English glossary's terms table (Docs/glossary.md, `<!-- terms-table …-->`; a term may give
    its other forms in parentheses, "Withdrawal (withdraw, withdrew, withdrawn)"), or a word
    of the glossary's name-words table (`<!-- name-words-table …-->`), where each pattern or
    grammar word that is not a domain term is listed with its reason. A plural `s` is
    dropped when the singular is defined.
(b) Korean words. The Korean glossary's terms table (Docs/ko/glossary.md) gives for each
    concept its one Korean term (first column) and, in its third column, the words not to
    use for it, each in backticks. No Korean page may use one of those words outside code:
    Docs/ko/*.md, README.ko.md, every Exercises/*/README.ko.md and hints.ko.md, and the string
    literals of the runner's Korean catalogue (Exercises/LearnKit/*+Korean.swift). The Korean
    glossary's second table (`<!-- ko-words-table …-->`) does the same for words that are not
    domain terms: a spelling (줄바꿈, 아니요, ID), an author's name (버논), and the calques a
    translation leaves (가장자리 for "edge", 제자리에서 for "in place", 짓다 for "build").
    A listed word is matched as written; a few need their forms (FORMS below: every ending of
    짓다 but not 거짓말 or 지어내다, `id` as a word but not inside `valid`). Fenced code
    blocks, inline code, link targets, HTML comments, English in parentheses, quoted English
    (the test names a page cites) and lines without Korean are not prose and are skipped; the glossary's own terms table is where the words are listed.

Every problem is printed as `FILE:LINE: …`, naming the wrong word and the glossary's; the
exit status is 1 if there is one. Python 3 standard library only.
"""
import os
import re
import shutil
import subprocess
import sys

from markdown_table import table_after
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Pages exempt from the Korean term rule: none. (The list stays so a page being rewritten in
# parallel can be named here for the length of one branch, never on main.)
EXEMPT_UNTIL_MERGE: list[tuple[str, str | None]] = []

# A listed word whose forms a plain match would miss, or would find inside other words.
FORMS = {
    # 짓다 for "build": 짓습니다, 짓는, 지은, 지을, 지어, 지었습니다 … but not 거짓말 (a syllable
    # before it), 지어내다 (to make up), or 이름을 짓다 (to name), which is Korean.
    "짓다": r"(?<![가-힣])(?<!이름을 )(?:짓(?:습니다|는|고|지|기|다|던|게)|지(?:은|을|었|으|어(?!내|낸|낼|냈)))",
    # id in prose is written ID; `id` in code is code.
    "id": r"(?<![A-Za-z_.])id(?![A-Za-z_])",
    # 다리 for "bridge" (exercise 33's callback bridge), but not inside 기다리다 (to wait).
    "다리": r"(?<![가-힣])다리",
    # import in prose is written 임포트; `import` in code is code, and so is English around it.
    "import": r"(?<![A-Za-z_@.\-/])imports?(?=[,.]?\s?[가-힣])",
    # setter in prose is written 세터; `setter` in code is code.
    "setter": r"(?<![A-Za-z_])setters?(?![A-Za-z_])",
}

# The document the tests write (Docs/ko/specification.md) is the 테스트 명세서, never 명세 alone:
# 명세 is the Specification pattern (chapter 7). A Korean link to it must say so.
SPEC_LINK = re.compile(r"\[([^\]]*[가-힣][^\]]*)\]\((?:[./]*|Docs/ko/)specification\.md[^)]*\)")

DECLARATION = re.compile(
    r"^\s*public (?:final |indirect )?(?:struct|enum|protocol|actor|class|typealias) ([A-Z]\w*)",
    re.M)
WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")


def read(root, path):
    with open(os.path.join(root, path), encoding="utf-8") as file:
        return file.read()



def words_of_name(name):
    return [word.lower() for word in WORD.findall(name)]


def defined_words(root, problems):
    text = read(root, "Docs/glossary.md")
    terms = table_after("<!-- terms-table", text)
    extra = table_after("<!-- name-words-table", text)
    if terms is None or extra is None:
        problems.append("Docs/glossary.md: no `<!-- terms-table …-->` or `<!-- name-words-table …-->` table")
        return set()
    words = set()
    for row in terms:
        words.update(word.lower() for word in re.findall(r"[A-Za-z]+", row[0]))
    for row in extra:
        words.update(word.lower() for word in re.findall(r"[A-Za-z]+", row[0]))
    return words


def domain_modules(root):
    rows = table_after("<!-- module-table", read(root, "Docs/modules.md")) or []
    return [row[0].strip("`") for row in rows if len(row) > 2 and row[2] == "domain"]


def check_names(root, problems):
    words = defined_words(root, problems)
    for module in domain_modules(root):
        folder = os.path.join(root, "Sources", module)
        for path, _, files in sorted(os.walk(folder)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                full = os.path.join(path, name)
                relative = os.path.relpath(full, root)
                text = read(root, relative)
                for match in DECLARATION.finditer(text):
                    line = text.count("\n", 0, match.start(1)) + 1
                    for word in words_of_name(match.group(1)):
                        singular = word[:-1] if word.endswith("s") else word
                        if word in words or singular in words:
                            continue
                        problems.append(
                            f"{relative}:{line}: the public type {match.group(1)} of the domain module "
                            f"{module} uses the word '{word}', which Docs/glossary.md does not define "
                            "(add a term to its terms table, or, for a pattern word, a row to its "
                            "name-words table with the reason)")


def listed_alternatives(root, problems):
    """{wrong word: [(Korean term, English term), …]} from the Korean glossary's two tables."""
    text = read(root, "Docs/ko/glossary.md")
    rows = table_after("<!-- terms-table", text)
    words = table_after("<!-- ko-words-table", text)
    if rows is None or words is None:
        problems.append("Docs/ko/glossary.md: no `<!-- terms-table …-->` or `<!-- ko-words-table …-->` table")
        return {}
    wrong = {}
    for row in rows + words:
        if len(row) < 3:
            continue
        for word in re.findall(r"`([^`]+)`", row[2]):
            wrong.setdefault(word, []).append((row[0], row[1]))
    return wrong


def korean_pages(root):
    pages = [f"Docs/ko/{name}" for name in sorted(os.listdir(os.path.join(root, "Docs/ko")))
             if name.endswith(".md")]
    if os.path.exists(os.path.join(root, "README.ko.md")):
        pages.append("README.ko.md")
    exercises = os.path.join(root, "Exercises")
    for folder in sorted(os.listdir(exercises)):
        for name in ("README.ko.md", "hints.ko.md"):
            if os.path.exists(os.path.join(exercises, folder, name)):
                pages.append(f"Exercises/{folder}/{name}")
    return pages


def catalogues(root):
    folder = os.path.join(root, "Exercises/LearnKit")
    return [f"Exercises/LearnKit/{name}" for name in sorted(os.listdir(folder))
            if name.endswith("+Korean.swift")]


def prose(line):
    """A line's prose: no inline code, link targets, HTML comments or English in parentheses."""
    line = re.sub(r"<!--.*?-->", " ", line)
    line = re.sub(r"`[^`]*`", " ", line)
    line = re.sub(r"\]\([^)]*\)", "] ", line)
    line = re.sub(r"\([A-Za-z][^()가-힣]*\)", " ", line)
    line = re.sub(r'"[^"가-힣]*"', " ", line)  # an English test name, quoted
    return line if re.search(r"[가-힣]", line) else ""  # no Korean: not Korean prose


def page_lines(root, page):
    """(number, prose) for every line of a Korean page a reader reads as Korean prose."""
    exempt = [prefix for path, prefix in EXEMPT_UNTIL_MERGE if path == page]
    if None in exempt:
        return
    fence = None
    skipping = False
    in_terms_table = False
    for number, line in enumerate(read(root, page).splitlines(), 1):
        stripped = line.lstrip()
        if fence:
            if stripped.startswith(fence):
                fence = None
            continue
        if stripped.startswith("```") or stripped.startswith("~~~"):
            fence = stripped[:3]
            continue
        if line.startswith("## ") or line.startswith("# "):
            skipping = any(line.startswith(prefix) for prefix in exempt)
        if skipping:
            continue
        if page == "Docs/ko/reviews.md" and line.startswith("|"):
            cells = line.strip().strip("|").split("|")
            line = "|".join(cells[:3] + cells[4:])  # the "before" column quotes what readers found wrong
        if page == "Docs/ko/glossary.md":
            if line.startswith("<!-- terms-table") or line.startswith("<!-- ko-words-table"):
                in_terms_table = True
            elif in_terms_table and line.startswith("|"):
                cells = line.strip().strip("|").split("|")
                line = "|".join(cells[:1] + cells[3:])  # the English and the listed words are not prose
            elif in_terms_table and line.strip():
                in_terms_table = False
        yield number, prose(line)


def catalogue_lines(root, path):
    for number, line in enumerate(read(root, path).splitlines(), 1):
        if line.lstrip().startswith("//"):
            continue
        for literal in re.findall(r'"((?:[^"\\]|\\.)*)"', line):
            yield number, prose(re.sub(r"\\\([^)]*\)", " ", literal))


def check_spec_links(root, problems, only=None):
    for page in korean_pages(root):
        if only is not None and page != only:
            continue
        fence = None
        for number, line in enumerate(read(root, page).splitlines(), 1):
            stripped = line.lstrip()
            if fence:
                fence = None if stripped.startswith(fence) else fence
                continue
            if stripped.startswith("```") or stripped.startswith("~~~"):
                fence = stripped[:3]
                continue
            for match in SPEC_LINK.finditer(line):
                if "테스트 명세서" not in match.group(1):
                    problems.append(
                        f"{page}:{number}: the link '{match.group(1)}' names the generated document "
                        "specification.md; write '테스트 명세서' (명세 alone is the Specification "
                        "pattern; Docs/ko/glossary.md)")


def finder(word):
    return re.compile(FORMS.get(word, re.escape(word)))


def check_korean(root, problems, only=None):
    wrong = listed_alternatives(root, problems)
    ordered = sorted(wrong, key=len, reverse=True)
    patterns = {word: finder(word) for word in ordered}
    sources = [(page, page_lines(root, page)) for page in korean_pages(root)
               if only is None or page == only]
    sources += [(path, catalogue_lines(root, path)) for path in catalogues(root)
                if only is None or path == only]
    for path, lines in sources:
        previous = ""
        for number, text in lines:
            # A term wrapped onto the next line ("오염 방지" at the end of one line, "계층" at the
            # start of the next) is read across the break: the end of the line before, a space,
            # and this line, counting only the words that straddle the break.
            if previous and text:
                tail = previous[-30:]
                joined = tail + " " + text[:30]
                for word in ordered:
                    for match in patterns[word].finditer(joined):
                        if match.start() < len(tail) < match.end():
                            right = " or ".join(f"'{korean}' ({english.split(' (')[0]})" for korean, english in wrong[word])
                            problems.append(
                                f"{path}:{number - 1}-{number}: '{word}', wrapped across the line break, is not the "
                                f"glossary's word; write {right} (Docs/ko/glossary.md)")
            previous = text.rstrip()
            taken = []
            for word in ordered:
                for match in patterns[word].finditer(text):
                    span = range(match.start(), match.end())
                    if any(match.start() in other or match.end() - 1 in other for other in taken):
                        continue
                    taken.append(span)
                    right = " or ".join(f"'{korean}' ({english.split(' (')[0]})" for korean, english in wrong[word])
                    problems.append(
                        f"{path}:{number}: '{word}' is not the glossary's word; write {right} "
                        "(Docs/ko/glossary.md)")


def check(root, only=None):
    """Every problem under `root`; with `only` (a path under it), the problems of that file."""
    problems = []
    if only is None or only.startswith("Sources/"):
        check_names(root, problems)
    check_korean(root, problems, only)
    check_spec_links(root, problems, only)
    return problems


def self_test():
    """Each kind of violation, planted on a scratch copy, must be caught; code must not be."""
    status = 0
    with tempfile.TemporaryDirectory() as scratch:
        files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                               check=True).stdout.split()
        for path in files:
            if path.startswith(("Docs/", "Sources/", "Exercises/", "README")):
                target = os.path.join(scratch, path)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                if os.path.exists(os.path.join(ROOT, path)):
                    shutil.copy(os.path.join(ROOT, path), target)
        baseline = set(check(scratch))

        def planted(path, addition, expected, caught=True):
            nonlocal status
            full = os.path.join(scratch, path)
            original = open(full, encoding="utf-8").read() if os.path.exists(full) else None
            with open(full, "w", encoding="utf-8") as file:
                file.write((original or "") + addition)
            # Only the planted file is read again: a plant can only add problems there.
            found = [p for p in check(scratch, only=path) if p not in baseline]
            seen = any(expected in p for p in found)
            if seen != caught:
                status = 1
                print(f"self-test: {'missed' if caught else 'wrongly flagged'} {expected!r} in {path}: {found}")
            else:
                print(f"self-test: {'caught' if caught else 'left alone'}: {expected} in {path}")
            if original is None:
                os.remove(full)
            else:
                with open(full, "w", encoding="utf-8") as file:
                    file.write(original)

        planted("Sources/Aggregates/Waitlist.swift",
                "/// A planted type.\npublic struct CircleWaitlist {}\n", "uses the word 'waitlist'")
        planted("Docs/ko/README.md", "\n서클의 회원은 서른 명까지입니다.\n", "'회원' is not the glossary's word; write '멤버'")
        planted("Exercises/06-duplicate-check/hints.ko.md", "\n저장소에 씁니다.\n", "'저장소' is not")
        planted("Exercises/LearnKit/Message+Korean.swift", '\n// "스냅숏"\nlet x = "스냅숏을 씁니다"\n',
                "'스냅숏' is not")
        planted("Docs/ko/10-boundaries.md", "\n바깥 모델은 오염 방지\n계층에서 번역합니다.\n",
                "'오염 방지 계층', wrapped across the line break")
        planted("README.ko.md", "\n```swift\nlet 회원 = 1\n```\n\n`회원`은 코드입니다.\n", "'회원'", caught=False)
        # One plant for each pair and calque the Korean glossary settles (issue 39).
        for page, sentence, word in [
            ("Docs/ko/11-strategic-design.md", "업스트림 컨텍스트가 계획합니다.", "업스트림"),
            ("Docs/ko/11-strategic-design.md", "다운스트림 컨텍스트가 따릅니다.", "다운스트림"),
            ("Docs/ko/07-beyond-the-basics.md", "서클의 멤버 한도는 30명입니다.", "멤버 한도"),
            ("Docs/ko/07-beyond-the-basics.md", "서클의 정원은 30명입니다.", "정원"),
            ("Docs/ko/04-repositories.md", "캐시를 제자리에서 고칩니다.", "제자리에서"),
            ("Docs/ko/04-repositories.md", "파일을 그 자리에서 고칩니다.", "그 자리에서"),
            ("Docs/ko/README.md", "깊이 읽기에서 다룹니다.", "깊이 읽기"),
            ("Docs/ko/README.md", "심화 페이지에서 다룹니다.", "심화 페이지"),
            ("Docs/ko/05-application-services.md", "시각의 서식화는 앱이 합니다.", "서식화"),
            ("Docs/ko/04-repositories.md", "저장된 사용자의 이주가 필요합니다.", "이주"),
            ("Docs/ko/08-integrity.md", "Vernon의 규칙을 따릅니다.", "Vernon"),
            ("Docs/ko/08-integrity.md", "보넌의 규칙을 따릅니다.", "보넌"),
            ("Docs/ko/modules.md", "Hohpe와 울프가 붙인 이름입니다.", "Hohpe"),
            ("Docs/ko/06-layers.md", "뷰 모델이 화면을 맡습니다.", "뷰 모델"),
            ("Docs/ko/README.md", "표시 이름은 코드의 스펙입니다.", "코드의 스펙"),
            ("Exercises/03-user-name-rules/README.ko.md", "결합 표시를 셉니다.", "결합 표시"),
            ("Docs/ko/modules.md", "평평한 레코드를 읽습니다.", "평평한"),
            ("Docs/ko/modules.md", "납작한 레코드를 읽습니다.", "납작한"),
            ("Docs/ko/04-repositories.md", "레코드는 줄 바꿈으로 끝납니다.", "줄 바꿈"),
            ("Exercises/36-rebuild-a-circle-from-events/README.ko.md", "허용하지 않는 것:", "허용하지 않는 것"),
            ("Docs/ko/02-entities.md", "사용자의 id를 비교합니다.", "'id'"),
            ("Docs/ko/01-value-objects.md", "원시 타입 집착을 고칩니다.", "원시 타입 집착"),
            ("Docs/ko/11-strategic-design.md", "제한된 컨텍스트마다 모델이 있습니다.", "제한된 컨텍스트"),
            ("Docs/ko/08-integrity.md", "사용자가 서클에 가입합니다.", "서클에 가입"),
            ("Docs/ko/08-integrity.md", "가입하는 멤버는 사용자여야 합니다.", "가입하는 멤버"),
            ("Docs/ko/10-boundaries.md", "앱의 가장자리에서 번역합니다.", "가장자리"),
            ("Exercises/LearnKit/Message+Korean.swift", 'let x = "모듈을 짓습니다"', "'짓다'"),
            ("Docs/ko/11-strategic-design.md", "컨텍스트를 지은 팀입니다.", "'짓다'"),
            ("Docs/ko/04-repositories.md", "캐시는 스토어를 장식합니다.", "장식"),
            ("Docs/ko/03-domain-services.md", "워크숍은 아니오로 정합니다.", "아니오"),
            ("Docs/ko/03-domain-services.md", "변경기를 거치지 않습니다.", "변경기"),
            ("Docs/ko/09-events-and-queries.md", "알림기가 환영 인사를 보냅니다.", "알림기"),
            ("Docs/ko/02-entities.md", "이름을 바꾸는 두 번째 출입문입니다.", "출입문"),
            # The terms decided for the native rewrite (issue 39, k-native): one plant each.
            ("Docs/ko/07-beyond-the-basics.md", "DDD의 빌딩 블록 세 가지를 더합니다.", "빌딩 블록"),
            ("Docs/ko/01-value-objects.md", "원시 타입은 지식을 담지 못합니다.", "원시 타입"),
            ("Docs/ko/01-value-objects.md", "원시값을 감쌉니다.", "원시값"),
            ("Docs/ko/12-real-databases.md", "전달은 적어도 한 번입니다.", "적어도 한 번"),
            ("Exercises/38-a-refusal-in-the-domains-words/README.ko.md", "스토어가 저장을 거절합니다.", "거절"),
            ("Docs/ko/07-beyond-the-basics.md", "setter가 private입니다.", "'setter'"),
            ("Docs/ko/06-layers.md", "어댑터를 import하지 않습니다.", "'import'"),
            ("Docs/ko/06-layers.md", "장 순서가 곧 import 순서입니다.", "'import'"),
            ("Docs/ko/05-application-services.md", "유스케이스 객체는 의례일 뿐입니다.", "의례"),
            ("Docs/ko/10-boundaries.md", "화면이 하나면 격식일 뿐입니다.", "격식"),
            ("Exercises/33-bridge-a-callback/README.ko.md", "다리는 한 번만 재개합니다.", "'다리'"),
            ("README.ko.md", "테스트가 곧 워크숍의 명세입니다.", "워크숍의 명세"),
            ("Docs/ko/README.md", "표시 이름은 코드의 명세입니다.", "코드의 명세"),
            ("Docs/ko/00-primer.md", "규칙은 [명세](specification.md)에 모두 있습니다.", "'명세' names the generated document"),
        ]:
            planted(page, "\n" + sentence + "\n", word if word.startswith("'") else f"'{word}'")
        # Words that only look like a calque are Korean: 거짓말, 지어내다, 이름을 짓다, `valid`.
        planted("Docs/ko/11-strategic-design.md",
                "\n거짓말하는 값은 없습니다. 지어낸 값도 없습니다. 이름을 지은 팀입니다. valid입니다.\n",
                "'짓다'", caught=False)
        planted("Docs/ko/11-strategic-design.md", "\n사용자 ID를 비교합니다. 사용자가 가입합니다.\n", "'id'", caught=False)
        # 기다리다 is not 다리; code's `import` and English test names are not prose; the document's
        # own name in a link is right.
        planted("Exercises/33-bridge-a-callback/README.ko.md",
                "\n응답을 기다리는 동안 `import Foundation`을 씁니다(\"every import is drawn\").\n",
                "'다리'", caught=False)
        planted("Docs/ko/00-primer.md", "\n[테스트 명세서](specification.md)에 모두 있습니다.\n",
                "names the generated document", caught=False)
        planted("Docs/ko/06-layers.md",
                "\n응답을 기다리는 동안 `import Foundation`을 씁니다(\"every import is drawn\").\n",
                "'import'", caught=False)
    return status


def main():
    if "--self-test" in sys.argv:
        return self_test()
    problems = check(ROOT)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s): the glossary's words, or a term for it (Docs/glossary.md)")
        return 1
    print("every domain type's words and every Korean page's terms are the glossary's")
    return 0


if __name__ == "__main__":
    sys.exit(main())
