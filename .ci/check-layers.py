#!/usr/bin/env python3
"""The layout is the lesson, checked: chapter order is import order, and dependencies point inward.

Reads the one table of modules, chapters and layers in Docs/modules.md (the spec test
ArchitectureTests reads the same table) and checks two sources of truth against it:
- what each target in Package.swift declares (`swift package dump-package`), and
- what each Swift file under Sources/<Module>/ actually imports (SwiftPM lets a module
  import a transitive dependency it never declared, so the imports are checked too).

Rule 1: a module imports only modules of its own chapter or an earlier one.
Rule 2: a module imports only layers its layer may import (see MAY_IMPORT). Adapters implement
ports of the domain and of the application layer alike, so they may import both.
Read models and delivery positions live outside the domain: no public type of a domain module
has a role of the read side or of delivery (NOT_IN_DOMAIN, read from the names table).
A module in Sources/ missing from the table fails the check, so a new module has to be
placed on the map on purpose.
"""
import json
import pathlib
import re
import subprocess
import sys

# region: may-import
MAY_IMPORT = {
    "domain": {"domain"},
    "application": {"domain", "application"},
    "presentation": {"domain", "application", "presentation"},
    "adapter": {"domain", "application", "engine", "adapter"},
    "engine": set(),
}
# endregion

# The roles of the read side and of event delivery: the application layer's, never the domain's.
NOT_IN_DOMAIN = {
    "read model", "data transfer object", "query service", "outbox entry", "outbox port",
    "relay", "event handler port",
}

ROW = re.compile(r"^\|\s*`(\w+)`\s*\|\s*(\d+)\s*\|\s*(\w+)\s*\|")

# `import X`, `@testable import X`, `public import X`, `import struct X.Y`, …: the module X.
IMPORT = re.compile(
    r"\s*(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let|actor)\s+)?(\w+)"
)


def read_map(root: pathlib.Path) -> dict:
    """The table under the `module-table` marker: module -> (chapter, layer)."""
    places = {}
    in_table = False
    for line in (root / "Docs" / "modules.md").read_text().splitlines():
        if line.startswith("<!-- module-table"):
            in_table = True
            continue
        if not in_table:
            continue
        if not line.startswith("|"):
            if places:
                break
            continue
        match = ROW.match(line)
        if match:
            layer = match.group(3)
            if layer not in MAY_IMPORT:
                raise SystemExit(f"Docs/modules.md: unknown layer {layer!r} in: {line}")
            places[match.group(1)] = (int(match.group(2)), layer)
    return places


def read_roles(root: pathlib.Path) -> list:
    """The rows under the `names-table` marker: (type, module, role)."""
    rows = []
    in_table = False
    for line in (root / "Docs" / "modules.md").read_text().splitlines():
        if line.startswith("<!-- names-table"):
            in_table = True
            continue
        if not in_table:
            continue
        if not line.startswith("|"):
            if rows:
                break
            continue
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`"):
            rows.append((cells[0].strip("`"), cells[1], cells[2]))
    return rows


def problem_with(places: dict, module: str, dependency: str):
    """Why `module` may not import `dependency`, or None when it may."""
    if dependency not in places:
        return None
    chapter, layer = places[module]
    other_chapter, other_layer = places[dependency]
    if other_chapter > chapter:
        return f"chapter {chapter} imports chapter {other_chapter}"
    if other_layer not in MAY_IMPORT[layer]:
        return f"the {layer} layer imports the {other_layer} layer"
    return None


def main() -> int:
    root = pathlib.Path(__file__).resolve().parent.parent
    places = read_map(root)
    package = json.loads(
        subprocess.run(
            ["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True
        ).stdout
    )
    targets = {t["name"]: t for t in package["targets"]}
    modules = sorted(p.name for p in (root / "Sources").iterdir() if p.is_dir())
    problems = []
    for module in modules:
        if module not in places:
            problems.append(f"{module}: not in the module table of Docs/modules.md")
            continue
        declared = set()
        for dependency in targets.get(module, {}).get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    declared.add(dependency[kind][0])
        for dependency in sorted(declared):
            why = problem_with(places, module, dependency)
            if why:
                problems.append(f"{module}: Package.swift declares {dependency} ({why})")
        for file in sorted((root / "Sources" / module).rglob("*.swift")):
            for line_number, line in enumerate(file.read_text().splitlines(), 1):
                match = IMPORT.match(line)
                if not match:
                    continue
                why = problem_with(places, module, match.group(1))
                if why:
                    relative = file.relative_to(root)
                    problems.append(f"{relative}:{line_number}: {module} imports {match.group(1)} ({why})")
    for name, module, role in read_roles(root):
        if role in NOT_IN_DOMAIN and places.get(module, (0, ""))[1] == "domain":
            problems.append(
                f"{module}: holds {name} (role: {role}); read models and delivery positions live "
                "outside the domain (QueryServices, EventHandlers)")
    for problem in problems:
        print(f"  layer rule broken: {problem}")
    if not problems:
        print(f"  {len(modules)} modules keep chapter order and point inward: {', '.join(modules)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
