"""Dou Dizhu's entry in the replay registry: its hands replayed, drawn on the whole-table
:class:`~ui.table.board.Board`, logged in words, and started again from their deal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.plays import Play
from game.record import start_from
from ui.app.i18n import seat_name, t
from ui.app.session import HUMAN
from ui.play.registry import DOUDIZHU, ReplayKind, replay_hand
from ui.table.board import Board
from ui.table.selection import describe

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.app.scene import Scene


def replay_doudizhu(record: dict[str, Any], step: int) -> Any:
    """The Dou Dizhu hand of ``record`` after ``step`` actions (ValueError: none)."""
    return replay_hand(record, step, DOUDIZHU, "Dou Dizhu")


def entry_text(entry: str) -> str:
    """A log line in words: '<name>: <action>'."""
    words = entry.split(" ")
    if not words or not words[0].isdecimal():
        return entry
    name = seat_name(int(words[0]))
    verb = words[1] if len(words) > 1 else ""
    if verb == "play" and len(words) > 2:
        try:
            return f"{name}: {describe(Play.from_str(words[2]))}"
        except ValueError:
            return f"{name}: {words[2]}"
    return f"{name}: {t('log.' + verb, value=' '.join(words[2:]))}"


def outcome(game: Any) -> str:
    """The player's result over the finished table: won or lost, and the score."""
    key = "result.win" if game.result.won(HUMAN) else "result.lose"
    return f"{t(key)}  {game.result.scores[HUMAN]:+d}"


def play_again(app: App, record: dict[str, Any]) -> str | None:
    """A new hand with the deal's seed and ruleset, to try other plays (asking first when
    it would replace the Dou Dizhu hand saved in progress); the error, if it cannot."""
    from ui.play.start import ask_before_replacing, start_game

    try:
        game = start_from(record)
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        return str(exc)
    ask_before_replacing(app, DOUDIZHU, lambda: start_game(
        app, replace_all=True, seed=game.seed, game=game))
    return None


def review(app: App, record: dict[str, Any]) -> Scene:
    from ui.pages.review import ReviewScene

    return ReviewScene(app, record)


KIND = ReplayKind(replay_doudizhu, lambda app: Board(app.art), entry_text, outcome,
                  play_again, review, lambda game: list(game.history),
                  lambda score: f"{score:+d}")
