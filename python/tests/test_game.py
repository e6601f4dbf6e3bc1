"""quartet.Game: every game and variant, actions as notation and ids, undo, clone, records,
positions, Quartino's deal as chance outcomes, and clear errors for bad input."""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest
from conftest import VARIANTS, random_states, variant_id

import quartet


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_random_games_agree_in_notation_ids_and_mask(variant):
    kind, rules = variant
    rng = np.random.default_rng(1)
    for g in range(6):
        game = quartet.Game(kind, rules, seed=g)
        assert game.rules == quartet.Game(kind, game.rules, seed=g).rules  # the full rules read back
        steps = 0
        while not game.is_over:
            texts = game.legal_actions()
            ids = game.legal_action_ids()
            assert ids.dtype == np.int64 and list(ids) == sorted(ids)
            assert sorted(game.action_id(t) for t in texts) == list(ids)
            assert [game.action_text(int(i)) for i in ids] == [game.action_text(t) for t in sorted(texts, key=game.action_id)]
            mask = game.action_mask()
            assert mask.dtype == np.int8 and mask.shape == (game.num_actions,)
            assert list(np.flatnonzero(mask)) == list(ids)
            assert 0 <= game.to_move < game.num_players
            assert list(game.returns()) == [0.0] * game.num_players and game.result == "*"
            # Play alternately by notation and by id.
            choice = int(rng.integers(len(ids)))
            if steps % 2:
                game.play(texts[choice])
            else:
                game.play(int(ids[choice]))
            steps += 1
        returns = game.returns()
        assert abs(returns.sum()) < 1e-9
        assert game.legal_actions() == [] and game.action_mask().sum() == 0
        if game.winner is None:
            assert game.result == "draw" and not returns.any()
        else:
            assert game.result == f"win {game.winner + 1}"
            assert returns[game.winner] == 1.0 and (returns < 0).sum() == game.num_players - 1
        assert len(game.history) == steps


def test_action_ids_are_the_documented_ones():
    quarto = quartet.Game("quarto", "win=announce")
    assert quarto.num_actions == 52
    assert [quarto.action_text(i) for i in (0, 7, 15, 16, 21, 31, 32, 40, 41, 42, 50, 51)] == [
        "0", "7", "f", "a1", "b2", "d4", "Q:a1-d1", "Q:a1-d4", "Q:a4-d1", "Q:a1-b2", "Q:c3-d4", "pass",
    ]  # fmt: skip
    danish = quartet.Game("danish")
    assert danish.num_actions == 1 + 38 * 37 * 38
    assert danish.action_text(0) == "pass"
    # Points in board order: a3 is the first point (x = 1), e5 the middle one.
    assert danish.action_id("a3") == 1 + (37 * 37 + 0) * 38 + 37
    b4 = (danish.action_id("b4") - 1) // 38 % 37  # the index of point b4
    assert danish.action_id("a3-b4xa5") == 1 + (0 * 37 + b4) * 38 + 1  # a5 is point 1
    quartino = quartet.Game("quartino", seed=0)
    assert quartino.num_actions == 2 + 9 + 4 * 9 + 24 * 8 == 239
    assert [quartino.action_text(i) for i in (0, 1, 2, 3, 11, 12, 20, 47, 48, 55, 238)] == [
        "four", "end", "column@C", "column@R0", "Y@C", "Y@R0", "B@C", "YBGP@Q0", "YBGP@Q1", "YBPG@Q0", "PGBY@Q7",
    ]  # fmt: skip
    for game in (quarto, danish, quartino):
        for bad in (-1, game.num_actions, 10**9):
            with pytest.raises(ValueError, match="not in .* action space"):
                game.action_text(bad)


@pytest.mark.parametrize("variant", VARIANTS[::3], ids=variant_id)
def test_every_id_of_the_space_reads_back(variant):
    kind, rules = variant
    game = quartet.Game(kind, rules, seed=0)
    for i in range(0, game.num_actions, max(1, game.num_actions // 3000)):
        assert game.action_id(game.action_text(i)) == i


def test_illegal_actions_are_refused_with_the_reason_and_change_nothing():
    game = quartet.Game("quarto")
    game.play("7")
    before = game.clone()
    with pytest.raises(quartet.IllegalActionError, match="time to place the piece in hand, not to give"):
        game.play("8")
    with pytest.raises(quartet.IllegalActionError, match="time to place"):
        game.play(8)
    assert game == before and game.history == ["7"]
    game.play("a1")
    with pytest.raises(quartet.IllegalActionError, match="piece 7 is not in the pool"):
        game.play("7")
    with pytest.raises(ValueError, match='"zz" is not a cell'):
        game.play("zz")
    with pytest.raises(ValueError, match="action space"):
        game.play(52)
    # IllegalActionError is a ValueError, for callers that catch either.
    assert issubclass(quartet.IllegalActionError, ValueError)
    danish = quartet.Game("danish")
    with pytest.raises(quartet.IllegalActionError, match="place one"):
        danish.play("e5-f6")
    quartino = quartet.Game("quartino", seed=3)
    with pytest.raises(quartet.IllegalActionError):
        quartino.play("end")


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_clone_undo_and_pickle(variant):
    kind, rules = variant
    for game in random_states(kind, rules, 4, seed=5):
        start_history = list(game.history)
        clone = game.clone()
        for other in (copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
            assert other == game and other.history == game.history and other.seed == game.seed
        if not game.is_over:
            game.play(int(game.legal_action_ids()[0]))
            assert clone != game
            assert clone.history == start_history
            game.undo()
        assert game == clone
        # Undo all the way back to the start, then no further.
        positions = []
        replay = quartet.Game(kind, rules, seed=game.seed)
        for action in game.history:
            positions.append(replay.position)
            replay.play(action)
        for position in reversed(positions):
            game.undo()
            assert game.position == position
        with pytest.raises(ValueError, match="no action to take back"):
            game.undo()


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_positions_and_records_round_trip(variant):
    kind, rules = variant
    for game in random_states(kind, rules, 5, seed=7):
        if not game.is_over:  # a finished game is written as a record: its position may not say who won
            again = quartet.Game.from_position(kind, game.position, game.rules)
            assert again.position == game.position
            assert again.legal_actions() == game.legal_actions() and not again.is_over
        record = game.record({"Player1": "Ada"})
        assert f'[Game "{kind}"]' in record and '[Player1 "Ada"]' in record
        read = quartet.Game.from_record(record)
        assert read == game and read.history == game.history and read.seed == game.seed
        assert read.record() == record  # the tags are kept
        assert quartet.Game.from_record(read.record({"Player1": "Blaise"})).record().count("Blaise") == 1


def test_records_say_what_is_wrong():
    with pytest.raises(ValueError, match="no \\[Game"):
        quartet.Game.from_record("7 a1")
    with pytest.raises(ValueError, match="action 2 .* is illegal"):
        quartet.Game.from_record('[Game "quarto"]\n\n7 8\n')
    with pytest.raises(ValueError, match="the result is \"win 1\", but its actions give"):
        quartet.Game.from_record('[Game "quarto"]\n[Result "win 1"]\n\n7 a1\n')


def test_bad_input_gets_a_clear_error():
    with pytest.raises(ValueError, match="unknown game \"chess\""):
        quartet.Game("chess")
    with pytest.raises(ValueError, match="squares"):
        quartet.Game("quarto", "squares=often")
    with pytest.raises(ValueError, match="players=7"):
        quartet.Game("quartino", "players=7")
    with pytest.raises(ValueError, match="bad position"):
        quartet.Game.from_position("quarto", "..../..../..../.... 7 x")
    with pytest.raises(ValueError, match="seat from 0 to 1"):
        quartet.Game("quarto").observation_tensor(2)
    with pytest.raises(ValueError, match="only Quartino deals"):
        quartet.Game("quarto", chance=True)
    for bad in [-1, 2**64]:
        with pytest.raises(ValueError, match="out of range: expected a whole number from 0 to 18446744073709551615"):
            quartet.Game("quarto", seed=bad)
    with pytest.raises(ValueError, match="out of range"):
        quartet.Game("quarto").resample(10**20, seed=1)
    with pytest.raises(ValueError, match="out of range"):
        quartet.Game("quarto").playout(seed=-1)
    with pytest.raises(ValueError, match="out of range"):
        quartet.Bot("quarto", seed=-1)
    with pytest.raises(ValueError, match="action id 100000000000000000000 is in no game's action space"):
        quartet.Game("quarto").play(10**20)
    with pytest.raises(TypeError, match="an action is its notation .* or its id .*, not a float"):
        quartet.Game("quarto").play(3.5)
    quartet.Game("quarto").play(np.int32(3))  # numpy integers are ids


def test_quartino_seeds_deal_reproducibly():
    a = quartet.Game("quartino", "players=3", seed=42)
    b = quartet.Game("quartino", "players=3", seed=42)
    c = quartet.Game("quartino", "players=3", seed=43)
    assert a == b and a != c and a.seed == 42
    assert quartet.Game("quartino").seed is not None  # a fresh random deal


@pytest.mark.parametrize("rules", ["", "players=4", "players=3 first=random"])
def test_quartino_deal_as_chance_outcomes(rules):
    game = quartet.Game("quartino", rules, chance=True)
    players = game.num_players
    receivers = []
    while game.is_chance_node:
        assert game.to_move == -1 and not game.is_over
        outcomes = game.chance_outcomes()
        assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
        assert [o for o, _ in outcomes] == list(game.legal_action_ids())
        receivers.append(game.dealing_to)
        with pytest.raises(ValueError, match="being dealt"):
            game.position  # noqa: B018 (a property that raises)
        outcome = outcomes[len(outcomes) // 2][0]
        if receivers[-1] is not None:
            assert game.action_text(outcome).startswith("deal:")
        game.play(outcome)
    assert receivers[: 4 * players] == [seat for seat in range(players) for _ in range(4)]
    assert len(receivers) == 4 * players + ("first=random" in rules)
    assert game.chance_outcomes() == [] and game.dealing_to is None and game.seed is None
    # Dealt cards are no longer outcomes; the game goes on as any other.
    hands = game.position.split()[4].split("/")
    assert len({card for hand in hands for card in hand.split(",")}) == 4 * players
    record = game.record()
    assert "[Start" in record and quartet.Game.from_record(record) == game


def test_a_seeded_deal_is_one_of_the_chance_deals():
    seeded = quartet.Game("quartino", "players=3", seed=9)
    hands = seeded.position.split()[4].split("/")
    chance = quartet.Game("quartino", "players=3", chance=True)
    for hand in hands:
        for card in hand.split(","):
            chance.play(f"deal:{card}")
    assert chance.position == seeded.position
    with pytest.raises(quartet.IllegalActionError, match="not a chance outcome"):
        quartet.Game("quartino", chance=True).play("deal:YYYY")


def test_chance_deals_are_uniform():
    # Each card reaches seat 1 with probability 4/24 under random chance outcomes.
    rng = np.random.default_rng(11)
    deal = quartet.Game("quartino", chance=True)
    index = {deal.action_text(i)[len("deal:") :]: i for i in range(24)}
    counts = np.zeros(24)
    trials = 1200
    for _ in range(trials):
        game = quartet.Game("quartino", chance=True)
        while game.is_chance_node:
            outcomes = game.chance_outcomes()
            game.play(outcomes[int(rng.integers(len(outcomes)))][0])
        seat_one = game.observation(0).split()[4].split("/")[0].split(",")
        for card in seat_one:
            counts[index[card]] += 1
    expected = trials * 4 / 24
    assert np.all(np.abs(counts - expected) < 5 * np.sqrt(expected))


def test_playout_leaves_the_game_as_it_was():
    for kind, rules in VARIANTS[:7]:
        game = random_states(kind, rules, 1, seed=3, max_depth=10)[0]
        before = game.clone()
        returns = game.playout(seed=5)
        assert game == before and abs(returns.sum()) < 1e-9
        assert list(returns) == list(game.playout(seed=5))
    dealing = quartet.Game("quartino", chance=True)
    assert dealing.playout(seed=1).shape == (2,)


def test_a_finished_announce_game_is_written_without_its_hand_and_not_read_as_live():
    game = quartet.Game("quarto", "win=announce")
    for action in ["0", "a1", "1", "b1", "2", "c1", "3", "d1", "4", "Q:a1-d1"]:
        game.play(action)
    assert game.result == "win 2" and game.position == "..../..../..../0123 -"
    with pytest.raises(ValueError, match="use a game record"):
        quartet.Game.from_position("quarto", game.position, "win=announce")
