#!/usr/bin/env python3
"""Every exercise asks for transfer: no solution is printed by its reading.

An exercise that points its learner at a page printing the answer tests transcription, not
understanding. For each exercise Exercises/NN-name/ this check takes the lines the learner
writes — the reference solution's lines (Exercises/Solutions/NN-name/) that are not in the
stub (NN-name/Sources/), file by file — and looks for them in everything the learner reads
first:

  - every Markdown page README.md or README.ko.md links; a `#anchor` link means that section
    only, from its heading to the next heading of the same or a higher level (its fenced
    code and its `code spans` are searched; prose cannot hold a line of Swift);
  - every Swift file they link (every `.swift` file below a linked folder);
  - the stub itself, always: its other methods must not be the answer with one word changed
    (a written `adding` beside the `subtracting` to write).

Lines are compared normalized: comments dropped (`//`, `///`, `/* */`, outside strings),
broken at `{`, `}` and `;` so a one-line `guard … else { throw … }` and its three-line form
read the same, spacing collapsed, and what is left only braces, brackets or punctuation
dropped. The learner's lines are the solution's normalized lines that a line diff against
the stub's does not match.

A reading prints the solution when it holds
  - 3 or more consecutive learner lines as consecutive lines, or
  - one learner line of 40 or more normalized characters that is not a declaration
    signature the stub already has (`public func subtracting(_ other: Money) throws ->
    Money` stays where the stub wrote it).

  - or 4 or more consecutive learner lines in the same shape with other names: each line
    with its names, strings and numbers replaced by placeholders (`guard let x else throw
    .x(x: "…")`), at least two of them steering control (guard, if, switch, do, catch,
    throw, return, for, while). A solution restructured from the page's by renaming is
    still the page's.

It prints each exercise, the file or section, and the matching lines, and exits 1 when any
exercise's reading prints its solution.

  python3 .ci/check-transfer.py                 every exercise
  python3 .ci/check-transfer.py --only 01-07    exercises 01 to 07 (also `1-7,12,14-16`)
  python3 .ci/check-transfer.py --show 01       also list exercise 01's learner lines and
                                                what was searched
  python3 .ci/check-transfer.py --self-test     the check on two made-up exercises: it must
                                                fail on the one whose page prints the
                                                answer and pass on the other
"""
import difflib
import pathlib
import re
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
RUN = 3  # consecutive learner lines that make a printed solution
LONG = 40  # normalized characters that make one line a printed solution
SHAPE_RUN = 4  # consecutive learner lines that make a printed solution with other names

# Lines an exercise's learner writes that its reading may print, each with the reason. Only
# for an exercise whose idea is a shape, not the steps: AR-1 asks for a given use case in a
# second style, so the steps are the stub's on purpose, and the one line every Clean
# interactor opens with is the style itself. Everything else the learner writes still counts.
SHARED_BY_DESIGN = {
    "34-rename-in-a-second-style": {
        "await output.present(await outcome(of: request))": "the Clean style's input port, "
        "as chapter 10 shows it on registration",
        "let userId: UserId": "the layered stub's own first steps, rewritten in the new style",
        "let newName: UserName": "the layered stub's own first steps, rewritten in the new style",
        "do": "the layered stub's own first steps, rewritten in the new style",
    },
}

LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s+)*((public|package|internal|private|fileprivate|open|static|final"
    r"|nonisolated|mutating|nonmutating|override|required|convenience|indirect|lazy|weak"
    r"|unowned|dynamic|isolated|consuming|borrowing)(\([^)]*\))?\s+)*"
    r"(func|init|deinit|subscript|var|let|case|struct|enum|class|protocol|extension|actor"
    r"|typealias|associatedtype)\b"
)
ONLY_PUNCTUATION = re.compile(r"^[\s{}()\[\],;:.]*$")
KEYWORDS = {
    "actor", "as", "async", "await", "break", "case", "catch", "class", "continue", "default",
    "defer", "do", "else", "enum", "extension", "false", "for", "func", "guard", "if", "in",
    "init", "is", "let", "nil", "private", "protocol", "public", "repeat", "return", "self",
    "Self", "some", "any", "static", "struct", "switch", "throw", "throws", "true", "try",
    "var", "where", "while", "mutating", "package", "internal", "fileprivate", "inout",
}
CONTROL = {"guard", "if", "switch", "do", "catch", "throw", "return", "for", "while"}
TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|\b\d[\d_.]*\b|[A-Za-z_][A-Za-z_0-9]*')


# region: normalizing
def strip_comments(text):
    """The Swift text without its comments; string literals (and what they hold) are kept."""
    out = []
    i, n = 0, len(text)
    depth = 0  # nesting of /* */ comments
    quote = None  # the open string's delimiter: '"' or '"""'
    while i < n:
        if depth:
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
            else:
                if text[i] == "\n":
                    out.append("\n")
                i += 1
        elif quote:
            if text[i] == "\\" and i + 1 < n:
                out.append(text[i : i + 2])
                i += 2
            elif text.startswith(quote, i):
                out.append(quote)
                i += len(quote)
                quote = None
            else:
                out.append(text[i])
                i += 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            depth = 1
            i += 2
        elif text.startswith('"""', i):
            quote = '"""'
            out.append(quote)
            i += 3
        elif text[i] == '"':
            quote = '"'
            out.append('"')
            i += 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def normalize(text, first_line=1):
    """Swift text as (line number, normalized line) pairs."""
    result = []
    for offset, line in enumerate(strip_comments(text).split("\n")):
        for piece in re.split(r"[{};]", line):
            piece = " ".join(piece.split())
            if piece and not ONLY_PUNCTUATION.match(piece):
                result.append((first_line + offset, piece))
    return result
# endregion


def shape(line):
    """A normalized line with its names, strings and numbers replaced by placeholders."""

    def placeholder(match):
        token = match.group(0)
        if token.startswith('"'):
            return '"…"'
        if token[0].isdigit():
            return "0"
        return token if token in KEYWORDS else "x"

    return TOKEN.sub(placeholder, line)


def steers(line):
    """Whether a normalized line steers control (guard, if, throw, return …)."""
    return any(word in CONTROL for word in re.findall(r"[A-Za-z]+", line))
# endregion


# region: reading
def slug(heading):
    """The anchor GitHub gives a heading: lowercase, spaces to `-`, punctuation dropped."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).lower()
    return "".join(
        "-" if c == " " else c for c in text if c == " " or c.isalnum() or c in "-_"
    )


def markdown_code(path, anchor):
    """The normalized code lines of a page, or of its section `anchor`; None if no such section."""
    lines = path.read_text(encoding="utf-8").split("\n")
    start, end = 0, len(lines)
    if anchor:
        seen = {}
        start = None
        in_fence = False
        for number, line in enumerate(lines):
            if FENCE.match(line):
                in_fence = not in_fence
                continue
            match = None if in_fence else HEADING.match(line)
            if not match:
                continue
            level = len(match.group(1))
            if start is not None and level <= start_level:
                end = number
                break
            base = slug(match.group(2))
            count = seen.get(base)
            seen[base] = 0 if count is None else count + 1
            name = base if count is None else f"{base}-{count + 1}"
            if start is None and name == anchor:
                start, start_level = number, level
        if start is None:
            return None
    code = []
    in_fence = False
    for number in range(start, end):
        line = lines[number]
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            code += normalize(line, number + 1)
        else:
            for span in CODE_SPAN.finditer(line):
                code += normalize(span.group(2), number + 1)
    return code


def readings(folder):
    """What the exercise's READMEs send the learner to: [(name, normalized lines)], problems."""
    sources, problems, seen = [], [], set()
    for readme in ("README.md", "README.ko.md"):
        path = folder / readme
        if not path.exists():
            continue
        text = path.read_text(encoding="utf-8")
        # Code spans and fenced blocks show links as examples; they are not links.
        text = re.sub(r"```.*?```", "", text, flags=re.S)
        text = re.sub(r"`[^`\n]*`(?!\])", "", text)
        for target in LINK.findall(text):
            if "://" in target or target.startswith("mailto:"):
                continue
            file_part, _, anchor = target.partition("#")
            linked = (folder / file_part).resolve() if file_part else path
            key = (linked, anchor)
            if key in seen or linked.name.startswith("README") and linked.parent == folder:
                continue
            seen.add(key)
            shown = str(linked.relative_to(ROOT)) if linked.is_relative_to(ROOT) else str(linked)
            if not linked.exists():
                problems.append(f"{readme} links {target}, which does not exist")
            elif linked.is_dir():
                for swift in sorted(linked.rglob("*.swift")):
                    sources.append((str(swift.relative_to(ROOT)), normalize(swift.read_text())))
            elif linked.suffix == ".swift":
                sources.append((shown, normalize(linked.read_text(encoding="utf-8"))))
            elif linked.suffix == ".md":
                code = markdown_code(linked, anchor)
                if code is None:
                    problems.append(f"{readme} links {target}: no heading has that anchor")
                else:
                    sources.append((shown + (f"#{anchor}" if anchor else ""), code))
    return sources, problems
# endregion


# region: comparing
def learner_lines(stub_folder, solution_folder):
    """Per solution file, the runs of normalized lines the learner writes, and the stub's lines."""
    hunks, stub_lines = [], []
    for solution in sorted(solution_folder.rglob("*.swift")):
        relative = solution.relative_to(solution_folder)
        stub = stub_folder / relative
        stub_text = stub.read_text(encoding="utf-8") if stub.exists() else ""
        old, new = normalize(stub_text), normalize(solution.read_text(encoding="utf-8"))
        stub_lines += [line for _, line in old]
        matcher = difflib.SequenceMatcher(
            None, [line for _, line in old], [line for _, line in new], autojunk=False
        )
        for tag, _, _, j1, j2 in matcher.get_opcodes():
            if tag in ("insert", "replace"):
                hunks.append((str(relative), new[j1:j2]))
    return hunks, set(stub_lines)


def printed(hunk, source, stub_lines):
    """The maximal runs of `hunk` that `source` holds and that make a printed solution."""
    found = []
    for i in range(len(hunk)):
        for j in range(len(source)):
            if hunk[i][1] != source[j][1]:
                continue
            if i > 0 and j > 0 and hunk[i - 1][1] == source[j - 1][1]:
                continue  # inside a run already counted from its start
            k = 0
            while i + k < len(hunk) and j + k < len(source) and hunk[i + k][1] == source[j + k][1]:
                k += 1
            run = hunk[i : i + k]
            long_line = any(
                len(line) >= LONG and not (DECLARATION.match(line) and line in stub_lines)
                for _, line in run
            )
            if k >= RUN or long_line:
                found.append((run, source[j][0], source[j + k - 1][0]))
    if found:
        return found
    shaped_hunk = [shape(line) for _, line in hunk]
    shaped_source = [shape(line) for _, line in source]
    for i in range(len(hunk)):
        for j in range(len(source)):
            if shaped_hunk[i] != shaped_source[j]:
                continue
            if i > 0 and j > 0 and shaped_hunk[i - 1] == shaped_source[j - 1]:
                continue
            k = 0
            while (
                i + k < len(hunk)
                and j + k < len(source)
                and shaped_hunk[i + k] == shaped_source[j + k]
            ):
                k += 1
            run = hunk[i : i + k]
            if k >= SHAPE_RUN and sum(steers(line) for _, line in run) >= 2:
                found.append((run, source[j][0], source[j + k - 1][0]))
    return found


def check_exercise(exercises, folder, show=False):
    """The messages for one exercise: empty when its reading does not print its solution."""
    solution_folder = exercises / "Solutions" / folder.name
    stub_folder = folder / "Sources"
    hunks, stub_lines = learner_lines(stub_folder, solution_folder)
    shared = SHARED_BY_DESIGN.get(folder.name, {})
    hunks = [(file, [(n, line) for n, line in hunk if line not in shared]) for file, hunk in hunks]
    sources, problems = readings(folder)
    for stub in sorted(stub_folder.rglob("*.swift")):
        name = f"{stub.relative_to(ROOT)} (the stub)"
        if not any(existing.startswith(str(stub.relative_to(ROOT))) for existing, _ in sources):
            sources.append((name, normalize(stub.read_text(encoding="utf-8"))))
    if show:
        print(f"exercise {folder.name}: the learner writes")
        for file, hunk in hunks:
            for number, line in hunk:
                print(f"    {file}:{number}: {line}")
        print("  and reads first")
        for name, lines in sources:
            print(f"    {name} ({len(lines)} code lines)")
    messages = list(problems)
    for name, source in sources:
        for file, hunk in hunks:
            for run, first, last in printed(hunk, source, stub_lines):
                where = f"line {first}" if first == last else f"lines {first}–{last}"
                messages.append(f"{name}, {where}, prints what the learner writes in {file}:")
                messages += [f"    {number}: {line}" for number, line in run]
    return messages
# endregion


def parse_only(text):
    """`01-07,12` as the set {1, …, 7, 12}."""
    numbers = set()
    for part in text.split(","):
        low, _, high = part.strip().partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            raise ValueError(f"--only takes numbers and ranges such as 01-07,12; got {text!r}")
        numbers.update(range(int(low), int(high or low) + 1))
    return numbers


def run(root, only=None, show=()):
    """Checks every exercise under `root`/Exercises (those in `only`); the number that fail."""
    exercises = root / "Exercises"
    failing = 0
    folders = sorted(p for p in exercises.iterdir() if re.match(r"^\d\d-", p.name) and p.is_dir())
    for folder in folders:
        number = int(folder.name[:2])
        if only is not None and number not in only:
            continue
        messages = check_exercise(exercises, folder, show=number in show)
        if messages:
            failing += 1
            print(f"✘ exercise {folder.name}: its reading prints the solution")
            for message in messages:
                print(f"  {message}")
        else:
            print(f"✔ exercise {folder.name}")
    return failing


def self_test():
    """The check fails on a made-up page printing the answer, also renamed, passes on another."""
    global ROOT
    saved = ROOT
    stub = (
        "// Exercise 01 — your turn.\n"
        "public struct Counter {\n"
        "  public var value: Int\n"
        "  /// Adds one.\n"
        "  public mutating func increment() throws {\n"
        "    throw NotImplemented(\"increment\")\n"
        "  }\n"
        "}\n"
    )
    solution = stub.replace(
        '    throw NotImplemented("increment")\n',
        "    guard value < Int.max else { throw Overflow() }\n"
        "    let next = value + 1\n"
        "    value = next\n",
    )
    page = (
        "# Counting\n\n## Incrementing\n\n```swift\nmutating func increment() throws {\n"
        "  guard value < Int.max else {\n    throw Overflow()\n  }\n  let next = value + 1\n"
        "  value = next\n}\n```\n\n## Decrementing\n\nSomething else.\n\n## Renamed\n\n"
        "```swift\nmutating func bump() throws {\n  guard total < Int.max else {\n"
        "    throw TooBig()\n  }\n  let after = total + 1\n  total = after\n}\n```\n"
    )
    outcomes = []
    try:
        for anchor, expected in (("incrementing", 1), ("decrementing", 0), ("renamed", 1)):
            with tempfile.TemporaryDirectory() as scratch:
                root = pathlib.Path(scratch)
                ROOT = root
                folder = root / "Exercises" / "01-counter"
                (folder / "Sources").mkdir(parents=True)
                (root / "Exercises" / "Solutions" / "01-counter").mkdir(parents=True)
                (root / "Docs").mkdir()
                (folder / "Sources" / "Counter.swift").write_text(stub)
                (root / "Exercises" / "Solutions" / "01-counter" / "Counter.swift").write_text(solution)
                (root / "Docs" / "counting.md").write_text(page)
                (folder / "README.md").write_text(
                    f"# Exercise 01\n\n**Read first:** [the page](../../Docs/counting.md#{anchor})\n"
                )
                print(f"self-test: a reading that {'prints' if expected else 'does not print'} the answer ({anchor})")
                outcomes.append(run(root) == expected)
    finally:
        ROOT = saved
    if all(outcomes):
        print("self-test: the check fails on a printed answer and passes otherwise")
        return 0
    print("self-test: FAILED, the check does not tell a printed answer from another reading")
    return 1


def main(arguments):
    only, show = None, set()
    rest = list(arguments)
    if "--self-test" in rest:
        return self_test()
    try:
        while rest:
            flag = rest.pop(0)
            if flag == "--only" and rest:
                only = parse_only(rest.pop(0))
            elif flag == "--show" and rest:
                show |= parse_only(rest.pop(0))
            else:
                raise ValueError(f"unknown argument {flag!r}")
    except ValueError as error:
        usage = __doc__[__doc__.index("  python3") :].rstrip()
        print(f"check-transfer: {error}\n\n{usage}", file=sys.stderr)
        return 2
    failing = run(ROOT, only, show)
    if failing:
        print(
            f"{failing} exercise(s) print their solution in what their README sends the learner "
            "to read: ask for the idea on another example (CONTRIBUTING.md, Exercises)"
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
