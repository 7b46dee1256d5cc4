#!/usr/bin/env python3
"""The weight of what a chapter asks a learner to read, counted and capped.

For each chapter page Docs/NN-*.md (01 to 12; the optional deep dives 04b-…, 12b-… are not counted),
it collects every Markdown link `[text](target)` outside code (fenced blocks and `code
spans` are examples, not links, as in .ci/check-docs.swift), resolves the target against
the page, and counts the lines of every `.swift` file under Sources/ or Examples/ that the
link names: the file itself, or, for a linked folder, every `.swift` file below it
(recursively). A file linked twice by one page, or named directly and through its folder,
counts once for that chapter; a file two chapters link counts for both. Lines are the
file's lines as `wc -l` counts them, whole: a learner who follows the link opens the whole
file, doc comments, later chapters' additions and all (the weight comes off by linking what
teaches and moving machinery out of the teaching modules, not by deleting explanations).
An elision `// region: chapter N adds WHAT` shortens a page's excerpt, not the file a
learner opens, so it counts in full.

It also counts each chapter page's own lines (English and Korean, `wc -l`). It prints a table
(chapter, page lines, Korean page lines, files, Swift lines) and the totals, and fails when
  - a chapter page (1 to 12, either edition) is longer than PAGE_LIMIT lines, or chapters 1 to
    11 together longer than PAGES_LIMIT (English);
  - a chapter links more than CHAPTER_LIMIT Swift lines, or chapters 1 to 11 together more
    than TOTAL_LIMIT (chapter 12, added later, is held to the chapter limits alone).
A chapter in NOT_YET is held to the numbers written there instead, printed as not yet at the
goal, so the check says how far each chapter is from the goal while the work goes on; the
goal is met when NOT_YET is empty.

  python3 .ci/check-weight.py            check
  python3 .ci/check-weight.py --files    also list each chapter's files, heaviest first
"""
import pathlib
import re
import sys

# region: weight-limits
PAGE_LIMIT = 500
PAGES_LIMIT = 5_500
CHAPTER_LIMIT = 900
TOTAL_LIMIT = 7_000
# Chapters still on their way to the goal: chapter -> (page lines, Swift lines) allowed now;
# "total" -> the same for chapters 1-11 together.
NOT_YET: dict = {}
# endregion

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHAPTER_PAGE = re.compile(r"^(0[1-9]|1[0-2])-.*\.md$")  # 04b-, 12b-… do not match: optional
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
COUNTED_ROOTS = ("Sources", "Examples")


def links(page: pathlib.Path) -> list:
    """The targets of the page's Markdown links outside fenced blocks and code spans."""
    targets = []
    in_fence = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.strip().startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        prose = " ".join(part for index, part in enumerate(line.split("`")) if index % 2 == 0)
        for match in LINK.finditer(prose):
            target = match.group(1)
            if "://" in target or target.startswith(("#", "mailto:")):
                continue
            targets.append(target.split("#", 1)[0])
    return [target for target in targets if target]


def counted(path: pathlib.Path) -> bool:
    """Whether `path` is a Swift file under Sources/ or Examples/."""
    try:
        relative = path.relative_to(ROOT)
    except ValueError:
        return False
    return path.suffix == ".swift" and relative.parts[0] in COUNTED_ROOTS


def swift_files(page: pathlib.Path) -> set:
    """Every counted file the page's links name, directly or through a linked folder."""
    files = set()
    for target in links(page):
        resolved = (page.parent / target).resolve()
        if resolved.is_dir():
            files.update(path for path in resolved.rglob("*.swift") if counted(path))
        elif resolved.is_file() and counted(resolved):
            files.add(resolved)
    return files


def line_count(path: pathlib.Path) -> int:
    """Lines as `wc -l` counts them (newline characters): the whole file a link opens."""
    return path.read_bytes().count(b"\n")


def main() -> int:
    show_files = "--files" in sys.argv[1:]
    pages = sorted(p for p in (ROOT / "Docs").iterdir() if CHAPTER_PAGE.match(p.name))
    problems = []
    not_yet = []
    total = 0
    page_total = 0
    print(f"{'chapter page':<34} {'page':>5} {'ko':>5} {'files':>5} {'swift':>6}")
    for page in pages:
        chapter = int(page.name[:2])
        page_limit, swift_limit = NOT_YET.get(chapter, (PAGE_LIMIT, CHAPTER_LIMIT))
        if chapter in NOT_YET:
            not_yet.append(f"chapter {chapter} (allowed now: {page_limit} page lines, {swift_limit} Swift lines)")
        files = swift_files(page)
        weights = sorted(((line_count(f), f) for f in files), key=lambda item: (-item[0], str(item[1])))
        lines = sum(weight for weight, _ in weights)
        korean = ROOT / "Docs" / "ko" / page.name
        page_lines = line_count(page)
        korean_lines = line_count(korean) if korean.exists() else 0
        if chapter <= 11:  # chapter 12 is held to the chapter limits, not the totals
            total += lines
            page_total += page_lines
        marks = []
        for name, count, limit in (("page", page_lines, page_limit), ("ko page", korean_lines, page_limit),
                                   ("Swift", lines, swift_limit)):
            if count > limit:
                marks.append(f"{name} > {limit}")
                problems.append(f"Docs/{'ko/' if name == 'ko page' else ''}{page.name}: "
                                f"{count} {'Swift lines linked' if name == 'Swift' else 'lines'} (at most {limit})")
        flag = "  <- " + ", ".join(marks) if marks else ""
        print(f"{page.name:<34} {page_lines:>5} {korean_lines:>5} {len(files):>5} {lines:>6}{flag}")
        if show_files:
            for weight, path in weights:
                print(f"    {weight:>5}  {path.relative_to(ROOT)}")
    print(f"{'total (1-11)':<34} {page_total:>5} {'':>5} {'':>5} {total:>6}")
    pages_limit, total_limit = NOT_YET.get("total", (PAGES_LIMIT, TOTAL_LIMIT))
    if "total" in NOT_YET:
        not_yet.append(f"chapters 1-11 together (allowed now: {pages_limit} page lines, {total_limit} Swift lines)")
    if page_total > pages_limit:
        problems.append(f"chapter pages 1-11 are {page_total} lines in all (at most {pages_limit})")
    if total > total_limit:
        problems.append(f"chapter pages link {total} Swift lines in all (at most {total_limit})")
    for chapter in not_yet:
        print(f"weight: not yet at the goal: {chapter}")
    for problem in problems:
        print(f"weight: {problem}")
    if problems:
        print(f"weight: {len(problems)} problem(s)")
        return 1
    print(f"weight: every page and chapter is within its limits ({PAGE_LIMIT} lines a page, "
          f"{PAGES_LIMIT} for 1-11; {CHAPTER_LIMIT} Swift lines a chapter, {TOTAL_LIMIT} for 1-11)"
          + (f"; {len(not_yet)} not yet at the goal" if not_yet else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
