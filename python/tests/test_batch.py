"""Batch helpers: random games in Rust, returned as arrays that replay exactly."""

from __future__ import annotations

import numpy as np
import pytest

import quartet


@pytest.mark.parametrize("kind,rules", [("quarto", "squares=yes"), ("danish", "ply_cap=150"), ("quartino", "players=3")])
def test_random_games_replay_from_their_arrays(kind, rules):
    games = quartet.play_random_games(kind, 40, rules, seed=100)
    actions, lengths, winners, seeds = games["actions"], games["lengths"], games["winners"], games["seeds"]
    assert actions.dtype == np.int32 and lengths.dtype == np.int32 and winners.dtype == np.int8
    assert actions.shape == (40, lengths.max()) and seeds.dtype == np.uint64 and len(set(seeds.tolist())) == 40
    for i in range(40):
        game = quartet.Game(kind, rules, seed=int(seeds[i]))
        row = actions[i]
        assert (row[lengths[i] :] == -1).all()
        for a in row[: lengths[i]]:
            game.play(int(a))
        assert game.is_over
        assert winners[i] == (-1 if game.winner is None else game.winner)
    again = quartet.play_random_games(kind, 40, rules, seed=100)
    assert np.array_equal(again["actions"], actions)


def test_batch_options():
    games = quartet.play_random_games("quartino", 10, seed=1, actions=False, max_length=50)
    assert "actions" not in games and (games["lengths"] == 50).all() and (games["winners"] <= 1).all()
    assert quartet.play_random_games("quarto", 0)["actions"].shape == (0, 0)
    with pytest.raises(ValueError, match="unknown game"):
        quartet.play_random_games("go", 1)
    # Random Quarto! is mostly won: both seats win often.
    winners = quartet.play_random_games("quarto", 2000, seed=3, actions=False)["winners"]
    assert 0.3 < (winners == 0).mean() < 0.7 and (winners == 1).mean() > 0.2


def test_batches_of_nearby_seeds_share_no_game():
    a = quartet.play_random_games("quarto", 200, seed=0)
    b = quartet.play_random_games("quarto", 200, seed=1)
    assert not set(a["seeds"].tolist()) & set(b["seeds"].tolist())
    assert not any(np.array_equal(x, y) for x in a["actions"][:20] for y in b["actions"][:20])


def test_batch_arguments_are_checked():
    with pytest.raises(ValueError, match="at most 10000000 games"):
        quartet.play_random_games("quarto", 10**12)
    for kwargs in [{"n": -1}, {"n": 2**64}, {"n": 1, "seed": -1}, {"n": 1, "max_length": -1}]:
        with pytest.raises(ValueError, match="out of range: expected a whole number from 0"):
            quartet.play_random_games("quarto", **kwargs)
