"""The kernel's public, typed API: many Take 6! games at once, compiled.

- `play_rounds` / `play_games`: whole rounds or games played by the kernel's policies,
  results as arrays.
- `Take6Batch`: a batch of games driven from outside (an RL vector environment, a
  search): state arrays, legal masks, `step(actions)` with the engine's action encoding,
  rewards (`heads` taken in the step) and autoreset.

The deal of T6-03 or the professional deck (10 x players + 4 cards, dealt at random
instead of drafted), the end rules T6-12..T6-14, and the fan cards (Even/Odd,
Mountaineering, the Jumping Cow on the rows, the Digit Flip in the hands); not the open
draft (docs/kernel.md).
"""

from __future__ import annotations

import dataclasses

import numpy as np
from numpy.typing import ArrayLike, NDArray

from bullheads.core.errors import ConfigError
from bullheads.games.take6.actions import ACTION_COUNT, TAKE_BASE
from bullheads.games.take6.config import EndRule, ProMode, Take6Config
from bullheads.games.take6.deal import ROWS
from bullheads.games.take6.fans import COW, DIGIT_FLIP, EVEN_ODD, MOUNTAINEERING
from bullheads.games.take6.kernel import games as kgames
from bullheads.games.take6.kernel import play, uncovered
from bullheads.games.take6.kernel.policies import CARD_POLICIES, ROW_POLICIES
from bullheads.games.take6.kernel.rng import seed_all

ACTIONS = TAKE_BASE + ROWS
"""The width of a legal mask: the plays 0..103 and the row takes 104..107; with the Digit
Flip the engine's ACTION_COUNT (the flipped plays FLIP_BASE.., FAN-FLIP-2)."""
FAN_BITS = {
    EVEN_ODD: kgames.EVEN_ODD,
    MOUNTAINEERING: kgames.MOUNTAINEERING,
    COW: kgames.COW,
    DIGIT_FLIP: kgames.DIGIT_FLIP,
}
"""The fan cards the kernel plays, by name (FAN-EO, FAN-MT, FAN-COW, FAN-FLIP)."""
END_RULES = {
    EndRule.POINTS: kgames.POINTS,
    EndRule.ROUNDS: kgames.ROUNDS,
    EndRule.ELIMINATION: kgames.ELIMINATION,
}


@dataclasses.dataclass(frozen=True)
class GameResults:
    """What `play_games` returns: one line per game."""

    totals: NDArray[np.int32]
    """[games, players]: the final points."""
    winners: NDArray[np.bool_]
    """[games, players]: who won (T6-12/T6-14: the fewest points, shared on a tie)."""
    rounds: NDArray[np.int32]
    """[games]: how many rounds each game lasted."""


class Take6Batch:
    """`games` games of one config played in step; read the state from `state`.

    Each call of `step` makes the one pending decision of every game: in phase CHOOSE
    (kgames.CHOOSE) every active seat plays a card (action card - 1, or the engine's
    flipped play FLIP_BASE + i while it holds its Digit Flip, FAN-FLIP-2), in phase ROW
    the low card's owner takes a row (action TAKE_BASE + row, T6-09); the other entries
    are ignored. After it, `state.heads` holds the heads each seat took in the step and
    `state.done` the games that ended (their results in `state.final` and
    `state.winners`; with autoreset a new game is already dealt in their slot).
    """

    def __init__(
        self, games: int, config: Take6Config | None = None, seed: int = 0, autoreset: bool = True
    ) -> None:
        config = config or Take6Config()
        if isinstance(games, bool) or not isinstance(games, int) or games < 1:
            raise ConfigError(f"a batch needs at least 1 game ({games!r} given)")
        self.config = config
        self.state = kgames.new_games(games, config.players, _rules(config, autoreset))
        seed_all(self.state.rng, _origin(seed))
        play.start_all(self.state)

    @property
    def games(self) -> int:
        return int(self.state.phase.shape[0])

    @property
    def actions(self) -> int:
        """The width of a legal mask: ACTIONS, or ACTION_COUNT with the Digit Flip."""
        return ACTION_COUNT if DIGIT_FLIP in self.config.fans else ACTIONS

    def legal_mask(self) -> NDArray[np.bool_]:
        """[games, players, actions]: the legal actions of every seat now."""
        mask = np.zeros((self.games, self.config.players, self.actions), np.bool_)
        play.legal_mask(self.state, mask)
        return mask

    def policy_actions(self, card: str = "random", row: str = "random") -> NDArray[np.int32]:
        """[games, players]: the actions the kernel's policies choose now (-1: no decision)."""
        actions = np.zeros((self.games, self.config.players), np.int32)
        play.policy_actions(self.state, _policy(card, CARD_POLICIES), _policy(row, ROW_POLICIES), actions)
        return actions

    def step(self, actions: ArrayLike) -> None:
        """Make every game's pending decision; an illegal action changes nothing and
        raises ValueError naming it."""
        chosen = np.ascontiguousarray(actions, dtype=np.int32)
        if chosen.shape != (self.games, self.config.players):
            raise ValueError(
                f"actions must have the shape {(self.games, self.config.players)}, not {chosen.shape}"
            )
        bad = play.check(self.state, chosen)
        if bad >= 0:
            g, seat = divmod(bad, self.config.players)
            raise ValueError(f"game {g}, seat {seat}: the action {int(chosen[g, seat])} is not legal now")
        play.step(self.state, chosen)


def play_rounds(
    rounds: int,
    players: int = 4,
    seed: int = 0,
    card: str = "random",
    row: str = "random",
    professional: bool = False,
) -> NDArray[np.int32]:
    """[rounds, players]: the heads each seat takes in `rounds` single rounds (T6-11)."""
    mode = ProMode.DEAL if professional else None
    config = Take6Config(players=players, end=EndRule.ROUNDS, rounds=1, professional=mode)
    return play_games(rounds, config, seed, card, row).totals


def play_games(
    games: int, config: Take6Config | None = None, seed: int = 0, card: str = "random", row: str = "random"
) -> GameResults:
    """`games` whole games of `config`, every seat played by the policies `card` (random,
    heuristic) and `row` (random, cheapest), one after another on this thread."""
    config = config or Take6Config()
    if isinstance(games, bool) or not isinstance(games, int) or games < 0:
        raise ConfigError(f"the number of games must be a whole number of at least 0 ({games!r} given)")
    batch = Take6Batch(1, config, seed)
    results = GameResults(
        totals=np.zeros((games, config.players), np.int32),
        winners=np.zeros((games, config.players), np.bool_),
        rounds=np.zeros(games, np.int32),
    )
    card_policy, row_policy = _policy(card, CARD_POLICIES), _policy(row, ROW_POLICIES)
    play.play_many(batch.state, card_policy, row_policy, results.totals, results.winners, results.rounds)
    return results


def _rules(config: Take6Config, autoreset: bool) -> NDArray[np.int32]:
    """The rules array of a config the kernel covers; anything else is a ConfigError."""
    reason = uncovered(config)
    if reason is not None:
        raise ConfigError(reason)
    rules = np.zeros(7, np.int32)
    rules[kgames.PLAYERS] = config.players
    rules[kgames.END] = END_RULES[config.end]
    rules[kgames.LIMIT] = config.limit
    rules[kgames.MAX_ROUNDS] = config.rounds
    rules[kgames.PROFESSIONAL] = config.professional is ProMode.DEAL
    rules[kgames.AUTORESET] = autoreset
    rules[kgames.FANS] = sum(FAN_BITS[name] for name in config.fans)
    return rules


def one_round(games: int, players: int, professional: bool, fans: tuple[str, ...] = ()) -> kgames.Games:
    """Zeroed arrays for `games` games of one round each (T6-13 with one round), with the
    full deck or the professional one (T6-15) and the fan cards given: the
    search's worlds and the value network's training positions. Their rules array is
    `_rules`'."""
    pro = ProMode.DEAL if professional else None
    config = Take6Config(players, EndRule.ROUNDS, rounds=1, professional=pro, fans=fans)
    return kgames.new_games(games, players, _rules(config, autoreset=False))


def _origin(seed: int) -> NDArray[np.uint64]:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ConfigError(f"the seed must be a whole number ({seed!r} given)")
    return np.array([seed % 2**64], np.uint64)


def _policy(name: str, choices: dict[str, int]) -> int:
    if name not in choices:
        raise ConfigError(f"unknown policy {name!r} (choose one of: {', '.join(choices)})")
    return choices[name]
