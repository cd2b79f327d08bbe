"""Training Take 6!'s value network (`bullheads lab train-value`): the expert search's
estimate of the heads each seat takes in the rest of a round (kernel/value.py).

1. **Data.** The compiled kernel plays rounds of the rule of thumb in every seat (the
   cheapest row for a low card, T6-09), for 2 to 10 players with the full deck and with
   the professional deck (T6-15, up to its 6 players), each count and deck from its own
   seed. At the start of
   every turn each seat's features are one sample, and the heads it then took to the end
   of the round its target. The rounds are played out as careful players play them,
   which is how the search values the careful seats and itself. With `play` another bot
   (e.g. a search level) plays the rounds against itself through the engine instead
   (bullheads.lab.value_selfplay), and with `start` the fit starts from given weights.
2. **Fit.** scikit-learn's `MLPRegressor` (two layers of rectified units, Adam, squared
   error), one pass over the shuffled samples per epoch, seeded; a twentieth of the
   samples is held out. The baseline beside its error is the mean target for each number
   of players and cards left, the best a network could do knowing only those.
3. **Output.** The weights (`take6_value.npz`) and their manifest (`take6_value.json`:
   the SHA-256, the features' width, the layers, the seed, the sizes, the final errors and
   the command), the curves as a table (`curves.csv`) and a plot (`curves.png`).

The shipped weights (bullheads/bots/weights) were made by the command in their manifest;
`BULLHEADS_TAKE6_VALUE=OUT/take6_value.npz` lets the expert level play with new ones.
Needs the `train` extra (scikit-learn, matplotlib) and the kernel's.
"""

from __future__ import annotations

import csv
import json
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from bullheads.bots.registry import RULE_OF_THUMB
from bullheads.bots.take6_model import ARRAYS, digest
from bullheads.core.errors import BullheadsError
from bullheads.games.take6.config import MAX_PLAYERS, MIN_PLAYERS, PRO_MAX_PLAYERS

EXTRA = "pip install 'bullheads[train]'"
VERSION = 1
"""The manifest's version: the features and the network's form (kernel/value.py)."""
PROFESSIONAL_SHARE = 4
"""One round with the professional deck for every this many with the full deck."""
HELD_OUT = 20
"""One sample in this many is held out to measure the fit."""


@dataclass(frozen=True)
class Plan:
    """What to train: rounds per number of players, epochs, layers, seed."""

    rounds: int
    epochs: int
    hidden: tuple[int, ...]
    seed: int
    play: str = RULE_OF_THUMB
    """The bot whose rounds against itself make the data: the rule of thumb (in the
    kernel) or any other Take 6! bot, e.g. a search level (through the engine)."""
    start: str | None = None
    """Weights to start the fit from (a `take6_value.npz`), else random ones."""


@dataclass(frozen=True)
class Epoch:
    """One line of the curves: the mean squared errors after an epoch."""

    epoch: int
    train: float
    held_out: float
    baseline: float


def _kernel() -> Any:
    try:
        import sklearn  # noqa: F401

        from bullheads.games.take6.kernel import value
    except ModuleNotFoundError as error:
        raise BullheadsError(f"training needs the train extra ({EXTRA}): {error}") from None
    return value


def rounds_of(players: int, deck: str, seed: int, rounds: int) -> tuple[Any, NDArray[np.float64]]:
    """`rounds` rounds of the rule of thumb with `players` seats and the deck `deck`
    ("full" or "professional"): the samples' features (a sparse matrix) and targets."""
    import scipy.sparse

    from bullheads.games.take6.kernel.batch import one_round

    value = _kernel()
    games = one_round(1, players, deck == "professional")
    games.rng[0] = seed
    most = rounds * 10 * players
    index = np.zeros(most * value.MOST, np.int32)
    entries = np.zeros(most * value.MOST, np.float64)
    counts = np.zeros(most, np.int32)
    targets = np.zeros(most, np.float64)
    samples = value.collect(games, rounds, index, entries, counts, targets, np.zeros(value.SCRATCH, np.int32))
    counts = counts[:samples]
    used = np.arange(value.MOST)[None, :] < counts[:, None]
    columns = index[: samples * value.MOST].reshape(samples, value.MOST)[used]
    data = entries[: samples * value.MOST].reshape(samples, value.MOST)[used]
    pointers = np.concatenate([[0], np.cumsum(counts)])
    matrix = scipy.sparse.csr_matrix((data, columns, pointers), shape=(samples, value.WIDTH))
    return matrix, targets[:samples]


def _tables(plan: Plan) -> list[tuple[int, str, int]]:
    """(players, deck, rounds) of every kind of table the data comes from."""
    tables = []
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        tables.append((players, "full", plan.rounds))
        if players <= PRO_MAX_PLAYERS:
            tables.append((players, "professional", plan.rounds // PROFESSIONAL_SHARE))
    return tables


def data(plan: Plan, advance: Callable[[int], None], jobs: int = 1) -> tuple[Any, NDArray[np.float64]]:
    """Every sample of the plan (module docstring, step 1), in a seeded shuffle. Rounds of
    another bot than the rule of thumb are played in `jobs` processes."""
    import scipy.sparse

    parts, targets = [], []
    if plan.play == RULE_OF_THUMB:
        for players, deck, rounds in _tables(plan):
            if rounds:
                seed = plan.seed * 1000 + players * 2 + (deck == "professional")
                matrix, target = rounds_of(players, deck, seed, rounds)
                parts.append(matrix)
                targets.append(target)
            advance(rounds)
    else:
        for matrix, target, rounds in _played(plan, jobs):
            parts.append(matrix)
            targets.append(target)
            advance(rounds)
    features = scipy.sparse.vstack(parts).tocsr()
    order = np.random.default_rng(plan.seed).permutation(features.shape[0])
    return features[order], np.concatenate(targets)[order]


def _played(plan: Plan, jobs: int) -> Iterator[tuple[Any, NDArray[np.float64], int]]:
    """The samples of `plan.play`'s rounds (bullheads.lab.value_selfplay), piece by piece
    in a fixed order: (features, targets, rounds)."""
    from bullheads.lab import value_selfplay

    value = _kernel()
    pieces = [
        piece
        for players, deck, rounds in _tables(plan)
        for piece in value_selfplay.chunks(players, deck, plan.seed, rounds, plan.play)
    ]
    if jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(jobs) as pool:
            done: Iterator[Any] = pool.map(value_selfplay.play_chunk, pieces)
            yield from _matrices(done, pieces, value.WIDTH)
    else:
        yield from _matrices(map(value_selfplay.play_chunk, pieces), pieces, value.WIDTH)


def _matrices(
    done: Iterator[Any], pieces: Sequence[tuple[int, str, int, int, str]], width: int
) -> Iterator[tuple[Any, NDArray[np.float64], int]]:
    """Each piece's samples as a sparse matrix, its targets and its rounds."""
    import scipy.sparse

    for (columns, entries, target), piece in zip(done, pieces, strict=True):
        pointers = np.concatenate([[0], np.cumsum([len(c) for c in columns])])
        matrix = scipy.sparse.csr_matrix(
            (np.concatenate(entries), np.concatenate(columns), pointers), shape=(len(target), width)
        )
        yield matrix, target, piece[3]


def baseline(
    features: Any, targets: NDArray[np.float64], held: Any, held_targets: NDArray[np.float64]
) -> float:
    """The held-out error of the mean target per (players, cards left): module docstring."""
    value = _kernel()

    def keys(matrix: Any) -> NDArray[np.int64]:
        sizes: NDArray[np.float64] = matrix[:, value.SIZES : value.SIZES + 2].toarray()
        return np.rint(sizes[:, 0] * 10).astype(np.int64) * 100 + np.rint(sizes[:, 1] * 10).astype(np.int64)

    train_keys, held_keys = keys(features), keys(held)
    means = {key: targets[train_keys == key].mean() for key in np.unique(train_keys)}
    guess = np.array([means.get(key, targets.mean()) for key in held_keys])
    return float(np.mean((guess - held_targets) ** 2))


def train(
    plan: Plan, progress: Callable[[str, int], Callable[[int], None]], jobs: int = 1
) -> tuple[Any, list[Epoch], int]:
    """The fitted network, its curves and the number of samples (module docstring, step 2).
    `progress(label, total)` returns the callback that advances a progress bar; `jobs`
    processes play the rounds of a bot other than the rule of thumb."""
    from sklearn.neural_network import MLPRegressor

    _kernel()
    start = None if plan.start is None else _weights(Path(plan.start), plan.hidden)
    total = sum(rounds for _, _, rounds in _tables(plan))
    features, targets = data(plan, progress("rounds", total), jobs)
    held = np.arange(features.shape[0]) % HELD_OUT == 0
    fit_x, fit_y, held_x, held_y = features[~held], targets[~held], features[held], targets[held]
    floor = baseline(fit_x, fit_y, held_x, held_y)
    model = MLPRegressor(
        hidden_layer_sizes=plan.hidden, random_state=plan.seed, batch_size=512, learning_rate_init=1e-3
    )
    if start is not None:  # the first call sets the network up; then it takes the weights given
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a batch of one sample, on purpose
            model.partial_fit(fit_x[:1], fit_y[:1])
        for mine, given in zip([*model.coefs_, *model.intercepts_], start, strict=True):
            mine[...] = given
    curves = []
    if start is not None:  # epoch 0: how well the weights given fit the new data
        train_error = float(np.mean((model.predict(fit_x) - fit_y) ** 2))
        held_error = float(np.mean((model.predict(held_x) - held_y) ** 2))
        curves.append(Epoch(0, train_error, held_error, floor))
    advance = progress("epochs", plan.epochs)
    for epoch in range(1, plan.epochs + 1):
        model.partial_fit(fit_x, fit_y)
        error = float(np.mean((model.predict(held_x) - held_y) ** 2))
        curves.append(Epoch(epoch, float(model.loss_) * 2, error, floor))  # its loss is half the MSE
        advance(1)
    return model, curves, int(features.shape[0])


def _weights(path: Path, hidden: tuple[int, ...]) -> list[NDArray[np.float64]]:
    """The arrays of a weights file in scikit-learn's order (weights, then biases), checked
    against its manifest and against the layers asked for."""
    from bullheads.bots.take6_model import load

    net = load(path)
    if (net.first.shape[1], net.second.shape[1]) != hidden:
        layers = f"{net.first.shape[1]},{net.second.shape[1]}"
        raise BullheadsError(f"{path}: its layers are {layers}, not {','.join(map(str, hidden))} (--hidden)")
    return [net.first, net.second, net.out[:, None], net.first_bias, net.second_bias, net.out_bias]


def save(model: Any, curves: Sequence[Epoch], plan: Plan, samples: int, out: Path, command: str) -> Path:
    """Write the weights, the manifest, the curves and their plot into `out` (step 3)."""
    value = _kernel()
    out.mkdir(parents=True, exist_ok=True)
    weights = out / "take6_value.npz"
    if len(model.coefs_) != 3:
        raise BullheadsError("the expert network has two hidden layers: give --hidden as two sizes")
    first, second, last = model.coefs_
    first_bias, second_bias, last_bias = model.intercepts_
    arrays = dict(zip(ARRAYS, (first, first_bias, second, second_bias, last[:, 0], last_bias), strict=True))
    np.savez(weights, **arrays)
    manifest = {
        "version": VERSION,
        "sha256": digest(weights),
        "width": value.WIDTH,
        "hidden": list(plan.hidden),
        "plan": asdict(plan),
        "samples": samples,
        "held_out_mse": curves[-1].held_out,
        "baseline_mse": curves[-1].baseline,
        "command": command,
    }
    weights.with_suffix(".json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    with (out / "curves.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(asdict(curves[0])))
        writer.writeheader()
        writer.writerows(asdict(epoch) for epoch in curves)
    _plot(curves, out / "curves.png")
    return weights


def _plot(curves: Sequence[Epoch], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    epochs = [epoch.epoch for epoch in curves]
    figure, axes = plt.subplots(figsize=(6, 3.5))
    axes.plot(epochs, [epoch.train for epoch in curves], marker="o", label="training samples")
    axes.plot(epochs, [epoch.held_out for epoch in curves], marker="o", label="held-out samples")
    axes.plot(
        epochs, [epoch.baseline for epoch in curves], linestyle="--", label="baseline (players, cards left)"
    )
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    axes.set_xlabel("epoch")
    axes.set_ylabel("mean squared error (heads²)")
    axes.set_title("Take 6! value network: heads in the rest of the round")
    axes.legend()
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)


@contextmanager
def bars(quiet: bool) -> Iterator[Callable[[str, int], Callable[[int], None]]]:
    """A factory of tqdm bars (one per stage), closed at the end."""
    from tqdm import tqdm

    opened: list[Any] = []

    def progress(label: str, total: int) -> Callable[[int], None]:
        bar = tqdm(total=total, unit=label.rstrip("s"), desc=label, disable=quiet, leave=False)
        opened.append(bar)
        update: Callable[[int], None] = bar.update
        return update

    try:
        yield progress
    finally:
        for bar in opened:
            bar.close()
