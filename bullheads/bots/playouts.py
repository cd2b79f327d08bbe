"""How a search bot values a position and models the other seats, per game.

A search bot is generic over the contract; what it may know of a game is a few small hooks:

- a playout: play on from a (determinized) state and return a value for a seat, higher
  is better. The generic one plays uniformly random actions through the contract to the
  end of the game and values a win (shared wins split). A game may register a faster or
  sharper one (Take 6!: the lean rollout to the end of the round, see take6_playout; Take 11!:
  the rule of thumb to the end of the round, see take11_playout; Beat the Buffalo: the
  turn by the rule-of-thumb team, then a lean rollout with a model of its special cards,
  see buffalo_playout; Numeranza: a rule-of-thumb look-ahead valued by points, or in the
  co-operative variant to the end of the round valued by the team's chance to win, see
  numeranza_playout).

- candidates: which of the legal actions the search compares (by default all of them).
  Beat the Buffalo searches a member's card among the rule-of-thumb bot's cheapest few
  and leaves the team's windows and Sort orders to that bot (see
  buffalo_playout.buffalo_candidates): the rest of the game is sampled too coarsely to
  rank dozens of Push! and Insert! placements, and the best of many noisy estimates is
  mostly luck. Numeranza's co-op talk leaves out the hints and puts the rule of thumb's
  phrase first (numeranza_candidates).

- habit: whether the first candidate is the rule of thumb's, kept unless another beats
  it clearly (search.HABIT_Z): Numeranza's co-op talk, whose rule of thumb computes a
  match's chance exactly where the search estimates it from a few dozen worlds
  (numeranza_habit).

- agreement: which sampled worlds agree with what the other seats said in public
  (Numeranza's co-op talk: a teammate's phrase tells which cards it may hold, see
  numeranza_talk); the search deals again a world that does not, up to DEALS times.

- secret answers: whether the other seats that owe a decision at the same moment as the
  searching seat choose in secret (Take 6!'s cards: by default). Then the search has
  them choose first in each world, by the opponent model, unseen (search, step 2).
  Numeranza's co-op talk is public (V5-2): every phrase is heard by all and the
  teammates still to speak answer the searching seat's phrase, so there the seat speaks
  first in each world and the playout has the others answer it.

A game may also register batch playouts (Take 6!: its card choices on the compiled
kernel, see take6_kernel): given the seat's view, the candidates and the rival model, an
object that plays many worlds of steps 1 to 3 of the search in one call, with the same
meaning as the playout, or None where it does not cover the decision (the search then
plays its worlds one by one in Python). The search levels give such decisions their own,
larger budget of worlds (search.Level.batch_worlds).

The opponent model (how the other seats choose the decisions they owe at the same time
as the searching seat) is the game's rule-of-thumb bot, given by the registry. A game may
also register a model of who those seats are (Take 6!: careful or careless players,
learnt from their reveals, see take6_rivals): in each world the search draws the
careless seats, which then choose at random, and the playout is told who they are.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from bullheads.bots import take6_model
from bullheads.bots.buffalo_playout import buffalo_candidates, buffalo_playout
from bullheads.bots.numeranza_playout import numeranza_candidates, numeranza_habit, numeranza_playout
from bullheads.bots.numeranza_talk import numeranza_agrees
from bullheads.bots.take6_kernel import choice, kernel_playouts
from bullheads.bots.take6_playout import take6_playout
from bullheads.bots.take6_rivals import Rivals
from bullheads.bots.take11_playout import take11_playout
from bullheads.core.state import Action, State
from bullheads.games.take6 import kernel
from bullheads.games.take6.actions import Play
from bullheads.games.take6.views import take6_view

Playout = Callable[[State[Any, Any], int, random.Random, frozenset[int]], float]
"""playout(state, seat, rng, careless) -> the value of `state` for `seat`; it may change
`state`. `careless`: the seats the world models as random players (RivalModel); it is
always empty for the games without a rival model, whose playouts ignore it."""
Candidates = Callable[[Mapping[str, Any], list[Action]], list[Action]]
"""candidates(view, legal) -> the actions of `legal` the search compares."""

MAX_PLAYOUT_STEPS = 100_000
"""A guard: a generic playout stops (valued as a loss) after this many actions."""

SLOW_PLAYOUTS = frozenset({"take11", "numeranza", "buffalo"})
"""Games whose playout lets a rule-of-thumb bot play through the contract: each costs 5 to
20 times Take 6!'s lean rollout, so the search levels sample fewer worlds there."""

PLAYOUTS: dict[str, Playout] = {
    "take6": take6_playout,
    "take11": take11_playout,
    "buffalo": buffalo_playout,
    "numeranza": numeranza_playout,
}


def random_playout(
    state: State[Any, Any], seat: int, rng: random.Random, careless: frozenset[int] = frozenset()
) -> float:
    """Random actions through the contract to the end (every seat careless); 1 for a win,
    1/k for a k-way tie."""
    for _ in range(MAX_PLAYOUT_STEPS):
        if state.over:
            winners = state.result().winners
            return 1.0 / len(winners) if seat in winners else 0.0
        for actor in state.to_act():
            legal = state.legal(actor)
            state.act(actor, legal[rng.randrange(len(legal))])
    return 0.0


def playout_for(game: str) -> Playout:
    return PLAYOUTS.get(game, random_playout)


CANDIDATES: dict[str, Candidates] = {"buffalo": buffalo_candidates, "numeranza": numeranza_candidates}


def every_action(view: Mapping[str, Any], legal: list[Action]) -> list[Action]:
    return legal


def candidates_for(game: str) -> Candidates:
    return CANDIDATES.get(game, every_action)


SecretAnswers = Callable[[Mapping[str, Any]], bool]
"""secret(view) -> whether the other seats owing a decision now choose in secret."""


def in_secret(view: Mapping[str, Any]) -> bool:
    return True


def numeranza_in_secret(view: Mapping[str, Any]) -> bool:
    """V5-2: the co-op talk is heard by the whole table; the other variants' answers to a
    claim or a trip (V3-2, V3-3) are each seat's own, given without knowing the others'."""
    return bool(view["variant"] != "coop")


SECRET_ANSWERS: dict[str, SecretAnswers] = {"numeranza": numeranza_in_secret}


def secret_answers_for(game: str) -> SecretAnswers:
    return SECRET_ANSWERS.get(game, in_secret)


Habit = Callable[[Mapping[str, Any]], bool]
"""habit(view) -> whether the first candidate is the rule of thumb's, which the search keeps
unless another candidate is clearly better over the worlds it sampled (search.HABIT_Z)."""


def no_habit(view: Mapping[str, Any]) -> bool:
    return False


HABITS: dict[str, Habit] = {"numeranza": numeranza_habit}


def habit_for(game: str) -> Habit:
    return HABITS.get(game, no_habit)


Agreement = Callable[[State[Any, Any]], bool]
"""agreement(world) -> whether a world agrees with what the other seats said."""
Agrees = Callable[[Mapping[str, Any]], Agreement | None]
"""agrees(view) -> None, or whether a world dealt by `determinize` agrees with what the
other seats said in public, which `determinize` does not read (search, step 1)."""


def any_world(view: Mapping[str, Any]) -> None:
    return None


AGREES: dict[str, Agrees] = {"numeranza": numeranza_agrees}


def agrees_for(game: str) -> Agrees:
    return AGREES.get(game, any_world)


class RivalModel(Protocol):
    """Who the other seats are: learnt from the searching seat's views, drawn per world."""

    def observe(self, view: Mapping[str, Any]) -> None: ...

    def sample(self, rng: random.Random) -> frozenset[int]:
        """The seats that play carelessly (at random) in one sampled world."""
        ...

    def careful(self, seat: int) -> float:
        """The chance that `seat` plays carefully (by the game's rule of thumb)."""
        ...

    def avoided(self, seat: int) -> frozenset[int]:
        """The cards `seat` does not hold if it plays carefully (Take 6!: take6_rivals)."""
        ...

    def strict(self, seat: int) -> float:
        """The chance that `seat`, if careful, holds none of its `avoided` cards (Take 6!:
        the strict kind of careful player, take6_rivals)."""
        ...

    def careful_rows(self, seat: int) -> float:
        """The chance that `seat`, when careless, still takes the cheapest row for a low
        card (Take 6!: take6_rivals)."""
        ...


class CarefulRivals:
    """The default model: every other seat plays by the rule of thumb."""

    def observe(self, view: Mapping[str, Any]) -> None:
        """Nothing to learn: the model does not change."""

    def sample(self, rng: random.Random) -> frozenset[int]:
        return frozenset()

    def careful(self, seat: int) -> float:
        return 1.0

    def avoided(self, seat: int) -> frozenset[int]:
        return frozenset()

    def strict(self, seat: int) -> float:
        return 1.0

    def careful_rows(self, seat: int) -> float:
        return 1.0


RIVAL_MODELS: dict[str, Callable[[], RivalModel]] = {"take6": Rivals}


def rivals_for(game: str) -> RivalModel:
    """A fresh model for one seat's game."""
    return RIVAL_MODELS.get(game, CarefulRivals)()


def careful_chances(rivals: RivalModel, players: int) -> list[float]:
    """Each seat's chance to play carefully under `rivals` (1 for the searching seat)."""
    return [rivals.careful(seat) for seat in range(players)]


Playing = Callable[[Sequence[int], int, int, list[float]], None]
"""play(alive, worlds, seed, totals): play `worlds` worlds (drawn from `seed`) for the
candidates `alive` (indices into the candidates) and add each one's summed value to
totals[index]."""


class BatchPlayouts(Protocol):
    """Many worlds of one decision in one call (module docstring)."""

    cost: float
    """What a world of this decision costs against one of the game's plainest table: the
    search plays its level's batch worlds divided by it, so that every table's decisions
    take about as long (Take 6!'s fan cards: take6_kernel.WORLD_COST)."""

    def add(self, alive: Sequence[int], worlds: int, seed: int, totals: list[float]) -> None: ...


Batch = Callable[[Mapping[str, Any], list[Action], RivalModel, bool], BatchPlayouts | None]
"""batch(view, candidates, rivals, learned) -> batch playouts for the decision, or None;
`learned`: value the worlds by the game's learned network (the expert level)."""


def take6_batch(
    view: Mapping[str, Any], candidates: list[Action], rivals: RivalModel, learned: bool
) -> BatchPlayouts | None:
    """Take 6!'s card choices on the compiled kernel, where it covers them (take6_kernel);
    the expert level's worlds valued by the learned network (take6_model)."""
    if not all(isinstance(action, Play) for action in candidates):
        return None
    cards = [choice(play) for play in candidates if isinstance(play, Play)]
    seen = take6_view(view)
    net = take6_model.network() if learned else None
    players = len(seen["active"])
    avoided = [rivals.avoided(seat) for seat in range(players)]
    rows = [rivals.careful_rows(seat) for seat in range(players)]
    strict = [rivals.strict(seat) for seat in range(players)]
    return kernel_playouts(seen, cards, careful_chances(rivals, players), avoided, net, rows, strict)


def no_batch(
    view: Mapping[str, Any], candidates: list[Action], rivals: RivalModel, learned: bool
) -> BatchPlayouts | None:
    return None


BATCHES: dict[str, Batch] = {"take6": take6_batch}


def batch_for(game: str) -> Batch:
    return BATCHES.get(game, no_batch)


def take6_learned() -> bool:
    """Whether Take 6!'s learned network can be used: the kernel's extra is installed and
    the weights load (else take6_model warns once, naming the file and the fallback)."""
    return kernel.suggest("the Take 6! expert search") and take6_model.network() is not None


LEARNED: dict[str, Callable[[], bool]] = {"take6": take6_learned}
"""The games with a learned value for the expert level, and whether it can be used now."""
