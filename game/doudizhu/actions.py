"""Non-play actions of a hand, as small values that round-trip through text.

A play action is a :class:`~game.plays.Play`; passing is :data:`PASS`.
Bidding is :class:`Bid` (叫分, 0 = pass) or :class:`Call` / :class:`Rob`
(叫地主/抢地主); :class:`Show` is 明牌 and :class:`Double` is 加倍.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.actions import Bid as Bid
from game.actions import cards_problem as cards_problem
from game.actions import is_number
from game.cards import RANK_CHARS, Card, card_text, parse_cards
from game.errors import shown
from game.plays import Play, play_problem


@dataclass(frozen=True, slots=True)
class _YesNo:
    """An answer of yes or no, written as its class's word (``call``) or ``no_`` and it."""

    word: ClassVar[str]
    yes: bool

    def __str__(self) -> str:
        return self.word if self.yes else f"no_{self.word}"


@dataclass(frozen=True, slots=True)
class Call(_YesNo):
    """叫地主 (True) or 不叫 (False)."""

    word = "call"


@dataclass(frozen=True, slots=True)
class Rob(_YesNo):
    """抢地主 (True) or 不抢 (False)."""

    word = "rob"


@dataclass(frozen=True, slots=True)
class Show(_YesNo):
    """明牌 (True) or not (False), at the current show phase."""

    word = "show"


@dataclass(frozen=True, slots=True)
class Double(_YesNo):
    """加倍 (True) or not (False)."""

    word = "double"


@dataclass(frozen=True, slots=True)
class CallAlly:
    """The landlord names its hidden ally's card (rank and suit; any deck copy), or
    ``None`` to play alone against everybody (独打)."""

    card: Card | None

    def __str__(self) -> str:
        if self.card is None:
            return "ally alone"
        return f"ally {RANK_CHARS[self.card.rank]}{self.card.suit}"


@dataclass(frozen=True, slots=True)
class Keep:
    """帝主 keeps these kitty cards (any of them, none to all) and discards the rest unseen
    (docs/doudizhu-modes.md §6).  The cards are held in a canonical order, so equal choices are
    equal."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def __str__(self) -> str:
        return "keep " + ("".join(str(card) for card in self.cards) or "none")


@dataclass(frozen=True, slots=True)
class PassTurn:
    """不出: decline to beat the last play."""

    def __str__(self) -> str:
        return "pass"


PASS = PassTurn()
Action = Bid | Call | Rob | Show | Double | CallAlly | Keep | PassTurn | Play

_WORDS: dict[str, Bid | Call | Rob | Show | Double | PassTurn] = {
    "call": Call(True), "no_call": Call(False), "rob": Rob(True), "no_rob": Rob(False),
    "show": Show(True), "no_show": Show(False), "double": Double(True),
    "no_double": Double(False), "pass": PASS,
}


def parse_action(text: str) -> Action:
    """Inverse of ``str(action)``; a play is written ``play cards:kind:key``.

    Anything after the action is refused, never ignored:

    >>> parse_action("bid 2"), parse_action("play 33:pair:3")
    (Bid(value=2), Play.from_str('33:pair:3'))
    >>> parse_action("bid 2 3")
    Traceback (most recent call last):
    ValueError: unknown action 'bid 2 3'
    """
    text = card_text(text, "an action").strip()
    if text in _WORDS:
        return _WORDS[text]
    word, _, rest = text.partition(" ")
    if word == "bid" and is_number(rest):
        return Bid(int(rest))
    if word == "ally" and rest:
        return CallAlly(None if rest == "alone" else Card.parse(rest))
    if word == "keep" and rest:
        return Keep(() if rest == "none" else tuple(parse_cards(rest)))
    if word == "play" and rest and " " not in rest:
        return Play.from_str(rest)
    raise ValueError(f"unknown action {_short(text)}")


def _short(text: str) -> str:
    return repr(text) if len(text) <= 60 else repr(text[:60]) + f"… ({len(text):,} characters)"


def action_problem(action: object) -> str | None:
    """Why ``action`` is not a well-formed Dou Dizhu action (``None``: it is one).

    The engine asks this before anything else, so an action object with fields of
    the wrong kind (``CallAlly('AS')``, ``Bid('3')``, a card that cannot exist) is
    refused with a reason instead of failing somewhere inside a phase.
    """
    if isinstance(action, PassTurn):
        return None
    if isinstance(action, Play):
        return play_problem(action)
    if isinstance(action, Bid):
        value = action.value
        if isinstance(value, bool) or not isinstance(value, int):
            return f"a bid is a whole number of points, not {shown(value)}"
        return None
    if isinstance(action, Call | Rob | Show | Double):
        if not isinstance(action.yes, bool):
            return f"{type(action).__name__} says True or False, not {shown(action.yes)}"
        return None
    if isinstance(action, CallAlly):
        if action.card is None:
            return None
        return cards_problem((action.card,), "the ally's card")
    if isinstance(action, Keep):
        if not isinstance(action.cards, tuple):
            return f"the kept cards are a tuple of Card, not {shown(action.cards)}"
        return cards_problem(action.cards, "a kept card")
    return f"{shown(action)} is not a Dou Dizhu action"


def format_action(action: Action) -> str:
    return f"play {action}" if isinstance(action, Play) else str(action)
