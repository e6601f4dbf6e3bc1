"""The package is typed: its stubs match the extension, and mypy accepts the package."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import quartet

pytest.importorskip("mypy")


def test_the_stubs_match_the_extension():
    done = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "quartet._quartet"], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_accepts_the_package():
    package = Path(quartet.__file__).parent
    assert (package / "py.typed").exists() and (package / "_quartet.pyi").exists()
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", "-p", "quartet"], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
