"""A Take 11! seat's count of the piles: each pile's size, from the public plays (T11-05).

A view shows each pile's top card only, but every play and take is public as it happens,
so a player may count the cards of each pile, and the view carries the round's public
log (`round_log`, Take11State.view) for that. Replaying it gives every size exactly: a pile
laid out (dealt or revealed) has the size it was laid out with, a play adds one card to
its pile, a take removes the pile (the piles after it move down by one). The log begins
again with each round (T11-03), and so does the count.
"""

from __future__ import annotations

from bullheads.games.take11.views import Take11View


def pile_sizes(view: Take11View) -> list[int]:
    """The size of each pile of `view`, in the order of `view["piles"]`."""
    sizes: list[int] = []
    for entry in view["round_log"]:
        if entry["kind"] == "pile":
            sizes.insert(entry["pile"], entry["size"])
        elif entry["kind"] == "play":
            sizes[entry["pile"]] += 1
        else:
            del sizes[entry["pile"]]
    return sizes
