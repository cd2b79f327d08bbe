"""Which values a play zone can reach, and how (NUM-06): a bitset subset-sum solver.

With + and - the value of cards c_1..c_k is sum(s_i * c_i) with at least one s_i = +1.
Writing M for the cards given a minus, the value is S - 2*sum(M) for the zone's plain sum
S, and M may be any sub-multiset except the whole zone. So the reachable values come
from the subset sums of the zone, computed as one integer bitset (bit v set: some
sub-multiset sums to v) in O(k * S / wordsize); a witness is read back from the
per-card bitsets. An empty zone is worth 0 (NUM-06).
"""

from __future__ import annotations

from collections.abc import Sequence


def subset_sums(numbers: Sequence[int]) -> int:
    """The bitset of every sub-multiset sum of `numbers` (bit 0: the empty one)."""
    bits = 1
    for number in numbers:
        bits |= bits << number
    return bits


def signed_values(numbers: Sequence[int]) -> set[int]:
    """NUM-06: every value reachable with + and - (the first card positive)."""
    if not numbers:
        return {0}
    total = sum(numbers)
    bits = subset_sums(numbers)
    values = set()
    minus = 0
    while bits:
        if bits & 1 and minus != total:
            values.add(total - 2 * minus)
        bits >>= 1
        minus += 1
    return values


def can_reach(numbers: Sequence[int], low: int, high: int, signed: bool) -> bool:
    """Whether some value in low..high is reachable (signed: with + and -; else the sum)."""
    return reach(numbers, low, high, signed) is not None


def reach(numbers: Sequence[int], low: int, high: int, signed: bool) -> tuple[int, ...] | None:
    """Signs (+1/-1 per card, in order) giving a value in low..high, or None.

    Without `signed` only the plain sum counts (all signs +1). The witness found first is
    the value nearest the middle of the range, so it is stable for a given zone.
    """
    total = sum(numbers)
    if not signed or not numbers:
        return tuple(1 for _ in numbers) if low <= total <= high else None
    bits = subset_sums(numbers)
    middle = (low + high) / 2
    candidates = sorted(range(low, high + 1), key=lambda value: (abs(value - middle), value))
    for value in candidates:
        double = total - value
        if double < 0 or double % 2:
            continue
        minus = double // 2
        if minus != total and bits >> minus & 1:
            return _signs(numbers, minus)
    return None


def _signs(numbers: Sequence[int], minus: int) -> tuple[int, ...]:
    """Signs whose minus cards sum to `minus` (known reachable), read back from prefix bitsets."""
    prefixes = [1]
    for number in numbers:
        prefixes.append(prefixes[-1] | prefixes[-1] << number)
    signs = [1] * len(numbers)
    left = minus
    for index in range(len(numbers) - 1, -1, -1):
        if not prefixes[index] >> left & 1:
            signs[index] = -1
            left -= numbers[index]
    return tuple(signs)


def formula(numbers: Sequence[int], signs: Sequence[int]) -> str:
    """``4+2-2``: the signed zone as people write it, the plus cards first (NUM-06)."""
    if not numbers:
        return "0"
    ordered = sorted(zip(signs, numbers, strict=True), key=lambda pair: -pair[0])
    text = str(ordered[0][1])
    for sign, number in ordered[1:]:
        text += f"{'+' if sign > 0 else '-'}{number}"
    return text
