#!/usr/bin/env python3
"""One word per role: the names table in Docs/modules.md lists every public type of the
workshop's modules with its role, and each name follows its role's rule.

  python3 .ci/check-names.py           check, and print every problem
  python3 .ci/check-names.py --list    print every public type with its module (to fill in
                                       the table)

The table follows a line `<!-- names-table …-->`; each row is
`| `Type` | Module | role |`. The roles and their rules are the first table of the same
section (`<!-- roles-table …-->`), whose third column is the rule: a suffix the name must end
with (`…ApplicationService`), a prefix it must start with, or `—` (no rule on the name).
Public types are those declared `public` at the top level of a file in Sources/ (a nested
type belongs to the type it is nested in). Python 3 standard library only.
"""
import os
import re
import sys

from markdown_table import table_after

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DECLARATION = re.compile(
    r"^public (?:final |indirect )?(?:struct|enum|protocol|actor|class|typealias) ([A-Z]\w*)",
    re.M)


def public_types():
    found = {}
    for module in sorted(os.listdir(os.path.join(ROOT, "Sources"))):
        folder = os.path.join(ROOT, "Sources", module)
        for path, _, files in os.walk(folder):
            for name in files:
                if not name.endswith(".swift"):
                    continue
                with open(os.path.join(path, name), encoding="utf-8") as file:
                    for match in DECLARATION.finditer(file.read()):
                        found[match.group(1)] = module
    return found



def main():
    types = public_types()
    if "--list" in sys.argv:
        for name, module in sorted(types.items(), key=lambda item: (item[1], item[0])):
            print(f"| `{name}` | {module} | |")
        return 0
    problems = []
    with open(os.path.join(ROOT, "Docs", "modules.md"), encoding="utf-8") as file:
        text = file.read()
    roles = {}
    for cells in table_after("<!-- roles-table", text) or []:
        if len(cells) >= 3:
            roles[cells[0]] = cells[2].strip("`")
    listed = {}
    for cells in table_after("<!-- names-table", text) or []:
        if len(cells) < 3:
            continue
        name = cells[0].strip("`")
        listed[name] = (cells[1], cells[2])
    if not roles:
        problems.append("Docs/modules.md has no roles table (<!-- roles-table …)")
    for name, module in sorted(types.items()):
        if name not in listed:
            problems.append(f"{name} ({module}) is public but not in the names table")
            continue
        table_module, role = listed[name]
        if table_module != module:
            problems.append(f"{name}: the table says module {table_module}, it is in {module}")
        if role not in roles:
            problems.append(f"{name}: role '{role}' is not one of the roles table's")
            continue
        rule = roles[role]
        if rule.startswith("…") and not name.endswith(rule[1:]):
            problems.append(f"{name} is a {role}, so its name ends with {rule[1:]}")
        elif rule.endswith("…") and not name.startswith(rule[:-1]):
            problems.append(f"{name} is a {role}, so its name starts with {rule[:-1]}")
    for name in sorted(set(listed) - set(types)):
        problems.append(f"the names table lists {name}, which is no public type in Sources/")
    for problem in problems:
        print(problem)
    print("names: every public type has a role and follows its rule" if not problems
          else f"names: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
