"""The co-op team's chance to win from a round's start, fitted to rule-of-thumb games.

Plays --games four-player games of Numeranza's co-operative variant (V5, default
options; deal seeds 1000, 1001, ...; bot seeds 10 * game + seat) with the rule-of-thumb
bot in every seat and the team seat, records at each round's start the cards the common
pile still lacks, the face-up and the face-down queue cards (V5-4), and fits a logistic
of them to whether the game was won (maximum likelihood, Newton's method). The search
bot's co-op playout values the round it plays out by these weights
(bots.numeranza_playout.COOP_ODDS).

    python benchmarks/numeranza_coop_odds.py --games 600
"""

from __future__ import annotations

import argparse
import math
from collections import Counter

from bullheads.bots.base import decide
from bullheads.bots.registry import make_bot
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig

Row = tuple[float, float, float, float]
"""1 (the bias), the cards the pile lacks, face-up and face-down queue cards."""


def round_starts(games: int, players: int) -> tuple[list[Row], list[bool], Counter[str]]:
    """Every round start's features, whether its game was won, and how the games ended."""
    config = NumeranzaConfig(variant="coop", players=players)
    rows: list[Row] = []
    won: list[bool] = []
    endings: Counter[str] = Counter()
    for number in range(games):
        state = NUMERANZA.new(config, seed=1000 + number)
        bots = [make_bot("heuristic", "numeranza", number * 10 + seat) for seat in range(players + 1)]
        starts: list[Row] = []
        last = -1
        while not state.over:
            view = state.view(None)
            if view["round"] != last and view["phase"] == "talk":
                last = view["round"]
                queue = view["queue"]
                up = sum(card is not None for card in queue)
                lacking = max(0, config.pile_target - len(view["pile"]))
                starts.append((1.0, float(lacking), float(up), float(len(queue) - up)))
            for seat in state.to_act():
                state.act(seat, decide(bots[seat], state, seat))
        endings[str(state.reason)] += 1
        rows += starts
        won += [bool(state.winners)] * len(starts)
    return rows, won, endings


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the 4 x 4 Newton step)."""
    size = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(size)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][size] / rows[i][i] for i in range(size)]


def fit(rows: list[Row], won: list[bool], steps: int = 30) -> list[float]:
    """The logistic regression's weights by Newton's method."""
    weights = [0.0] * 4
    for _ in range(steps):
        gradient = [0.0] * 4
        hessian = [[0.0] * 4 for _ in range(4)]
        for row, outcome in zip(rows, won, strict=True):
            chance = 1.0 / (1.0 + math.exp(-sum(w * x for w, x in zip(weights, row, strict=True))))
            for i in range(4):
                gradient[i] += (outcome - chance) * row[i]
                for j in range(4):
                    hessian[i][j] += chance * (1 - chance) * row[i] * row[j]
        step = solve(hessian, gradient)
        weights = [w + s for w, s in zip(weights, step, strict=True)]
    return weights


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    rows, won, endings = round_starts(args.games, args.players)
    print(f"{args.games} games, {len(rows)} round starts; endings: {dict(endings)}")
    bias, lacking, up, down = fit(rows, won)
    print(f"COOP_ODDS = ({bias:.3f}, {lacking:.3f}, {up:.3f}, {down:.3f})")


if __name__ == "__main__":
    main()
