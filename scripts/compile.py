"""Compile the engine's hot modules to C with mypyc (bullheads.compiled.MODULES).

    pip install -e ".[compile]"            # mypy (which brings mypyc) and setuptools
    python scripts/compile.py              # compile; the .so files go beside the sources
    python scripts/compile.py --clean      # remove them: the pure-Python engine again
    python scripts/compile.py --into DIR   # a compiled copy of the package in DIR/bullheads
                                           # (run with PYTHONPATH=DIR; the tests do)

It needs a C compiler (gcc or clang) and the Python headers. The build runs in a
temporary copy of the package, so the source tree gets only the compiled files.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bullheads.compiled import GROUP, MODULES, PACKAGE, built  # noqa: E402

BUILD = """
from setuptools import setup
from mypyc.build import mypycify
setup(
    name="bullheads-engine",
    ext_modules=mypycify({modules!r}, opt_level="3", group_name={group!r}),
    script_args=["build_ext", "--inplace"],
)
"""


EXTENSIONS = (".so", ".pyd")
"""How compiled files end (any Python version's), to remove them all and never copy one."""


def compiled_files(package: Path) -> list[Path]:
    """The compiled files of a package directory: the modules' and their shared library."""
    library = GROUP.rsplit(".", 1)[1] + "__mypyc.*"
    patterns = [library, *(module.removesuffix(".py") + ".*" for module in MODULES)]
    return [path for pattern in patterns for path in package.glob(pattern) if path.suffix in EXTENSIONS]


def build(into: Path) -> None:
    """Copy the package into `into` and compile the modules there."""
    target = into / "bullheads"
    if target.exists():
        shutil.rmtree(target)
    # __pycache__ is copied too: the kernel's compiled cache stays valid in the copy.
    shutil.copytree(PACKAGE, target, ignore=shutil.ignore_patterns(*(f"*{end}" for end in EXTENSIONS)))
    modules = [f"bullheads/{module}" for module in MODULES]
    script = BUILD.format(modules=modules, group=GROUP)
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=into, capture_output=True, text=True, check=False
    )
    if done.returncode:
        sys.stderr.write(done.stdout[-4000:] + done.stderr[-4000:])
        sys.exit(f"compiling failed (exit {done.returncode}); is the compile extra installed?")
    shutil.rmtree(into / "build", ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--clean", action="store_true", help="remove the compiled files from the package")
    parser.add_argument("--into", type=Path, help="write a compiled copy of the package here instead")
    args = parser.parse_args()
    if args.clean:
        gone = compiled_files(PACKAGE)
        for path in gone:
            path.unlink()
        print(f"removed {len(gone)} compiled files; the engine is pure Python")
        return
    if args.into:
        args.into.mkdir(parents=True, exist_ok=True)
        build(args.into.resolve())
        print(f"compiled {len(MODULES)} modules into {args.into / 'bullheads'}")
        return
    with tempfile.TemporaryDirectory() as work:
        build(Path(work))
        for path in compiled_files(PACKAGE):
            path.unlink()
        for path in compiled_files(Path(work) / "bullheads"):
            shutil.copy(path, PACKAGE / path.relative_to(Path(work) / "bullheads"))
    missing = [module for module in MODULES if built(module) is None]
    if missing:
        sys.exit(f"not compiled: {', '.join(missing)}")
    print(f"compiled {len(MODULES)} modules in place; `python scripts/compile.py --clean` undoes it")


if __name__ == "__main__":
    main()
