"""A Gymnasium environment: one seat of a game, the others played by bots.

``quartet.gymnasium.make(game, opponent="casual", rules="")`` makes it through
``gymnasium.make`` (the ids ``quartet/Quarto-v0``, ``quartet/Danish-v0`` and
``quartet/Quartino-v0`` are registered on import), so Gymnasium's usual wrappers are on it;
``QuartetEnv`` is the environment itself.

* the agent plays seat ``seat`` (0, the first player, by default; ``None`` draws it at each
  reset); every other seat is a ``quartet.Bot`` of level ``opponent`` (``"random"``,
  ``"beginner"``, ``"casual"``, ``"strong"``, ``"strongest"``, ``"perfect"`` for Quarto!),
  seeded from the reset's seed and with its time cap lifted, so that an episode depends only
  on the seed;
* action space: ``Discrete(game.num_actions)``, the game's fixed action ids;
* observation: ``{"observation": float32 array, "action_mask": int8 array}`` (the observation
  tensor of the agent's seat and its legal actions); ``info["action_mask"]`` holds the mask
  too, for libraries that look for it there;
* reward: at the end, +1 for a win, −1 for a loss (−1 shared by the losers with more than two
  seats: −1/(n−1)), 0 for a draw; 0 before;
* an illegal action ends the episode with −1 and ``info["illegal_action"] = True``
  (``illegal="raise"`` raises ``quartet.IllegalActionError`` instead).

>>> import quartet.gymnasium
>>> env = quartet.gymnasium.make("quarto", opponent="beginner")
>>> observation, info = env.reset(seed=3)
>>> observation["observation"].shape, int(observation["action_mask"].sum())
((27, 4, 4), 16)
>>> observation, reward, terminated, truncated, info = env.step(7)
>>> reward, terminated
(0.0, False)
"""

from __future__ import annotations

import operator
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from . import Bot, Game, IllegalActionError
from ._spaces import RENDER_MODES, check_render_mode, observation_space, render

__all__ = ["QuartetEnv", "make", "ENV_IDS"]

#: The registered ids, by game.
ENV_IDS = {
    "quarto": "quartet/Quarto-v0",
    "danish": "quartet/Danish-v0",
    "quartino": "quartet/Quartino-v0",
}


class QuartetEnv(gymnasium.Env):
    """One seat of a game against bots (see the module's docs)."""

    metadata = {"render_modes": RENDER_MODES}

    def __init__(
        self,
        game: str = "quarto",
        opponent: str = "casual",
        rules: str = "",
        seat: int | None = 0,
        illegal: str = "lose",
        render_mode: str | None = None,
    ):
        check_render_mode(render_mode)
        if illegal not in ("lose", "raise"):
            raise ValueError(f"illegal={illegal!r}: expected 'lose' or 'raise'")
        self.render_mode = render_mode
        self.rules = rules
        self.opponent = opponent
        self.illegal = illegal
        self.game = Game(game, rules, seed=0)
        self.kind = self.game.kind
        players = self.game.num_players
        if seat is not None:
            try:
                seat = operator.index(seat)
            except TypeError:
                raise TypeError(f"seat={seat!r}: expected an int seat from 0 to {players - 1}, or None") from None
            if not 0 <= seat < players:
                raise ValueError(f"seat={seat}: expected a seat from 0 to {players - 1}, or None")
        self.fixed_seat = seat
        self.seat = 0 if seat is None else seat
        Bot(self.kind, opponent)  # refuses an unknown level now rather than at reset
        self.bots: dict[int, Bot] = {}
        #: Whether the episode has ended (the game is over, or an illegal action ended it).
        self.ended = False
        self.observation_space = observation_space(self.game)
        self.action_space = spaces.Discrete(self.game.num_actions)

    def _observe(self) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        if self.game.is_over or self.game.to_move != self.seat:
            mask = np.zeros(self.game.num_actions, dtype=np.int8)
        else:
            mask = self.game.action_mask()
        observation: dict[str, np.ndarray] = {
            "observation": self.game.observation_tensor(self.seat),
            "action_mask": mask,
        }
        return observation, {"action_mask": mask.copy(), "position": self.game.observation(self.seat)}

    def _opponents_play(self) -> None:
        while not self.game.is_over and self.game.to_move != self.seat:
            self.bots[self.game.to_move].play(self.game)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**63))
        self.game = Game(self.kind, self.rules, seed=game_seed)
        self.ended = False
        players = self.game.num_players
        if self.fixed_seat is None:
            self.seat = int(self.np_random.integers(players))
        self.bots = {
            s: Bot(self.kind, self.opponent, seed=game_seed + 1 + s, uncapped=True)
            for s in range(players)
            if s != self.seat
        }
        self._opponents_play()
        return self._observe()

    def step(self, action: int):
        if self.game.is_over or self.ended:
            raise RuntimeError("the episode is over: call reset()")
        try:
            self.game.play(int(action))
        except (IllegalActionError, ValueError) as error:
            if self.illegal == "raise":
                raise
            self.ended = True
            observation, info = self._observe()
            info.update(illegal_action=True, error=str(error))
            return observation, -1.0, True, False, info
        self._opponents_play()
        reward = float(self.game.returns()[self.seat]) if self.game.is_over else 0.0
        observation, info = self._observe()
        if self.game.is_over:
            info["result"] = self.game.result
        if self.render_mode == "human":
            self.render()
        return observation, reward, self.game.is_over, False, info

    def render(self) -> str | None:
        return render(self.game, self.render_mode)

    def close(self) -> None:
        pass


def make(game: str = "quarto", opponent: str = "casual", rules: str = "", **kwargs: Any) -> gymnasium.Env:
    """``gymnasium.make`` of the game's environment against ``opponent`` bots."""
    kind = Game(game, rules, seed=0).kind
    return gymnasium.make(ENV_IDS[kind], opponent=opponent, rules=rules, **kwargs)


for _kind, _id in ENV_IDS.items():
    if _id not in gymnasium.registry:
        gymnasium.register(id=_id, entry_point="quartet.gymnasium:QuartetEnv", kwargs={"game": _kind})
