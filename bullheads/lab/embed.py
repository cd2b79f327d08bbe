"""Docs made by studies: a study's report written into a marked block of a Markdown doc.

A doc holds the block where the report goes, between two comment lines naming the study
file's name (so the doc says which study made it, and running that study again, from
any folder, replaces the block and nothing else):

    <!-- study variants.toml -->
    ...the report's tables and plots...
    <!-- /study -->

The report's headings move down to fit under the doc's heading above the block, and
its plots are linked relative to the doc.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from bullheads.core.errors import BullheadsError

END = "<!-- /study -->"
_IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)]+)\)")


def begin(study_file: str) -> str:
    """The line that opens the block of the study `study_file` (by its file name)."""
    return f"<!-- study {Path(study_file).name} -->"


def check_block(doc: Path, study_file: str) -> str:
    """The doc's text, or a BullheadsError when it cannot take the study's report: checked
    before any game is played."""
    try:
        text = doc.read_text(encoding="utf-8")
    except OSError as error:
        raise BullheadsError(f"{doc}: cannot read: {error.strerror}") from None
    start = text.find(begin(study_file))
    if start < 0 or text.find(END, start) < 0:
        raise BullheadsError(
            f"{doc} has no block for this study: "
            f"add the lines {begin(study_file)} and {END} where its report goes"
        )
    return text


def embed(doc: Path, study_file: str, report: Path) -> None:
    """Replace the doc's block of `study_file` with the report at `report` (its title
    dropped, its `##` headings one deeper than the doc's heading above the block, its
    plots linked from the doc)."""
    text = check_block(doc, study_file)
    opening = begin(study_file)
    start = text.index(opening) + len(opening)
    level = min(6, 1 + _depth(text[:start]))
    stop = text.index(END, start)
    body = report.read_text(encoding="utf-8").splitlines()[1:]
    prefix = os.path.relpath(report.parent, doc.parent)
    lines = []
    for line in body:
        if line.startswith("## "):
            line = "#" * level + line[2:]
        lines.append(_IMAGE.sub(lambda match: f"![{match[1]}]({Path(prefix, match[2]).as_posix()})", line))
    block = "\n".join(lines).strip("\n")
    doc.write_text(text[:start] + "\n" + block + "\n" + text[stop:], encoding="utf-8")


def _depth(text: str) -> int:
    """How deep the last Markdown heading of `text` is (1 when it has none)."""
    headings = [line for line in text.splitlines() if re.match(r"#{1,6} ", line)]
    return len(headings[-1].split(" ", 1)[0]) if headings else 1
