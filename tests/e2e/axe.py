"""axe-core in the end-to-end tests: every page and state the tests visit is checked, and
any violation fails the test with its rule id, impact, target and help.

axe-core is taken from its npm package (no build step): `npm pack axe-core@VERSION`, once,
into a cache directory (BULLHEADS_AXE_CACHE, else bullheads-axe in the system's temporary
directory). Without npm or the network the accessibility checks are skipped with a clear
message, unless the CI variable is set: there they fail, since CI must run them.
"""

from __future__ import annotations

import os
import subprocess
import tarfile
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

VERSION = "4.14.1"
CACHE = Path(os.environ.get("BULLHEADS_AXE_CACHE") or Path(tempfile.gettempdir(), "bullheads-axe"))


@cache
def axe_source() -> str | None:
    """The text of axe.min.js, fetched once; None when it cannot be had."""
    target = CACHE / f"axe-core-{VERSION}.min.js"
    if not target.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        try:
            with tempfile.TemporaryDirectory(dir=CACHE) as work:
                subprocess.run(
                    ["npm", "pack", f"axe-core@{VERSION}", "--silent"],
                    cwd=work,
                    check=True,
                    capture_output=True,
                    timeout=180,
                )
                with tarfile.open(Path(work, f"axe-core-{VERSION}.tgz")) as archive:
                    member = archive.extractfile("package/axe.min.js")
                    assert member is not None
                    data = member.read()
                partial = target.with_suffix(".part")
                partial.write_bytes(data)
                partial.replace(target)
        except (OSError, subprocess.SubprocessError, tarfile.TarError, KeyError):
            return None
    return target.read_text(encoding="utf-8")


def describe(violations: list[dict[str, Any]]) -> str:
    """One line per element that breaks a rule: rule id, impact, target, help."""
    lines = []
    for violation in violations:
        for node in violation["nodes"]:
            target = " ".join(str(part) for part in node["target"])
            lines.append(f"{violation['id']} ({violation['impact']}) at {target}: {violation['help']}")
    return "\n".join(lines)


def check_axe(page: Page, where: str) -> None:
    """Fail when axe-core finds any violation on `page` now (`where` names the state)."""
    source = axe_source()
    if source is None:
        message = f"accessibility checks need axe-core {VERSION} from npm (`npm pack axe-core@{VERSION}`)"
        if os.environ.get("CI"):
            pytest.fail(message + ", and CI must run them")
        pytest.skip(message + ": npm or the network is not available here")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(content=source)
    result = page.evaluate("async () => await axe.run(document, { resultTypes: ['violations'] })")
    violations = result["violations"]
    assert not violations, f"accessibility violations in {where}:\n{describe(violations)}"
