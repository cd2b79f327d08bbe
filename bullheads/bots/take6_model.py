"""The learned value network of Take 6!'s expert search: its weights, checked and loaded once.

The weights ship in the package (`weights/take6_value.npz`, about 120 kB) with a
manifest beside them (`take6_value.json`: version, SHA-256 of the weights, the features'
width, how they were trained). `network()` loads and checks them the first time the
expert level needs them and keeps them; `BULLHEADS_TAKE6_VALUE=FILE` loads other weights
of the same shape (the training command, bullheads.lab.train_value, writes such files).

A missing, corrupt or mismatched weights file is not an error for the player: `network()`
logs one warning naming the file and the level the bot plays instead (`FALLBACK`), and
returns None; the game goes on.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bullheads.core.errors import BullheadsError

if TYPE_CHECKING:
    from bullheads.games.take6.kernel.value import Network

WEIGHTS = Path(__file__).with_name("weights") / "take6_value.npz"
"""The shipped weights; their manifest is the same name with .json."""
ENVIRONMENT = "BULLHEADS_TAKE6_VALUE"
"""A variable naming other weights to load instead."""
FALLBACK = "search:strong"
"""The level the expert bot plays as when it has no network."""
ARRAYS = ("first", "first_bias", "second", "second_bias", "out", "out_bias")
"""The arrays of a weights file, in the order kernel.value.network takes them."""

_log = logging.getLogger(__name__)
_loaded: dict[Path, Network | None] = {}


class ModelError(BullheadsError):
    """Weights that cannot be used: the message names the file and why."""


def weights_path() -> Path:
    """The weights file the expert level loads: $BULLHEADS_TAKE6_VALUE, else the shipped one."""
    chosen = os.environ.get(ENVIRONMENT)
    return Path(chosen) if chosen else WEIGHTS


def manifest_path(weights: Path) -> Path:
    """The manifest beside a weights file."""
    return weights.with_suffix(".json")


def digest(path: Path) -> str:
    """The SHA-256 of a file, in hex."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def load(path: Path) -> Network:
    """The network in `path`, checked against its manifest; a ModelError naming the file
    and the reason otherwise."""
    import numpy as np

    from bullheads.games.take6.kernel.value import WIDTH, network

    if not path.is_file():
        raise ModelError(f"{path}: no weights file there")
    manifest = manifest_path(path)
    try:
        facts: dict[str, Any] = json.loads(manifest.read_text(encoding="utf-8"))
        expected = str(facts["sha256"])
    except FileNotFoundError:
        raise ModelError(f"{path}: no manifest beside the weights ({manifest.name})") from None
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ModelError(f"{path}: its manifest {manifest.name} is not one ({error})") from None
    try:
        actual = digest(path)
    except OSError as error:
        raise ModelError(f"{path}: cannot read the weights ({error.strerror or error})") from None
    if actual != expected:
        raise ModelError(f"{path}: the weights do not match their manifest's checksum (corrupt or replaced)")
    try:
        with np.load(path) as stored:
            arrays = [np.asarray(stored[name], np.float64) for name in ARRAYS]
    except (OSError, ValueError, KeyError) as error:
        raise ModelError(f"{path}: not a weights file ({error})") from None
    first, first_bias, second, second_bias, out, out_bias = arrays
    units, units2 = first_bias.shape[0], second_bias.shape[0]
    if (
        first.shape != (WIDTH, units)
        or second.shape != (units, units2)
        or out.shape != (units2,)
        or out_bias.shape != (1,)
    ):
        raise ModelError(f"{path}: the weights do not fit the network ({WIDTH} features expected)")
    return network(first, first_bias, second, second_bias, out, float(out_bias[0]))


def network() -> Network | None:
    """The expert level's network, loaded once; None (after one warning naming the file
    and the fallback level) when it cannot be loaded."""
    path = weights_path()
    if path not in _loaded:
        try:
            _loaded[path] = load(path)
        except ModelError as error:
            _log.warning("%s; search:expert plays as %s", error, FALLBACK)
            _loaded[path] = None
    return _loaded[path]
