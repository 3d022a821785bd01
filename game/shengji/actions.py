"""Tractor actions: small values that round-trip through the text of a hand's record.

Every action a seat takes in a Tractor hand is one of these, written into the
record as ``'<seat> <text>'``.  Cards are written with the shared card text, so
deck copies stay apart (``2H 2H'``) and every record replays exactly.

from game.cards import parse_cards
>>> str(Declare(tuple(parse_cards("2H 2H'"))))
"declare 2H 2H'"
>>> parse_action("friends 1:AS") == CallFriends((FriendCall("A", "S", 1),))
True
"""

from __future__ import annotations

from dataclasses import dataclass

from game.actions import Bid as Bid
from game.actions import cards_problem, is_number
from game.cards import SUITS, Card, card_text, parse_cards
from game.errors import shown
from game.shengji.cards import RANKS

# The highest friend call: the copies of a face in four decks.
MAX_ORDINAL = 4


def _cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(str(card) for card in cards)


@dataclass(frozen=True, slots=True)
class Pass:
    """Let the moment go: no declaration now (the deal goes on), no bid, no theft, no redeal."""

    def __str__(self) -> str:
        return "pass"


PASS = Pass()


@dataclass(frozen=True, slots=True)
class Declare:
    """亮主 / 加固 / 反主: show these identical cards (level cards or a joker set)."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"declare {_cards_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class Bury:
    """扣底: put these cards face down as the kitty."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"bury {_cards_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class PlayCards:
    """A lead or a follow: exactly these physical cards."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"play {_cards_text(self.cards)}"


@dataclass(frozen=True, slots=True)
class FriendCall:
    """找朋友: "the ``ordinal``-th copy of this face played" (a face that is not trump)."""

    rank: str
    suit: str
    ordinal: int

    def __post_init__(self) -> None:
        for name, value, kind in (("rank", self.rank, str), ("suit", self.suit, str),
                                  ("ordinal", self.ordinal, int)):
            if isinstance(value, bool) or not isinstance(value, kind):
                raise TypeError(f"a friend call's {name} is {kind.__name__}, not {value!r}")
        if (len(self.rank) != 1 or self.rank not in RANKS or len(self.suit) != 1
                or self.suit not in SUITS or not 1 <= self.ordinal <= MAX_ORDINAL):
            raise ValueError(
                f"a friend call is an ordinal 1..{MAX_ORDINAL} and a suited card such as 1:AS, "
                f"not {self.ordinal!r}:{self.rank!r}{self.suit!r}"
            )

    def __str__(self) -> str:
        return f"{self.ordinal}:{self.rank}{self.suit}"

    @classmethod
    def parse(cls, text: str) -> FriendCall:
        ordinal, _, face = card_text(text, "a friend call").partition(":")
        if not is_number(ordinal) or len(face) != 2:
            raise ValueError(f"a friend call reads like 1:AS, not {text!r}")
        return cls(face[0].upper(), face[1].upper(), int(ordinal))

    def matches(self, card: Card) -> bool:
        return not card.is_joker and card.rank_char == self.rank and card.suit == self.suit


@dataclass(frozen=True, slots=True)
class CallFriends:
    """The dealer's friend calls, all at once."""

    calls: tuple[FriendCall, ...]

    def __str__(self) -> str:
        return "friends " + " ".join(str(call) for call in self.calls)


@dataclass(frozen=True, slots=True)
class NameTrump:
    """三人竞标: the dealer names the trump suit, or ``None`` for no trump."""

    suit: str | None

    def __str__(self) -> str:
        return f"trump {self.suit or 'NT'}"


@dataclass(frozen=True, slots=True)
class AskRedeal:
    """造反: a catcher with a weak hand asks for a new deal."""

    def __str__(self) -> str:
        return "redeal"


ASK_REDEAL = AskRedeal()


@dataclass(frozen=True, slots=True)
class Transfer:
    """Five players, three decks (§2.5.3): place ``count`` levels on ``seat`` — blocked
    levels given to a teammate or imposed as a drop on an opponent, or the J or A rule's
    drop passed on to a catcher the dealer names."""

    seat: int
    count: int

    def __str__(self) -> str:
        return f"levels {self.seat} {self.count}"


@dataclass(frozen=True, slots=True)
class GiveShare:
    """``friend_share=flexible``: the seat that saved the last trick gives the dealer side's
    last third to ``seat`` (himself or his partner)."""

    seat: int

    def __str__(self) -> str:
        return f"share {self.seat}"


@dataclass(frozen=True, slots=True)
class Accept:
    """Take the levels a teammate offers."""

    def __str__(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class Refuse:
    """Refuse the levels a teammate offers (a winning-side player may, §2.5.3)."""

    def __str__(self) -> str:
        return "refuse"


ACCEPT = Accept()
REFUSE = Refuse()
TractorAction = (
    Pass | Declare | Bury | PlayCards | CallFriends | Bid | NameTrump | AskRedeal
    | Transfer | GiveShare | Accept | Refuse
)

_CARD_ACTIONS: dict[str, type[Declare] | type[Bury] | type[PlayCards]] = {
    "declare": Declare,
    "bury": Bury,
    "play": PlayCards,
}


def parse_action(text: str) -> TractorAction:
    """The inverse of ``str(action)``; raises ``ValueError`` naming what is wrong.

    >>> parse_action("bid x")
    Traceback (most recent call last):
    ValueError: unknown Tractor action 'bid x': a bid is written 'bid 60'
    >>> parse_action("bid ²")
    Traceback (most recent call last):
    ValueError: a Tractor action is plain ASCII text: '²' in 'bid ²' is not
    """
    word, _, rest = card_text(text, "a Tractor action").strip().partition(" ")
    rest = rest.strip()
    if word == "pass" and not rest:
        return PASS
    if word == "redeal" and not rest:
        return ASK_REDEAL
    if word in ("accept", "refuse") and not rest:
        return ACCEPT if word == "accept" else REFUSE
    if word == "share" and is_number(rest):
        return GiveShare(int(rest))
    if word == "levels":
        seat, _, count = rest.partition(" ")
        if is_number(seat) and is_number(count):
            return Transfer(int(seat), int(count))
    if word in _CARD_ACTIONS and rest:
        return _CARD_ACTIONS[word](tuple(parse_cards(rest)))
    if word == "friends" and rest:
        return CallFriends(tuple(FriendCall.parse(part) for part in rest.split()))
    if word == "bid" and is_number(rest):
        return Bid(int(rest))
    if word == "trump" and (rest == "NT" or (len(rest) == 1 and rest in SUITS)):
        return NameTrump(None if rest == "NT" else rest)
    hint = _FORMS.get(word)
    shown = repr(text) if len(text) <= 60 else repr(text[:60]) + "…"
    raise ValueError(f"unknown Tractor action {shown}" + (f": {hint}" if hint else ""))


_FORMS = {
    "pass": "it is written 'pass' alone",
    "redeal": "it is written 'redeal' alone",
    "share": "it is written 'share 2' (a seat number)",
    "levels": "it is written 'levels 2 1' (a seat number and a count)",
    "declare": "it is written 'declare 2H 2H''",
    "bury": "it is written 'bury AS 3H …'",
    "play": "it is written 'play AS AS''",
    "friends": "it is written 'friends 1:AS 2:KH'",
    "bid": "a bid is written 'bid 60'",
    "trump": "it is written 'trump S' (S H C D) or 'trump NT'",
}


def action_problem(action: object) -> str | None:
    """Why ``action`` is not a well-formed Tractor action (``None``: it is one).

    The engine asks this first, so ``Declare(('2S',))`` or ``PlayCards(None)`` is
    refused with a reason before any phase reads its cards.
    """
    if isinstance(action, Pass | AskRedeal | Accept | Refuse):
        return None
    if isinstance(action, Declare | Bury | PlayCards):
        if not isinstance(action.cards, tuple):
            name = type(action).__name__
            return f"the cards of {name} are a tuple of Card, not {shown(action.cards)}"
        return cards_problem(action.cards, f"a card of {type(action).__name__}") or _suitless(
            action.cards
        )
    if isinstance(action, CallFriends):
        if not isinstance(action.calls, tuple) or not all(
            isinstance(call, FriendCall) for call in action.calls
        ):
            return f"friend calls are a tuple of FriendCall, not {shown(action.calls)}"
        return next(filter(None, map(_friend_call_problem, action.calls)), None)
    if isinstance(action, Bid | Transfer | GiveShare):
        return _numbers_problem(action)
    if isinstance(action, NameTrump):
        if action.suit is not None and (
            not isinstance(action.suit, str) or len(action.suit) != 1 or action.suit not in SUITS
        ):
            return f"the trump suit is S, H, C, D or None (no trump), not {shown(action.suit)}"
        return None
    return f"{shown(action)} is not a Tractor action"


def _friend_call_problem(call: FriendCall) -> str | None:
    """A FriendCall's own check, for one that reached the engine around its constructor."""
    try:
        FriendCall(call.rank, call.suit, call.ordinal)
    except (TypeError, ValueError) as error:
        return str(error)
    return None


def _suitless(cards: tuple[Card, ...]) -> str | None:
    """Every Tractor card but a joker has a suit (``'A'`` alone names no card of the deck)."""
    for card in cards:
        if not card.suit and not card.is_joker:
            return f"{card.rank_char} has no suit: a Tractor card is written like {card.rank_char}S"
    return None


def _numbers_problem(action: Bid | Transfer | GiveShare) -> str | None:
    for name in action.__slots__:
        value = getattr(action, name)
        if isinstance(value, bool) or not isinstance(value, int):
            return f"the {name} of {type(action).__name__} is a whole number, not {shown(value)}"
    return None
