"""Symmetries: images of states keep the legal actions (mapped), who moves, and the outcome
of every continuation; canonical forms agree across images."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import VARIANTS, random_states, variant_id

import quartet


def sample_symmetries(game: quartet.Game, rng, count: int = 12) -> list[int]:
    all_ = game.symmetries()
    if len(all_) <= count:
        return all_
    return [0] + [int(s) for s in rng.choice(all_[1:], count - 1, replace=False)]


def test_group_sizes():
    assert len(quartet.Game("quarto").symmetries()) == 32 * 384
    assert len(quartet.Game("quarto", "squares=yes").symmetries()) < 32 * 384
    assert len(quartet.Game("danish").symmetries()) == 8
    assert len(quartet.Game("quartino", seed=0).symmetries()) == 8
    assert len(quartet.Game("quartino", "allow_mirror=on", seed=0).symmetries()) == 16


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_images_keep_legality_turns_and_outcomes(variant):
    kind, rules = variant
    rng = np.random.default_rng(3)
    for game in random_states(kind, rules, 6, seed=9, max_depth=60):
        assert game.transform(0) == game
        for s in sample_symmetries(game, rng):
            image = game.transform(s)
            assert image.to_move == game.to_move and image.is_over == game.is_over
            assert image.winner == game.winner
            mapped = sorted(game.transform_action(s, a) for a in game.legal_actions())
            assert mapped == sorted(image.legal_actions())
            ids = sorted(game.transform_action(s, int(i)) for i in game.legal_action_ids())
            assert ids == list(image.legal_action_ids())
            assert image.canonical() == game.canonical()
            assert image.canonical_key() == game.canonical_key()
            # The image's history is the image of the history.
            assert image.history == [game.transform_action(s, a) for a in game.history] or not game.history
            # A random continuation and its image stay images of each other to the end.
            here, there = game.clone(), image.clone()
            steps = 0
            while not here.is_over and steps < 80:
                action = here.legal_actions()[int(rng.integers(len(here.legal_actions())))]
                there.play(here.transform_action(s, action))
                here.play(action)
                assert there == here.transform(s)
                steps += 1
            assert there.winner == here.winner and there.is_over == here.is_over
            assert list(there.returns()) == list(here.returns())


def test_canonical_forms_tell_images_from_other_states():
    rng = np.random.default_rng(4)
    states = random_states("quarto", "", 30, seed=12, max_depth=12)
    keys = {}
    for game in states:
        canonical = game.canonical()
        assert canonical.canonical() == canonical
        keys.setdefault(canonical.position, set()).add(game.canonical_key())
        s = sample_symmetries(game, rng, 2)[-1]
        assert game.transform(s).canonical().position == canonical.position
    # One canonical key for each canonical form.
    assert all(len(k) == 1 for k in keys.values())
