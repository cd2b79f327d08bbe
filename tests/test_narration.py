"""Events narrate themselves (core/narration.py): every line any event can say has its key
in every language with the placeholders it fills, in seeded playthroughs of every game
and for every value of the enumerated fields; the formatter's rules (the "you" form,
plurals, lines told to their subject only, private twins, merged runs, the context of the
event before) hold; and the browser's formatter (web/js/narrate.js) says what the
terminal's says."""

from __future__ import annotations

import itertools
import json
import random
import re
import shutil
import string
import subprocess
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from bullheads.core.events import Event, events_json
from bullheads.games import get_game
from bullheads.games.buffalo.events import ASKED, BUFFALO, BuffaloEnded, DecisionAsked, Taken
from bullheads.games.numeranza import events as num
from bullheads.games.numeranza.actions import Try
from bullheads.games.take6.events import CardChosen, CardDrafted, CardPlaced, GameEnded, RowTaken
from bullheads.games.take6.fan_events import MarkerMoved, MarkerSet
from bullheads.games.take11.events import RoundScored as Take11Scored
from bullheads.i18n import LANGUAGES, Translator, catalog
from bullheads.i18n.narrate import Narrator

CONFIGS: list[tuple[str, dict[str, Any]]] = [
    ("take6", {"players": 4}),
    ("take6", {"players": 3, "professional": True, "snake": True}),
    ("take6", {"players": 5, "end": "elimination", "limit": 30}),
    ("take6", {"players": 3, "end": "rounds", "fans": ["even-odd", "mountaineering", "cow", "digit-flip"]}),
    ("buffalo", {"players": 1}),
    ("buffalo", {"players": 4}),
    ("take11", {"players": 3}),
    *(
        ("numeranza", {"variant": variant, "players": 3})
        for variant in ("target", "spiral", "trips", "diamond")
    ),
    ("numeranza", {"variant": "coop", "players": 2}),
]
"""Every game, with its variants and the fan cards."""
UNFILLED = re.compile(r"\{\w*\}")
NAMES = ("Ann", "Bea", "Cy", "Dee", "Eve", "Fay")
SCRIPT = Path(__file__).resolve().parent.parent / "bullheads" / "web" / "js" / "narrate.js"


def batches(name: str, data: dict[str, Any], seed: int, limit: int = 400) -> Iterator[Sequence[Event]]:
    """The events of a seeded random playthrough, batch by batch (the opening first)."""
    game = get_game(name)
    state = game.new(game.config_from_json(data), seed=seed)
    rng = random.Random(seed)
    yield list(getattr(state, "opening", []))
    for _ in range(limit):
        if state.over:
            return
        seat = rng.choice(state.to_act())
        yield state.act(seat, rng.choice(state.legal(seat)))


def readers(players: int) -> list[int | None]:
    return [*range(players), None]


def tell(events: Sequence[Event], lang: str, reader: int | None) -> list[str]:
    """What `reader` is told, with a missing key or an unfilled placeholder failing."""
    lines = Narrator(Translator(lang), NAMES, reader).events(events, reader)
    for line in lines:
        assert not UNFILLED.search(line), line
    return lines


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def keys_of(line: dict[str, Any]) -> list[str]:
    """The catalogue keys a line may be told with: its key (its plural pair), the ``.you``
    forms the catalogue offers, and the nested keys of its parameters."""
    key = line["key"]
    forms = [f"{key}.one", f"{key}.other"] if "count" in line else [key]
    english = catalog("en")
    forms += [f"{form}.you" for form in forms if f"{form}.you" in english]
    nested = [value["key"] for value in line["params"].values() if isinstance(value, dict) and "key" in value]
    nested += [
        value["noun"] + suffix
        for value in line["params"].values()
        if isinstance(value, dict) and "noun" in value
        for suffix in (".one", ".other")
    ]
    return forms + nested


@pytest.mark.parametrize(
    ("name", "data"), CONFIGS, ids=lambda value: json.dumps(value) if isinstance(value, dict) else value
)
def test_every_event_of_a_seeded_playthrough_narrates_in_every_language(
    name: str, data: dict[str, Any]
) -> None:
    """For every seat and a spectator, in English and Spanish: no missing key, no
    unfilled placeholder; every event of a game says something or is silent on purpose."""
    players = data["players"] + (1 if data.get("variant") == "coop" else 0)
    for seed in (1, 2):
        for events in batches(name, data, seed):
            for lang in LANGUAGES:
                for reader in readers(players):
                    tell(events, lang, reader)


def test_every_key_an_event_says_exists_in_every_language_with_its_placeholders() -> None:
    """The keys of every line of every playthrough and of every enumerated field's
    value: in both catalogues, and the parameters fill every placeholder."""
    lines = [
        line
        for name, data in CONFIGS
        for events in batches(name, data, 3)
        for event in events_json(events, None, everything=True)
        for line in event["say"]
    ]
    lines += [line for event in events_json(enumerated(), None, everything=True) for line in event["say"]]
    for line in lines:
        for key in keys_of(line):
            templates = [catalog(lang).get(key) for lang in LANGUAGES]
            assert None not in templates, (key, templates)
            english = placeholders(templates[0] or "")
            assert all(placeholders(template or "") == english for template in templates), key
            if key == line["key"] or key.startswith(f"{line['key']}."):
                assert english <= {*line["params"], "count"}, (key, line)


def test_every_legal_action_says_itself_in_every_language() -> None:
    """State.say_action: each legal action of every seat (the team seat too) at every step
    of a playthrough of every game is a line whose key is in both catalogues with the same
    placeholders, all filled by its parameters, and reads with none left unfilled, so that
    a client words its choices in its reader's language."""
    said = set()
    for (name, data), seed in itertools.product(CONFIGS, (5, 6, 7)):
        game = get_game(name)
        state = game.new(game.config_from_json(data), seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.over:
                break
            for seat in state.to_act():
                for action in state.legal(seat):
                    line = state.say_action(action).to_json()
                    said.add(line["key"])
                    for key in keys_of(line):
                        templates = [catalog(lang).get(key) for lang in LANGUAGES]
                        assert None not in templates, (key, action)
                        assert len({frozenset(placeholders(text or "")) for text in templates}) == 1, key
                    assert placeholders(catalog("en")[line["key"]]) <= set(line["params"]), (line, action)
                    for lang in LANGUAGES:
                        text = Narrator(Translator(lang), NAMES, seat).line(line)
                        assert text and not UNFILLED.search(text), (text, action)
            seat = rng.choice(state.to_act())
            state.act(seat, rng.choice(state.legal(seat)))
    covered = {"act.play_flipped", "act.draft", "buf.act.no_special", "buf.act.push.before", "buf.act.sort"}
    assert covered | {"t11.act.end_turn", "num.act.say", "num.act.win_none", "num.act.try"} <= said, said


def test_a_numeranza_try_names_the_card_everyone_sees_in_its_cell() -> None:
    """V4-5: a try's line names its cell's card when it lies face up, else says "face
    down": an action's line is the same for every reader, so it never tells a face-down
    card's number (it once left the card out, and the terminal said it its own way)."""
    game = get_game("numeranza")
    seen = set()
    for seed in range(12):
        state = game.new(game.config_from_json({"variant": "diamond", "players": 2}), seed=seed)
        rng = random.Random(seed)
        while not state.over and len(seen) < 2:
            seat = rng.choice(state.to_act())
            for action in state.legal(seat):
                if isinstance(action, Try):
                    cell = state.view(None)["diamond"][action.cell]
                    face = cell["card"]
                    shown = f"{face['number']}{'*' if face['points'] else ''}" if face else None
                    card = state.say_action(action).to_json()["params"]["card"]
                    assert card == (shown or {"key": "num.face_down"}), (cell, card)
                    seen.add(cell["face_up"])
            state.act(seat, rng.choice(state.legal(seat)))
    assert seen == {True, False}


def enumerated() -> list[Event]:
    """One event per value of each enumerated field (one field, one key family)."""
    events: list[Event] = [RowTaken(0, 1, (5, 55), 8, reason) for reason in ("full", "low", "cow")]
    events += [MarkerSet("even-odd", 0, shows) for shows in ("even", "odd")]
    events += [MarkerMoved("mountaineering", 1, shows) for shows in ("up", "down")]
    events += [MarkerSet("cow", 2, ""), MarkerMoved("cow", 3, "")]
    events += [
        Taken(seat, 0, (10,), 3, reason)
        for seat in (BUFFALO, 0)
        for reason in ("sixth card", "low card", "insert", "push")
    ]
    events += [DecisionAsked(phase) for phase in (*ASKED, "window")]
    events += [BuffaloEnded(3, 1, won) for won in (True, False)]
    events += [Take11Scored(1, reason, 0, (3, 4), (3, 4)) for reason in ("hand_empty", "draw_empty")]
    reasons = (
        "exhaustion",
        "central_empty",
        "centre_won",
        "isolated",
        "diamond_empty",
        "turn_limit",
        "queue_full",
        "face_down",
    )
    events += [num.GameEnded(reason, (3, 5), (1,)) for reason in reasons]
    events += [num.GameEnded("victory", (15, 15, 15), (0, 1)), num.GameEnded("queue_full", (4, 4, 4), ())]
    events += [num.TieBroken(how, (0, 1), (4, 2)) for how in ("roll", "reveal")]
    events += [num.TargetReturned(7, reason) for reason in ("change", "tie")]
    events += [num.Said(0, "phrase", words) for words in ("play", "alone", "pass")]
    events += [num.Said(0, "hint", words) for words in ("starting", "special", "need_help", "cant_help")]
    events += [num.Said(1, "confirm", "play"), num.Said(1, "confirm", "")]
    events += [
        num.CardTried(0, 2, 8, 1, operations, 7, won)
        for operations in ("both", "add", "none")
        for won in (True, False)
    ]
    events += [num.ClaimResolved(0, (1,), taken) for taken in (True, False)]
    events += [num.TripResolved(0, (1,), (), success) for success in (True, False)]
    events += [num.QueueCard(None), num.QueueCard(4), num.Matched(3, 9, None), num.Matched(3, 9, 1)]
    events += [num.CardsShown((), 0), num.CardsShown(((0, 3), (1, 4)), 7)]
    return events


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_value_of_an_enumerated_field_narrates(lang: str) -> None:
    for reader in (0, 1, None):
        for event in enumerated():
            tell([event], lang, reader)


# ------------------------------------------------------------------- the formatter's rules


def told(events: Sequence[Event], reader: int | None, lang: str = "en") -> list[str]:
    return Narrator(Translator(lang), ("You", "Bot 2", "Bot 3"), reader).events(events, reader, gaps=False)


def test_T6_08_the_card_that_takes_a_row_starts_it() -> None:
    """The context rule: a card placed on the row taken just before starts that row
    (a card placed anywhere else, or with no take before it, is put on its row)."""
    taken = RowTaken(1, 2, (10, 11, 12, 13, 14), 5, "full")
    assert told([taken, CardPlaced(1, 16, 2)], 0)[1] == "Bot 2's 16 now starts row 3."
    assert told([taken, CardPlaced(1, 16, 2)], 1, "es")[1] == "Tu 16 abre ahora la fila 3."
    assert told([taken, CardPlaced(1, 16, 0)], 0)[1] == "Bot 2 puts 16 on row 1."
    assert told([CardPlaced(0, 55, 2)], 0) == ["You put 55(7) on row 3."]


def test_the_reader_is_told_in_the_you_form_and_counts_agree() -> None:
    taken = RowTaken(0, 0, (5,), 2, "low")
    assert told([taken], 0) == ["You take row 1: 5(2) (2 heads)."]
    assert told([RowTaken(1, 0, (5,), 2, "low")], None) == ["Bot 2 takes row 1: 5(2) (2 heads)."]
    assert told([RowTaken(1, 0, (1,), 1, "low")], 0) == ["Bot 2 takes row 1: 1 (1 head)."]
    assert told([RowTaken(1, 0, (1,), 1, "low")], 0, "es")[0].endswith("(1 cabeza).")


def test_a_line_to_its_subject_is_told_to_it_only() -> None:
    """Only the chooser is told it chose (the others see the view's `chosen`); only
    winners are told they won."""
    assert told([CardChosen(0)], 0) == ["You have chosen a card."]
    assert told([CardChosen(0)], 1) == told([CardChosen(0)], None) == []
    ended = told([GameEnded((10, 3, 3), (1, 2))], 1)
    assert ended[-2:] == ["Winners, sharing the win: Bot 2, Bot 3.", "You share the win!"]
    assert "You share the win!" not in told([GameEnded((10, 3, 3), (1, 2))], 0)


def test_a_private_twin_replaces_its_public_line_for_its_owner_only() -> None:
    drawn = [num.Drew(1), num.CardDrawn(1, 40, 3)]
    assert told(drawn, 1) == ["You draw 3."]
    assert told(drawn, 0) == told(drawn, None) == ["Bot 2 draws a card."]


def test_a_run_of_draft_picks_is_one_line() -> None:
    """T6-16: consecutive picks merge; anything between them starts a new line."""
    picks = [CardDrafted(0, 17), CardDrafted(1, 55), CardDrafted(2, 3)]
    assert told(picks, 0) == ["Drafted: You 17, Bot 2 55(7), Bot 3 3."]
    split = [picks[0], CardChosen(0), picks[1]]
    assert told(split, 0) == ["Drafted: You 17.", "You have chosen a card.", "Drafted: Bot 2 55(7)."]


# ------------------------------------------------------------------- the browser's formatter

NODE_RUNNER = """
const [catalogue, cases] = JSON.parse(require("fs").readFileSync(0, "utf8"));
globalThis.fetch = async () => ({ json: async () => catalogue });
globalThis.document = { documentElement: {} };
(async () => {
  const i18n = await import(process.argv[2] + "/i18n.js");
  const { narrateEvents } = await import(process.argv[2] + "/narrate.js");
  await i18n.loadTexts("xx");
  const names = process.argv[3].split(",");
  const name = (seat) => names[seat];
  const out = cases.map(([events, seat]) => narrateEvents(events, { seat, name }).flat());
  process.stdout.write(JSON.stringify(out));
})();
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="the browser formatter runs in Node.js")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_browser_formatter_says_what_the_terminal_says(lang: str, tmp_path: Path) -> None:
    """web/js/narrate.js and bullheads/i18n/narrate.py tell the same event JSON in the
    same words, for every seat and a spectator, in a playthrough of every game."""
    cases: list[tuple[list[dict[str, Any]], int | None]] = []
    expected: list[list[str]] = []
    for name, data in CONFIGS:
        players = data["players"] + (1 if data.get("variant") == "coop" else 0)
        for events in batches(name, data, 4, limit=60):
            for reader in readers(players):
                seen = events_json(events, reader)
                cases.append((seen, reader))
                expected.append(Narrator(Translator(lang), NAMES, reader).told(seen))
    runner = tmp_path / "run.cjs"
    runner.write_text(NODE_RUNNER, encoding="utf-8")
    texts = dict(catalog(lang))
    done = subprocess.run(
        ["node", str(runner), SCRIPT.parent.as_uri(), ",".join(NAMES)],
        input=json.dumps([texts, cases]),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == expected
