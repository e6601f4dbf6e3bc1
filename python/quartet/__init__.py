"""Quarto!, Danish Quarto and Quartino for research.

The exact, fast rules of the three games (``Game``), the exact Quarto! solver (``solve``,
``Solver``), bots of every level (``Bot``), batch helpers (``play_random_games``), and
environments in the shapes learning tools expect: ``quartet.pettingzoo`` (AEC),
``quartet.gymnasium`` (single agent against a bot) and ``quartet.openspiel`` (games that
``pyspiel.load_game`` loads). The environments import their libraries only when used.

>>> import quartet
>>> game = quartet.Game("quarto")
>>> game.play("7")
>>> bot = quartet.Bot("quarto", "strong", seed=1)
>>> game.play(bot.choose(game))
>>> len(game.history)
2
"""

from ._quartet import (
    Bot,
    Game,
    IllegalActionError,
    Solver,
    __version__,
    play_random_games,
    solve,
)

#: The games, by the names ``Game`` takes.
KINDS = ("quarto", "danish", "quartino")
#: The bots' levels, weakest first (``perfect`` is Quarto!'s only), and ``random``.
LEVELS = ("random", "beginner", "casual", "strong", "strongest", "perfect")

__all__ = [
    "Bot",
    "Game",
    "IllegalActionError",
    "KINDS",
    "LEVELS",
    "Solver",
    "__version__",
    "play_random_games",
    "solve",
]

_ENVIRONMENTS = ("pettingzoo", "gymnasium", "openspiel")


def __getattr__(name):
    """Imports an environment module on first use: ``quartet.pettingzoo.env(...)``."""
    if name in _ENVIRONMENTS:
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
