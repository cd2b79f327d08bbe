"""Determinized trips (V3-3): a defender's secret answer stays playable after a re-deal."""

from __future__ import annotations

import random

from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig
from bullheads.games.numeranza.actions import Defend


def test_V3_3_determinize_while_a_defence_is_secret() -> None:
    """Search bots act in determinized copies in the middle of a trip; the re-dealt
    face-down zones must still hold the card each secret defence names."""
    checked = 0
    for seed in range(40):
        state = NUMERANZA.new(NumeranzaConfig(variant="trips", players=4), seed=seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if state.over:
                break
            answers = getattr(state.rules, "answers", {})
            waiting = state.to_act()
            if any(isinstance(answer, Defend) for answer in answers.values()) and waiting:
                seat = waiting[0]
                copy = state.determinize(seat, random.Random(seed))
                for other, answer in copy.rules.answers.items():  # type: ignore[attr-defined]
                    if isinstance(answer, Defend):
                        assert answer.card in copy.zones[other].play
                while not copy.over and copy.to_act() and copy.rules.answers:  # type: ignore[attr-defined]
                    mover = copy.to_act()[0]
                    copy.act(mover, rng.choice(copy.legal(mover)))
                checked += 1
            seat = waiting[0]
            state.act(seat, rng.choice(state.legal(seat)))
    assert checked > 0
