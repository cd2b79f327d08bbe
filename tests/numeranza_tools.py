"""Shared helpers for the Numeranza tests: exact set-ups from scripted chance, and
positions arranged by moving a seat's own cards between its zones."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig, NumeranzaState
from bullheads.games.numeranza.cards import STARTING_NUMBERS

SPECIALS = 36


def deck(seat: int, numbers: Sequence[int] = STARTING_NUMBERS) -> dict[str, Any]:
    """The shuffle outcome giving `seat` a deck in this order of numbers (top first)."""
    ids = list(range(SPECIALS + 5 * seat, SPECIALS + 5 * seat + 5))
    free = dict(zip(ids, STARTING_NUMBERS, strict=True))
    order = []
    for number in numbers:
        card = next(card for card, n in free.items() if n == number)
        del free[card]
        order.append(card)
    return {"shuffle": seat, "deck": order}


def new(
    variant: str,
    players: int = 2,
    setup: Sequence[Any] = (),
    decks: Sequence[Sequence[int]] | None = None,
    seed: int = 0,
    **options: Any,
) -> NumeranzaState:
    """A game whose decks are in the given orders (default 1,2,2,3,4), followed by the
    `setup` outcomes (target dice, spiral, diamond, start rolls); the seed does the rest."""
    orders = decks or [STARTING_NUMBERS] * players
    outcomes = [deck(seat, order) for seat, order in enumerate(orders)] + list(setup)
    return NUMERANZA.new(NumeranzaConfig(variant=variant, players=players, **options), seed, outcomes)


def special(state: NumeranzaState, number: int) -> int:
    """A card of `number` still in the central deck."""
    return next(card for card in state.central if state.number(card) == number)


def arrange(
    state: NumeranzaState,
    seat: int,
    play: Sequence[int] = (),
    hand: Sequence[int] | None = None,
    won: Sequence[int] = (),
) -> None:
    """Put cards of these numbers of `seat`'s own into its play zone and (when given) hand.

    `won` numbers are specials taken from the central deck first: they count as won by
    `seat` and can then be placed like its other cards. Cards not placed stay where they
    were (a hand given replaces the hand: its other cards go to the top of the deck)."""
    zone = state.zones[seat]
    for number in won:
        card = special(state, number)
        state.central.remove(card)
        state.won[seat].append(card)
        zone.discard.append(card)
    if hand is not None:
        zone.deck[:0] = zone.hand
        zone.hand = []
    for name, numbers in (("play", play), ("hand", hand or ())):
        for number in numbers:
            for source in (zone.deck, zone.discard, zone.hand, zone.play):
                if source is getattr(zone, name):
                    continue
                found = next((c for c in source if state.number(c) == number), None)
                if found is not None:
                    source.remove(found)
                    getattr(zone, name).append(found)
                    if name == "play" and state.rules.face_down_play():
                        zone.hidden.add(found)
                    break
            else:
                raise AssertionError(f"seat {seat} has no free {number}")


def run(state: NumeranzaState, *steps: tuple[int, Any]) -> list[Any]:
    """Apply (seat, action) pairs; return all events."""
    events: list[Any] = []
    for seat, action in steps:
        events += state.act(seat, action)
    return events


def kinds(events: Sequence[Any]) -> list[str]:
    return [event.kind() for event in events]
