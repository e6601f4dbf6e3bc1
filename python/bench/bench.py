"""The Python package's speed, against a straightforward pure-Python Quarto!
(``pure_quarto.py``), for BENCHMARKS.md:

    python python/bench/bench.py [--seconds S] [--only random,mcts,pettingzoo,gymnasium,solver]

Each figure is the work done in about S seconds (default 2) divided by the time taken, on one
core. The rows of a table take turns in ten slices, so that the machine's drifting speed falls
alike on all of them: compare rows of the same table.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import quartet  # noqa: E402
from pure_quarto import PureQuarto, pure_env  # noqa: E402
from uct import PureAdapter, QuartetAdapter, QuartetNativeAdapter, uct  # noqa: E402


ROUNDS = 10


def compare(works: list, seconds: float) -> list[float]:
    """Runs each ``work()`` (which returns units done) for about ``seconds`` in all, the works
    taking turns in ``ROUNDS`` slices so that the machine's drifting speed falls alike on all
    of them: their units a second."""
    done = [0] * len(works)
    spent = [0.0] * len(works)
    for _ in range(ROUNDS):
        for i, work in enumerate(works):
            start = time.perf_counter()
            while True:
                done[i] += work()
                elapsed = time.perf_counter() - start
                if elapsed >= seconds / ROUNDS:
                    break
            spent[i] += elapsed
    return [d / t for d, t in zip(done, spent)]


def row(name: str, value: float, unit: str, note: str = "") -> None:
    print(f"| {name} | {value:,.0f} {unit} | {note} |")


def random_games(seconds: float) -> None:
    print("\n| random games, standard Quarto! | speed | |\n|---|---|---|")
    rng = random.Random(1)

    def pure() -> int:
        s = PureQuarto()
        while not s.over:
            actions = s.legal_actions()
            s.play(actions[rng.randrange(len(actions))])
        return 1

    def stepped() -> int:
        g = quartet.Game("quarto", seed=0)
        while not g.is_over:
            actions = g.legal_action_ids()
            g.play(int(actions[rng.randrange(len(actions))]))
        return 1

    def playout() -> int:
        quartet.Game("quarto", seed=0).playout(rng.getrandbits(63))
        return 1

    seed = [0]

    def batch() -> int:
        seed[0] += 10_000
        quartet.play_random_games("quarto", 10_000, seed=seed[0], actions=False)
        return 10_000

    def batch_actions() -> int:
        seed[0] += 10_000
        quartet.play_random_games("quarto", 10_000, seed=seed[0])
        return 10_000

    cases = [
        ("pure Python (`pure_quarto.py`), one action at a time", pure),
        ("`quartet.Game` from Python, `legal_action_ids` + `play(id)` each action", stepped),
        ("`Game.playout()` (the whole game in Rust), one call a game", playout),
        ("`play_random_games(10000, actions=False)`", batch),
        ("`play_random_games(10000)` with the actions array", batch_actions),
    ]
    rates = compare([work for _, work in cases], seconds * len(cases))
    for (name, _), r in zip(cases, rates):
        row(name, r, "games/s", f"{r / rates[0]:,.1f}×")


def mcts(seconds: float) -> None:
    print("\n| UCT from the empty board, standard Quarto! | speed | |\n|---|---|---|")
    iterations = 200
    rng = random.Random(2)

    def search(adapter, make):
        return lambda: (uct(make(), iterations, adapter, rng), iterations)[1]

    cases = [
        ("pure Python Quarto!, Python rollouts", search(PureAdapter, PureQuarto)),
        (
            "`quartet.Game`, Python rollouts (`play` each action)",
            search(QuartetAdapter, lambda: quartet.Game("quarto", seed=0)),
        ),
        (
            "`quartet.Game`, Rust rollouts (`Game.playout`)",
            search(QuartetNativeAdapter, lambda: quartet.Game("quarto", seed=0)),
        ),
    ]
    rates = compare([work for _, work in cases], seconds * len(cases))
    for (name, _), r in zip(cases, rates):
        row(name, r, "iterations/s", f"{r / rates[0]:,.1f}×")


def pettingzoo(seconds: float) -> None:
    from quartet.pettingzoo import env

    print("\n| PettingZoo AEC (wrapped as the classic games), random legal actions | speed | |\n|---|---|---|")
    cases = [
        ("pure-Python Quarto! (`pure_quarto.pure_env()`, same observation)", pure_env),
        ("quarto", lambda: env("quarto")),
        ("danish ply_cap=200", lambda: env("danish", "ply_cap=200")),
        ("quartino players=2", lambda: env("quartino", "players=2")),
        ("quartino players=4", lambda: env("quartino", "players=4")),
    ]
    rng = np.random.default_rng(3)

    def episodes(e):
        seed = [0]

        def episode() -> int:
            seed[0] += 1
            e.reset(seed=seed[0])
            steps = 0
            for _ in e.agent_iter():
                observation, _, terminated, truncated, _ = e.last()
                if terminated or truncated:
                    action = None
                else:
                    action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
                    steps += 1
                e.step(action)
            return steps

        return episode

    rates = compare([episodes(make()) for _, make in cases], seconds * len(cases))
    for (name, _), r in zip(cases, rates):
        row(name, r, "steps/s", f"{r / rates[0]:,.1f}×")


def gym(seconds: float) -> None:
    import quartet.gymnasium

    print("\n| Gymnasium, against the random bot, random legal actions | speed | |\n|---|---|---|")
    rng = np.random.default_rng(4)
    games = ("quarto", "danish", "quartino")

    def episodes(game):
        rules = "ply_cap=200" if game == "danish" else ""
        e = quartet.gymnasium.make(game, opponent="random", rules=rules)
        seed = [0]

        def episode() -> int:
            seed[0] += 1
            observation, _ = e.reset(seed=seed[0])
            steps = 0
            done = False
            while not done:
                action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
                observation, _, terminated, truncated, _ = e.step(action)
                done = terminated or truncated
                steps += 1
            return steps

        return episode

    rates = compare([episodes(game) for game in games], seconds * len(games))
    for game, r in zip(games, rates):
        row(game, r, "steps/s")


def solver(seconds: float) -> None:
    print(
        "\n| `Solver.solve` (64 MiB table, 1 thread), distinct random positions in give phase"
        " | speed | |\n|---|---|---|"
    )
    for pieces, pool in ((10, 20_000), (8, 4_000), (6, 400)):
        positions = set()
        rng = np.random.default_rng(pieces)
        while len(positions) < pool:
            g = quartet.Game("quarto", seed=0)
            while not g.is_over and sum(ch not in "./" for ch in g.position.split()[0]) < pieces:
                g.play(int(rng.choice(g.legal_action_ids())))
            if not g.is_over and g.position.endswith("*"):
                positions.add(g.position)
        positions = sorted(positions)
        for value_only in (True, False):
            solver = quartet.Solver(hash_mib=64, threads=1)
            start = time.perf_counter()
            done = 0
            for position in positions:
                solver.solve(position, value_only=value_only)
                done += 1
                if time.perf_counter() - start >= seconds:
                    break
            elapsed = time.perf_counter() - start
            what = "value and a best turn" if value_only else "every turn (analysis)"
            row(f"{pieces} pieces on the board, {what}", done / elapsed, "calls/s", f"{elapsed / done * 1e3:.2f} ms a call")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--only", default="random,mcts,pettingzoo,gymnasium,solver")
    args = parser.parse_args()
    parts = {
        "random": random_games,
        "mcts": mcts,
        "pettingzoo": pettingzoo,
        "gymnasium": gym,
        "solver": solver,
    }
    print(f"quartet {quartet.__version__}, Python {sys.version.split()[0]}, numpy {np.__version__}")
    for name in args.only.split(","):
        parts[name.strip()](args.seconds)


if __name__ == "__main__":
    main()
