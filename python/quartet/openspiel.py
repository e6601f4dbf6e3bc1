"""The three games as OpenSpiel games.

``quartet.openspiel.register()`` registers ``python_quartet_quarto``,
``python_quartet_danish`` and ``python_quartet_quartino`` with ``pyspiel``, so that
``pyspiel.load_game`` loads them and OpenSpiel's algorithms (MCTS, ISMCTS, CFR, the
evaluation tools) run on them. Parameters (give them as a dict: the rules text has spaces):

* ``rules``: the settings as records write them (``"squares=yes win=announce"``,
  ``"ply_cap=200"``, ``"situations=off"``);
* ``position``: start from this position instead of the start of the game (for Quartino it
  gives every hand, so the deal is skipped);
* ``players`` (Quartino): 2–5 seats.

OpenSpiel's game strings (``str(game)``, which serialising and pickling use) cannot hold a
space, ``=`` or ``,`` inside a value, so the game keeps its rules and position written with
``;`` for a space, ``:`` for the ``=`` of a setting and ``|`` for a comma
(``python_quartet_quarto(position=,rules=squares:yes;win:announce)``); both forms are read.

Actions are the game's fixed action ids (``quartet.Game.action_id``). Quartino's deal is
played as chance nodes, one card at a time (``quartet.Game(..., chance=True)``); its
observations (strings and tensors) hold only the observing seat's own hand, and
``resample_from_infostate`` deals the hidden hands again, for ISMCTS. Returns: +1 for the
winner, −1 shared by the losers, 0 for a draw (zero-sum).

>>> import pyspiel, quartet.openspiel
>>> quartet.openspiel.register()
>>> game = pyspiel.load_game("python_quartet_quarto", {"rules": "squares=yes"})
>>> state = game.new_initial_state()
>>> state.apply_action(7)
>>> state.action_to_string(state.current_player(), 16)
'a1'
"""

from __future__ import annotations

import numpy as np
import pyspiel  # type: ignore[import-not-found]  # (no type information)

from . import Game

__all__ = ["register", "NAMES"]

#: The OpenSpiel names, by game.
NAMES = {
    "quarto": "python_quartet_quarto",
    "danish": "python_quartet_danish",
    "quartino": "python_quartet_quartino",
}


def _encoded(text: str) -> str:
    """A rules or position text as OpenSpiel's game strings can hold it (see the module's docs)."""
    words = (w.replace("=", ":", 1) for w in text.split())
    return ";".join(words).replace(",", "|")


def _decoded(text: str) -> str:
    """The text ``_encoded`` wrote (or a text as given), as the games read it."""
    return " ".join(text.replace("|", ",").replace(";", " ").split())


def _decoded_rules(text: str) -> str:
    """Rules as given or as ``_encoded`` wrote them: a setting without ``=`` had its first ``:``
    stand for it (``situations:from:3`` is ``situations=from:3``)."""
    return " ".join(w if "=" in w else w.replace(":", "=", 1) for w in _decoded(text).split())


def _rules(params: dict, kind: str) -> str:
    rules = _decoded_rules(str(params.get("rules", "")))
    if kind == "quartino":
        players = int(params.get("players", 2))
        words = dict(w.split("=", 1) for w in rules.split() if "=" in w)
        if "players" in words and int(words["players"]) != players and players != 2:
            raise ValueError(f"players={players} but the rules say players={words['players']}")
        if "players" not in words:
            rules = f"{rules} players={players}".strip()
    return rules


def _max_length(template: Game) -> int:
    """A bound on the actions of a game (Danish Quarto without a ply cap ends only by
    repetition, and has no useful bound: a large number stands for it)."""
    if template.kind == "quarto":
        return 34
    words = dict(w.split("=", 1) for w in template.rules.split() if "=" in w)
    if template.kind == "danish":
        cap = words.get("ply_cap", "none")
        return 100_000 if cap == "none" else int(cap)
    cards = template.num_players * 4 + 1
    return int(words.get("cap", 500)) * 16 + cards


def _game_type(kind: str) -> pyspiel.GameType:
    quartino = kind == "quartino"
    return pyspiel.GameType(
        short_name=NAMES[kind],
        long_name=f"Python {Game(kind, seed=0).name} (quartet)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(
            pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
            if quartino
            else pyspiel.GameType.ChanceMode.DETERMINISTIC
        ),
        information=(
            pyspiel.GameType.Information.IMPERFECT_INFORMATION
            if quartino
            else pyspiel.GameType.Information.PERFECT_INFORMATION
        ),
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=5 if quartino else 2,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=(
            {"rules": "", "position": "", "players": 2} if quartino else {"rules": "", "position": ""}
        ),
    )


class QuartetGame(pyspiel.Game):
    """A game of the Quarto family for OpenSpiel (the kind is the class's ``kind``)."""

    kind = "quarto"

    def __init__(self, params=None):
        params = dict(params or {})
        self.rules = _rules(params, self.kind)
        self.position = _decoded(str(params.get("position", "")))
        self.template = self._new_game()
        game_info = pyspiel.GameInfo(
            num_distinct_actions=self.template.num_actions,
            max_chance_outcomes=24 if self.kind == "quartino" else 0,
            num_players=self.template.num_players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=_max_length(self.template),
        )
        if self.kind == "quartino":
            words = dict(w.split("=", 1) for w in self.template.rules.split() if "=" in w)
            if "equipment" in words:
                # Another card set: as many chance outcomes as it has cards (or seats).
                cards = len(Game("quartino", self.template.rules, chance=True).chance_outcomes())
                game_info = pyspiel.GameInfo(
                    num_distinct_actions=game_info.num_distinct_actions,
                    max_chance_outcomes=max(cards, self.template.num_players),
                    num_players=game_info.num_players,
                    min_utility=-1.0,
                    max_utility=1.0,
                    utility_sum=0.0,
                    max_game_length=game_info.max_game_length,
                )
        # The parameters as the game string writes them, so that it loads the same game again.
        params.update(rules=_encoded(self.rules), position=_encoded(self.position))
        super().__init__(_GAME_TYPES[self.kind], game_info, params)

    def _new_game(self) -> Game:
        if self.position:
            return Game.from_position(self.kind, self.position, self.rules)
        if self.kind == "quartino":
            return Game(self.kind, self.rules, chance=True)
        return Game(self.kind, self.rules, seed=0)

    def new_initial_state(self):
        return QuartetState(self, self._new_game())

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return QuartetObserver(self.template, perfect_recall)


class QuartetState(pyspiel.State):
    """A state: a ``quartet.Game`` and what each seat has seen of the deal and the actions."""

    def __init__(self, game: QuartetGame, qgame: Game):
        super().__init__(game)
        self.qgame = qgame
        #: Each seat's view of the start (after the deal), once known.
        self.start_views: list[str] | None = None
        #: The cards dealt so far, as (seat, card) pairs.
        self.dealt: list[tuple[int, str]] = []
        #: The actions since the start, in notation (every action of the family is public).
        self.actions: list[str] = []
        self._note_start()

    def _note_start(self) -> None:
        if self.start_views is None and not self.qgame.is_chance_node:
            self.start_views = [self.qgame.observation(p) for p in range(self.qgame.num_players)]

    def current_player(self):
        if self.qgame.is_over:
            return pyspiel.PlayerId.TERMINAL
        if self.qgame.is_chance_node:
            return pyspiel.PlayerId.CHANCE
        return self.qgame.to_move

    def _legal_actions(self, player):
        return self.qgame.legal_action_ids().tolist()

    def chance_outcomes(self):
        return self.qgame.chance_outcomes()

    def _apply_action(self, action):
        if self.qgame.is_chance_node:
            text = self.qgame.action_text(int(action))
            seat = self.qgame.dealing_to
            if seat is not None:
                self.dealt.append((seat, text[len("deal:") :]))
            self.qgame.play(int(action))
            self._note_start()
        else:
            text = self.qgame.action_text(int(action))
            self.qgame.play(int(action))
            self.actions.append(text)

    def _action_to_string(self, player, action):
        return self.qgame.action_text(int(action))

    def is_terminal(self):
        return self.qgame.is_over

    def returns(self):
        return [float(r) for r in self.qgame.returns()]

    def information_state_string(self, player=None):
        if player is None:
            player = self.current_player()
        return self.infostate(player)

    def infostate(self, player: int) -> str:
        """What ``player`` knows: its view of the start, its own dealt cards, every action."""
        if not 0 <= player < self.qgame.num_players:
            raise ValueError(f"player {player}: expected a seat from 0 to {self.qgame.num_players - 1}")
        if self.start_views is None:
            own = [card for seat, card in self.dealt if seat == player]
            return f"p{player} dealing {len(self.dealt)}: {','.join(own)}"
        return f"p{player} {self.start_views[player]} | {' '.join(self.actions)}"

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state ``player_id`` cannot tell from this one, the hidden hands dealt again."""
        clone = self.clone()
        if not self.qgame.is_chance_node:
            seed = int(probability_sampler() * 2**62)
            clone.qgame = self.qgame.resample(player_id, seed)
        return clone

    def __str__(self):
        return str(self.qgame)


class QuartetObserver:
    """OpenSpiel's observer: ``quartet.Game.observation_tensor`` and ``observation``, or the
    information state string with perfect recall."""

    def __init__(self, template: Game, perfect_recall: bool):
        self.perfect_recall = perfect_recall
        size = 0 if perfect_recall else int(np.prod(template.observation_shape))
        self.tensor = np.zeros(size, np.float32)
        self.dict = {} if perfect_recall else {"observation": self.tensor.reshape(template.observation_shape)}

    def set_from(self, state: QuartetState, player: int) -> None:
        if self.perfect_recall:
            return
        if state.qgame.is_chance_node:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = state.qgame.observation_tensor(player).ravel()

    def string_from(self, state: QuartetState, player: int) -> str:
        if self.perfect_recall:
            return state.infostate(player)
        if state.qgame.is_chance_node:
            return state.infostate(player)
        return state.qgame.observation(player)


class QuartetQuartoGame(QuartetGame):
    """Quarto! for OpenSpiel."""

    kind = "quarto"


class QuartetDanishGame(QuartetGame):
    """Danish Quarto for OpenSpiel."""

    kind = "danish"


class QuartetQuartinoGame(QuartetGame):
    """Quartino for OpenSpiel."""

    kind = "quartino"


_GAME_TYPES = {kind: _game_type(kind) for kind in NAMES}
# Module-level classes, so that pickle finds them by name.
_CLASSES = {"quarto": QuartetQuartoGame, "danish": QuartetDanishGame, "quartino": QuartetQuartinoGame}


def register() -> None:
    """Registers the three games with ``pyspiel`` (once; calling it again does nothing)."""
    known = set(pyspiel.registered_names())
    for kind, name in NAMES.items():
        if name not in known:
            pyspiel.register_game(_GAME_TYPES[kind], _CLASSES[kind])
