"""Tractor's entry in the replay registry (``REPLAYS``, :mod:`ui.play.registry`): a
finished hand stepped through action by action, its log in words, its review, and
重打这副牌 (the same deal again as a new match); each step is drawn by
:class:`~ui.tractor.replay_board.TractorReplayBoard`.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from game.shengji.phase import PhaseName
from ui.app.i18n import t
from ui.play.registry import SHENGJI, ReplayKind, replay_hand
from ui.tractor.cardsort import cards_text
from ui.tractor.replay_board import TractorReplayBoard
from ui.tractor.session import HUMAN
from ui.tractor.words import seat_label

if TYPE_CHECKING:
    from ui.app.app import App
    from ui.app.scene import Scene

Plays = list[tuple[int, Any]]


def replay_tractor(record: dict[str, Any], step: int) -> Any:
    """The Tractor hand of ``record`` after ``step`` actions (ValueError: none)."""
    return replay_hand(record, step, SHENGJI, "Tractor")


def plays_of(game: Any) -> Plays:
    """Every play of the hand so far, trick after trick, as (seat, cards)."""
    return [(seat, cards) for trick in game.view(HUMAN).tricks for seat, cards in trick.plays]


def entry_text(entry: str) -> str:
    """A log line in words: '<name>: <action>', cards as the table names them."""
    seat_text, _, rest = entry.partition(" ")
    if not seat_text.isdecimal():
        return entry
    verb, _, value = rest.partition(" ")
    if verb in ("declare", "bury", "play") and value:
        from game.cards import parse_cards

        with contextlib.suppress(ValueError):
            value = cards_text(parse_cards(value))
    return f"{seat_label(int(seat_text))}: {t('tractor.log.' + verb, value=value)}"


def outcome(game: Any) -> str:
    """Nothing over the table: the finished hand's words are in the kitty's panel, clear
    of the last trick
    (:func:`~ui.tractor.replay_board.outcome_text`)."""
    return ""


def review(app: App, record: dict[str, Any]) -> Scene:
    from ui.tractor.review import TractorReviewScene

    return TractorReviewScene(app, record)


def _board(app: App) -> TractorReplayBoard:
    return TractorReplayBoard(app.art, str(app.settings.card_back))


def score_text(levels: int) -> str:
    """Levels moved, in the list: '+1 级', '0 级'."""
    return t("list.levels", n=f"{levels:+d}" if levels else "0")


DEAL_PACE = 0.1  # the deal, a card a step, plays at ten steps a normal step's time


def pace(game: Any) -> float:
    """While the cards are dealt, a step shows one card: those steps go quickly."""
    return DEAL_PACE if game.phase in (PhaseName.DEALING, PhaseName.FINAL_ROUND) else 1.0


# -- 重打这副牌: the same deal again -----------------------------------------------------------
def same_deal_match(hand: Any) -> Any:
    """A new match whose first hand is dealt exactly as ``hand`` was, at its levels, with
    its dealer (or, in a match's first hand, none: the race decides again) and its first
    bidder.  The match seed whose first hand has ``hand.seed`` is worked out
    (``match_seed_for``), not searched: the new match saves and resumes as any."""
    from game.shengji.match import Match, match_seed_for

    seed = match_seed_for(hand.seed)
    return Match(hand.rules, seed, levels=hand.levels, dealer=hand.fixed_dealer,
                 first_bidder=hand.start_first_bidder)


def start_same_deal(app: App, hand: Any, practice: bool) -> Scene:
    """The deal of ``hand`` on a fresh table in place of everything (a new match)."""
    from ui.play.registry import table_kind

    match = same_deal_match(hand)
    return table_kind(SHENGJI).start(app, match.rules, match.seed, practice, True, match, None)


def play_again(app: App, record: dict[str, Any]) -> str | None:
    """重打这副牌 from the replay viewer: the recorded deal on a new table (asking first
    when a Tractor match is in progress); the error, if the record has no deal to give."""
    from ui.play.start import ask_before_replacing

    try:
        hand = replay_tractor(record, 0)
        same_deal_match(hand)  # a bad start (levels, dealer) is said here, not at the table
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        return str(exc)
    practice = bool(app.settings.practice)
    ask_before_replacing(app, SHENGJI, lambda: start_same_deal(app, hand, practice))
    return None


KIND = ReplayKind(replay_tractor, _board, entry_text, outcome, play_again, review, plays_of,
                  score_text, pace)
