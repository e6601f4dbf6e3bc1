"""Observations: their shapes and bounds, and Quartino's never holding another seat's cards,
in the package and in every environment."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import VARIANTS, random_states, variant_id

import quartet


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_tensors_have_the_shape_and_bounds_they_announce(variant):
    kind, rules = variant
    for game in random_states(kind, rules, 8, seed=2):
        for player in range(game.num_players):
            tensor = game.observation_tensor(player)
            assert tensor.dtype == np.float32
            assert list(tensor.shape) == game.observation_shape
            assert tensor.min() >= 0.0 and tensor.max() <= game.observation_high


def test_documented_quarto_planes():
    game = quartet.Game.from_position("quarto", "..../..../..../3... 5")  # piece 3 on a1, 5 in hand
    t = game.observation_tensor(game.to_move)
    assert t.shape == (27, 4, 4)
    assert list(t[0:4, 0, 0]) == [1, 1, 0, 0] and list(t[4:8, 0, 0]) == [0, 0, 1, 1]  # 3 = 0b0011
    assert t[8, 0, 0] == 0 and t[8].sum() == 15
    assert [t[9 + a].min() for a in range(4)] == [1, 0, 1, 0]  # 5 = 0b0101 in hand
    assert t[17].sum() == 14 and t[17, 0, 3] == 0 and t[17, 1, 1] == 0  # pieces 3 and 5 are out
    assert t[19:23].min() == 1 and t[23].max() == 0 and t[24].max() == 0
    assert t[26].min() == 1 and game.observation_tensor(1 - game.to_move)[26].max() == 0


def test_documented_danish_planes():
    game = quartet.Game("danish")
    game.play("e5")
    white, black = game.observation_tensor(0), game.observation_tensor(1)
    assert white.shape == (12, 9, 9) and white[0].sum() == 37
    assert white[1, 4, 4] == 1 and black[2, 4, 4] == 1  # own piece for White, the opponent's for Black
    assert white[5, 4, 4] == pytest.approx(11 / 12) and white[6, 4, 4] == 1
    assert black[9].sum() == 37 and white[9].sum() == 0  # Black is to move


def hidden_states(count: int, seed: int):
    for rules in ("players=2", "players=3", "players=5 allow_mirror=on"):
        yield from random_states("quartino", rules, count, seed=seed, max_depth=400)


def test_quartino_observations_show_only_the_seat_s_own_hand():
    checked = differing = 0
    for game in hidden_states(12, seed=4):
        for seat in range(game.num_players):
            text = game.observation(seat)
            fields = text.split()
            assert fields[-1] == f"@{seat + 1}"
            for s, hand in enumerate(fields[4].split("/")):
                held = hand.split(":")[0]
                if s != seat and held != "-":
                    assert set(held.split(",")) == {"?"}, text
            # Another deal of the hidden cards: the seat cannot tell the difference.
            for k in range(3):
                other = game.resample(seat, seed=k)
                assert other.observation(seat) == text
                assert np.array_equal(other.observation_tensor(seat), game.observation_tensor(seat))
                differing += other.position != game.position
                checked += 1
        spectator = game.observation()
        assert all(set(h.split(":")[0].split(",")) <= {"?", "-"} for h in spectator.split()[4].split("/"))
    # The check is not vacuous: the resampled hands really differ.
    assert differing > checked // 2


def test_the_tensor_changes_with_the_seat_s_own_hand():
    game = quartet.Game("quartino", seed=1)
    other = quartet.Game("quartino", seed=2)
    assert not np.array_equal(game.observation_tensor(0), other.observation_tensor(0))


def test_environments_show_a_seat_only_its_own_hand():
    import quartet.gymnasium
    from quartet.pettingzoo import raw_env

    env = raw_env("quartino", "players=3")
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    for _ in range(60):
        game = env.game
        for seat, agent in enumerate(env.possible_agents):
            observed = env.observe(agent)["observation"]
            env.game = game.resample(seat, seed=seat)
            assert np.array_equal(env.observe(agent)["observation"], observed)
            env.game = game
        env.step(int(rng.choice(np.flatnonzero(env.observe(env.agent_selection)["action_mask"]))))
        if env.game.is_over:
            break
    gym = quartet.gymnasium.make("quartino", opponent="random", rules="players=4")
    _, info = gym.reset(seed=2)
    position = info["position"]
    assert position.endswith("@1")
    assert [h for h in position.split()[4].split("/")[1:]] == ["?,?,?,?"] * 3


def test_openspiel_strings_show_a_seat_only_its_own_hand():
    pyspiel = pytest.importorskip("pyspiel")
    import quartet.openspiel

    quartet.openspiel.register()
    game = pyspiel.load_game("python_quartet_quartino", {"players": 3})
    rng = np.random.default_rng(8)
    state = game.new_initial_state()
    while not state.is_terminal() and len(state.history()) < 120:
        if state.is_chance_node():
            # During the deal, a seat knows its own cards and how many were dealt.
            for seat in range(3):
                own = [c for s, c in state.dealt if s == seat]
                assert state.information_state_string(seat).endswith(",".join(own))
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[int(rng.integers(len(outcomes)))][0])
            continue
        for seat in range(3):
            info = state.information_state_string(seat)
            assert info.startswith(f"p{seat} ")
            start_view = info[len(f"p{seat} ") :].split(" | ")[0]
            for view in (state.observation_string(seat), start_view):
                fields = view.split()
                assert fields[-1] == f"@{seat + 1}"
                for s, hand in enumerate(fields[-2].split("/")):
                    if s != seat:
                        assert set(hand.split(":")[0].split(",")) <= {"?", "-"}, view
            assert np.array_equal(
                np.array(state.observation_tensor(seat)), state.qgame.observation_tensor(seat).ravel()
            )
        state.apply_action(int(rng.choice(state.legal_actions())))
