"""A plain UCT search in Python over anything with ``clone``, ``legal_actions`` (ids),
``play``, an end test and ``returns``: the same loop over the pure-Python Quarto! and over
``quartet.Game`` (see BENCHMARKS.md)."""

from __future__ import annotations

import math
import random


class Node:
    __slots__ = ("children", "untried", "visits", "value", "player")

    def __init__(self, actions: list[int], player: int) -> None:
        self.children: dict[int, Node] = {}
        self.untried = actions
        self.visits = 0
        self.value = 0.0
        self.player = player  # who chose the action leading here


def uct(root_state, iterations: int, adapter, rng: random.Random, c: float = 1.4) -> int:
    """The most visited action after ``iterations`` iterations from ``root_state``."""
    root = Node(list(adapter.legal(root_state)), -1)
    for _ in range(iterations):
        state = adapter.clone(root_state)
        node = root
        path = [node]
        while not node.untried and node.children:
            log_n = math.log(node.visits)
            action, node = max(
                node.children.items(),
                key=lambda kv: kv[1].value / kv[1].visits + c * math.sqrt(log_n / kv[1].visits),
            )
            adapter.play(state, action)
            path.append(node)
        if node.untried:
            action = node.untried.pop(rng.randrange(len(node.untried)))
            mover = adapter.to_move(state)
            adapter.play(state, action)
            child = Node(list(adapter.legal(state)), mover)
            node.children[action] = child
            node = child
            path.append(node)
        returns = adapter.rollout(state, rng)
        for n in path:
            n.visits += 1
            if n.player >= 0:
                n.value += returns[n.player]
    return max(root.children.items(), key=lambda kv: kv[1].visits)[0]


class PureAdapter:
    """The pure-Python Quarto! with a Python rollout."""

    @staticmethod
    def clone(s):
        return s.clone()

    @staticmethod
    def legal(s):
        return s.legal_actions()

    @staticmethod
    def play(s, a):
        s.play(a)

    @staticmethod
    def to_move(s):
        return s.player

    @staticmethod
    def rollout(s, rng):
        while not s.over:
            actions = s.legal_actions()
            s.play(actions[rng.randrange(len(actions))])
        return s.returns()


class QuartetAdapter:
    """``quartet.Game`` with the rollout in Python, one ``play`` call per action."""

    @staticmethod
    def clone(s):
        return s.clone()

    @staticmethod
    def legal(s):
        return s.legal_action_ids().tolist()

    @staticmethod
    def play(s, a):
        s.play(a)

    @staticmethod
    def to_move(s):
        return s.to_move

    @staticmethod
    def rollout(s, rng):
        while not s.is_over:
            actions = s.legal_action_ids()
            s.play(int(actions[rng.randrange(len(actions))]))
        return s.returns()


class QuartetNativeAdapter(QuartetAdapter):
    """``quartet.Game`` with the rollout in Rust (``Game.playout``)."""

    @staticmethod
    def rollout(s, rng):
        return s.playout(rng.getrandbits(63))
