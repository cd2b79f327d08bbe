"""The Numeranza playout of the search bot: a rule-of-thumb look-ahead, valued by score.

Random play to the end of a Numeranza game is long and tells good moves from bad ones
poorly (most random actions waste a turn). This playout lets the rule-of-thumb bot
(bots.numeranza_heuristic; in co-op the same hearing the phrases) play every seat, the
co-operative team seat included, and values the position reached for a seat:

- competitive variants (NUM-02): at most HORIZON actions; a win when the game has ended
  (1/k for a k-way share), plus SCALE times the seat's lead in points over the best other
  seat, in the sense the game declares for the config (the most points win, or the fewest
  in the diamond variant with that option, V4-6): the progress that wins games, which a
  short look-ahead can see;
- the co-operative variant (V5): to the end of the current round (its talk, the cards
  shown and, after a match, the team's choice), every player by the rule of thumb that
  hears what the phrases say of the cards (numeranza_talk.TalkBot); 1 for a victory, 0
  for a defeat, else the team's chance to win from there (`coop_outlook`). A round ends
  in a match (one card more on the pile, one face-up card less in the queue) or a miss
  (one more queue card, face down when exhausted), and the chance weighs each by what it
  does to the team's odds. The value of the cards on the pile alone, as before, was
  blind to defeat: a miss that filled the queue cost nothing.
"""

from __future__ import annotations

import math
import random
from typing import Any, cast

from bullheads.bots.numeranza_heuristic import NumeranzaHeuristicBot
from bullheads.bots.numeranza_talk import TalkBot
from bullheads.core.state import Action, State
from bullheads.games.numeranza import NUMERANZA
from bullheads.games.numeranza.actions import Hint, NumeranzaAction
from bullheads.games.numeranza.config import Variant
from bullheads.games.numeranza.state import NumeranzaState
from bullheads.games.numeranza.views import NumeranzaView, numeranza_view

HORIZON = 30
"""Actions of look-ahead: a few turns of every seat, short enough for the time a decision
has (co-op: a guard only, a round takes about 10 actions with 4 players)."""
SCALE = 0.05
"""The value of one point of lead; a win is 1."""
COOP_ODDS = (0.055, -0.060, -0.225, -0.633)
"""The co-op team's chance to win from the start of a round (V5-4), as the logistic of
bias + a * cards the pile still lacks + b * face-up queue cards + c * face-down queue
cards. Fitted (maximum likelihood) to the 18,738 round starts of 600 four-player games of
the rule-of-thumb team (126 victories, 338 full queues, 136 face-down defeats), the
default options: `python benchmarks/numeranza_coop_odds.py --games 600` makes them again.
A face-down card costs nearly three face-up ones: it can never be matched and three of
them lose (V5-4)."""


def numeranza_playout(
    state: State[Any, Any], seat: int, rng: random.Random, careless: frozenset[int] = frozenset()
) -> float:
    """A win, plus SCALE times the seat's lead in points (co-op: the team's chance)."""
    game = cast(NumeranzaState, state)
    coop = game.config.variant is Variant.COOP
    policy = (TalkBot if coop else NumeranzaHeuristicBot)(rng.getrandbits(32))
    round_ = game.view(seat).get("round") if coop else None
    for _ in range(HORIZON):
        if game.over:
            break
        actor = game.to_act()[0]
        view = game.view(actor)
        if coop and view.get("round") != round_:
            break
        game.act(actor, cast(NumeranzaAction, policy.choose(view, game.legal(actor))))
    result = game.result()
    won = 0.0
    if game.over and seat in result.winners:
        won = 1.0 if coop else 1.0 / len(result.winners)
    if coop:
        return won if game.over else coop_outlook(numeranza_view(game.view(seat)))
    others = [score for other, score in enumerate(result.scores) if other != seat]
    if NUMERANZA.lower_scores_win(game.config):  # V4-6 [R]: the diamond may count the fewest
        return won + SCALE * (min(others) - result.scores[seat])
    return won + SCALE * (result.scores[seat] - max(others))


def coop_outlook(view: NumeranzaView) -> float:
    """V5-4: the team's chance to win from a round's start (COOP_ODDS)."""
    queue = view["queue"]
    lacking = max(0, int(view["config"]["pile_target"]) - len(view["pile"]))
    face_up = sum(card is not None for card in queue)
    bias, per_lacking, per_up, per_down = COOP_ODDS
    logit = bias + per_lacking * lacking + per_up * face_up + per_down * (len(queue) - face_up)
    return 1.0 / (1.0 + math.exp(-logit))


def numeranza_candidates(view: Any, legal: list[Action]) -> list[Action]:
    """The co-op talk's phrases and confirmation, without the hints (V5-2), the talk bot's
    first (the rule of thumb hearing the phrases, numeranza_talk). The search models the
    teammates by that bot, which reads no hints, so a hint changes nothing in any world
    and only costs the team another decision. The search keeps the first unless another
    is clearly better (numeranza_habit): where a phrase makes no clear difference in the
    worlds it sampled, it says what its teammates expect."""
    if view["variant"] != "coop":
        return legal
    talk = [action for action in legal if not isinstance(action, Hint)] or legal
    habit = TalkBot().choose(view, talk)
    return [habit, *(action for action in talk if action != habit)]


def numeranza_habit(view: Any) -> bool:
    """Co-op (V5): the first candidate is the talk bot's (numeranza_candidates), and
    the search keeps it unless another is clearly better. The team's rule of thumb
    computes a match's chance exactly, where the search estimates it from 60 worlds: over
    the 300 deals of seed 3 a team that chose the best mean of its worlds won 15.7% of
    its games, the rule-of-thumb team 25.7% (docs/bots.md)."""
    return bool(view["variant"] == "coop")
