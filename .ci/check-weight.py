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

It prints a table (chapter, files, lines) and the total, and fails when
  - the total of chapters 1 to 11 is above TOTAL_LIMIT (chapter 12, added later, is held to
    the chapter limit alone),
  - any chapter is above CHAPTER_LIMIT, or
  - Docs/04-repositories.md itself is longer than PAGE_4_LIMIT lines.

  python3 .ci/check-weight.py            check
  python3 .ci/check-weight.py --files    also list each chapter's files, heaviest first
"""
import pathlib
import re
import sys

# region: weight-limits
TOTAL_LIMIT = 10_228
CHAPTER_LIMIT = 1_520
PAGE_4_LIMIT = 600
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
    total = 0
    print(f"{'chapter page':<34} {'files':>5} {'lines':>6}")
    for page in pages:
        files = swift_files(page)
        weights = sorted(((line_count(f), f) for f in files), key=lambda item: (-item[0], str(item[1])))
        lines = sum(weight for weight, _ in weights)
        if int(page.name[:2]) <= 11:  # chapter 12 is held to the chapter limit, not the total's
            total += lines
        flag = "  <- above %d" % CHAPTER_LIMIT if lines > CHAPTER_LIMIT else ""
        print(f"{page.name:<34} {len(files):>5} {lines:>6}{flag}")
        if show_files:
            for weight, path in weights:
                print(f"    {weight:>5}  {path.relative_to(ROOT)}")
        if lines > CHAPTER_LIMIT:
            problems.append(f"Docs/{page.name} links {lines} Swift lines (at most {CHAPTER_LIMIT})")
    print(f"{'total (1-11)':<34} {'':>5} {total:>6}")
    if total > TOTAL_LIMIT:
        problems.append(f"chapter pages link {total} Swift lines in all (at most {TOTAL_LIMIT})")
    page_4 = ROOT / "Docs" / "04-repositories.md"
    page_4_lines = line_count(page_4)
    print(f"Docs/04-repositories.md is {page_4_lines} lines long (at most {PAGE_4_LIMIT})")
    if page_4_lines > PAGE_4_LIMIT:
        problems.append(f"Docs/04-repositories.md is {page_4_lines} lines (at most {PAGE_4_LIMIT})")
    for problem in problems:
        print(f"weight: {problem}")
    if problems:
        print(f"weight: {len(problems)} problem(s)")
        return 1
    print("weight: every chapter, the total and chapter 4's page are within their limits")
    return 0


if __name__ == "__main__":
    sys.exit(main())
