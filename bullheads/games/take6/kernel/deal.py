"""The deal, compiled (T6-03; the professional deck of T6-15)."""

from __future__ import annotations

from bullheads.games.take6.cards import DECK_SIZE
from bullheads.games.take6.deal import PER_HAND, ROWS
from bullheads.games.take6.kernel import fans
from bullheads.games.take6.kernel._jit import jit
from bullheads.games.take6.kernel.games import FANS, PROFESSIONAL, Games
from bullheads.games.take6.kernel.rng import below
from bullheads.games.take6.kernel.takes import HEADS


@jit
def deck_size(games: Games, g: int) -> int:
    """T6-01: 104 cards; with the professional deck 1..(10 x players + 4) for the seats
    still playing (T6-15, T6-17)."""
    if games.rules[PROFESSIONAL]:
        players = 0
        for seat in range(games.active.shape[1]):
            players += games.active[g, seat]
        return PER_HAND * players + ROWS
    return DECK_SIZE


@jit
def deal(games: Games, g: int) -> None:
    """T6-03: from the shuffled deck, 10 cards to each seat still playing in seat order,
    then one card to start each row (`deal.shuffled_deal`'s order). The draw is a partial
    Fisher-Yates shuffle with the game's own generator. The fan cards on the rows are
    then set up on them (FAN-EO-1, FAN-MT-1, FAN-COW-1)."""
    deck = games.deck
    size = deck_size(games, g)
    for index in range(size):
        deck[index] = index + 1
    drawn = 0
    for seat in range(games.active.shape[1]):
        if games.active[g, seat]:
            for slot in range(PER_HAND):
                games.hands[g, seat, slot] = _draw(games, g, size, drawn)
                drawn += 1
    for row in range(ROWS):
        card = _draw(games, g, size, drawn)
        drawn += 1
        games.rows[g, row, 0] = card
        games.row_len[g, row] = 1
        games.lasts[g, row] = card
        games.row_heads[g, row] = HEADS[card]
        games.gone[g, card] = True
    if games.rules[FANS]:
        fans.set_up(games, g)
    games.hand_size[g] = PER_HAND


@jit
def _draw(games: Games, g: int, size: int, drawn: int) -> int:
    """The next card of the partial shuffle: deck[drawn] swapped with a random later one."""
    deck = games.deck
    other = drawn + below(games.rng, g, size - drawn)
    card = deck[other]
    deck[other] = deck[drawn]
    deck[drawn] = card
    return int(card)
