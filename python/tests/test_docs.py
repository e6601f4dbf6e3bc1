"""The documentation's examples run: the docstrings of the package (the Rust classes too) and
the package's README."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import quartet

README = Path(__file__).resolve().parents[1] / "README.md"


@pytest.mark.parametrize(
    "module", ["quartet", "quartet._quartet", "quartet.pettingzoo", "quartet.gymnasium", "quartet.openspiel"]
)
def test_docstring_examples(module):
    mod = importlib.import_module(module)
    finder = doctest.DocTestFinder()
    tests = []
    for obj in [mod] + [getattr(mod, name) for name in dir(mod) if not name.startswith("__")]:
        if getattr(obj, "__module__", None) in (module, "quartet") or obj is mod:
            tests += finder.find(obj, module, globs={"quartet": quartet})
    examples = sum(len(t.examples) for t in tests)
    assert examples > 0, f"{module} has no examples"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    seen = set()
    for test in tests:
        if test.name in seen:
            continue
        seen.add(test.name)
        runner.run(test)
    assert runner.failures == 0


def test_readme_examples():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0
