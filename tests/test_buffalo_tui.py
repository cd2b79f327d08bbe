"""The Beat the Buffalo terminal client, driven through the plain-line console."""

from __future__ import annotations

import io
from pathlib import Path

from bullheads.core.record import load, replay
from bullheads.games.buffalo import BUFFALO_GAME
from bullheads.games.buffalo.config import BuffaloConfig
from bullheads.tui.buffalo_session import new_buffalo_session
from bullheads.tui.console import PlainConsole


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
    text = run(["human", "heuristic", "heuristic"], "?\nt\n" + "1\n" * 400, path)
    assert "Do not reveal or discuss your cards" in text
    assert "Face-up special cards:" in text and "Enter or p: pass" in text
    assert "The team beats the buffalo" in text or "The buffalo wins" in text
    state = replay(load(path), BUFFALO_GAME)
    assert state.over


def test_enter_passes_a_team_window_and_q_leaves_unfinished(tmp_path: Path) -> None:
    text = run(["human"], "\nq\nn\n")
    assert "Your hand:" in text and "The game was left unfinished." in text
    assert "Stop!" not in text  # a solo team has no special cards (BUF-03)


def test_the_person_sees_their_hand_and_no_other() -> None:
    out = run(["human", "random", "random"], "q\nn\n")
    state = BUFFALO_GAME.new(BuffaloConfig(3), seed=5)
    assert f"Your hand: {' '.join(map(str, state.hands[0]))}." in out
    for seat in (1, 2):
        assert " ".join(map(str, state.hands[seat])) not in out


def test_spanish() -> None:
    assert "Vencer al Búfalo" in run(["human"], "q\nn\n", lang="es")
