#!/usr/bin/env python3
"""Two rules for what a learner meets in the code itself (issue 24).

1. Quick Help names no chapter and no teaching point. A `///` doc comment in Sources/ is what
   Xcode's Quick Help and the DocC reference show; "chapter 8" or "(IN-4)" means nothing
   there, and goes stale when the chapters move. The file's header comment (`//`), the
   chapter pages and the test names carry them instead.
2. Region markers sit between declarations, never inside one. `// region: X` and its
   `// endregion` (read by .ci/check-docs.swift to excerpt code into the docs) must be at
   the same place in the code's nesting, and that place must be the top level of a file or
   the body of a type (struct, class, enum, actor, extension, protocol), outside any
   parenthesis or bracket. A marker in a function, initialiser, property or closure body,
   in a parameter list, or a region that opens outside a type and closes inside it, cuts
   through a declaration: the excerpt shows half of it.
   One kind of region is the exception: an elision sub-region, `// region: chapter N adds
   WHAT` … `// endregion`, marks code a later chapter added in place, which an earlier
   chapter's excerpt replaces by the line `// … chapter N adds WHAT` (.ci/check-docs.swift).
   It may sit inside a body (whole statements), because what a later chapter adds is often
   one statement, but it must close at the very level of nesting it opens at (same braces,
   same parentheses), so it holds whole lines of whole statements (a region from inside
   `do { … }` to inside the `catch { … }` after it closes one block and opens another:
   refused); N must be a chapter (1 to 11) later than the one the file's header comment
   names.
3. No marker, elision or not, sits inside a parameter or argument list (issue 40): a marker
   whose previous line of code ends in `(` or `,`, or whose innermost open bracket is a `(`
   or `[`, is refused. A learner who opens the file reads plain Swift there; a page that
   shows a declaration before a later chapter's parameter says in a sentence whose it is.
4. A repository is not called a store (issue 40). Docs/modules.md's roles give "repository"
   to the port and its implementations and "store" to keepers of state that is not an
   aggregate (`SessionStore`, `InvitationProcessStore`, …). A `//` or `///` comment in
   Sources/ that says "file store", "user store", "every store", "the stores", … is refused;
   before a real store's noun ("the in-memory session store") the qualifier is allowed.

  python3 .ci/check-source-comments.py                 check; fail on any problem
  python3 .ci/check-source-comments.py --report-only   print the problems, exit 0

.ci/run runs it without `--report-only`, so any new problem fails CI; the option is for
looking at a tree mid-change.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOLDERS = ("Sources", "Examples")

CHAPTER = re.compile(r"\bchapters?\s+\d", re.IGNORECASE)
TEACHING_POINT = re.compile(r"\b[A-Z]{2}-\d+\b")  # VO-1, IN-4, DB-9: CURRICULUM's codes
MARKER = re.compile(r"^\s*//\s*(region:\s*(\S.*?)|endregion)\s*$")
ELISION = re.compile(r"^chapter (\d+) adds \S.*$")
REPOSITORY_QUALIFIERS = (  # words that make "store" name a repository or its medium
    r"file|in-memory|SQLite|PostgreSQL|Postgres|event-sourced|state|snapshot|every|each"
    r"|users?'?|circles?'?|invitations?'?|profiles?'?|accounts?'?")
STORE_NOUNS = r"session|token|settings|process|authentication|progress"  # the …Store types
REPOSITORY_AS_STORE = re.compile(
    rf"\b(?:(?:{REPOSITORY_QUALIFIERS}) (?:(?:{STORE_NOUNS}) )?stores?|the stores)\b(?!-)",
    re.IGNORECASE)
HEADER_CHAPTER = re.compile(r"^//\s*Chapters?\s+(\d+)")
TYPE_KEYWORDS = {"struct", "class", "enum", "actor", "extension", "protocol"}
DECLARATION = re.compile(
    r"(?m)^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|final|open|indirect|nonisolated|static"
    r"|mutating|nonmutating|override|convenience|required|lazy|weak|unowned|dynamic|consuming"
    r"|borrowing|distributed)(?:\([^)]*\))?\s+)*"
    r"(struct|class|enum|actor|extension|protocol|func|var|let|init|deinit|subscript|case"
    r"|if|guard|for|while|switch|do|return|else|repeat|catch|defer|get|set|willSet|didSet)\b"
)


def chapter_numbers_in_doc_comments(path: pathlib.Path, lines: list) -> list:
    """`///` lines that name a chapter by number or a teaching point by its code."""
    problems = []
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if text.startswith("///") and CHAPTER.search(text):
            problems.append(f"{path}:{number}: a doc comment names a chapter: {text}")
        elif text.startswith("///") and TEACHING_POINT.search(text):
            problems.append(f"{path}:{number}: a doc comment names a teaching point: {text}")
    return problems


def repositories_called_stores(path: pathlib.Path, lines: list) -> list:
    """Comments that call a repository (or the file under it) a store."""
    problems = []
    for number, line in enumerate(lines, start=1):
        comment = line.split("//", 1)[1] if "//" in line else ""
        for match in REPOSITORY_AS_STORE.finditer(comment):
            if not re.search(rf"(?:{STORE_NOUNS}) stores?$", match.group(0), re.IGNORECASE):
                problems.append(f"{path}:{number}: a comment calls a repository a store "
                                f"({match.group(0)!r}): say repository, or name the medium")
    return problems


def scope_kind(statement: str) -> str:
    """'type' when the code before a `{` opens a type's body, else 'code'."""
    found = DECLARATION.findall(statement)
    if found and found[-1] in TYPE_KEYWORDS:
        # `class func`, `class var`: a modifier, not a class.
        if found[-1] == "class" and re.search(r"\bclass\s+(func|var|let|subscript)\b", statement):
            return "code"
        return "type"
    return "code"


def region_markers_inside_declarations(path: pathlib.Path, lines: list) -> list:
    """Markers whose place in the nesting is not between declarations."""
    problems = []
    scopes = []  # 'type' or 'code', one per open brace
    braces = []  # the number of each open brace, so `} catch {` is not the same brace
    opened = 0
    parens = 0  # open ( and [ outside strings and comments
    openers = []  # every open (, [ and {, innermost last
    last_code = ""  # the last line with code on it, its comment cut off
    statement = ""  # code since the last {, } or ;
    in_block_comment = 0
    in_multiline_string = False
    open_regions = []  # (name, line number, scopes and parentheses at the marker)
    header = HEADER_CHAPTER.match(lines[0]) if lines else None
    file_chapter = int(header.group(1)) if header else 0
    for number, line in enumerate(lines, start=1):
        marker = None if in_block_comment or in_multiline_string else MARKER.match(line)
        if marker:
            here = (tuple(braces), parens)
            inside = "code" in scopes or parens > 0
            name = marker.group(2)
            if last_code.endswith(("(", ",")) or (openers and openers[-1] in "(["):
                what = f"region {name!r}" if name is not None else "an endregion"
                why = (f"the code line before ends in {last_code[-1]!r}"
                       if last_code.endswith(("(", ",")) else f"inside an open {openers[-1]!r}")
                problems.append(
                    f"{path}:{number}: {what} sits inside a parameter or argument list ({why}): "
                    f"a marker goes between declarations or statements; show the whole list, and "
                    f"say on the page which chapter adds what")
            if name is not None:
                elision = ELISION.match(name)
                if name.startswith("chapter ") and not elision:
                    problems.append(
                        f"{path}:{number}: region {name!r} reads like an elision but is not "
                        f"`chapter N adds WHAT`")
                if elision and not file_chapter < int(elision.group(1)) <= 11:
                    problems.append(
                        f"{path}:{number}: elision {name!r} must name a chapter after this file's "
                        f"(chapter {file_chapter}) and at most 11")
                if inside and not elision:
                    problems.append(
                        f"{path}:{number}: region {name!r} opens inside a declaration's body or "
                        f"parameters (only an elision, `chapter N adds WHAT`, may)")
                open_regions.append((name, number, here, bool(elision)))
            elif open_regions:
                opened_name, opened_at, opened_here, opened_elision = open_regions.pop()
                if inside and not opened_elision:
                    problems.append(
                        f"{path}:{number}: an endregion sits inside a declaration's body or parameters")
                elif opened_here != here and (opened_elision or not inside):
                    problems.append(
                        f"{path}:{number}: region {opened_name!r} (line {opened_at}) ends at another "
                        f"level of nesting than it starts: it cuts through a declaration")
            else:
                problems.append(f"{path}:{number}: an endregion closes no region")
            continue
        index = 0
        code_here = False
        code_end = len(line)  # where the line's code ends, before any comment
        while index < len(line):
            rest = line[index:]
            if in_block_comment:
                if rest.startswith("*/"):
                    in_block_comment -= 1
                    index += 2
                elif rest.startswith("/*"):
                    in_block_comment += 1
                    index += 2
                else:
                    index += 1
                continue
            if in_multiline_string:
                if rest.startswith('"""'):
                    in_multiline_string = False
                    index += 3
                else:
                    index += 2 if rest.startswith("\\") else 1
                continue
            if rest.startswith("//"):
                code_end = index
                break
            if not line[index].isspace():
                code_here = True
            if rest.startswith("/*"):
                in_block_comment += 1
                index += 2
                continue
            if rest.startswith('"""') or re.match(r'#+"""', rest):
                in_multiline_string = True
                index += rest.index('"""') + 3
                continue
            if rest.startswith('"') or re.match(r'#+"', rest):
                hashes = len(rest) - len(rest.lstrip("#"))
                index += hashes + 1
                closing = '"' + "#" * hashes
                while index < len(line) and not line.startswith(closing, index):
                    index += 2 if line[index] == "\\" and hashes == 0 else 1
                index += len(closing)
                continue
            char = line[index]
            if char in "([{":
                openers.append(char)
            elif char in ")]}" and openers:
                openers.pop()
            if char == "{":
                scopes.append(scope_kind(statement))
                opened += 1
                braces.append(opened)
                statement = ""
            elif char == "}":
                if scopes:
                    scopes.pop()
                    braces.pop()
                statement = ""
            elif char == ";":
                statement = ""
            elif char in "([":
                parens += 1
                statement += char
            elif char in ")]":
                parens = max(0, parens - 1)
                statement += char
            else:
                statement += char
            index += 1
        statement += "\n"
        if code_here:
            last_code = line[:code_end].rstrip()
    return problems


def main() -> int:
    report_only = "--report-only" in sys.argv[1:]
    chapter_problems = []
    region_problems = []
    word_problems = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            relative = path.relative_to(ROOT)
            lines = path.read_text(encoding="utf-8").splitlines()
            if folder == "Sources":
                chapter_problems += chapter_numbers_in_doc_comments(relative, lines)
                word_problems += repositories_called_stores(relative, lines)
            region_problems += region_markers_inside_declarations(relative, lines)
    for problem in chapter_problems + region_problems + word_problems:
        print(problem)
    print(
        f"source comments: {len(chapter_problems)} doc comment(s) in Sources/ name a chapter "
        f"or a teaching point; "
        f"{len(region_problems)} region marker(s) sit inside a declaration; "
        f"{len(word_problems)} comment(s) call a repository a store")
    problems = len(chapter_problems) + len(region_problems) + len(word_problems)
    if problems and report_only:
        print("source comments: REPORT ONLY (--report-only): not failing")
        return 0
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
