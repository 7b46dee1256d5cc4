"""The one reader of the Markdown tables the checks take their facts from (the module, role
and name tables of Docs/modules.md, the glossary's terms and name words): a marker comment,
then a table. check-names.py and check-terms.py both import it."""


def table_after(marker, text):
    """The rows (lists of cells) of the first table after `marker`, without its header and
    separator; None when the page has no such marker."""
    start = text.find(marker)
    if start < 0:
        return None
    rows = []
    for line in text[start:].splitlines()[1:]:
        if not line.startswith("|"):
            if rows:
                break
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if set(cells[0]) <= {"-", " ", ":"}:
            continue
        rows.append(cells)
    return rows[1:]
