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
    literals of the runner's Korean catalogue (Exercises/LearnKit/*+Korean.swift). Fenced code
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
    """{wrong word: [(Korean term, English term), …]} from the Korean glossary."""
    rows = table_after("<!-- terms-table", read(root, "Docs/ko/glossary.md"))
    if rows is None:
        problems.append("Docs/ko/glossary.md: no `<!-- terms-table …-->` table")
        return {}
    wrong = {}
    for row in rows:
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
        if page == "Docs/ko/glossary.md":
            if line.startswith("<!-- terms-table"):
                in_terms_table = True
            elif in_terms_table and line.startswith("|"):
                cells = line.strip().strip("|").split("|")
                line = "|".join(cells[:2] + cells[3:])  # the listed words are not prose
            elif in_terms_table and line.strip():
                in_terms_table = False
        yield number, prose(line)


def catalogue_lines(root, path):
    for number, line in enumerate(read(root, path).splitlines(), 1):
        if line.lstrip().startswith("//"):
            continue
        for literal in re.findall(r'"((?:[^"\\]|\\.)*)"', line):
            yield number, prose(re.sub(r"\\\([^)]*\)", " ", literal))


def check_korean(root, problems):
    wrong = listed_alternatives(root, problems)
    ordered = sorted(wrong, key=len, reverse=True)
    sources = [(page, page_lines(root, page)) for page in korean_pages(root)]
    sources += [(path, catalogue_lines(root, path)) for path in catalogues(root)]
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
                    for match in re.finditer(re.escape(word), joined):
                        if match.start() < len(tail) < match.end():
                            right = " or ".join(f"'{korean}' ({english.split(' (')[0]})" for korean, english in wrong[word])
                            problems.append(
                                f"{path}:{number - 1}-{number}: '{word}', wrapped across the line break, is not the "
                                f"glossary's word; write {right} (Docs/ko/glossary.md)")
            previous = text.rstrip()
            taken = []
            for word in ordered:
                for match in re.finditer(re.escape(word), text):
                    span = range(match.start(), match.end())
                    if any(match.start() in other or match.end() - 1 in other for other in taken):
                        continue
                    taken.append(span)
                    right = " or ".join(f"'{korean}' ({english.split(' (')[0]})" for korean, english in wrong[word])
                    problems.append(
                        f"{path}:{number}: '{word}' is not the glossary's word; write {right} "
                        "(Docs/ko/glossary.md)")


def check(root):
    problems = []
    check_names(root, problems)
    check_korean(root, problems)
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
            found = [p for p in check(scratch) if p not in baseline]
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
