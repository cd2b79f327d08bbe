"""The terminal's wording, in English and Spanish: plurals through `Translator.plural`,
the "you" form wherever a seat is "you", bots' kinds translated, no stray full stop after
a card name that ends in "!", and a card that fits no row (T6-09, also by Even/Odd's
parity, FAN-EO) not called "lower than every row"."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from bullheads.cli.main import cli
from bullheads.games.buffalo.events import BuffaloEnded, SpecialUsed
from bullheads.games.numeranza.events import StartRolled
from bullheads.games.take6.events import LowCard
from bullheads.i18n import Translator
from bullheads.tui.buffalo_render import BuffaloRenderer
from bullheads.tui.numeranza_render import NumeranzaRenderer
from bullheads.tui.seats import seat_names
from bullheads.tui.take6_render import Renderer

ONE_PLURAL = re.compile(r"\b1 (heads|cabezas|cards|cartas|points|puntos)\b")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_card_tracker_counts_heads_in_the_plural_only_when_several(lang: str) -> None:
    for seed in range(1, 6):
        args = ["play", "--seed", str(seed), "--lang", lang]
        out = CliRunner().invoke(cli, args, input="c\nq\ny\n\n").output
        assert not ONE_PLURAL.search(out), ONE_PLURAL.search(out)


@pytest.mark.parametrize(("lang", "start"), [("en", "You start."), ("es", "Empiezas tú.")])
def test_you_start_in_numeranza(lang: str, start: str) -> None:
    tr = Translator(lang)
    render = NumeranzaRenderer(tr, seat_names(tr, [True, False]))
    (line,) = render.events([StartRolled(((0, 6), (1, 2)), 0)], 0)
    assert line.endswith(start)


@pytest.mark.parametrize(("lang", "bot"), [("en", "Bot 2 (heuristic bot)"), ("es", "Bot 2 (bot heurístico)")])
def test_bot_kinds_are_translated(lang: str, bot: str) -> None:
    for game in ("take6", "take11", "numeranza"):
        out = CliRunner().invoke(cli, ["play", game, "--lang", lang], input="q\ny\n\n").output
        assert bot in out


@pytest.mark.parametrize(
    ("lang", "used"), [("en", "The team uses Insert!"), ("es", "El equipo usa ¡Inserta!")]
)
def test_no_full_stop_after_a_card_name_ending_in_an_exclamation_mark(lang: str, used: str) -> None:
    tr = Translator(lang)
    render = BuffaloRenderer(tr, seat_names(tr, [True]))
    assert render.events([SpecialUsed("insert", "")]) == [used]


@pytest.mark.parametrize(("lang", "one"), [("en", "1 head"), ("es", "1 cabeza")])
def test_buffalo_result_counts_heads_in_the_right_number(lang: str, one: str) -> None:
    tr = Translator(lang)
    (line,) = BuffaloRenderer(tr, seat_names(tr, [True])).events([BuffaloEnded(1, 3, True)])
    assert one in line and not ONE_PLURAL.search(line)


@pytest.mark.parametrize(("lang", "words"), [("en", "fits no row"), ("es", "no cabe en ninguna fila")])
def test_a_card_that_fits_no_row_is_not_called_lower_than_every_row(lang: str, words: str) -> None:
    """With Even/Odd a card higher than a row's last card may still fit no row."""
    tr = Translator(lang)
    for seats in ([True, False], [False, True]):
        (line,) = Renderer(tr, seat_names(tr, seats)).events([LowCard(0, 31)])
        assert words in line and "lower" not in line and "más bajo" not in line
