"""Is the player's selection a legal play?  And how to say why not.

Uses the rules core's own ``classify`` and ``beats``, so the 出牌 button and
``Game.apply`` can never disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game import beats, classify
from game.cards import RANK_CHARS, Card
from game.doudizhu.patterns import PatternContext, pattern_set
from game.doudizhu.view import PHASE_PLAY, SeatView
from game.plays import Play
from ui.app.i18n import t


@dataclass(frozen=True)
class Verdict:
    """The play the selection makes (None when it cannot be played) and why not."""

    play: Play | None
    reason: str = ""
    params: dict[str, str] = field(default_factory=dict)
    # 癞子: every reading that may be played when there are several (the player chooses;
    # ``play`` is the one preselected).
    choices: tuple[Play, ...] = ()

    @property
    def ok(self) -> bool:
        return self.play is not None

    def message(self) -> str:
        return t(self.reason, **self.params) if self.reason else ""


def judge(selected: Sequence[Card], view: SeatView) -> Verdict:
    """Whether ``selected`` may be played now by ``view.seat``."""
    if view.phase != PHASE_PLAY:
        return Verdict(None, "")
    if view.to_act != view.seat:
        return Verdict(None, "reason.not_your_turn")
    if not selected:
        if view.previous is None:
            return Verdict(None, "reason.select_to_lead")
        return Verdict(None, "reason.must_beat", {"play": describe(view.previous)})
    readings = classify(list(selected), view.rules, wild=view.wild)
    if not readings:
        return Verdict(None, _no_reading_reason(selected, view))
    winning = [p for p in readings if beats(p, view.previous, view.rules)]
    if not winning:
        return Verdict(None, "reason.must_beat", {"play": describe(view.previous)}) \
            if view.previous is not None else Verdict(None, "reason.not_a_combination")
    leading = view.previous is None
    chosen = max(winning, key=lambda p: (p.bomb_class, p.rank)) if leading else \
        min(winning, key=lambda p: (p.bomb_class, p.rank))
    return Verdict(chosen, choices=tuple(winning) if len(winning) > 1 else ())


def _no_reading_reason(selected: Sequence[Card], view: SeatView) -> str:
    """Why no combination: with wilds among the cards, say that even they cannot help."""
    patterns = pattern_set(view.rules)
    if patterns.is_wild is not None:
        context = PatternContext.of(view.rules, view.wild)
        if any(patterns.is_wild(card, context) for card in selected):
            return "reason.wild_no_reading"
    return "reason.not_a_combination"


def rank_name(rank_char: str) -> str:
    """Display name of a rank: '10' for T, the jokers by name."""
    if rank_char == "B":
        return t("rank.small_joker")
    if rank_char == "R":
        return t("rank.big_joker")
    return "10" if rank_char == "T" else rank_char


SUIT_SYMBOLS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}


def card_name(card: Card) -> str:
    """Words for one card, e.g. '♥7' / '7♥', '10' for T, the jokers by name."""
    rank = rank_name(card.rank_char)
    if not card.suit:
        return rank
    return t("card.name", suit=SUIT_SYMBOLS.get(card.suit, card.suit), rank=rank)


def describe(play: Play) -> str:
    """Words for a play, e.g. 'a pair of 9s' / '一对9'."""
    low_rank = play.rank - play.chain + 1 if play.chain > 1 else min(play.ranks)
    return t(
        f"play.desc.{play.kind}",
        rank=rank_name(play.key),
        low=rank_name(RANK_CHARS[low_rank]),
        high=rank_name(play.key),
        n=len(play),
        chain=play.chain,
    )
