"""What the Take 6! search bot learns of the other seats: careful (strict or loose) or careless.

Every reveal (T6-04) shows which card each seat played (the view's "played"). Measured
against the table the seat saw just before that reveal, the rule of thumb
(take6_heuristic) ranks the cards a player might have held; a careful player's card is
nearly always the best ranked card of its hand, a careless player's card is any card.
The chance of the card a seat played, under each model, for a seat holding k cards out
of the N this seat has not seen:

- careless: every unseen card alike, 1/N;
- careful: the card is in the hand and none of the m cards the rule finds cheaper (by
  more than `TOLERANCE`) is, C(P-1-m, k-1) / C(P, k), shared with the t cards it finds
  as cheap that the hand may also hold (divided by 1 + (k-1) t / (P-1-m)), and mixed
  with `SLIP` of careless play, since nobody follows the rule to the letter. The hand is
  taken for a random draw of the P unseen cards a careful seat may still hold: not those
  its earlier reveals of the round showed the rule found cheaper (`avoided`, below; the
  rows' ties it rules out are kept in the P, and a card among them, once played, counts
  against the strict kind), and m and t count among those P. A careful player keeps
  the cards it found dear, so counted among all N unseen cards, its late cards would
  look careless; counted among the P, a hand is judged while it holds `MIN_HAND` cards
  or more. In the professional draft the hands are public (T6-16), so the careful
  chance is whether the card is one of the rule's cheapest of the known hand (within
  `TOLERANCE`, shared among them), at every turn.

Careful players come in two kinds. A strict one plays as the rule of thumb would from
every hand it held this round, so its reveals also tell which cards it does not hold
(`avoided`, below). A loose one, a player who mostly plays a card the rule finds
cheapest but may keep a cheap card for later (as the search bots do), is judged by the
same chance with nothing ruled out (all N unseen cards its pool): a strict player's card
that was cheaper than an earlier one is proof of carelessness, a loose player's is not.
The loose kind holds `LOOSE_SHARE` of the careful prior. Each kind's evidence against
careless play is summed on its own (capped), and Bayes' rule turns `PRIOR` and the
sums into each seat's chance to be careful (`careful`), and, if careful, strict
(`strict`), reveal by reveal. The search draws each seat's kind from those chances in
every world it samples: a careful seat plays its current card by the rule of thumb and
takes the rest of the round's heads at its pace (a strict one dealt without its avoided
cards, kernel.search); a careless seat plays at random and takes the heads a random
rollout gives it (take6_playout). Against random players that lets the search set traps
a careful player would dodge; against careful players it stops counting heads they
never take.

A low card's row (T6-09) tells how a seat takes rows. The rule of thumb takes the
cheapest row; so do most people, even those who do not choose their cards by it; a
random player takes any row alike. Every other seat's take of a row for a low card
updates a second chance, that the seat takes the cheapest row (`careful_rows`, from
`ROW_PRIOR`): a take of a cheapest row of k tied ones has chance (1 - SLIP) / k + SLIP /
4 under that model and 1/4 at random, any other row SLIP / 4 and 1/4. Both careful
kinds take the cheapest row, so the same take is also evidence for them against careless
play (a random player's row): the cheapest-row taker's chance of the take, (1 - SLIP) /
k or 0, weighed as a careful player's card is (mixed with SLIP of careless play). A
random player is often shown so by its rows before its cards tell it from a loose one,
and a search bot, whose cards alone look careless, by its rows as careful. A seat drawn
careless in a world takes a random row there with the other chance, as a random player
does (kernel.search); a seat drawn careful takes the cheapest, as the rule of thumb
does. The take shows in the view after the turn: at most one card of a turn can be a
low card (the row it takes then ends below every card of the turn), it is placed first,
at the rows of the view before, and the row's cards are what its owner's penalty pile
gained.

A reveal also tells where cards are not. A careful player held none of the cards the
rule finds cheaper than the one it played (by more than `TOLERANCE`): had it held one,
it would have played it; nor, where the rows alone decide the costs (a low card, a full
row, a row with room for every other seat's card: the same for every seat), a card of
the same cost and higher, since the rule plays the higher card of equals (on a 4-player
round's first turn a strict seat's card is the highest it holds that fits a row). A
hand only loses cards during a round, so those cards are not
in that seat's hand for the rest of the round, at any hand size (`avoided`). The
compiled search deals the seats it draws careful their hidden hands from the other
unseen cards (kernel.search.redeal); the Python path re-deals through the game's
`determinize`, which knows nothing of this.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence, Set
from functools import cached_property
from math import comb
from typing import Any

from bullheads.bots.take6_heuristic import play_costs, settled_costs, unseen_cards
from bullheads.games.take6.table import NO_ROW, Table
from bullheads.games.take6.views import Take6View, take6_view

PRIOR = 0.5
"""The chance that a seat plays carefully before it has revealed a card."""
SLIP = 0.1
"""The share of a careful player's cards that are not the rule of thumb's choice."""
TOLERANCE = 0.25
"""Costs this close (in heads) count as equal: the other seat judges from its own unseen
cards, not this seat's, so small differences and the rule's tie-break among them are not
evidence (but where the rows alone decide both costs they are, `Evidence.preferred`)."""
ROW_PRIOR = 0.5
"""The chance that a seat takes the cheapest row for a low card before it has taken one."""
MIN_HAND = 2
"""The fewest cards a hidden hand must hold for its card to be a choice worth judging."""
LOG_ODDS_CAP = 30.0
"""Evidence beyond this many nats changes nothing and would overflow `exp`."""
LOOSE_SHARE = 0.5
"""The share of `PRIOR` held by the loose kind of careful player (module docstring)."""


class Rivals:
    """The other seats' chances to play carefully, learnt from one seat's views."""

    def __init__(self) -> None:
        self.log_odds: dict[int, float] = {}
        """Each seat's evidence, in nats, for the strict careful kind against careless play."""
        self.loose_odds: dict[int, float] = {}
        """The same for the loose kind (nothing ruled out of its hand)."""
        self.row_log_odds: dict[int, float] = {}
        self.seats: tuple[int, ...] = ()
        self.before: Take6View | None = None
        self._avoided: dict[int, set[int]] = {}
        self._cheaper: dict[int, set[int]] = {}
        """The part of `_avoided` the rule found cheaper (`Evidence.cheaper`), without the
        rows' ties: the strict kind's evidence is weighed among the cards not in it, so
        that a seat is not judged strict for playing its highest card first."""

    def observe(self, given: Mapping[str, Any]) -> None:
        """Learn from the reveal since the previous card choice; give every card-choice view
        (views of other games, which have no "played", teach nothing)."""
        if given.get("phase") != "choose" or "played" not in given:
            return
        view = take6_view(given)
        me = view["seat"]
        self.seats = tuple(seat for seat, playing in enumerate(view["active"]) if playing and seat != me)
        before = self.before
        if before is None or before["round"] != view["round"]:
            self._avoided, self._cheaper = {}, {}  # T6-03: a new round deals new hands
        elif view["turn"] == before["turn"] + 1:
            evidence = Evidence(before)
            for seat, card in enumerate(view["played"]):
                if seat != me and card:
                    avoided = self._avoided.setdefault(seat, set())
                    cheaper = self._cheaper.setdefault(seat, set())
                    careful, careless = evidence.likelihoods(seat, card, cheaper)
                    self.learn(seat, 0.0 if card in avoided else careful, careless)
                    self.learn(seat, *evidence.likelihoods(seat, card), self.loose_odds)
                    avoided.update(evidence.preferred(card))
                    cheaper.update(evidence.cheaper(card))
            self.learn_rows(before, view)
        self.before = view

    def learn_rows(self, before: Take6View, after: Take6View) -> None:
        """Weigh the row a seat took for its low card between the views `before` and
        `after` one turn (module docstring); nothing with fan cards, whose markers change
        which rows a card fits."""
        if "fans" in before:
            return
        card, seat = min((card, seat) for seat, card in enumerate(after["played"]) if card)
        if seat == after["seat"] or Table(before["rows"]).target(card) != NO_ROW:
            return  # no low card this turn (T6-09), or the searching seat's own
        gained = sorted(set(after["penalty"][seat]) - set(before["penalty"][seat]))
        taken = [row for row, cards in enumerate(before["rows"]) if sorted(cards) == gained]
        if len(taken) != 1:
            return  # not the take the rules make: learn nothing
        heads = before["row_heads"]
        cheapest = cheapest_rows(heads)
        at_random = 1.0 / len(heads)
        careful = (1.0 - SLIP) / len(cheapest) if taken[0] in cheapest else 0.0
        odds = self.row_log_odds.get(seat, math.log(ROW_PRIOR / (1.0 - ROW_PRIOR)))
        odds += math.log((careful + SLIP * at_random) / at_random)
        self.row_log_odds[seat] = max(-LOG_ODDS_CAP, min(LOG_ODDS_CAP, odds))
        self.learn(seat, careful, at_random)  # both careful kinds take the cheapest row
        self.learn(seat, careful, at_random, self.loose_odds)

    def learn(self, seat: int, careful: float, careless: float, kind: dict[int, float] | None = None) -> None:
        """Weigh the evidence of a card that a careful player of a kind (the strict one
        unless `kind` is given: its sums) plays with chance `careful` and a careless one
        with chance `careless` (none if both are 0)."""
        if careless <= 0.0:
            return
        sums = self.log_odds if kind is None else kind
        odds = sums.get(seat, 0.0)
        odds += math.log(((1.0 - SLIP) * careful + SLIP * careless) / careless)
        sums[seat] = max(-LOG_ODDS_CAP, min(LOG_ODDS_CAP, odds))

    def _kinds(self, seat: int) -> tuple[float, float, float]:
        """The weights of the strict, loose and careless kinds for `seat`: prior times
        evidence, scaled so that the largest evidence is 1 (no overflow)."""
        strict = self.log_odds.get(seat, 0.0)
        loose = self.loose_odds.get(seat, 0.0)
        top = max(strict, loose, 0.0)
        return (
            PRIOR * (1.0 - LOOSE_SHARE) * math.exp(strict - top),
            PRIOR * LOOSE_SHARE * math.exp(loose - top),
            (1.0 - PRIOR) * math.exp(-top),
        )

    def careful(self, seat: int) -> float:
        """The chance that `seat` plays like the rule of thumb (either careful kind)."""
        strict, loose, careless = self._kinds(seat)
        return (strict + loose) / (strict + loose + careless)

    def strict(self, seat: int) -> float:
        """The chance that `seat`, if careful, is of the strict kind: holds none of its
        `avoided` cards."""
        strict, loose, _ = self._kinds(seat)
        return strict / (strict + loose)

    def careful_rows(self, seat: int) -> float:
        """The chance that `seat` takes the cheapest row for a low card (module docstring)."""
        odds = self.row_log_odds.get(seat)
        return ROW_PRIOR if odds is None else 1.0 / (1.0 + math.exp(-odds))

    def sample(self, rng: random.Random) -> frozenset[int]:
        """The seats that play carelessly in one sampled world."""
        return frozenset(seat for seat in self.seats if rng.random() >= self.careful(seat))

    def avoided(self, seat: int) -> frozenset[int]:
        """The cards `seat` does not hold this round if it plays carefully (module
        docstring): each cheaper, when it played a card, than that card."""
        return frozenset(self._avoided.get(seat, ()))


def cheapest_rows(row_heads: Sequence[int]) -> list[int]:
    """The rows with the fewest heads: those a cheapest-row taker may take for a low card
    (T6-09; the rule of thumb's `Table.cheapest_row` is one of them)."""
    return [row for row, heads in enumerate(row_heads) if heads == min(row_heads)]


class Evidence:
    """What one card-choice view tells of the card each other seat plays next: the rule
    of thumb's cost of every card this seat has not seen, worked out once for all seats."""

    def __init__(self, before: Take6View) -> None:
        self.before = before

    @cached_property
    def unseen(self) -> list[int]:
        """The cards the seat of `before` has not seen, in order."""
        return unseen_cards(self.before)

    @cached_property
    def costs(self) -> dict[int, float]:
        """The rule of thumb's cost of each unseen card (in order) at the table of `before`."""
        return play_costs(self.before, self.unseen)

    @cached_property
    def settled(self) -> dict[int, float]:
        """The unseen cards whose cost the rows alone decide (`settled_costs`), with it."""
        return settled_costs(self.before, self.unseen)

    def preferred(self, card: int) -> set[int]:
        """The unseen cards a strict careful seat would have played instead of `card`:
        those the rule finds cheaper (`cheaper`) and, where the rows alone decide both
        costs, any card of a lower cost or of the same cost and higher, since the rule
        plays the higher card of equals and every seat sees those costs alike (on the first
        turn of a 4-player round every card that fits a row costs nothing, so a strict
        seat's first card is the highest card it holds that fits a row)."""
        ruled = self.cheaper(card)
        cost = self.settled.get(card)
        if cost is not None and "hands" not in self.before:
            ruled.update(other for other, price in self.settled.items() if (price, -other) < (cost, -card))
        return ruled

    def cheaper(self, card: int) -> set[int]:
        """The unseen cards the rule finds cheaper than `card` by more than `TOLERANCE`:
        those a careful seat that played `card` did not hold. None where the hands are
        public (the professional draft: nothing is left to learn)."""
        if "hands" in self.before:
            return set()
        cost = self.costs.get(card)
        if cost is None:
            return set()
        return {other for other, price in self.costs.items() if price < cost - TOLERANCE}

    def likelihoods(self, seat: int, card: int, avoided: Set[int] = frozenset()) -> tuple[float, float]:
        """The chances that `seat` plays `card` at the table of `before` if it plays by the
        rule of thumb, not holding the cards `avoided`, and if it plays at random (module
        docstring); (0, 0), no evidence, if `card` is not one `before` left possible or the
        hidden hand is too small to judge."""
        hands = self.before.get("hands")
        if hands is not None:
            hand = hands[seat]
            if card not in hand:
                return 0.0, 0.0
            cheapest = min(self.costs[other] for other in hand)
            near = [other for other in hand if self.costs[other] <= cheapest + TOLERANCE]
            return (1.0 / len(near) if card in near else 0.0), 1.0 / len(hand)
        held = self.before["hand_sizes"][seat]
        if held < MIN_HAND or card not in self.costs:
            return 0.0, 0.0
        careless = 1.0 / len(self.costs)
        if card in avoided:
            return 0.0, careless
        pool = [price for other, price in self.costs.items() if other not in avoided]
        cost = self.costs[card]
        higher = len(self.cheaper(card) - avoided)
        tied = sum(1 for price in pool if abs(price - cost) <= TOLERANCE) - 1
        size = len(pool)
        if size < held:  # more cards avoided than can be: the evidence was wrong somewhere
            return 0.0, 0.0
        alone = comb(size - 1 - higher, held - 1) / comb(size, held)
        if alone == 0.0:
            return 0.0, careless
        return alone / (1.0 + (held - 1) * tied / (size - 1 - higher)), careless
