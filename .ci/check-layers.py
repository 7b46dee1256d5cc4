#!/usr/bin/env python3
"""The dependency rule, checked: inner layers never import outer ones.

Reads two sources of truth and checks both against the layer table below:
- what each target in Package.swift declares (`swift package dump-package`), and
- what each Swift file under Sources/<Module>/ actually imports (SwiftPM lets a module
  import a transitive dependency it never declared, so the imports are checked too).

A module may import only modules of a lower rank; `Persistence` is an adapter that
implements the domain's ports and may import up to `Repositories`; no module in
Sources/ except Persistence itself imports Persistence: only examples (composition
roots) do. A module missing from the table fails the check, so a new module has to
be placed in the layer diagram on purpose.
"""
import json
import pathlib
import re
import subprocess
import sys

# region: layer-ranks
RANK = {
    "ValueObjects": 0,
    "Entities": 1,
    "Aggregates": 1,
    "Factories": 2,
    "Specifications": 2,
    "Repositories": 3,
    "DomainServices": 4,
    "ApplicationServices": 5,
    "Presentation": 6,
}
ADAPTERS = {"Persistence": 3}  # may import modules up to this rank
# Machinery below every layer: imports no workshop module; only adapters import it.
MACHINERY = {"JournalEngine": -1}
RANK.update(MACHINERY)
# endregion

# `import X`, `@testable import X`, `public import X`, `import struct X.Y`, …: the module X.
IMPORT = re.compile(
    r"\s*(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let|actor)\s+)?(\w+)"
)


# region: may-import
def may_import(module: str, dependency: str) -> bool:
    if dependency == "Persistence":
        return False
    if dependency in MACHINERY and module not in ADAPTERS:
        return False
    limit = ADAPTERS.get(module)
    if limit is not None:
        return RANK.get(dependency, 99) <= limit
    return RANK.get(dependency, 99) < RANK[module]
# endregion


def main() -> int:
    root = pathlib.Path(__file__).resolve().parent.parent
    package = json.loads(
        subprocess.run(
            ["swift", "package", "dump-package"], cwd=root, check=True, capture_output=True, text=True
        ).stdout
    )
    targets = {t["name"]: t for t in package["targets"]}
    modules = sorted(p.name for p in (root / "Sources").iterdir() if p.is_dir())
    problems = []
    for module in modules:
        if module not in RANK and module not in ADAPTERS:
            problems.append(f"{module}: not in the layer table of .ci/check-layers.py")
            continue
        declared = set()
        for dependency in targets.get(module, {}).get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    declared.add(dependency[kind][0])
        for dependency in sorted(declared):
            if not may_import(module, dependency):
                problems.append(f"{module}: Package.swift declares a dependency on {dependency}")
        for file in sorted((root / "Sources" / module).rglob("*.swift")):
            for line_number, line in enumerate(file.read_text().splitlines(), 1):
                match = IMPORT.match(line)
                if match and match.group(1) in modules and not may_import(module, match.group(1)):
                    relative = file.relative_to(root)
                    problems.append(f"{relative}:{line_number}: {module} imports {match.group(1)}")
    for problem in problems:
        print(f"  layer rule broken: {problem}")
    if not problems:
        print(f"  {len(modules)} modules follow the dependency rule: {', '.join(modules)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
