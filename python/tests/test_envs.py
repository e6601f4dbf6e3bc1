"""The environments pass their libraries' own checkers, and OpenSpiel's algorithms run on the
games: PettingZoo's api_test for every game (2–5 Quartino agents), Gymnasium's check_env,
OpenSpiel's random simulation test, its MCTS and ISMCTS bots and its evaluation tool, and CFR
on a small Quarto! endgame."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import quartet

pettingzoo_test = pytest.importorskip("pettingzoo.test")
pyspiel = pytest.importorskip("pyspiel")

PZ_VARIANTS = [
    ("quarto", ""),
    ("quarto", "squares=yes win=announce"),
    ("danish", "ply_cap=120"),
    ("quartino", "players=2"),
    ("quartino", "players=3"),
    ("quartino", "players=4 situations=off"),
    ("quartino", "players=5"),
]


@pytest.mark.parametrize("variant", PZ_VARIANTS, ids=lambda v: f"{v[0]}[{v[1]}]")
def test_pettingzoo_api_test(variant):
    from quartet.pettingzoo import env

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its advice for non-dict observations
        pettingzoo_test.api_test(env(*variant), num_cycles=400)


def test_pettingzoo_games_end_with_the_game_s_returns():
    from quartet.pettingzoo import env

    e = env("quartino", "players=5 cap=40")
    rng = np.random.default_rng(1)
    for seed in range(3):
        e.reset(seed=seed)
        totals = dict.fromkeys(e.possible_agents, 0.0)
        for agent in e.agent_iter():
            observation, reward, terminated, truncated, _ = e.last()
            totals[agent] += reward
            action = None if terminated or truncated else int(rng.choice(np.flatnonzero(observation["action_mask"])))
            e.step(action)
        game = e.unwrapped.game
        assert game.is_over
        assert [totals[a] for a in e.possible_agents] == pytest.approx(list(game.returns()))
    # The same seed deals the same cards.
    e.reset(seed=7)
    first = e.unwrapped.game.position
    e.reset(seed=7)
    assert e.unwrapped.game.position == first


def test_pettingzoo_illegal_action_loses():
    from quartet.pettingzoo import env

    e = env("quarto")
    e.reset(seed=0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        e.step(20)  # a placement when a give is due
    assert all(e.terminations.values())
    assert e.rewards["player_0"] == -1


@pytest.mark.parametrize("kind", ["quarto", "danish", "quartino"])
def test_gymnasium_check_env(kind):
    from gymnasium.utils.env_checker import check_env

    import quartet.gymnasium

    rules = "ply_cap=100" if kind == "danish" else ""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # no render fps: text rendering has none
        check_env(quartet.gymnasium.make(kind, opponent="casual", rules=rules).unwrapped)
        check_env(quartet.gymnasium.QuartetEnv(kind, opponent="random", rules=rules, seat=None))


def test_gymnasium_episodes():
    import gymnasium

    import quartet.gymnasium

    env = gymnasium.make("quartet/Quartino-v0", opponent="beginner", rules="players=3")
    rng = np.random.default_rng(2)
    for seed in range(3):
        observation, info = env.reset(seed=seed)
        trajectory = []
        done = False
        reward = 0.0
        while not done:
            mask = observation["action_mask"]
            assert np.array_equal(mask, info["action_mask"]) and mask.any()
            action = int(rng.choice(np.flatnonzero(mask)))
            observation, reward, terminated, truncated, info = env.step(action)
            trajectory.append(action)
            done = terminated or truncated
        assert reward in (1.0, -0.5, 0.0) and info["result"] != "*"
    # The seed fixes the episode (deal and bots).
    env = quartet.gymnasium.make("quarto", opponent="strong")
    runs = []
    for _ in range(2):
        observation, _ = env.reset(seed=11)
        actions = []
        done = False
        while not done:
            action = int(np.flatnonzero(observation["action_mask"])[0])
            observation, reward, terminated, truncated, _ = env.step(action)
            actions.append(action)
            done = terminated or truncated
        runs.append((actions, reward, env.unwrapped.game.history))
    assert runs[0] == runs[1]


def test_gymnasium_illegal_actions_and_seats():
    import quartet.gymnasium

    env = quartet.gymnasium.make("quarto", opponent="random")
    env.reset(seed=0)
    _, reward, terminated, _, info = env.step(20)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    # The episode is over: no legal action goes on with it.
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(int(np.flatnonzero(env.unwrapped.game.action_mask())[0]))
    env.reset(seed=0)
    assert env.step(7)[2] is False
    strict = quartet.gymnasium.QuartetEnv("quarto", opponent="random", illegal="raise")
    strict.reset(seed=0)
    with pytest.raises(quartet.IllegalActionError):
        strict.step(20)
    second = quartet.gymnasium.QuartetEnv("quarto", opponent="random", seat=1)
    observation, _ = second.reset(seed=0)
    assert second.game.history and second.game.to_move == 1  # the bot gave first
    with pytest.raises(ValueError, match="seat=2"):
        quartet.gymnasium.QuartetEnv("quarto", seat=2)
    for bad in ["0", 1.5]:
        with pytest.raises(TypeError, match="expected an int seat"):
            quartet.gymnasium.QuartetEnv("quarto", seat=bad)
    assert quartet.gymnasium.QuartetEnv("quarto", seat=np.int64(1)).seat == 1
    with pytest.raises(ValueError, match="unknown level"):
        quartet.gymnasium.make("quarto", opponent="grandmaster")


@pytest.fixture(scope="module")
def spiel():
    import quartet.openspiel

    quartet.openspiel.register()
    quartet.openspiel.register()  # twice is harmless
    return pyspiel


OS_GAMES = [
    ("python_quartet_quarto", {}),
    ("python_quartet_quarto", {"rules": "squares=yes win=announce"}),
    ("python_quartet_danish", {"rules": "ply_cap=60"}),
    ("python_quartet_quartino", {"players": 3, "rules": "cap=40"}),
    ("python_quartet_quartino", {"players": 5, "rules": "cap=20 first=random"}),
]


@pytest.mark.parametrize("name,params", OS_GAMES, ids=lambda v: str(v))
def test_openspiel_random_simulation_test(spiel, name, params):
    game = spiel.load_game(name, params)
    spiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


@pytest.mark.parametrize("name,params", OS_GAMES, ids=lambda v: str(v))
def test_openspiel_game_strings_and_pickles_load_the_same_game(spiel, name, params):
    import pickle

    game = spiel.load_game(name, params)
    again = spiel.load_game(str(game))
    start = game.new_initial_state().qgame
    assert str(again) == str(game) and again.new_initial_state().qgame.rules == start.rules
    assert str(pickle.loads(pickle.dumps(game))) == str(game)
    state = game.new_initial_state()
    for _ in range(12):
        if state.is_terminal():
            break
        outcomes = state.chance_outcomes() if state.is_chance_node() else None
        state.apply_action(outcomes[0][0] if outcomes else state.legal_actions()[0])
    copy = pickle.loads(pickle.dumps(state))
    assert str(copy) == str(state) and copy.history() == state.history()


def test_openspiel_positions_with_commas_load_again(spiel):
    position = "././././././././. 1 P1 0 YBGP,BGPY,GBPY,PGYB/YGBP,BPGY,GYPB,PYBG"
    game = spiel.load_game("python_quartet_quartino", {"position": position, "rules": "situations=from:3"})
    again = spiel.load_game(str(game)).new_initial_state().qgame
    assert again.position == position and "situations=from:3" in again.rules


def test_openspiel_refused_actions_leave_no_trace(spiel):
    state = spiel.load_game("python_quartet_quarto").new_initial_state()
    with pytest.raises(Exception, match="give"):
        state.apply_action(16)  # a placement, while a piece is to be given
    assert state.history() == [] and state.information_state_string(0).endswith("| ")
    state.apply_action(7)
    assert state.information_state_string(1).endswith("| 7")
    with pytest.raises(ValueError, match="player -1"):
        state.information_state_string(-1)


def test_openspiel_parameters(spiel):
    quarto = spiel.load_game("python_quartet_quarto", {"rules": "squares=yes;win=announce"})
    assert quarto.new_initial_state().qgame.rules.endswith("squares=yes win=announce")
    assert quarto.num_distinct_actions() == 52 and quarto.observation_tensor_shape() == [27, 4, 4]
    quartino = spiel.load_game("python_quartet_quartino", {"players": 4})
    assert quartino.num_players() == 4 and quartino.new_initial_state().is_chance_node()
    assert spiel.load_game("python_quartet_quartino(players=3)").num_players() == 3
    start = spiel.load_game("python_quartet_quarto", {"position": "..../..../..../012. 3"}).new_initial_state()
    assert start.legal_actions() == sorted(start.legal_actions()) and 16 + 3 in start.legal_actions()
    danish = spiel.load_game("python_quartet_danish")
    assert danish.num_distinct_actions() == 53429 and danish.get_type().information == spiel.GameType.Information.PERFECT_INFORMATION


@pytest.mark.parametrize("name,params", OS_GAMES[:1] + OS_GAMES[2:], ids=lambda v: str(v))
def test_openspiel_mcts_plays_every_game(spiel, name, params):
    from open_spiel.python.algorithms import evaluate_bots, mcts

    game = spiel.load_game(name, params)
    rng = np.random.RandomState(0)
    bots = [
        mcts.MCTSBot(game, 2.0, 20, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
        for _ in range(game.num_players())
    ]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert len(returns) == game.num_players() and abs(sum(returns)) < 1e-9


def test_openspiel_mcts_beats_random_at_quarto(spiel):
    from open_spiel.python.algorithms import evaluate_bots, mcts
    from open_spiel.python.bots import uniform_random

    game = spiel.load_game("python_quartet_quarto")
    rng = np.random.RandomState(1)
    score = 0.0
    for g in range(6):
        search = mcts.MCTSBot(game, 2.0, 150, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
        chance = uniform_random.UniformRandomBot(1 - g % 2, rng)
        bots = [search, chance] if g % 2 == 0 else [chance, search]
        score += evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)[g % 2]
    assert score >= 3  # random hands MCTS its quartos: it wins most games


def test_openspiel_ismcts_plays_quartino(spiel):
    from open_spiel.python.algorithms import ismcts, mcts

    game = spiel.load_game("python_quartet_quartino", {"rules": "cap=20"})
    rng = np.random.RandomState(2)
    bots = [
        ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, rng), 2.0, 20, random_state=rng)
        for _ in range(2)
    ]
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        else:
            state.apply_action(bots[state.current_player()].step(state))
    assert abs(sum(state.returns())) < 1e-9


def test_openspiel_cfr_solves_a_quarto_endgame(spiel):
    from open_spiel.python.algorithms import cfr, expected_game_score, exploitability

    position = ".36b/29df/7..a/40c. *"  # 12 pieces, the mover gives: the solver says a loss
    assert quartet.solve(position)["value"] == "loss"
    game = spiel.load_game("python_quartet_quarto", {"position": position})
    mover = game.new_initial_state().current_player()
    solver = cfr.CFRSolver(game)
    for _ in range(60):
        solver.evaluate_and_update_policy()
    policy = solver.average_policy()
    value = expected_game_score.policy_value(game.new_initial_state(), [policy, policy])[mover]
    assert value < -0.9
    assert exploitability.nash_conv(game, policy) < 0.05
