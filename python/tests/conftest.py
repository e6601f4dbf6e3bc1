"""Shared helpers of the package's tests."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import numpy as np
import pytest

import quartet

REPO = Path(__file__).resolve().parents[2]

#: Every game with a spread of its variants and options, as (kind, rules).
VARIANTS = [
    ("quarto", ""),
    ("quarto", "squares=yes"),
    ("quarto", "win=announce"),
    ("quarto", "attributes=height,colour squares=yes win=announce"),
    ("danish", ""),
    ("danish", "ply_cap=60"),
    ("quartino", ""),
    ("quartino", "players=3 allow_mirror=on"),
    ("quartino", "players=4 situations=off"),
    ("quartino", "players=5 column_mandatory=on first=random cap=120"),
]


def variant_id(variant: tuple[str, str]) -> str:
    kind, rules = variant
    return f"{kind}[{rules}]" if rules else kind


def random_states(kind: str, rules: str, count: int, seed: int, max_depth: int = 200) -> list[quartet.Game]:
    """Games stopped after a random number of random actions (some of them finished)."""
    rng = np.random.default_rng(seed)
    states = []
    for i in range(count):
        game = quartet.Game(kind, rules, seed=seed * 1000 + i)
        depth = int(rng.integers(0, max_depth))
        for _ in range(depth):
            if game.is_over:
                break
            game.play(int(rng.choice(game.legal_action_ids())))
        states.append(game)
    return states


@pytest.fixture(scope="session")
def quartet_cli() -> str:
    """The `quartet` command line program, to compare the package with."""
    candidates = [os.environ.get("QUARTET_BIN")]
    target = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
    candidates += [str(target / "release" / "quartet"), str(target / "debug" / "quartet"), shutil.which("quartet")]
    for path in candidates:
        if path and Path(path).is_file() and os.access(path, os.X_OK):
            return path
    if os.environ.get("CI"):
        pytest.fail("no quartet binary: build it (cargo build -p quartet) or set QUARTET_BIN")
    pytest.skip("no quartet binary: build it (cargo build -p quartet) or set QUARTET_BIN")
