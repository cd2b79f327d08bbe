"""The Beat the Buffalo terminal client, driven through the plain-line console."""

from __future__ import annotations

import io
from collections.abc import Sequence
from pathlib import Path

import pytest

from bullheads.core.record import load, replay
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.actions import CardCard, Insert, Push, RowCard
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.games.buffalo.state import BuffaloState
from bullheads.games.take6.actions import Play
from bullheads.games.take6.cards import HEADS
from bullheads.i18n import Translator
from bullheads.tui.buffalo_render import BuffaloRenderer
from bullheads.tui.buffalo_session import new_buffalo_session
from bullheads.tui.console import PlainConsole
from bullheads.tui.seats import seat_names
from bullheads.tui.take6_render import card_text


class FirstChoiceConsole(PlainConsole):
    """A player who types `script` first, then always the first answer Tab offers
    (Enter where none is offered)."""

    def __init__(self, script: str) -> None:
        super().__init__(io.StringIO(script), io.StringIO(), echo=True)
        self.asked: list[tuple[str, list[str]]] = []
        """Every prompt with the answers it offered to complete."""

    def ask(self, prompt: str, choices: Sequence[str] = ()) -> str:
        self.asked.append((prompt, list(choices)))
        if self.input.tell() < len(self.input.getvalue()):
            return super().ask(prompt, choices)
        answer = choices[0] if choices else ""
        self.output.write(prompt + answer + "\n")
        return answer

    def transcript(self) -> str:
        assert isinstance(self.output, io.StringIO)
        return self.output.getvalue()


def run(kinds: list[str], typed: str, record: Path | None = None, lang: str = "en") -> str:
    out = io.StringIO()
    console = PlainConsole(io.StringIO(typed), out)
    session = new_buffalo_session(
        BuffaloConfig(len(kinds)), kinds, 5, console, lang, str(record) if record else None
    )
    session.run()
    return out.getvalue()


def test_one_person_and_two_bots_play_to_the_end_and_the_record_replays(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    console = FirstChoiceConsole("?\nt\n")
    state = BUFFALO_GAME.new(BuffaloConfig(3), seed=5)
    new_buffalo_session(
        state.config, ["human", "heuristic", "heuristic"], 5, console, "en", str(path), state=state
    ).run()
    text = console.transcript()
    assert "Do not reveal or discuss your cards" in text
    assert "Face-up special cards:" in text and "Enter or p: pass" in text
    assert "a card number: play that card" in text
    assert "The team beats the buffalo" in text or "The buffalo wins" in text
    assert replay(load(path), BUFFALO_GAME).history == state.history


def test_a_member_types_the_card_itself_and_a_wrong_card_is_explained() -> None:
    state = BUFFALO_GAME.new(BuffaloConfig(1), seed=5)
    low, high = state.hands[0][0], state.hands[0][-1]
    out = run(["human"], f"999\n{high}\nq\ny\nn\n")
    assert f"999 is not a card you may play: type one of {' '.join(map(str, state.hands[0]))}" in out
    assert "Turn 1, cards revealed:" in out and f"You {card_text(high)}" in out
    assert str(low) in out


def test_the_low_card_row_is_typed_as_the_row_number() -> None:
    state = _low_card_position()
    console = FirstChoiceConsole("3\n9\n")
    new_buffalo_session(state.config, ["human"], 5, console, "en", state=state).run()
    text = console.transcript()
    assert "lower than every open row: the team chooses the row to take." in text
    assert "9 is not a row the team may take: type one of 1, 2, 3, 4" in text
    assert state.history[1][1].to_json() == {"take_row": 0}


def test_push_and_insert_choices_name_the_cards_they_move() -> None:
    """The choices are the game's lines for the actions (State.say_action), read from the
    table: the card Insert! places and the card each Push! moves."""
    deal = {
        "hands": [[10, 60], [100, 101]],
        "buffalo": [50, 90],
        "rows": [[5, 11, 14], [20], [30], [6, 7]],
        "specials": ["insert", "push"],
    }
    state = BUFFALO_GAME.new(BuffaloConfig(2), outcomes=[deal])
    state.act(0, Play(10))
    state.act(1, Play(100))
    tr = Translator("en")
    render = BuffaloRenderer(tr, seat_names(tr, [True, True]))
    moves = [Insert(0, 1), Push(3, 1, 0, 1), Push(3, 0, 1, 0), Push(0, 2, 2, 0), Push(0, 1, 3, 2)]
    assert set(moves) <= set(state.legal(0))
    assert render.choices([state.say_action(action) for action in moves]) == [
        "1: Insert! 10 into row 1, before 11",
        "2: Push! 7 from row 4 to row 1, before 11",
        "3: Push! 6 from row 4 to row 2, before 20",
        "4: Push! 14 from row 1 to row 3, before 30",
        "5: Push! 11 from row 1 to the end of row 4",
    ]


def test_a_bots_replacement_after_replace_is_played_by_its_bot_not_asked_of_a_person() -> None:
    """BUF-12: Replace! on the card of the bot in seat 0 owes seat 0's new card. The team
    decision went to the person (seat 1), but the replacement is seat 0's own: its bot plays
    it; the person is never asked for it nor offered seat 0's hand."""
    state = _replace_position()
    console = FirstChoiceConsole("\n104\n6\n999\n")
    new_buffalo_session(state.config, ["heuristic", "human"], 5, console, "en", state=state).run()
    returned = next(action.card for _, action in state.history if isinstance(action, CardCard))
    assert returned in (15, 25) and (0, Play(40 - returned)) in state.history
    card_prompts = [choices for prompt, choices in console.asked if prompt == "You, your card: "]
    assert card_prompts and all(set(choices) <= {"103", "104"} for choices in card_prompts)
    text = console.transcript()
    assert "999 is not a choice" in text and "is not a card you may play" not in text


def test_enter_passes_a_team_window_and_q_leaves_unfinished() -> None:
    text = run(["human"], "\nq\ny\nn\n")
    assert "Your hand:" in text and "The game was left unfinished." in text
    assert "Stop!" not in text  # a solo team has no special cards (BUF-03)


def test_the_person_sees_their_hand_and_no_other() -> None:
    out = run(["human", "random", "random"], "q\ny\nn\n")
    state = BUFFALO_GAME.new(BuffaloConfig(3), seed=5)
    hand = state.hands[0]
    assert (
        f"Your hand: {' '.join(card_text(card) for card in hand)} ({sum(HEADS[c] for c in hand)} heads)."
        in out
    )
    for seat in (1, 2):
        assert " ".join(map(str, state.hands[seat])) not in out


def test_spanish() -> None:
    out = run(["human"], "q\ny\nn\n", lang="es")
    assert "Vencer al Búfalo" in out and "tu carta:" in out


def _replace_position() -> BuffaloState:
    """A team of two whose Replace! is face up; seat 0 holds 15 and 25."""
    deal = {
        "hands": [[15, 25], [103, 104]],
        "buffalo": [80, 90],
        "rows": [[2, 5, 9, 13, 17], [10], [50], [70]],
        "specials": ["replace", "take7"],
    }
    return BUFFALO_GAME.new(BuffaloConfig(2), outcomes=[deal])


def _low_card_position() -> BuffaloState:
    """A solo team whose only card, 3, is lower than every row."""
    deal = {"hands": [[3]], "buffalo": [104], "rows": [[10], [20], [30], [40]], "specials": []}
    return BUFFALO_GAME.new(BuffaloConfig(1), outcomes=[deal])


HELP_WORDS = {
    "en": ("Take 7!: beside a row", "Sort: the team chooses", "Stack: N is how many", "special card first"),
    "es": (
        "¡Coge 7!: junto a una fila",
        "Ordena: el equipo elige",
        "Mazo: N es cuántas",
        "carta especial y luego",
    ),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_help_explains_every_special_card_and_the_stack(lang: str) -> None:
    out = run(["human"], "?\nq\ny\nn\n", lang=lang)
    for words in HELP_WORDS[lang]:
        assert words in out
    tr = Translator(lang)
    for kind in ("take7", "stop", "replace", "insert", "push", "first", "last", "sort"):
        assert tr.t(f"buf.help.{kind}") in out


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_hand_shows_the_heads_of_each_card(lang: str) -> None:
    state = BUFFALO_GAME.new(BuffaloConfig(1), seed=5)
    out = run(["human"], "q\ny\nn\n", lang=lang)
    heavy = next(card for card in state.hands[0] if HEADS[card] > 1)
    assert f"{heavy}({HEADS[heavy]})" in out
    assert Translator(lang).plural("heads", sum(HEADS[card] for card in state.hands[0])) in out


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_team_decision_asks_for_the_card_first_then_what_to_do(lang: str) -> None:
    """BUF-09: a window lists the special cards that may be used, not every way to use
    them; the chosen card's uses come next, and b goes back."""
    tr = Translator(lang)
    console = FirstChoiceConsole("1\nb\n1\n1\n")
    state = BUFFALO_GAME.new(BuffaloConfig(3), seed=5)
    new_buffalo_session(
        state.config, ["human", "heuristic", "heuristic"], 5, console, lang, state=state
    ).run()
    prompts = [prompt for prompt, _ in console.asked]
    first = prompts.index(tr.t("buf.prompt.special"))
    assert prompts[first + 1].endswith(tr.t("buf.prompt.use", card="X").split("X")[1])
    assert prompts[first + 2] == tr.t("buf.prompt.special"), "b goes back to the special cards"
    _, specials = console.asked[first]
    assert len(specials) <= 9, "at most the 8 kinds and p"
    assert any(isinstance(action, (RowCard,)) for _, action in state.history)
