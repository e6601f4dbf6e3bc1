"""What the PettingZoo and Gymnasium environments share: the observation space of a game's
seats, and the text the environments render."""

from __future__ import annotations

import numpy as np
from gymnasium import spaces

from . import Game

RENDER_MODES = ["ansi", "human"]


def observation_space(game: Game) -> spaces.Dict:
    """A seat's observation: its tensor (``Game.observation_tensor``) and its action mask."""
    return spaces.Dict(
        {
            "observation": spaces.Box(
                low=0.0,
                high=game.observation_high,
                shape=tuple(game.observation_shape),
                dtype=np.float32,
            ),
            "action_mask": spaces.Box(low=0, high=1, shape=(game.num_actions,), dtype=np.int8),
        }
    )


def check_render_mode(render_mode: str | None) -> None:
    """Refuses a render mode the environments do not have."""
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise ValueError(f"render_mode={render_mode!r}: expected one of {RENDER_MODES}")


def render(game: Game, render_mode: str | None) -> str | None:
    """The game's position as text (``"ansi"``), or printed (``"human"``)."""
    text = f"{game.name}: {game.position}"
    if render_mode == "human":
        print(text)
        return None
    return text
