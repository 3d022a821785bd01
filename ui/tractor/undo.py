"""Practice undo at the Tractor table, and the practice options saved with the match.

悔牌 takes back the player's last play of the hand in progress and every action
after it (the AI plays that answered it), back to the player's own decision.
Nothing is forked from the rules: the match is rebuilt by the rules core from
its own record (:func:`game.shengji.replay_match`) with the hand's actions cut
just before that play, so the state after an undo *is* the state before the
play — hand, trick, points, levels.  As in Dou Dizhu practice, the number of
undos travels with the saved match (``undos`` in its options) and the hand is
booked as a practice hand, apart from the player's record.
"""

from __future__ import annotations

from game.shengji import Match, PlayCards
from game.shengji.match import replay_match
from ui.play.practice import PracticeOptions

PLAY_WORD = str(PlayCards(())).split(" ")[0]  # "play", as the record writes a lead or follow


class TractorPracticeOptions(PracticeOptions):
    """The Tractor practice tools' settings for one match (the shared ones: open hands,
    undos); saved with it."""


def last_play_index(actions: list[str], seat: int) -> int | None:
    """Index in a hand's actions of ``seat``'s last lead or follow, or ``None``.

    >>> last_play_index(["0 declare 2S", "1 play AS", "0 play 3S", "1 play 4S"], 0)
    2
    >>> last_play_index(["0 declare 2S", "0 bury 3S"], 0) is None
    True
    """
    for index in range(len(actions) - 1, -1, -1):
        seat_text, _, rest = actions[index].partition(" ")
        if seat_text == str(seat) and rest.split(" ")[0] == PLAY_WORD:
            return index
    return None


def undo_reason(match: Match, seat: int, practice: bool) -> str | None:
    """Why nothing can be undone now (a translation key), or ``None`` when it can."""
    if not practice:
        return "tractor.undo.practice_only"
    if match.game.over:
        return "tractor.undo.over"
    if last_play_index(match.game.action_log, seat) is None:
        return "tractor.undo.nothing"
    return None


def undone_match(match: Match, seat: int) -> Match:
    """The match rebuilt just before ``seat``'s last play of the hand in progress."""
    actions = match.game.action_log
    index = last_play_index(actions, seat)
    if index is None:
        raise ValueError("the player has made no play in this hand")
    record = match.record()
    hands = list(record["hands"])  # type: ignore[call-overload]
    hands[-1] = actions[:index]
    record["hands"] = hands
    return replay_match(record)

