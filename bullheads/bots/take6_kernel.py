"""The Take 6! search's card choices on the compiled kernel: many worlds in one call.

`kernel_playouts(view, candidates, careful, avoided)` returns a `KernelPlayouts` for a card
choice the kernel covers (the base game or the professional deal mode, any end rule, any
number of players, the fan cards: no professional draft, docs/kernel.md), else None and
the search plays its worlds on the Python path. `KernelPlayouts.add(...)` plays a number of
worlds of the search's steps 1 to 3 for some of the candidates in one compiled call
(bullheads.games.take6.kernel.search) and adds their values up: the same opponent
model as the Python path, drawn from the kernel's own seeded generator, worlds that keep
from each seat drawn careful the cards its reveals showed it did not hold (take6_rivals;
the Python path's `determinize` cannot), low cards taken as each seat has been seen to
take rows (`careful_rows`; the Python path's rollout takes the cheapest), and a playout
the Python path cannot afford: the round played out by the rule of thumb for every seat
but those drawn careless (kernel.search, step 3).

Everything is built from the seat's view: its hand, the rows, the cards gone this round
(rows, penalty piles, revealed cards), the heads each seat has taken, the totals and
who is still playing. Without the kernel's extra it says once where it would help
(kernel.suggest) and returns None.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any

from bullheads.bots.take6_outlook import paces
from bullheads.games.take6 import Play, kernel
from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.config import EndRule, ProMode, Take6Config
from bullheads.games.take6.fans import COW, DIGIT_FLIP, EVEN_ODD, MOUNTAINEERING
from bullheads.games.take6.views import Take6View

if TYPE_CHECKING:
    from bullheads.games.take6.kernel.value import Network

WHERE = "the Take 6! search bot"
WORLD_COST: dict[frozenset[str], float] = {
    frozenset(): 1.0,
    frozenset({EVEN_ODD}): 2.9,
    frozenset({MOUNTAINEERING}): 4.4,
    frozenset({COW}): 1.7,
    frozenset({DIGIT_FLIP}): 3.3,
    frozenset({EVEN_ODD, MOUNTAINEERING}): 4.5,
    frozenset({EVEN_ODD, COW}): 3.4,
    frozenset({EVEN_ODD, DIGIT_FLIP}): 6.0,
    frozenset({MOUNTAINEERING, COW}): 4.7,
    frozenset({MOUNTAINEERING, DIGIT_FLIP}): 9.5,
    frozenset({COW, DIGIT_FLIP}): 4.4,
    frozenset({EVEN_ODD, MOUNTAINEERING, COW}): 4.7,
    frozenset({EVEN_ODD, MOUNTAINEERING, DIGIT_FLIP}): 9.8,
    frozenset({EVEN_ODD, COW, DIGIT_FLIP}): 6.6,
    frozenset({MOUNTAINEERING, COW, DIGIT_FLIP}): 10.4,
    frozenset({EVEN_ODD, MOUNTAINEERING, COW, DIGIT_FLIP}): 10.5,
}
"""What a world of a card choice costs with each set of fan cards, against the base game's
(CPU time, measured by `python benchmarks/take6_world_cost.py --games 3 --trials 3`): the
rule of thumb that plays out a world counts, with a steering marker, the row of every
unseen card each turn, and while a seat holds its Digit Flip it judges each card that can
be flipped twice, and those cards are the search's candidates twice. The search divides
a level's worlds by it (`KernelPlayouts.cost`), so that a decision at a fan table takes
about as long as one of the base game."""


def choice(play: Play) -> int:
    """The kernel's choice of a card play (kernel/flip.py): its card, negated when it is
    played flipped (FAN-FLIP-2). Needs no numba: the search converts its candidates
    before it knows whether the kernel can be used."""
    return -play.card if play.flip else play.card


def kernel_playouts(
    view: Take6View,
    cards: Sequence[int],
    careful: Sequence[float],
    avoided: Sequence[Collection[int]] = (),
    net: Network | None = None,
    careful_rows: Sequence[float] | None = None,
    strict: Sequence[float] | None = None,
) -> KernelPlayouts | None:
    """The kernel's playouts for choosing one of `cards` in `view` (a card choice; a card
    negated is played flipped, FAN-FLIP-2), or None where the kernel does not cover the
    game (module docstring). `careful` is each
    seat's chance to play carefully and `avoided` the cards it then does not hold
    (take6_rivals; none if not given); with `net`, the worlds are valued by that learned
    network (the expert level, kernel/value.py) instead of rollouts. `careful_rows` is
    each seat's chance, if careless, to still take the cheapest row for a low card (else
    a random one; take6_rivals.Rivals.careful_rows; 1 for every seat if not given), and
    `strict` each seat's chance, if careful, to hold none of its `avoided` cards (the
    strict kind, take6_rivals.Rivals.strict; 1 for every seat if not given)."""
    seat, hand = view["seat"], view["hand"]
    if view["phase"] != "choose" or "hands" in view or seat is None or hand is None:
        return None
    config = Take6Config.from_json(view["config"])
    if kernel.uncovered(config) is not None:
        return None
    if (config.fans and net is not None) or not kernel.suggest(WHERE):  # the network knows no fan cards
        return None
    rows = [1.0] * config.players if careful_rows is None else careful_rows
    kinds = [1.0] * config.players if strict is None else strict
    return KernelPlayouts(view, seat, hand, config, cards, (careful, rows, kinds), avoided, net)


def load_table(games: Any, slot: int, view: Take6View) -> None:
    """Copy what `view` shows of the table into the kernel's `slot`: the rows (their
    cards, lengths, last cards and heads, the fan cards standing on them), the heads
    each seat has taken this round and who plays. The search's known slot and the value
    network's training positions (bullheads.lab.value_selfplay) are both loaded by it."""
    games.rows[slot] = 0
    for row, cards in enumerate(view["rows"]):
        games.rows[slot, row, : len(cards)] = cards
        games.row_len[slot, row] = len(cards)
        games.lasts[slot, row] = cards[-1]
    games.row_heads[slot] = view["row_heads"]
    games.penalty[slot] = view["penalty_heads"]
    games.active[slot] = view["active"]
    if "fans" in view:
        from bullheads.games.take6.kernel.fans import load_markers

        load_markers(games, slot, view["fans"]["markers"])
        games.flips[slot] = view["fans"]["digit_flips"] or False


class KernelPlayouts:
    """The arrays of one card choice's search (kernel.search documents them)."""

    def __init__(
        self,
        view: Take6View,
        seat: int,
        hand: list[int],
        config: Take6Config,
        cards: Sequence[int],
        careful: tuple[Sequence[float], Sequence[float], Sequence[float]],
        avoided: Sequence[Collection[int]],
        net: Network | None,
    ) -> None:
        """The arrays of the card choice of `seat`, holding `hand`, in `view`."""
        import numpy as np

        from bullheads.games.take6.kernel import games as kgames
        from bullheads.games.take6.kernel import search
        from bullheads.games.take6.kernel.batch import one_round
        from bullheads.games.take6.kernel.value import empty_network

        self._np = np
        self._search = search
        players = config.players
        # a world plays one round to its end only
        self.games = games = one_round(3, players, config.professional is ProMode.DEAL, config.fans)
        self.seat = seat
        known = search.KNOWN
        games.hands[known, seat, : len(hand)] = hand
        games.hand_size[known] = len(hand)
        load_table(games, known, view)
        for cards_in_row in view["rows"]:
            games.gone[known, cards_in_row] = True
        for pile in view["penalty"]:
            games.gone[known, pile] = True
        for card, _ in view["revealed"]:
            games.gone[known, card] = True
        games.phase[known] = kgames.CHOOSE
        games.round[known] = 1
        games.turn[known] = view["turn"]
        self.cards = np.array(cards, np.int32)
        self.careful = np.array(careful, np.float64)
        self.avoid = np.zeros((players, DECK_SIZE + 1), np.bool_)
        for other, cards_avoided in enumerate(avoided):
            self.avoid[other, list(cards_avoided)] = True
        self.pace = np.array(paces(view["totals"], view["round"] - 1, seat), np.float64)
        self.totals = np.array(view["totals"], np.float64)
        self.setting = setting = np.zeros(3, np.float64)
        rounds = config.rounds - view["round"] if config.end is EndRule.ROUNDS else -1.0
        setting[search.ROUNDS_LEFT] = rounds
        setting[search.LIMIT] = config.limit
        setting[search.ELIMINATION] = config.end is EndRule.ELIMINATION
        self.chosen = np.zeros(players, np.int32)
        self.cost = WORLD_COST[frozenset(config.fans)]
        """What a world of this table costs against one of the base game (WORLD_COST)."""
        self.careless = np.zeros(players, np.int32)
        self.ends = np.zeros(players, np.float64)
        self.net = empty_network() if net is None else net

    def add(self, alive: Sequence[int], worlds: int, seed: int, totals: list[float]) -> None:
        """Play `worlds` worlds (drawn from `seed`) for the candidates `alive` (indices of
        the cards given) and add each one's summed value to totals[index]."""
        np = self._np
        values = np.zeros(len(alive), np.float64)
        self.games.rng[self._search.KNOWN] = seed
        self._search.evaluate(
            self.games,
            self.seat,
            self.cards[list(alive)],
            self.careful,
            self.avoid,
            self.pace,
            self.totals,
            self.setting,
            worlds,
            values,
            self.chosen,
            self.careless,
            self.ends,
            self.net,
        )
        for index, value in zip(alive, values.tolist(), strict=True):
            totals[index] += value
