"""Numeranza in the terminal: every variant plays to the end from typed numbers, in both
languages; bad input is answered, never a traceback; q leaves and offers the record."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from numeranza_tools import arrange, new, run

from bullheads.cli.main import cli
from bullheads.games.numeranza import NUMERANZA, NumeranzaConfig, NumeranzaState
from bullheads.games.numeranza.actions import CHANGE, CLAIM, TRIP, Play
from bullheads.games.numeranza.events import CardDrawn, Drew, StartRolled
from bullheads.i18n import Translator
from bullheads.tui.console import PlainConsole
from bullheads.tui.numeranza_render import NumeranzaRenderer
from bullheads.tui.numeranza_session import new_numeranza_session
from bullheads.tui.seats import seat_names


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("variant", ["target", "spiral", "trips", "diamond", "coop"])
def test_a_person_plays_a_whole_game_by_numbers(variant: str, lang: str, tmp_path: Path) -> None:
    answers = "\n".join(["x", "?", "t", "l", *["1"] * 3000]) + "\n"
    out = io.StringIO()
    config = NumeranzaConfig(variant=variant, players=2, turn_limit=60)
    path = tmp_path / "game.json"
    session = new_numeranza_session(
        config, ["human", "heuristic"], 7, PlainConsole(io.StringIO(answers), out), lang, str(path)
    )
    session.run()
    text = out.getvalue()
    assert session.state.over, text[-2000:]
    assert json.loads(path.read_text())["result"]["over"] is True
    assert ("not one of the choices" in text) == (lang == "en")
    assert "Traceback" not in text
    raw = [line for line in text.replace(str(path), "").splitlines() if RAW.search(line)]
    assert not raw, raw[:5]


RAW = re.compile(r"\b(True|False|None)\b|[\[\]{}_]|\bYou (draws|plays|wins|clears)\b")
"""Python values, lists, codes or a third-person verb after "You" in a printed line."""


class CountingConsole(PlainConsole):
    """A plain console that counts how often the screen is cleared."""

    clears = 0

    def clear(self) -> None:
        self.clears += 1


@pytest.mark.parametrize("variant", ["trips", "coop"])
def test_hot_seat_clears_the_screen_between_two_peoples_secret_choices(variant: str) -> None:
    out = io.StringIO()
    console = CountingConsole(io.StringIO("1\n" * 3000), out)
    config = NumeranzaConfig(variant=variant, players=2, turn_limit=20)
    session = new_numeranza_session(config, ["human", "human"], 3, console, "en", None)
    session.run()
    text = out.getvalue()
    assert console.clears > 0
    assert "Pass the keyboard to Player 2" in text and "Pass the keyboard to Player 1" in text
    assert not YOU_EVENT.search(text), "with several people at the keyboard no event says you"


YOU_EVENT = re.compile(
    r"^(You (draw|play|clear|win|claim|have|reveal|trip|defend|roll|discard|try|say|hint|confirm|shuffle)"
    r"|Your (claim|trip|face-down)|--- Turn \d+: your turn)",
    re.M,
)
"""An event line in the you-form (the phase lines speak to the person deciding)."""


def test_the_play_command_leaves_on_q_and_saves_on_request(tmp_path: Path) -> None:
    path = tmp_path / "left.json"
    result = CliRunner().invoke(
        cli,
        ["play", "numeranza", "--variant", "diamond", "--seed", "4", "--players", "3"],
        input=f"q\ny\ny\n{path}\n",
    )
    assert result.exit_code == 0, result.output
    assert "Diamond, top row first" in result.output
    assert json.loads(path.read_text())["game"] == "numeranza"
    bad = CliRunner().invoke(cli, ["play", "numeranza", "--players", "7"])
    assert bad.exit_code != 0 and "players" in bad.output and "Traceback" not in bad.output


# --------------------------------------------------------------------------- what a new player reads


def renderer(lang: str = "en", humans: tuple[bool, ...] = (True, False, False)) -> NumeranzaRenderer:
    tr = Translator(lang)
    return NumeranzaRenderer(tr, seat_names(tr, list(humans)))


SPIRAL = [21, 1, 15, 0, 3, 6, 10, 16, 22, 26, 30, 33, 11, 17, 35]
"""Special ids dealt into the spiral: numbers 8, 3, 7, 2, 4, 5, 6, 7, 8, 9, 10, 11, 6, 7, 12."""


TRIPS_SETUP = [{"dice": [4, 4]}, {"dice": [6, 6]}, {"dice": [1, 1]}, {"dice": [1, 2]}]
"""Trips: target 8 is rolled, then seat 0 rolls 12 and starts."""


def trips_position() -> NumeranzaState:
    """Trips, target 8: seat 0 has 4 3 in play (face down) and a 2 in hand; seat 1 has one
    card in play, seat 2 none."""
    state = new(
        "trips", players=3, setup=[{"dice": [4, 4]}, {"dice": [6, 6]}, {"dice": [1, 1]}, {"dice": [1, 2]}]
    )
    arrange(state, 0, play=[4, 3], hand=[2])
    arrange(state, 1, play=[2])
    return state


def hand_card(state: NumeranzaState, seat: int, number: int) -> int:
    return next(card for card in state.zones[seat].hand if state.number(card) == number)


def test_own_draws_and_face_down_cards_read_as_one_line_with_the_number() -> None:
    """The public event and its private twin: the owner reads "You play 2 face down.",
    the others (and a shared screen) "You ... a card face down" only as the public line."""
    state = trips_position()
    events = run(state, (0, Play(hand_card(state, 0, 2))))
    assert renderer().events(events, 0)[:1] == ["You play 2 face down."]
    assert renderer(humans=(False, True, False)).events(events, 1)[:1] == ["Bot 1 plays a card face down."]
    drawn = [Drew(0), CardDrawn(0, 40, 3)]
    assert renderer().events(drawn, 0) == ["You draw 3."]
    assert renderer("es").events(drawn, 0) == ["Robas un 3."]
    assert renderer().events(drawn, None) == ["You draw a card."]


def test_NUM_08_a_tied_start_roll_names_no_starter() -> None:
    """The highest rolls are tied (`first` -1): they roll again, nobody starts yet (the
    terminal used to name the last seat as the starter)."""
    tied = StartRolled(((0, 6), (1, 6), (2, 3)), -1)
    assert renderer().events([tied], 0) == [
        "Rolls for who starts: You 6, Bot 2 6, Bot 3 3. The highest are tied and roll again."
    ]
    assert renderer().events([StartRolled(((0, 6), (1, 2)), 1)], 0)[0].endswith("Bot 2 starts.")


def test_zones_show_counts_in_words_and_their_value() -> None:
    """Plurals agree ("1 card in the deck", "1 card face down"); a zone whose cards are all
    seen shows its sum (NUM-06: with + and - in the spiral, the values it makes)."""
    state = trips_position()
    state.zones[1].deck = state.zones[1].deck[:1]
    lines = renderer().situation(state.view(0))
    assert lines[0] == "Target: 8* (3 points). Exhaustions so far: 0."
    assert "in play 4 3 (sum 7)" in lines[1]
    assert lines[2].startswith("Bot 2: 1 card in the deck;") and "in play 1 card face down;" in lines[2]
    spiral = new("spiral", players=2, setup=[{"deal": SPIRAL}, {"dice": [6, 6]}, {"dice": [1, 1]}])
    arrange(spiral, 0, play=[3, 2])
    text = "\n".join(renderer(humans=(True, False)).situation(spiral.view(0)))
    assert "in play 3 2 (makes 1 or 5)" in text
    assert "Spiral (15 left): disputed now 8* (3 points); after it 3* 7* 2*" in text


def test_the_diamond_is_drawn_as_a_diamond() -> None:
    """V4-1: five rows of 1, 3, 5, 3 and 1 cells, each cell in its column."""
    state = NUMERANZA.new(NumeranzaConfig(variant="diamond", players=2), seed=3)
    rows = renderer(humans=(True, False)).diamond(state.view(0)["diamond"])
    assert [len(row.split()) for row in rows] == [1, 3, 5, 3, 1]
    column = {token.split(":")[0]: row.index(token) for row in rows for token in row.split()}
    assert column["1"] == column["3"] == column["7"] == column["11"] == column["13"]
    assert column["5"] < column["2"] == column["10"] < column["7"] < column["4"] == column["12"] < column["9"]
    assert all(re.fullmatch(r"\d+:(\?|\d+\*)([±+]\d|x)", token) for row in rows for token in row.split())


def test_the_decisions_outside_a_turn_say_what_they_are_about() -> None:
    """V3-1..V3-3: the person asked to claim, to oppose or to answer a trip reads why."""
    state = new("trips", players=3, setup=TRIPS_SETUP)
    arrange(state, 0, play=[4, 2], hand=[2])
    arrange(state, 2, play=[4, 3, 1])
    run(state, (0, Play(hand_card(state, 0, 2))))
    claiming = renderer().situation(state.view(0))
    assert claiming[-1].startswith("Your cards in play add up to the target: you may claim it")
    run(state, (0, CLAIM))
    opposing = renderer(humans=(False, False, True)).situation(state.view(2))
    assert opposing[-1].startswith("Bot 1 claims the target. You may oppose only if")
    assert not renderer().phase(state.view(0)), "the claimer waits: nothing is asked of it"
    tripped = trips_position()
    run(tripped, (0, TRIP))
    assert (
        renderer(humans=(False, True, False))
        .situation(tripped.view(1))[-1]
        .startswith("Bot 1 trips you: defend")
    )
    assert (
        renderer("es", (False, True, False))
        .phase(tripped.view(1))[0]
        .startswith("Bot 1 te hace una zancadilla")
    )


def test_help_explains_the_variant() -> None:
    view = NUMERANZA.new(NumeranzaConfig(variant="coop", players=2, pile_target=12), seed=1).view(0)
    lines = renderer(humans=(True, False)).help(view)
    assert len(lines) == 2 and "common pile holds 12 cards" in lines[1]
    trips = NUMERANZA.new(NumeranzaConfig(variant="trips", players=2), seed=1).view(0)
    assert "Trip:" in renderer(humans=(True, False)).help(trips)[1]
    assert "Zancadilla:" in renderer("es", (True, False)).help(trips)[1]


def test_a_silent_player_is_you_in_spanish() -> None:
    view = NUMERANZA.new(NumeranzaConfig(variant="coop", players=2), seed=1).view(0)
    line = next(line for line in renderer("es", (True, False)).board(view) if line.startswith("Frases"))
    assert line == "Frases: Tú: aún no has dicho nada; Bot 2: aún no ha dicho nada"


def test_a_changed_target_says_so_in_plain_words() -> None:
    """V1-2: the line says what happened, not a reason code."""
    state = trips_position()
    events = run(state, (0, CHANGE))
    lines = renderer().events(events, 0)
    assert lines[0] == "The target is changed: it goes back into the special deck and the dice roll again."
    assert renderer("es").events(events, 0)[0].startswith("Se cambia el objetivo")
