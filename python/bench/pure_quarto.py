"""A straightforward pure-Python Quarto! (standard rules: lines, four attributes, a quarto
wins at once), written the way a course or a paper would, as the yardstick for the
package's speed (see BENCHMARKS.md). Actions use the package's ids: give piece p → p,
place on cell c → 16 + c.
"""

from __future__ import annotations

LINES = (
    [[r * 4 + c for c in range(4)] for r in range(4)]
    + [[r * 4 + c for r in range(4)] for c in range(4)]
    + [[0, 5, 10, 15], [3, 6, 9, 12]]
)


class PureQuarto:
    """A Quarto! state: the board, the pieces left, the piece in hand, whose turn it is."""

    def __init__(self) -> None:
        self.board: list[int | None] = [None] * 16
        self.pool = set(range(16))
        self.hand: int | None = None
        self.player = 0  # the player to act: gives, or places the piece in hand
        self.winner: int | None = None
        self.over = False

    def clone(self) -> PureQuarto:
        other = PureQuarto.__new__(PureQuarto)
        other.board = self.board[:]
        other.pool = set(self.pool)
        other.hand = self.hand
        other.player = self.player
        other.winner = self.winner
        other.over = self.over
        return other

    def legal_actions(self) -> list[int]:
        if self.over:
            return []
        if self.hand is None:
            return sorted(self.pool)
        return [16 + c for c in range(16) if self.board[c] is None]

    def is_quarto(self, line: list[int]) -> bool:
        pieces = [self.board[c] for c in line]
        if any(p is None for p in pieces):
            return False
        for bit in range(4):
            values = {(p >> bit) & 1 for p in pieces}
            if len(values) == 1:
                return True
        return False

    def play(self, action: int) -> None:
        if action < 16:
            self.pool.remove(action)
            self.hand = action
            self.player = 1 - self.player  # the opponent places it
        else:
            cell = action - 16
            self.board[cell] = self.hand
            self.hand = None
            if any(cell in line and self.is_quarto(line) for line in LINES):
                self.winner = self.player
                self.over = True
            elif all(p is not None for p in self.board):
                self.over = True
            # the placer gives next: same player

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0 if p == self.winner else -1.0 for p in (0, 1)]


def pure_planes(state: PureQuarto, player: int):
    """The package's Quarto! observation planes (27 × 4 × 4), computed in numpy."""
    import numpy as np

    t = np.zeros((27, 16), dtype=np.float32)
    for cell, piece in enumerate(state.board):
        if piece is None:
            t[8, cell] = 1
        else:
            for a in range(4):
                t[a if (piece >> a) & 1 else 4 + a, cell] = 1
    if state.hand is not None:
        for a in range(4):
            t[9 + a if (state.hand >> a) & 1 else 13 + a, :] = 1
    for piece in state.pool:
        t[17, piece] = 1
    t[19:23, :] = 1
    if not state.over and state.player == player:
        t[26, :] = 1
    return t.reshape(27, 4, 4)


def pure_env():
    """The pure-Python Quarto! as a PettingZoo AEC environment, wrapped as the package's is."""
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers

    class PureQuartoEnv(AECEnv):
        metadata = {"name": "pure_quarto_v0", "render_modes": [], "is_parallelizable": False}

        def __init__(self):
            super().__init__()
            self.possible_agents = ["player_0", "player_1"]
            space = spaces.Dict(
                {
                    "observation": spaces.Box(0.0, 1.0, (27, 4, 4), np.float32),
                    "action_mask": spaces.Box(0, 1, (52,), np.int8),
                }
            )
            self.observation_spaces = dict.fromkeys(self.possible_agents, space)
            self.action_spaces = dict.fromkeys(self.possible_agents, spaces.Discrete(52))
            self.reset()

        def observation_space(self, agent):
            return self.observation_spaces[agent]

        def action_space(self, agent):
            return self.action_spaces[agent]

        def observe(self, agent):
            seat = self.possible_agents.index(agent)
            mask = np.zeros(52, dtype=np.int8)
            if not self.state.over and self.state.player == seat:
                mask[self.state.legal_actions()] = 1
            return {"observation": pure_planes(self.state, seat), "action_mask": mask}

        def reset(self, seed=None, options=None):
            self.state = PureQuarto()
            self.agents = self.possible_agents[:]
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
            self.terminations = dict.fromkeys(self.agents, False)
            self.truncations = dict.fromkeys(self.agents, False)
            self.infos = {a: {} for a in self.agents}
            self.agent_selection = "player_0"

        def step(self, action):
            agent = self.agent_selection
            if self.terminations[agent] or self.truncations[agent]:
                self._was_dead_step(action)
                return
            self._cumulative_rewards[agent] = 0.0
            self.state.play(int(action))
            if self.state.over:
                for seat, a in enumerate(self.possible_agents):
                    self.rewards[a] = self.state.returns()[seat]
                self.terminations = dict.fromkeys(self.agents, True)
                self._accumulate_rewards()
            else:
                self.agent_selection = self.possible_agents[self.state.player]

    env = PureQuartoEnv()
    env = wrappers.TerminateIllegalWrapper(env, illegal_reward=-1)
    env = wrappers.AssertOutOfBoundsWrapper(env)
    return wrappers.OrderEnforcingWrapper(env)
