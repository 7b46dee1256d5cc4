#!/usr/bin/env python3
"""No word before its page: a chapter that uses a term a later chapter teaches sends the
learner to where it is explained.

  python3 .ci/check-first-use.py              check, and print every early use
  python3 .ci/check-first-use.py --self-test  plant an early use on a scratch copy and fail
                                              unless it is caught
  python3 .ci/check-first-use.py --fix        link each early first use to the glossary
                                              where it stands in plain prose (review the diff)

The glossary's terms table (Docs/glossary.md, and Docs/ko/glossary.md for the Korean pages)
says which chapter introduces each term (its last column: a chapter number, or the learning
path for words every page may use). On each chapter page Docs/NN-*.md (and its Korean twin),
the first use in prose of a term taught by a LATER chapter must be on a line that links the
glossary, the primer (00-primer.md) or the chapter that teaches the term; a later use on the
same page needs no link. The primer itself (chapter 00) is exempt: it defines those words. The term is the first column without its parenthesised other forms
(which are often everyday words), matched as a whole word, case-insensitively, with a plural
`s`/`es` in English; a Korean term is matched where no Hangul syllable comes right before it.
Prose excludes fenced code, code spans, link targets, quoted text (a cited test name or
printed line), HTML comments, collapsed `<details>` notes, which a learner opens by choice,
and a teaching point's heading, which the curriculum names and its section explains.

Every early use is printed as `FILE:LINE: …`, naming the term and the chapter that teaches
it; the exit status is 1 if there is one. Python 3 standard library only.
"""
import os
import re
import shutil
import sys
import tempfile

from markdown_table import table_after

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHAPTER_PAGE = re.compile(r"^(\d\d)-.*\.md$")
CHAPTER_CELL = re.compile(r"\[(\d+)\]\((\d\d-[^)#]*\.md)")
LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")
HANGUL = re.compile(r"[\uac00-\ud7a3]")
# A teaching point's heading or summary row carries the curriculum's name ("## VO-8 Integrity"),
# which the section under it explains.
POINT_HEADING = re.compile(r"^(#+|\|)\s+[A-Z]{2,3}-\d+\b")
# A quoted test name or printed line is cited, not prose: "…" and “…”.
QUOTED = re.compile(r'"[^"]*"|\u201c[^\u201d]*\u201d')


def read(root, path):
    with open(os.path.join(root, path), encoding="utf-8") as file:
        return file.read()


def terms(root, glossary, term_column):
    """(term, chapter, chapter page) for each glossary row a numbered chapter introduces."""
    rows = table_after("<!-- terms-table", read(root, glossary)) or []
    found = []
    for cells in rows:
        match = CHAPTER_CELL.search(cells[-1])
        if not match:
            continue
        term = re.sub(r"\s*\(.*\)\s*$", "", cells[term_column]).strip()
        if term:
            found.append((term, int(match.group(1)), match.group(2)))
    return found


def prose_lines(text):
    """(line number, prose, link targets) for each line outside code, comments and notes."""
    in_fence = in_details = in_comment = False
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        if "<details" in line:
            in_details = True
        if in_details:
            if "</details>" in line:
                in_details = False
            continue
        if in_comment or "<!--" in line:
            in_comment = "-->" not in line.split("<!--")[-1]
            line = re.sub(r"<!--.*?(-->|$)", "", line)
        if POINT_HEADING.match(line):
            continue
        targets = [match.group(2) for match in LINK.finditer(line)]
        prose = LINK.sub(lambda match: match.group(1), line)
        prose = " ".join(part for index, part in enumerate(prose.split("`")) if index % 2 == 0)
        prose = QUOTED.sub(" ", prose)
        yield number, prose, targets


def pattern(term, korean):
    if korean:
        return re.compile(r"(?<![\uac00-\ud7a3])" + re.escape(term))
    return re.compile(r"\b" + re.escape(term) + r"(?:s|es)?\b", re.I)


def explained(targets, chapter_page):
    return any(
        os.path.basename(target.split("#")[0]) in ("glossary.md", "00-primer.md", chapter_page)
        for target in targets)


def check(root, fixes=None):
    problems = []
    fixes = [] if fixes is None else fixes
    for folder, glossary, column, korean in (
        ("Docs", "Docs/glossary.md", 0, False),
        ("Docs/ko", "Docs/ko/glossary.md", 0, True),
    ):
        known = [(term, chapter, page, pattern(term, korean))
                 for term, chapter, page in terms(root, glossary, column)]
        for name in sorted(os.listdir(os.path.join(root, folder))):
            match = CHAPTER_PAGE.match(name)
            if not match:
                continue
            chapter = int(match.group(1))
            if chapter == 0:
                continue  # the primer (00-primer.md) is where these words are defined
            later = [entry for entry in known if entry[1] > chapter]
            seen = set()
            for number, prose, targets in prose_lines(read(root, f"{folder}/{name}")):
                for term, taught, page, regex in later:
                    if term in seen or not regex.search(prose):
                        continue
                    seen.add(term)
                    if not explained(targets, page):
                        fixes.append((f"{folder}/{name}", number, regex))
                        problems.append(
                            f"{folder}/{name}:{number}: '{term}' is taught in chapter {taught} "
                            f"({page}); its first use here needs a link to the glossary, "
                            "the primer or that chapter on the same line")
    return problems


def self_test():
    scratch = tempfile.mkdtemp()
    try:
        for path in ("Docs",):
            shutil.copytree(os.path.join(ROOT, path), os.path.join(scratch, path))
        page = os.path.join(scratch, "Docs", "01-value-objects.md")
        with open(page, encoding="utf-8") as file:
            lines = file.read().splitlines(keepends=True)
        lines.insert(1, "\nA planted sentence that names an outboxes table too early.\n")
        with open(page, "w", encoding="utf-8") as file:
            file.write("".join(lines))
        problems = check(scratch)
        caught = [p for p in problems if p.startswith("Docs/01-value-objects.md:3: 'Outbox'")]
        if not caught:
            print("first-use self-test: a planted early 'outboxes' in chapter 1 was not caught")
            return 1
        print("first-use self-test: the planted early use was caught:")
        print("  " + caught[-1])
        return 0
    finally:
        shutil.rmtree(scratch)


def fix(root):
    """Wraps the first plain-prose match of each early term in a link to the glossary."""
    fixes = []
    check(root, fixes)
    done = 0
    for path, number, regex in fixes:
        lines = read(root, path).split("\n")
        line = lines[number - 1]
        # Only a match outside code spans and outside a link's text or target is wrapped.
        guarded = re.sub(r"`[^`]*`|\[[^\]]*\]\([^)]*\)|\"[^\"]*\"|\u201c[^\u201d]*\u201d",
                         lambda m: "\0" * len(m.group(0)), line)
        match = regex.search(guarded)
        if not match:
            print(f"{path}:{number}: not fixed (the term stands in code or a link): add a link by hand")
            continue
        lines[number - 1] = (
            line[:match.start()] + f"[{line[match.start():match.end()]}](glossary.md)"
            + line[match.end():])
        with open(os.path.join(root, path), "w", encoding="utf-8") as file:
            file.write("\n".join(lines))
        done += 1
    print(f"first use: {done} link(s) to the glossary added")
    return 0


def main():
    if "--self-test" in sys.argv[1:]:
        return self_test()
    if "--fix" in sys.argv[1:]:
        return fix(ROOT)
    problems = check(ROOT)
    for problem in problems:
        print(problem)
    if problems:
        print(f"first use: {len(problems)} term(s) used before their chapter without a link")
        return 1
    print("first use: every term a later chapter teaches is linked where a page first uses it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
