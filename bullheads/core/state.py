"""The contract every game meets: Game, State, Action, Result.

A state is a deterministic machine that knows nothing of screens, sockets or storage.
Several seats may owe a decision at once (simultaneous choices); automatic actors and
chance are resolved inside the state; a team's decisions belong to one team seat.
"""

from __future__ import annotations

import dataclasses
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, Generic, Protocol, Self, TypeVar

from bullheads.core.chance import Chance, Outcome
from bullheads.core.events import Event
from bullheads.core.narration import Line
from bullheads.core.spec import GameSpec


class Action(Protocol):
    """A small immutable value with a stable integer encoding and a JSON form."""

    def encode(self) -> int: ...

    def to_json(self) -> dict[str, Any]: ...


class Config(Protocol):
    """A frozen, validated game configuration with a JSON form."""

    @property
    def players(self) -> int: ...

    def to_json(self) -> dict[str, Any]: ...


@dataclasses.dataclass(frozen=True, slots=True)
class Result:
    """Per-seat scores and the winning seats (several when they share the win)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "winners": list(self.winners)}


A = TypeVar("A", bound=Action)
C = TypeVar("C", bound=Config)


class State(ABC, Generic[A, C]):
    """One position of a game, and the only way to change it: `act`.

    Subclasses keep `config`, `chance` (the one source of randomness) and `history`
    (every accepted (seat, action) in order): together they are the game's record.
    """

    game: str
    config: C
    chance: Chance
    history: list[tuple[int, A]]
    opening: list[Event]
    """The events of the set-up, before the first decision (the deal, the first rows, a
    starting roll): clients are told them when a game starts, replays start with them."""

    @abstractmethod
    def to_act(self) -> list[int]:
        """The seats that owe a decision now, in seat order (empty when over)."""

    @abstractmethod
    def legal(self, seat: int) -> list[A]:
        """The legal actions of `seat` now (empty if it owes no decision)."""

    @abstractmethod
    def act(self, seat: int, action: A) -> list[Event]:
        """Apply `action` for `seat`; raise IllegalAction with the reason if illegal."""

    @abstractmethod
    def view(self, seat: int | None) -> Mapping[str, Any]:
        """What `seat` may see now, JSON-ready; None is a spectator (public only). Each
        game declares its view's type (a TypedDict in its `views` module) and returns it."""

    @property
    @abstractmethod
    def over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def result(self) -> Result:
        """Scores so far and, once over, the winners (empty before the end)."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy (same future for the same actions)."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A copy in which all that `seat` cannot see is re-dealt consistently."""

    def withdraw_choices(self, seat: int) -> None:
        """Take back the other seats' secret simultaneous choices in this copy, so that
        their cards are theirs to choose again (to_act lists them).

        For a search on a determinized copy: `determinize` keeps what `seat` sees, so it
        gives a seat that has chosen in secret some card of its re-dealt hand; a search
        that models how the others choose withdraws those choices and lets its model make
        them. The copy then no longer shows who had chosen. Games without secret
        simultaneous choices have nothing to withdraw."""

    @abstractmethod
    def describe(self, action: A) -> str:
        """The action as short readable text (English; clients translate their own)."""

    @abstractmethod
    def say_action(self, action: A) -> Line:
        """The action as a narrated line (core.narration: a key of the shared catalogues and
        typed parameters), so that a client words it in its reader's language as it words
        events; what it names (a card a special card moves, a player) is read from this
        state. `describe` is its English text for logs and records."""

    def team_decision(self) -> int | None:
        """The seat whose decision now belongs to a whole co-operative team, so that any
        member may make it in a client (DESIGN: the team seat), or None. Games without a
        team never have one."""
        return None

    def table_talk(self) -> bool:
        """Whether the players may talk freely now (a table's chat). Most games always allow
        it; co-operative games whose rules limit communication say when they do not, so
        clients and the server never decide it themselves."""
        return True

    @property
    def outcomes(self) -> list[Outcome]:
        """Every chance outcome drawn so far, in order."""
        return self.chance.outcomes


S = TypeVar("S", bound=State[Any, Any])


class Game(ABC, Generic[S, C]):
    """A game's entry point: its name, its config type and how to start a state."""

    name: str
    title: str
    spec: GameSpec
    """The game's declaration of its players and options (core.spec), which clients read
    instead of listing them again."""
    view_type: Any
    """The declared type of its states' views: the TypedDict `view` returns (in the
    game's `views` module); core.viewschema makes its JSON Schema from it."""

    @abstractmethod
    def config_from_json(self, data: dict[str, Any]) -> C:
        """A validated config from its JSON form (ConfigError names what is wrong)."""

    @abstractmethod
    def new(
        self,
        config: C,
        seed: int | None = None,
        outcomes: Sequence[Outcome] | None = None,
    ) -> S:
        """A new game; chance comes from `outcomes` first, then from `seed`."""

    @abstractmethod
    def action_from_json(self, data: Any) -> Action:
        """An action from its JSON form (RecordError names what is wrong)."""

    @abstractmethod
    def decode(self, index: int) -> Action:
        """The action whose stable integer encoding is `index`."""

    def lower_scores_win(self, config: C) -> bool:
        """Whether the lowest score wins in a game with `config` (the game's declaration,
        `spec`)."""
        return self.spec.lower_wins(config.to_json())

    def cooperative(self, config: C) -> bool:
        """Whether the seats of a game with `config` play together as one team (they win
        or lose together); most games are every seat for itself."""
        return False
