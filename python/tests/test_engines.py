"""The engines from Python: the solver answers as `quartet solve --json` does on the same
positions, and the bots of every level play legal actions from what their seat sees."""

from __future__ import annotations

import json
import subprocess

import numpy as np
import pytest
from conftest import random_states

import quartet


def solver_positions() -> list[tuple[str, str]]:
    """Quarto! positions with 9 to 11 pieces, in both phases, lines, squares and beginners."""
    out = []
    for rules in ("", "squares=yes", "attributes=height,colour,shape win=announce"):
        rng = np.random.default_rng(len(rules))
        while sum(r == rules for r, _ in out) < 4:
            game = quartet.Game("quarto", rules, seed=0)
            target = int(rng.integers(9, 12))
            while not game.is_over and sum(c not in "./" for c in game.position.split()[0]) < target:
                game.play(int(rng.choice(game.legal_action_ids())))
            if not game.is_over and sum(r == rules for r, _ in out) % 2:
                game.play(int(rng.choice(game.legal_action_ids())))  # a give: place phase
            if not game.is_over:
                out.append((rules, game.position))
    return out


def cli_solve(cli: str, position: str, rules: str, distance: bool, value_only: bool) -> dict:
    args = [cli, "solve", "quarto", position, "--json", "--threads", "1", "--hash", "64"]
    if rules:
        args += ["--rules", rules]
    if distance:
        args.append("--distance")
    if value_only:
        args.append("--value-only")
    done = subprocess.run(args, capture_output=True, text=True, timeout=300, check=True)
    return json.loads(done.stdout)


@pytest.mark.parametrize("distance", [False, True])
def test_the_solver_answers_as_the_command_line_does(quartet_cli, distance):
    for rules, position in solver_positions():
        for value_only in (False, True):
            ours = quartet.solve(position, rules, distance, value_only=value_only)
            theirs = cli_solve(quartet_cli, position, rules, distance, value_only)
            assert set(ours) == set(theirs)
            for field in ("position", "rules", "to_move", "phase", "value", "distance", "value_only", "cells"):
                assert ours[field] == theirs[field], (position, field)
            if value_only:
                # One best turn (the two searches may pick different ones among equals).
                full = {t["turn"]: t["value"] for t in quartet.solve(position, rules, distance)["turns"]}
                assert full[ours["best"][0]] == full[theirs["best"][0]] == ours["value"]
            else:
                assert sorted(ours["best"]) == sorted(theirs["best"])
                key = lambda t: t["turn"]  # noqa: E731
                assert sorted(ours["turns"], key=key) == sorted(theirs["turns"], key=key)
            # The principal line is legal and ends as the value says.
            game = quartet.Game.from_position("quarto", position, rules)
            mover = game.to_move
            for action in ours["principal_line"]:
                game.play(action)
            if game.is_over:
                expected = {"win": mover, "loss": 1 - mover, "draw": None}[ours["value"]]
                assert game.winner == expected


def test_solver_inputs_and_errors():
    game = quartet.Game.from_position("quarto", "..../..../..../012. 3")
    assert quartet.solve(game, value_only=True)["best"] == ["d1"]
    assert quartet.Solver("squares=yes", hash_mib=4).rules.endswith("squares=yes win=auto")
    with pytest.raises(ValueError, match="only Quarto! has an exact solver"):
        quartet.solve(quartet.Game("danish"))
    with pytest.raises(ValueError, match="the game is played with"):
        quartet.solve(game, "squares=yes")
    with pytest.raises(ValueError, match="this solver is for"):
        quartet.Solver("squares=yes", hash_mib=4).solve(game)
    with pytest.raises(ValueError, match="bad position"):
        quartet.solve("..../..../.... 3")
    with pytest.raises(TimeoutError, match="stopped"):
        quartet.Solver(hash_mib=4, book=False).solve("..../..../..../.... -", time_limit=0.05)
    with pytest.raises(ValueError, match="time_limit"):
        quartet.solve(game, time_limit=-1)
    # A limit too long for a clock is refused, and the solver it was asked of still answers.
    for huge in [1e300, 1e20, 3e6]:
        with pytest.raises(ValueError, match="time_limit=.*at most"):
            quartet.solve("..../..../..../012. 3", time_limit=huge)
    assert quartet.solve("..../..../..../012. 3")["best"] == ["d1"]
    solver = quartet.Solver(hash_mib=4)
    with pytest.raises(ValueError, match="at most"):
        solver.solve("..../..../..../012. 3", time_limit=1e300)
    assert solver.solve("..../..../..../012. 3")["value"] == "win"
    for kwargs in [{"threads": -1}, {"hash_mib": -1}]:
        with pytest.raises(ValueError, match="out of range"):
            quartet.Solver(**kwargs)


LEVELS = {
    "quarto": ["random", "beginner", "casual", "strong", "strongest", "perfect"],
    "danish": ["random", "beginner", "casual", "strong", "strongest"],
    "quartino": ["random", "beginner", "casual", "strong", "strongest"],
}


@pytest.mark.parametrize("kind", LEVELS)
def test_bots_of_every_level_play_legal_actions(kind):
    rules = "ply_cap=80" if kind == "danish" else ""
    games = random_states(kind, rules, 3, seed=21, max_depth=30)
    for level in LEVELS[kind]:
        bot = quartet.Bot(kind, level, seed=4)
        assert bot.level == level and bot.kind == kind and bot.name
        for game in games:
            if game.is_over:
                with pytest.raises(ValueError, match="over"):
                    bot.choose(game)
                continue
            action = bot.choose(game)
            assert action in game.legal_actions()
    with pytest.raises(ValueError, match="unknown level"):
        quartet.Bot(kind, "grandmaster")


def test_bot_times_a_clock_cannot_hold_are_refused():
    for kind in ("quarto", "danish", "quartino"):
        for huge in [1e19, 1e20, 1e300]:
            with pytest.raises(ValueError, match="time=.*at most"):
                quartet.Bot(kind, "strong", time=huge)


def test_perfect_is_quarto_s_only():
    for kind in ("danish", "quartino"):
        with pytest.raises(ValueError, match="has no perfect level"):
            quartet.Bot(kind, "perfect")
    with pytest.raises(ValueError, match="cannot play a game of another kind"):
        quartet.Bot("quarto").choose(quartet.Game("danish"))


def test_bots_finish_games_and_the_perfect_bot_never_loses_a_won_position():
    game = quartet.Game("quarto", seed=0)
    bots = [quartet.Bot("quarto", "casual", seed=1), quartet.Bot("quarto", "beginner", seed=2)]
    while not game.is_over:
        bots[game.to_move].play(game)
    assert game.result in ("win 1", "win 2", "draw")
    # A position the solver says the mover wins: the perfect bot wins it against anybody.
    rng = np.random.default_rng(6)
    for rules, position in solver_positions():
        answer = quartet.solve(position, rules)
        if answer["value"] != "win":
            continue
        game = quartet.Game.from_position("quarto", position, rules)
        me = game.to_move
        perfect = quartet.Bot("quarto", "perfect", seed=3)
        while not game.is_over:
            if game.to_move == me:
                perfect.play(game)
            else:
                game.play(int(rng.choice(game.legal_action_ids())))
        assert game.winner == me


def test_a_quartino_bot_decides_from_its_seat_s_observation_only():
    for game in random_states("quartino", "players=3", 6, seed=31, max_depth=120):
        if game.is_over:
            continue
        seat = game.to_move
        other = game.resample(seat, seed=1)
        assert other.position != game.position or game.num_players == 1
        # Same bot, same seed: what the others hold cannot change its choice.
        first = quartet.Bot("quartino", "strong", seed=7, uncapped=True).choose(game)
        second = quartet.Bot("quartino", "strong", seed=7, uncapped=True).choose(other)
        assert first == second


def test_bots_and_the_solver_release_the_gil():
    import threading
    import time

    ticks = []
    stop = threading.Event()

    def ticker():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    thread = threading.Thread(target=ticker)
    thread.start()
    try:
        start = time.perf_counter()
        quartet.play_random_games("quartino", 1000, seed=1)
        quartet.Bot("danish", "strong", seed=1).choose(quartet.Game("danish"))
        elapsed = time.perf_counter() - start
    finally:
        stop.set()
        thread.join()
    # The other thread kept running while Rust worked.
    during = [t for t in ticks if start <= t <= start + elapsed]
    assert elapsed > 0.05 and len(during) > 10


def test_ctrl_c_stops_a_long_solve():
    import signal
    import sys
    import time

    # Ctrl-C's handler set in the child: a shell that runs a command in the background (a CI
    # job started with `&`) starts it with SIGINT ignored, which Python then leaves ignored.
    code = (
        "import signal, quartet; signal.signal(signal.SIGINT, signal.default_int_handler); "
        "print('solving', flush=True); quartet.Solver(hash_mib=16, book=False).solve('..../..../..../.... -')"
    )
    process = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout.readline().strip() == "solving"
        time.sleep(1.0)
        assert process.poll() is None  # the empty board searched (no book) takes far longer than a second
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=20)
    finally:
        process.kill()
    assert "KeyboardInterrupt" in err
