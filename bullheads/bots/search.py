"""The search bot: determinized Monte Carlo search over the seat's own decisions.

For every game and every decision, from `view`, `legal` and `determinize` only:

1. Sample a world: `state.determinize(seat, rng)` re-deals everything the seat cannot
   see, consistently with all it has seen (in Take 6! every card already played, taken
   or revealed; in the professional draft every hand is public and nothing is
   re-dealt; its deal mode re-deals from its own smaller deck). Where the game says what
   the other seats' public words tell of their hidden cards (bots.playouts.AGREES:
   Numeranza's co-op phrases), a world that disagrees is dealt again, up to DEALS times.
2. The other seats that owe a decision at the same moment (a simultaneous choice, e.g.
   the secret card of Take 6!) choose in that world by the opponent model: the game's
   rule-of-thumb bot seeing its own view of the world, or, for the seats the game's
   rival model draws as careless in that world (Take 6!: learnt from what each seat
   revealed, take6_rivals), a random legal action. Seats that have already chosen in
   secret choose again so (State.withdraw_choices): `determinize` could only give them
   a card of their re-dealt hand at random. Their choices stay hidden from the
   searching seat, so this is a decoupled search: the seat's own action against
   sampled opponents' choices. A candidate that those choices make illegal (several
   seats may answer at once, and the first answer can rule out another's) is played
   before them in that world. Where the game says those seats answer in public
   (bots.playouts: Numeranza's co-op talk), the seat acts first in each world instead
   and the playout has the others answer it.
3. Every candidate action of the seat is played in a copy of that world and valued by
   the game's playout (bots.playouts, told the careless seats), all candidates with the
   same random numbers, so the comparison between them is sharp even with few worlds.
4. Successive halving: after a quarter and after half of the worlds, and first after an
   eighth when that is `EARLY_CUT` worlds or more, the worse half of the candidates is
   dropped (at least two stay); the survivor with the best mean value is chosen. The
   paired comparison of step 3 tells a bad card early: at Take 6!'s strong level the
   early cut saves 29% of the playouts of a 10-card hand. Where the game names the rule
   of thumb's candidate (bots.playouts.HABITS: Numeranza's co-op talk), that one is
   never cut and is kept unless another beats it by HABIT_Z standard errors of their
   paired difference: a few dozen worlds cannot settle close calls that the rule of
   thumb computes exactly.

Every decision the rules give a seat is searched the same way (the low-card row choice
of Take 6! is its own decision). The budget is a number of worlds per level, so a bot's
choices depend only on its seed and what it sees; an optional time limit stops early.
Games whose playouts are slow sample fewer worlds at the normal and strong levels, so
that the default level still decides in well under a second. A game may play steps 1 to
3 of many worlds in one batch call (bots.playouts.BATCHES: Take 6!'s card choices on the
compiled kernel, take6_kernel), and its levels then sample far more worlds in less time,
divided by what a world of the table costs (BatchPlayouts.cost: the fan cards make Take
6!'s worlds dearer); there the deal of step 1 also keeps from each seat drawn careful the
cards its reveals ruled out of its hand (take6_rivals), which `determinize` cannot know.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from bullheads.bots.base import Bot, decide
from bullheads.bots.playouts import (
    LEARNED,
    SLOW_PLAYOUTS,
    Agreement,
    Playing,
    agrees_for,
    batch_for,
    candidates_for,
    habit_for,
    playout_for,
    rivals_for,
    secret_answers_for,
)
from bullheads.core.errors import BullheadsError
from bullheads.core.state import Action, State


@dataclasses.dataclass(frozen=True, slots=True)
class Level:
    """A search budget: how many worlds (determinizations) each decision samples, and how
    many in a game whose playout is slow (bots.playouts.SLOW_PLAYOUTS)."""

    name: str
    worlds: int
    slow_worlds: int
    batch_worlds: int
    """Worlds per decision where the game's batch playouts cover it (bots.playouts.BATCHES:
    Take 6!'s card choices on the compiled kernel), divided by what a world costs at the
    table (BatchPlayouts.cost)."""
    learned: bool = False
    """Whether the worlds are valued by the game's learned network where it has one
    (bots.playouts.LEARNED: Take 6!'s, take6_model); without it the level plays as
    `FALLBACK`."""


LEVELS: dict[str, Level] = {
    level.name: level
    for level in (
        Level("easy", 30, 30, 500),
        Level("normal", 250, 60, 14000),
        Level("strong", 1000, 250, 20000),
        Level("expert", 250, 60, 4000, learned=True),
    )
}
DEFAULT_LEVEL = "normal"
FALLBACK = "strong"
"""The level an expert bot plays as where its game's network cannot be used."""
EARLY_CUT = 100
"""The fewest worlds an eighth of the budget must hold for the early cut (step 4): on the
Python path only Take 6!'s strong level (125 of 1000); on the compiled kernel the normal
and strong levels (1,750 of 14,000 and 2,500 of 20,000). Cut after 31 of the normal
level's 250 worlds, the search dropped good candidates: against rule-of-thumb bots it won
65.1% of 300 games instead of 69.5% and took 5.79 heads a round instead of 5.24
(docs/bots.md)."""
DEALS = 20
"""How many times step 1 deals a world that must agree with what the other seats said
(bots.playouts.AGREES) before it takes the last one dealt."""
HABIT_Z = 2.0
"""How clearly a candidate must beat the rule of thumb's where the game keeps that one
(bots.playouts.HABITS): its mean gain over the worlds, paired world by world, at least
HABIT_Z standard errors."""


class SearchBot:
    """Determinized Monte Carlo search (module docstring); any game, any seat."""

    def __init__(
        self,
        game: str,
        opponents: Bot,
        level: str = DEFAULT_LEVEL,
        seed: int | None = None,
        seconds: float | None = None,
    ) -> None:
        """`opponents` is the model of the other seats' simultaneous choices (step 2)."""
        if level not in LEVELS:
            raise BullheadsError(f"unknown search level {level!r} (levels: {', '.join(LEVELS)})")
        self.name = "search" if level == DEFAULT_LEVEL else f"search:{level}"
        self.level = LEVELS[level]
        learned = LEARNED.get(game)
        if self.level.learned and learned is not None and not learned():
            self.level = LEVELS[FALLBACK]
        self.worlds = self.level.slow_worlds if game in SLOW_PLAYOUTS else self.level.worlds
        self.seconds = seconds
        self.rng = random.Random(seed)
        self.playout = playout_for(game)
        self.candidates = candidates_for(game)
        self.secret = secret_answers_for(game)
        self.habit = habit_for(game)
        self.agrees = agrees_for(game)
        self.opponents = opponents
        self.rivals = rivals_for(game)
        self.batch = batch_for(game)
        self.deadline: float | None = None

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        raise BullheadsError("the search bot needs determinize: ask it with bullheads.bots.base.decide")

    def choose_in(self, state: State[Any, Any], seat: int) -> Action:
        """The seat's decision, from state.view/legal/determinize for `seat` only."""
        view = state.view(seat)
        self.rivals.observe(view)
        legal: list[Action] = self.candidates(view, state.legal(seat))
        if len(legal) == 1:
            return legal[0]
        batch = self.batch(view, legal, self.rivals, self.level.learned)
        if batch is not None:
            return self._halving(legal, max(1, round(self.level.batch_worlds / batch.cost)), batch.add)

        secret = self.secret(view)
        habit = self.habit(view)
        gaps = Gaps(len(legal)) if habit else None
        agrees = self.agrees(view)

        def play(alive: Sequence[int], worlds: int, seed: int, totals: list[float]) -> None:
            self._worlds(state, seat, legal, alive, worlds, totals, secret, gaps, agrees)

        choice = self._halving(legal, self.worlds, play, keep_first=habit)
        if gaps is not None and not gaps.clearly_better(legal.index(choice)):
            return legal[0]
        return choice

    def _halving(self, legal: list[Action], worlds: int, play: Playing, keep_first: bool = False) -> Action:
        """Step 4: `worlds` worlds in runs between the cuts, the worse half dropped at each
        (never the first candidate when `keep_first`)."""
        self.deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        alive = list(range(len(legal)))
        totals = [0.0] * len(legal)
        checkpoints = {worlds // 4, worlds // 2}
        if worlds // 8 >= EARLY_CUT:
            checkpoints.add(worlds // 8)
        bounds = sorted({0, *checkpoints, worlds})
        for start, stop in itertools.pairwise(bounds):
            if start in checkpoints and len(alive) > 2:
                alive.sort(key=lambda index: -totals[index])
                alive = alive[: max(2, len(alive) // 2)]
                if keep_first and 0 not in alive:
                    alive.append(0)
            play(alive, stop - start, self.rng.getrandbits(64), totals)
            if self._late():
                break
        return legal[max(alive, key=lambda index: totals[index])]

    def _worlds(
        self,
        state: State[Any, Any],
        seat: int,
        legal: list[Action],
        alive: Sequence[int],
        worlds: int,
        totals: list[float],
        secret: bool = True,
        gaps: Gaps | None = None,
        agrees: Agreement | None = None,
    ) -> None:
        """Steps 1 to 3 on the Python path: `worlds` worlds, each candidate of `alive` valued
        in each, its values added to totals[index]; the other seats owing a decision now
        choose first only when they choose in `secret` (step 2). With `gaps`, each world's
        values are also compared with the first candidate's (alive throughout). With
        `agrees`, a world that does not agree is dealt again, at most DEALS times."""
        for _ in range(worlds):
            world = state.determinize(seat, self.rng)
            for _ in range(DEALS - 1):
                if agrees is None or agrees(world):
                    break
                world = state.determinize(seat, self.rng)
            world.withdraw_choices(seat)
            careless = self.rivals.sample(self.rng)
            others = [other for other in world.to_act() if other != seat] if secret else []
            dealt = world.clone() if others else world
            for other in others:
                if other in careless:
                    choices = world.legal(other)
                    world.act(other, choices[self.rng.randrange(len(choices))])
                else:
                    world.act(other, decide(self.opponents, world, other))
            allowed = world.legal(seat)
            playout_seed = self.rng.getrandbits(64)
            values: dict[int, float] = {}
            for index in alive:
                # An action the others' modelled choices have ruled out (when the first
                # answer can rule out another's) is played before them instead.
                copy = (world if legal[index] in allowed else dealt).clone()
                copy.act(seat, legal[index])
                values[index] = self.playout(copy, seat, random.Random(playout_seed), careless)
                totals[index] += values[index]
            if gaps is not None:
                gaps.add(values)
            if self._late():
                return

    def _late(self) -> bool:
        """Whether the optional time limit of this decision has passed."""
        return self.deadline is not None and time.perf_counter() > self.deadline


class Gaps:
    """Each candidate's gain over the first candidate, world by world: what HABIT_Z needs."""

    def __init__(self, candidates: int) -> None:
        self.worlds = [0] * candidates
        self.sums = [0.0] * candidates
        self.squares = [0.0] * candidates

    def add(self, values: Mapping[int, float]) -> None:
        """One world's values of the candidates played in it (the first among them)."""
        first = values[0]
        for index, value in values.items():
            gain = value - first
            self.worlds[index] += 1
            self.sums[index] += gain
            self.squares[index] += gain * gain

    def clearly_better(self, index: int) -> bool:
        """Whether candidate `index` beat the first by HABIT_Z standard errors of its mean
        gain (the first candidate is never clearly better than itself)."""
        worlds = self.worlds[index]
        if index == 0 or worlds < 2:
            return False
        mean = self.sums[index] / worlds
        variance = max(0.0, (self.squares[index] - worlds * mean * mean) / (worlds - 1))
        return mean > HABIT_Z * math.sqrt(variance / worlds)
