"""Non-play actions of a hand, as small values that round-trip through text.

A play action is a :class:`~game.plays.Play`; passing is :data:`PASS`.
Bidding is :class:`Bid` (叫分, 0 = pass) or :class:`Call` / :class:`Rob`
(叫地主/抢地主); :class:`Show` is 明牌 and :class:`Double` is 加倍.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards import RANK_CHARS, Card, parse_cards
from game.plays import Play


@dataclass(frozen=True, slots=True)
class Bid:
    """叫分: 0 passes, 1–3 bids that many points."""

    value: int

    def __str__(self) -> str:
        return f"bid {self.value}"


@dataclass(frozen=True, slots=True)
class Call:
    """叫地主 (True) or 不叫 (False)."""

    yes: bool

    def __str__(self) -> str:
        return "call" if self.yes else "no_call"


@dataclass(frozen=True, slots=True)
class Rob:
    """抢地主 (True) or 不抢 (False)."""

    yes: bool

    def __str__(self) -> str:
        return "rob" if self.yes else "no_rob"


@dataclass(frozen=True, slots=True)
class Show:
    """明牌 (True) or not (False), at the current show phase."""

    yes: bool

    def __str__(self) -> str:
        return "show" if self.yes else "no_show"


@dataclass(frozen=True, slots=True)
class Double:
    """加倍 (True) or not (False)."""

    yes: bool

    def __str__(self) -> str:
        return "double" if self.yes else "no_double"


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
    (RULES.md §6).  The cards are held in a canonical order, so equal choices are equal."""

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
    """Inverse of ``str(action)``; a play is written ``play cards:kind:key``."""
    text = text.strip()
    if text in _WORDS:
        return _WORDS[text]
    word, _, rest = text.partition(" ")
    if word == "bid" and rest.isdigit():
        return Bid(int(rest))
    if word == "ally" and rest:
        return CallAlly(None if rest == "alone" else Card.parse(rest))
    if word == "keep" and rest:
        return Keep(() if rest == "none" else tuple(parse_cards(rest)))
    if word == "play" and rest:
        return Play.from_str(rest.split()[0])
    raise ValueError(f"unknown action {text!r}")


def format_action(action: Action) -> str:
    return f"play {action}" if isinstance(action, Play) else str(action)
