"""OpenSpiel games for every bullheads game (the ``envs`` extra: open-spiel).

Importing this module registers ``python_bullheads_take6``, ``python_bullheads_buffalo``,
``python_bullheads_take11`` and ``python_bullheads_numeranza``, so that
``pyspiel.load_game("python_bullheads_take6(players=3)")`` gives a `pyspiel.Game` whose
states wrap a bullheads state and only call the contract (`to_act`, `legal`, `act`, `view`,
`result`, `determinize`). How chance, simultaneous moves, observations and returns are
modelled: docs/envs.md (OpenSpiel).

- Chance: every outcome the engine draws (deals, dice, reshuffles, ...) is a run of chance
  nodes, one per elementary uniform choice (a card of those not dealt yet, a die's face):
  `bullheads.envs.choices`. A player's action that needs chance waits until its choices
  are made, then is played with the completed outcome (the engine's own `make`).
- A game whose every config has simultaneous secret choices (its `GameSpec.simultaneous`
  is True: Take 6!, Beat the Buffalo) is simultaneous: every decision node is a
  simultaneous node; a seat that owes no decision has one legal action, the pass
  (`pass_action`). With ``turns=True`` it is sequential (for ISMCTS): the seats choose one
  at a time. A game where only some options make choices simultaneous stays sequential
  (`sequential_answers`: Numeranza trips).
- Observation and information state are the seat's `view(seat)` through the envs'
  encoders (`bullheads.envs.table.Table`); strings are the view as JSON. The information
  state is the seat's current view, not a perfect recall of its history (`Observer`).

Every fact about a game (who answers, the players, the team seat, how wide a draw is)
comes from the game: its `GameSpec` (bullheads.core.spec) and its states.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pyspiel

from bullheads.core.chance import drawn_from
from bullheads.core.errors import BullheadsError, ConfigError
from bullheads.core.record import parse, record_of, replay
from bullheads.core.spec import GameSpec
from bullheads.core.state import Action, State
from bullheads.envs.choices import Choices, NeedsChoice
from bullheads.envs.features import Vector
from bullheads.envs.games import ENV_GAMES
from bullheads.envs.table import REWARDS, Table

SCORE_BOUND = 10**6
"""The utility bound of ``returns=score``: far beyond any score a game reaches (OpenSpiel
wants a bound; the engines do not cap scores). ``rank`` and ``win`` lie in -1..1."""
MAX_GAME_LENGTH = 100_000
"""A bound on the decision nodes of a game, far beyond any real game."""
OPTIONS = "options"
"""The parameter holding every config option that is not a plain value, as JSON."""
RETURNS = "returns"
TURNS = "turns"
"""The parameter of a simultaneous game that asks its secret choices one seat at a time."""


def short_name(game: str) -> str:
    """The OpenSpiel name of a bullheads game."""
    return f"python_bullheads_{game}"


def declaration(game: str) -> GameSpec:
    """What `game` declares of itself (its players, team, simultaneous choices, draws)."""
    spec: GameSpec = ENV_GAMES[game].game.spec
    return spec


def simultaneous(game: str) -> bool:
    """Whether `game` is an OpenSpiel simultaneous game: it declares simultaneous secret
    choices in every config (`GameSpec.simultaneous` is True: Take 6! T6-04, Beat the
    Buffalo BUF-04).

    A game whose choices are simultaneous under some options only (a condition: Numeranza
    trips' answers to a claim or a trip, V3-2, V3-3) stays sequential, one registered type
    for all its variants: see `sequential_answers`."""
    return declaration(game).simultaneous is True


def sequential_answers(game: str, config: Any) -> bool:
    """Whether `config` has simultaneous secret choices that this sequential game asks one
    seat at a time (Numeranza trips: `GameSpec.simultaneous` holds under its options).

    The seats answer in the order `to_act()` lists them, and no seat's observation or
    information state shows another's answer before all have answered (the view says who
    has answered, never what): as the order is fixed, "the seats before me have answered"
    tells a seat nothing it did not know, so at its answer each seat knows exactly what it
    would know at a simultaneous node. Played as simultaneous nodes, every other decision
    of the game would also become one (with the pass for the others) for no gain."""
    spec = declaration(game)
    return not simultaneous(game) and spec.simultaneous_in(config.to_json())


def _plain(value: Any) -> bool:
    return isinstance(value, bool | int | float | str)


class Spec:
    """One bullheads game with one config, as OpenSpiel sees it (shared by its states)."""

    def __init__(self, game: str, params: dict[str, Any]) -> None:
        self.name = game
        self.params = dict(params)
        engine = ENV_GAMES[game].game
        data = {key: value for key, value in params.items() if key not in (OPTIONS, RETURNS, TURNS)}
        try:
            extra = json.loads(str(params.get(OPTIONS) or "{}").replace(";", ","))
        except json.JSONDecodeError as error:
            raise ConfigError(f"the options parameter is not JSON: {error.msg}") from None
        if not isinstance(extra, dict):
            raise ConfigError("the options parameter must be a JSON object")
        self.returns = str(params.get(RETURNS, "score"))
        self.table = Table(game, {**data, **extra}, "score")
        if self.returns not in REWARDS:
            raise ConfigError(f"unknown returns {self.returns!r} (choose one of: {', '.join(REWARDS)})")
        self.engine = engine
        self.config = self.table.config
        self.turns = simultaneous(game) and bool(params.get(TURNS, False))
        """A simultaneous game whose secret choices are asked one seat at a time."""
        self.simultaneous = simultaneous(game) and not self.turns
        """Whether decision nodes are simultaneous; with ``turns=True`` the seats choose
        one at a time in the order `to_act` lists them, none seeing another's choice."""
        self.pass_action = len(self.table.codes)
        """The no-op of a seat that owes no decision at a simultaneous node."""
        self.actions = self.pass_action + (1 if self.simultaneous else 0)
        self.largest_choice = engine.spec.largest_draw(self.config)
        """The most options of one chance node: the game's widest draw (GameSpec)."""
        self.sequential_answers = sequential_answers(game, self.config)
        """Whether this config's simultaneous secret choices are asked one seat at a time
        in a sequential game (Numeranza trips; see `sequential_answers`)."""
        self.start: Play | None = None
        """The start (its first chance node), worked out once: OpenSpiel makes a new
        initial state for every copy of a state."""

    def info(self) -> pyspiel.GameInfo:
        bound = SCORE_BOUND if self.returns == "score" else 1.0
        return pyspiel.GameInfo(
            num_distinct_actions=self.actions,
            max_chance_outcomes=self.largest_choice,
            num_players=self.table.seats,
            min_utility=-float(bound),
            max_utility=float(bound),
            utility_sum=None,
            max_game_length=MAX_GAME_LENGTH,
        )

    def code(self, action: Action) -> int:
        """The OpenSpiel action of an engine action (its index in the envs' action codes)."""
        return self.table.index_of[action.encode()]

    def decode(self, index: int) -> Action:
        if not 0 <= index < self.pass_action:
            raise BullheadsError(f"no action has the index {index!r} (0..{self.pass_action - 1})")
        action: Action = self.engine.decode(self.table.codes[index])
        return action


@functools.cache
def _spec(game: str, params: tuple[tuple[str, Any], ...]) -> Spec:
    return Spec(game, dict(params))


def spec_of(game: str, params: dict[str, Any]) -> Spec:
    """The spec of `game` with OpenSpiel `params` (made once per distinct parameters)."""
    return _spec(game, tuple(sorted(params.items())))


class Play:
    """What an OpenSpiel state holds: the engine state (None until the first deal is
    drawn), the actions waiting for chance and the chance choices made for them.

    OpenSpiel copies a Python state's attributes with deepcopy and serializes them with
    pickle: a copy clones the engine state, and the serialized form is the record (every
    outcome and action) that replays it, plus the waiting actions and choices."""

    __slots__ = ("_text", "need", "pending", "picks", "spec", "state")

    def __init__(
        self,
        spec: Spec,
        state: State[Any, Any] | None,
        pending: list[tuple[int, Action]],
        picks: list[int],
    ) -> None:
        self.spec = spec
        self.state = state
        self.pending = pending
        self.picks = picks
        self.need: NeedsChoice | None = None
        self._text: str | None = None

    def text(self) -> str:
        """Every outcome and action so far (a full state, as a record holds it), and
        what waits for chance; actions as their codes. Kept until the play changes."""
        if self._text is None:
            state = self.state
            lines = []
            if state is not None:
                lines += [json.dumps(outcome, sort_keys=True) for outcome in state.outcomes]
                lines.append(" ".join(f"{seat}:{action.encode()}" for seat, action in state.history))
            if self.need is not None:
                waiting = " ".join(f"{seat}:{action.encode()}" for seat, action in self.pending)
                lines.append(f"waiting for chance: {waiting} choices {self.picks}")
            self._text = "\n".join(lines)
        return self._text

    def choose(self, pick: int) -> None:
        """Make the chance node's choice `pick`."""
        need = self.need
        if need is None or not 0 <= pick < len(need.options):
            raise BullheadsError(f"no chance outcome {pick} here")
        self.picks.append(pick)
        follow = need.then(pick)
        if follow is None:
            self.advance()
        else:  # the same draw goes on: no need to make the outcome again yet
            self.need, self._text = follow, None

    def advance(self) -> None:
        """Play the waiting actions (or the start) with the choices made so far; when
        they need one more choice, remember it (a chance node) and change nothing."""
        spec = self.spec
        self._text = None
        try:
            with drawn_from(Choices(self.picks)):
                state = spec.engine.new(spec.config, seed=0) if self.state is None else self.state.clone()
                for seat, action in self.pending:
                    if seat in state.to_act():  # an earlier seat's action may have ended its turn
                        state.act(seat, action)
        except NeedsChoice as need:
            if len(need.options) > spec.largest_choice:
                raise AssertionError(f"a chance choice among {len(need.options)} options") from None
            self.need = need
            return
        self.state, self.pending, self.picks, self.need = state, [], [], None

    def __deepcopy__(self, memo: dict[int, Any]) -> Play:
        other = Play(
            self.spec, None if self.state is None else self.state.clone(), [*self.pending], [*self.picks]
        )
        other.need, other._text = self.need, self._text
        return other

    def __reduce__(self) -> tuple[Any, ...]:
        record = None if self.state is None else record_of(self.state).to_json()
        pending = [(seat, action.to_json()) for seat, action in self.pending]
        return (_restore, (self.spec.name, self.spec.params, record, pending, list(self.picks)))


def _restore(
    game: str,
    params: dict[str, Any],
    record: dict[str, Any] | None,
    pending: list[tuple[int, Any]],
    picks: list[int],
) -> Play:
    """A Play from its serialized form: the record replayed, then the waiting actions."""
    spec = spec_of(game, params)
    state = None if record is None else replay(parse(record), spec.engine)
    waiting = [(seat, spec.engine.action_from_json(data)) for seat, data in pending]
    play = Play(spec, state, waiting, picks)
    if state is None or waiting:
        play.advance()
    return play


class BullheadsState(pyspiel.State):  # type: ignore[misc]
    """A position of a bullheads game as an OpenSpiel state."""

    def __init__(self, game: BullheadsGame, play: Play | None = None) -> None:
        super().__init__(game)
        if play is None:
            spec = game.spec
            if spec.start is None:
                spec.start = Play(spec, None, [], [])
                spec.start.advance()
            play = spec.start.__deepcopy__({})
        self._play = play

    # -- the node --------------------------------------------------------------------
    def current_player(self) -> int:
        play = self._play
        if play.need is not None:
            return int(pyspiel.PlayerId.CHANCE)
        assert play.state is not None
        if play.state.over:
            return int(pyspiel.PlayerId.TERMINAL)
        if play.spec.simultaneous:
            return int(pyspiel.PlayerId.SIMULTANEOUS)
        return play.state.to_act()[0]

    def is_terminal(self) -> bool:
        play = self._play
        return play.need is None and play.state is not None and play.state.over

    def chance_outcomes(self) -> list[tuple[int, float]]:
        need = self._play.need
        if need is None:
            raise BullheadsError("this is not a chance node")
        return list(enumerate(need.probabilities))

    def _legal_actions(self, player: int) -> list[int]:
        play = self._play
        state = play.state
        if state is None or play.need is not None or state.over:
            return []
        if player not in state.to_act():
            return [play.spec.pass_action] if play.spec.simultaneous else []
        return sorted(play.spec.code(action) for action in state.legal(player))

    # -- moves -----------------------------------------------------------------------
    def _apply_action(self, action: int) -> None:
        play = self._play
        if play.need is not None:
            play.choose(int(action))
            return
        assert play.state is not None
        seat = play.state.to_act()[0]
        play.pending = [(seat, self._checked(seat, action))]
        play.advance()

    def _apply_actions(self, actions: Sequence[int]) -> None:
        play = self._play
        assert play.state is not None
        seats = play.state.to_act()
        for seat, action in enumerate(actions):
            if seat not in seats and action != play.spec.pass_action:
                raise BullheadsError(f"seat {seat} owes no decision: its action is the pass")
        play.pending = [(seat, self._checked(seat, actions[seat])) for seat in seats]
        play.advance()

    def _checked(self, seat: int, index: int) -> Action:
        """The engine action of `index`, if legal for `seat` now (else a clear error)."""
        if int(index) not in self._legal_actions(seat):
            raise BullheadsError(f"action {index} is not legal for seat {seat} now")
        return self._play.spec.decode(int(index))

    def _action_to_string(self, player: int, action: int) -> str:
        play = self._play
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance: {play.need.options[action] if play.need else action}"
        if action == play.spec.pass_action and play.spec.simultaneous:
            return "pass"
        if play.state is None:
            return str(action)
        # the index too: two actions may read alike (two Numeranza cards of one number)
        return f"{play.state.describe(play.spec.decode(action))} [{action}]"

    # -- outcome ---------------------------------------------------------------------
    def returns(self) -> list[float]:
        play = self._play
        table = play.spec.table
        if not self.is_terminal():
            return [0.0] * table.seats
        assert play.state is not None
        result = play.state.result()
        if play.spec.returns == "rank":
            return table.ranks(result.scores)
        if play.spec.returns == "win":
            return table.wins(result.winners)
        return [table.sign * score for score in result.scores]

    # -- what a seat sees ------------------------------------------------------------
    def seat_view(self, seat: int | None) -> Mapping[str, Any] | None:
        """What `seat` sees (its view; None: a spectator), or None before the first deal.
        At a chance node that completes an action, the position before the action."""
        state = self._play.state
        return None if state is None else state.view(seat)

    def engine(self) -> State[Any, Any] | None:
        """The bullheads state (None before the first deal): for tests and tools."""
        return self._play.state

    def resample_from_infostate(self, player: int, probability_sampler: Any) -> BullheadsState:
        """A state `player` cannot tell from this one: everything it cannot see re-dealt
        (`determinize`). For ISMCTS; only at a decision node."""
        play = self._play
        if play.state is None or play.need is not None:
            raise BullheadsError("a state is resampled only at a decision node")
        rng = random.Random(int(probability_sampler() * 2**53))
        game = self.get_game()
        return BullheadsState(game, Play(play.spec, play.state.determinize(player, rng), [], []))

    def __str__(self) -> str:
        return self._play.text()


class Observer:
    """A seat's observation (and information state): its view through the envs' encoder.

    The view holds what the rules let a seat know now (its hand, the rows, the penalty
    piles, the revealed cards, ...), so it serves as the information state too. A public
    observer (no private information) encodes the spectator's view, `view(None)`, from
    the seat's place at the table.

    The information state is not perfect recall: it is the seat's current view, whatever
    OpenSpiel asks for (``perfect_recall`` is not read). It leaves out what the seat saw
    earlier and no longer sees, and the order of it: its own earlier hands and choices,
    which seat played which card in an earlier turn once the cards lie in rows or piles
    (Take 6!), earlier dice and claims (Numeranza). Two histories that end in the same view
    share an information state. A perfect-recall string would have to carry the seat's
    past views, and `resample_from_infostate` (`determinize`) re-deals the present only,
    not a history consistent with it. What it matters for: the algorithms whose guarantees
    assume perfect recall (CFR and its variants: cfr, cfr_plus, MCCFR outcome and external
    sampling, Deep CFR; the sequence form, best response and exploitability) solve an
    imperfect-recall abstraction, with no convergence guarantee. MCTS and ISMCTS do not
    need it (ISMCTS keys its tree by the information-state string and merges the nodes of
    histories that end in the same view; its samples come from `determinize`); learners
    on the tensors (DQN, PPO, NFSP, ...) see the present view only, as a policy without
    memory does (a recurrent one can add the memory)."""

    def __init__(self, spec: Spec, public: bool = False) -> None:
        self.encoding = spec.table.encoding
        self.public = public
        self.tensor: Vector = np.zeros(self.encoding.size, dtype=np.float32)
        self.dict = {"observation": self.tensor}

    def _view(self, state: BullheadsState, player: int) -> Mapping[str, Any] | None:
        return state.seat_view(None if self.public else player)

    def set_from(self, state: BullheadsState, player: int) -> None:
        view = self._view(state, player)
        if view is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self.encoding.encode(view, player)

    def string_from(self, state: BullheadsState, player: int) -> str:
        view = self._view(state, player)
        return "" if view is None else json.dumps(view, sort_keys=True, separators=(",", ":"))


class BullheadsGame(pyspiel.Game):  # type: ignore[misc]
    """A bullheads game as an OpenSpiel game; `params` are its OpenSpiel parameters.

    Each game registers its own subclass (`GAME_CLASSES`), which names the game."""

    game = "take6"

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**parameters(self.game), **(params or {})}
        self.spec = spec_of(self.game, params)
        kind = SEQUENTIAL_TYPES[self.game] if self.spec.turns else GAME_TYPES[self.game]
        super().__init__(kind, self.spec.info(), params)

    def new_initial_state(self) -> BullheadsState:
        return BullheadsState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        """The seat's own observation; with no private information, the public one. What
        every seat holds at once is no seat's observation and is not offered."""
        if params:
            raise ConfigError(f"observation parameters are not supported: {params}")
        private = pyspiel.PrivateInfoType.SINGLE_PLAYER if iig_obs_type is None else iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ConfigError("an observation of every seat's secrets is not offered")
        return Observer(self.spec, public=private == pyspiel.PrivateInfoType.NONE)


def parameters(game: str) -> dict[str, Any]:
    """The OpenSpiel parameters of `game` and their defaults: each plain option of its
    config (`_defaults`), ``options`` (any other option as JSON, commas written as ';') and
    ``returns`` (score, rank or win); in a simultaneous game ``turns`` (false)."""
    turns = {TURNS: False} if simultaneous(game) else {}
    return {**_defaults(game), OPTIONS: "{}", RETURNS: "score", **turns}


@functools.cache
def _defaults(game: str) -> dict[str, Any]:
    """Each plain option's default as a parameter: the config's JSON form of the declared
    default (`GameSpec.defaults`; in the JSON's type: Take 6!'s professional is false, not
    "off"), unless that form, given explicitly, makes another config than the declared
    default under some choice of another option: then the declared default. A parameter
    always holds a value (OpenSpiel serializes a game with all of them), so a default
    that the config resolves per variant must stay unresolved: Numeranza's start_hand
    -1 is each variant's own (V1-1, V2-1, V4-1, none in co-op), which the default config
    resolves to the spiral's 2."""
    engine, spec = ENV_GAMES[game].game, declaration(game)
    declared = spec.defaults()
    resolved = engine.config_from_json(declared).to_json()
    others = [
        {option.name: choice}
        for option in spec.options
        if option.kind == "choice"
        for choice in option.choices
    ]
    defaults = {}
    for name, value in resolved.items():
        if not _plain(value):
            continue
        if value != declared[name] and any(
            _config_or_none(game, {**declared, **other, name: value})
            != _config_or_none(game, {**declared, **other})
            for other in others
            if name not in other
        ):
            value = declared[name]
        defaults[name] = value
    return defaults


def _config_or_none(game: str, data: dict[str, Any]) -> Any:
    """The config of `data`, or None when the config refuses it."""
    try:
        return ENV_GAMES[game].game.config_from_json(data)
    except ConfigError:
        return None


def _players(game: str) -> tuple[int, int]:
    """The fewest and most seats a config of `game` may have (OpenSpiel's players are the
    seats): the ends of its declared players range (`GameSpec.players`), each with the
    declared defaults and, when some options make the seats a team (`GameSpec.cooperative`),
    with those options; each seat count is that of a new state (one score per seat, as
    `Table.seats`), so a team that decides as one more seat counts (Numeranza co-op: seat
    `players`, `team_decision()`). A combination the config refuses is left out (a single
    player only in Numeranza co-op)."""
    engine = ENV_GAMES[game].game
    spec = declaration(game)
    teams: list[dict[str, Any]] = [{}]
    if not isinstance(spec.cooperative, bool):
        teams.append({name: values[0] for name, values in spec.cooperative.items()})
    seats = []
    for players in (spec.players.start, spec.players.stop - 1):
        for team in teams:
            try:
                config = engine.config_from_json({**spec.defaults(), **team, "players": players})
            except ConfigError:
                continue
            seats.append(len(engine.new(config, seed=0).result().scores))
    return min(seats), max(seats)


def _game_type(game: str, at_once: bool) -> pyspiel.GameType:
    """The OpenSpiel type of `game`: simultaneous nodes when `at_once`, else turns."""
    fewest, most = _players(game)
    kind = pyspiel.GameType
    return kind(
        short_name=short_name(game),
        long_name=f"bullheads {ENV_GAMES[game].game.title}",
        dynamics=kind.Dynamics.SIMULTANEOUS if at_once else kind.Dynamics.SEQUENTIAL,
        chance_mode=kind.ChanceMode.EXPLICIT_STOCHASTIC,
        information=kind.Information.IMPERFECT_INFORMATION,
        utility=kind.Utility.GENERAL_SUM,
        reward_model=kind.RewardModel.TERMINAL,
        max_num_players=most,
        min_num_players=fewest,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters(game),
    )


GAME_TYPES = {game: _game_type(game, simultaneous(game)) for game in ENV_GAMES}
"""The registered game types: the rules' own dynamics."""
SEQUENTIAL_TYPES = {game: _game_type(game, False) for game in ENV_GAMES if simultaneous(game)}
"""The type of a simultaneous game played with ``turns=True``."""
GAME_CLASSES: dict[str, type[BullheadsGame]] = {
    game: type(f"Bullheads{ENV_GAMES[game].title}Game", (BullheadsGame,), {"game": game})
    for game in ENV_GAMES
}
"""One class per game, registered as its factory (a class, as OpenSpiel's own Python
games register: the registry holds it until the interpreter ends)."""

for _game, _type in GAME_TYPES.items():
    if _type.short_name not in pyspiel.registered_names():
        pyspiel.register_game(_type, GAME_CLASSES[_game])


def load(game: str, **params: Any) -> pyspiel.Game:
    """The OpenSpiel game of `game` with `params` (e.g. ``load("take6", players=3)``)."""
    return pyspiel.load_game(short_name(game), params)


__all__ = ["BullheadsGame", "BullheadsState", "load", "parameters", "short_name"]
