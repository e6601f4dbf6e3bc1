"""PettingZoo AEC environments of the three games.

``quartet.pettingzoo.env(game, rules="")`` gives an AEC environment (wrapped as PettingZoo's
classic games are: an illegal action ends the game with −1 for the player who made it, actions
outside the space are refused, and the API order is enforced); ``raw_env`` is the bare one.

* agents ``player_0`` … ``player_{n-1}``, seats in turn order (2–5 for Quartino, with
  ``rules="players=N"``); the agent to move is ``agent_selection``, and it may move several
  times in a row (a Quarto! turn is a placement then a give; a Quartino turn is several
  actions);
* action space: ``Discrete(game.num_actions)``, the game's fixed action ids
  (``quartet.Game.action_id`` / ``action_text``);
* observation: ``{"observation": float32 array, "action_mask": int8 array}``, the observation
  tensor of ``quartet.Game.observation_tensor`` (layouts in the package's README) and the legal
  actions of the agent (all zeros when it is not its turn). A Quartino agent's observation
  never holds another agent's cards;
* rewards: at the end of the game, +1 for the winner and −1 shared by the losers (−1 each with
  two players), 0 for everybody on a draw.

``reset(seed=...)`` deals Quartino's cards from the seed, as ``quartet.Game`` does.

>>> from quartet.pettingzoo import env
>>> e = env("quarto")
>>> e.reset(seed=1)
>>> e.agent_selection, int(e.action_space("player_0").n)
('player_0', 52)
>>> e.step(7)                                    # player 0 gives piece 7...
>>> e.agent_selection                            # ...and player 1 places it
'player_1'
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]  # (no type information)
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from . import Game
from ._spaces import RENDER_MODES, check_render_mode, observation_space, render

__all__ = ["env", "raw_env"]


def env(game: str = "quarto", rules: str = "", render_mode: str | None = None) -> AECEnv:
    """The AEC environment of a game, wrapped as PettingZoo's classic environments are."""
    wrapped: AECEnv = raw_env(game, rules, render_mode=render_mode)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=-1)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    wrapped = wrappers.OrderEnforcingWrapper(wrapped)
    return wrapped


class raw_env(AECEnv):  # noqa: N801 (PettingZoo's name for the unwrapped environment)
    """The AEC environment of one game, unwrapped (see the module's docs)."""

    metadata = {
        "render_modes": RENDER_MODES,
        "name": "quartet_v0",
        "is_parallelizable": False,
    }

    def __init__(self, game: str = "quarto", rules: str = "", render_mode: str | None = None):
        super().__init__()
        check_render_mode(render_mode)
        self.render_mode = render_mode
        self.rules = rules
        self.game = Game(game, rules, seed=0)
        self.kind = self.game.kind
        self.metadata = {**self.metadata, "name": f"quartet_{self.kind}_v0"}
        self.possible_agents = [f"player_{i}" for i in range(self.game.num_players)]
        self.agents = self.possible_agents[:]
        space = observation_space(self.game)
        self.observation_spaces = {a: space for a in self.possible_agents}
        action = spaces.Discrete(self.game.num_actions)
        self.action_spaces = {a: action for a in self.possible_agents}
        self._reset_bookkeeping()

    def _reset_bookkeeping(self) -> None:
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[max(self.game.to_move, 0)]

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        tensor = self.game.observation_tensor(seat)
        if not self.game.is_over and self.game.to_move == seat:
            mask = self.game.action_mask()
        else:
            mask = np.zeros(self.game.num_actions, dtype=np.int8)
        return {"observation": tensor, "action_mask": mask}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = int(np.random.default_rng().integers(2**63))
        self.game = Game(self.kind, self.rules, seed=seed)
        self._reset_bookkeeping()

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to move: None is an action only for agents whose game is over")
        self._cumulative_rewards[agent] = 0.0
        self.game.play(int(action))
        if self.game.is_over:
            returns = self.game.returns()
            for seat, a in enumerate(self.possible_agents):
                self.rewards[a] = float(returns[seat])
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
        else:
            self.agent_selection = self.possible_agents[self.game.to_move]
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        return render(self.game, self.render_mode)

    def close(self) -> None:
        pass
