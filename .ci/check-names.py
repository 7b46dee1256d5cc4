#!/usr/bin/env python3
"""One word per role: the names table in Docs/modules.md lists every public type of the
workshop's modules with its role, and each name follows its role's rule.

  python3 .ci/check-names.py                  check, and print every problem
  python3 .ci/check-names.py --graphs DIR     the same, with the symbol graphs in DIR
  python3 .ci/check-names.py --list           print every public type with its module
  python3 .ci/check-names.py --self-test      plant a public type inside `#if`, drop a row
                                              and give a type a role whose word it lacks, on
                                              a scratch copy; fail unless all three caught

The table follows a line `<!-- names-table …-->`; each row is
`| `Type` | Module | role |`. The roles and their rules are the first table of the same
section (`<!-- roles-table …-->`), whose third column is the rule: a suffix the name must end
with (`…ApplicationService`), a prefix it must start with (`File…`), several of these of which
the name must follow one (`File…`, `InMemory…` or `SQLite…`), or `—` followed by why the role
sets no word.

Where the public types come from: the compiler. `swift package dump-symbol-graph` writes one
`Module.symbols.json` per module (CI's api-docs check dumps them first, and this check reuses
them; without `--graphs` it finds them under .build and dumps them again only when a source
is newer). A public type is a symbol of a type's kind with a one-part path (a nested type
belongs to the type it is nested in), wherever and however indented it is declared.
What no graph of this platform can see: code inside an `#if` whose branch is not compiled
here (`#if canImport(Combine)` on Linux). So the sources' `#if … #endif` blocks are read as
text too, and a public type declared at the block's own level (not inside a type) is
counted; a name seen only that way is marked `(source only)` in messages. Python 3 standard
library only.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from markdown_table import table_after

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPE_KINDS = {"swift.struct", "swift.enum", "swift.protocol", "swift.class", "swift.actor",
              "swift.typealias"}
DECLARATION = re.compile(
    r"^\s*(?:@\w+\s+)*public\s+(?:final\s+|indirect\s+)*"
    r"(?:struct|enum|protocol|actor|class|typealias)\s+([A-Z]\w*)")


def modules(root):
    return sorted(name for name in os.listdir(os.path.join(root, "Sources"))
                  if os.path.isdir(os.path.join(root, "Sources", name)))


def newest_source(root):
    newest = 0.0
    for path, _, files in os.walk(os.path.join(root, "Sources")):
        for name in files:
            if name.endswith(".swift"):
                newest = max(newest, os.path.getmtime(os.path.join(path, name)))
    return newest


def find_graphs(root):
    """The folder of symbol graphs under .build, dumped again if missing or older than a
    source file."""
    def search():
        for path, folders, _ in os.walk(os.path.join(root, ".build")):
            if os.path.basename(path) == "symbolgraph":
                return path
            folders[:] = [f for f in folders if f not in ("checkouts", "repositories")
                          and not f.endswith((".build", ".swiftmodule", ".doccarchive"))]
        return None

    graphs = search()
    fresh = graphs and all(
        os.path.exists(os.path.join(graphs, f"{m}.symbols.json"))
        and os.path.getmtime(os.path.join(graphs, f"{m}.symbols.json")) >= newest_source(root)
        for m in modules(root))
    if not fresh:
        print("names: dumping the symbol graphs (swift package dump-symbol-graph)", flush=True)
        subprocess.run(["swift", "package", "dump-symbol-graph"], cwd=root, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        graphs = search()
    if not graphs:
        raise SystemExit("names: no symbol graphs were written under .build")
    return graphs


def types_in_graphs(root, graphs):
    """Every public top-level type the compiler saw: name -> module."""
    found = {}
    for module in modules(root):
        path = os.path.join(graphs, f"{module}.symbols.json")
        if not os.path.exists(path):
            raise SystemExit(f"names: {path} is missing: was {module} dumped?")
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if (symbol["kind"]["identifier"] in TYPE_KINDS
                    and len(symbol["pathComponents"]) == 1
                    and symbol.get("accessLevel") in ("public", "open")):
                found[symbol["pathComponents"][0]] = module
    return found


def types_in_conditional_blocks(root):
    """Public types declared at the level of an `#if` that opens outside any type (column 0):
    name -> module. Braces are counted from the `#if` on, naively (strings and comments with
    braces would confuse it; the sources have none inside such blocks)."""
    found = {}
    for module in modules(root):
        for path, _, files in os.walk(os.path.join(root, "Sources", module)):
            for name in files:
                if not name.endswith(".swift"):
                    continue
                with open(os.path.join(path, name), encoding="utf-8") as file:
                    lines = file.read().splitlines()
                nesting, depth = 0, 0
                for line in lines:
                    stripped = line.strip()
                    if line.startswith("#if") and nesting == 0:
                        nesting, depth = 1, 0
                        continue
                    if nesting == 0:
                        continue
                    if stripped.startswith("#if"):
                        nesting += 1
                    elif stripped.startswith("#endif"):
                        nesting -= 1
                    elif depth == 0:
                        match = DECLARATION.match(line)
                        if match:
                            found[match.group(1)] = module
                    code = stripped.split("//")[0]
                    depth += code.count("{") - code.count("}")
    return found


def public_types(root, graphs):
    """name -> (module, seen only in source)."""
    compiled = types_in_graphs(root, graphs)
    types = {name: (module, False) for name, module in compiled.items()}
    for name, module in types_in_conditional_blocks(root).items():
        types.setdefault(name, (module, True))
    return types


def rule_words(cell):
    """The words a role's rule cell sets: every `…Suffix` and `Prefix…` in backticks, or none
    when the cell starts with `—` (the rest of the cell says why)."""
    if cell.startswith("—"):
        return []
    return [word for word in re.findall(r"`([^`]+)`", cell)
            if word.startswith("…") or word.endswith("…")]


def follows(name, word):
    return name.endswith(word[1:]) if word.startswith("…") else name.startswith(word[:-1])


def article(role):
    return "an" if role[0] in "aeiou" else "a"


def describe(word):
    return f"ends with {word[1:]}" if word.startswith("…") else f"starts with {word[:-1]}"


def check(root, graphs):
    types = public_types(root, graphs)
    problems = []
    with open(os.path.join(root, "Docs", "modules.md"), encoding="utf-8") as file:
        text = file.read()
    roles = {}
    for cells in table_after("<!-- roles-table", text) or []:
        if len(cells) >= 3:
            roles[cells[0]] = rule_words(cells[2])
    listed = {}
    for cells in table_after("<!-- names-table", text) or []:
        if len(cells) < 3:
            continue
        listed[cells[0].strip("`")] = (cells[1], cells[2])
    if not roles:
        problems.append("Docs/modules.md has no roles table (<!-- roles-table …)")
    for name, (module, source_only) in sorted(types.items()):
        where = f"{module}, source only: its #if is not compiled here" if source_only else module
        if name not in listed:
            problems.append(f"{name} ({where}) is public but not in the names table")
            continue
        table_module, role = listed[name]
        if table_module != module:
            problems.append(f"{name}: the table says module {table_module}, it is in {module}")
        if role not in roles:
            problems.append(f"{name}: role '{role}' is not one of the roles table's")
            continue
        words = roles[role]
        if words and not any(follows(name, word) for word in words):
            problems.append(f"{name} is {article(role)} {role}, so its name "
                            + " or ".join(describe(word) for word in words))
    for name in sorted(set(listed) - set(types)):
        problems.append(f"the names table lists {name}, which is no public type in Sources/")
    return problems


def self_test(graphs):
    """On a scratch copy of Sources/ and Docs/modules.md (the graphs stay the real ones):
    a public type planted inside `#if canImport(Combine)`, indented as swift-format indents
    it, must be reported missing from the table; a row dropped for a type only the graphs
    see must be reported too; and the unchanged copy must pass."""
    status = 0
    with tempfile.TemporaryDirectory() as scratch:
        shutil.copytree(os.path.join(ROOT, "Sources"), os.path.join(scratch, "Sources"))
        os.makedirs(os.path.join(scratch, "Docs"))
        shutil.copy(os.path.join(ROOT, "Docs", "modules.md"), os.path.join(scratch, "Docs"))
        baseline = check(scratch, graphs)
        if baseline:
            print(f"self-test: the unchanged copy fails: {baseline}")
            return 1
        with open(os.path.join(scratch, "Sources", "Gateways", "Planted.swift"), "w") as file:
            file.write("#if canImport(Combine)\n  import Combine\n\n"
                       "  /// Planted.\n  public struct PlantedPictureGateway {\n"
                       "    /// Nested, so not a row of its own.\n    public struct Inner {}\n"
                       "  }\n#endif\n")
        found = check(scratch, graphs)
        expected = "PlantedPictureGateway (Gateways, source only"
        if not any(p.startswith(expected) for p in found) or any("Inner" in p for p in found):
            status = 1
            print(f"self-test: missed the public type planted inside #if: {found}")
        else:
            print("self-test: caught: PlantedPictureGateway, planted inside #if canImport(Combine)")
        modules_md = os.path.join(scratch, "Docs", "modules.md")
        with open(modules_md, encoding="utf-8") as file:
            text = file.read()
        with open(modules_md, "w", encoding="utf-8") as file:
            file.write(text.replace("| `ProfilePictureGateway` | Gateways | gateway |\n", ""))
        if not any(p.startswith("ProfilePictureGateway (Gateways) is public")
                   for p in check(scratch, graphs)):
            status = 1
            print("self-test: missed ProfilePictureGateway, whose row was dropped")
        else:
            print("self-test: caught: ProfilePictureGateway (from the graphs), its row dropped")
        with open(os.path.join(ROOT, "Docs", "modules.md"), encoding="utf-8") as file:
            text = file.read()
        with open(modules_md, "w", encoding="utf-8") as file:
            file.write(text.replace("| `ProfilePictureGateway` | Gateways | gateway |\n",
                                    "| `ProfilePictureGateway` | Gateways | data transfer object |\n"))
        if not any(p == "ProfilePictureGateway is a data transfer object, so its name ends with Data"
                   for p in check(scratch, graphs)):
            status = 1
            print("self-test: missed ProfilePictureGateway listed as a data transfer object")
        else:
            print("self-test: caught: ProfilePictureGateway, listed as a data transfer object")
    return status


def main():
    graphs = None
    if "--graphs" in sys.argv:
        graphs = sys.argv[sys.argv.index("--graphs") + 1]
    graphs = graphs or find_graphs(ROOT)
    if "--list" in sys.argv:
        types = public_types(ROOT, graphs)
        for name, (module, _) in sorted(types.items(), key=lambda item: (item[1][0], item[0])):
            print(f"| `{name}` | {module} | |")
        return 0
    if "--self-test" in sys.argv:
        return self_test(graphs)
    problems = check(ROOT, graphs)
    for problem in problems:
        print(problem)
    print("names: every public type has a role and follows its rule" if not problems
          else f"names: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
