"""Trump: which effective suit each card belongs to, and its order inside it.

A hand is played with a :class:`Trump` — a level and a suit, or no suit for no
trump (``Trump("7", None)``, written ``7NT``).  The level ``W`` is the joker
level 王 of ``match_end=defend_NT``: trump is the jokers alone, no level cards.

Everything the trick rules need comes from an :class:`Order` (built once per
trump and ruleset by :func:`order_for`): for every card its *effective suit*
(``"T"`` for trump, else the printed suit; in the one-deck game ``"black"`` or
``"red"``), its *index* inside that suit (equal cards share one; consecutive
indices are adjacent for tractors) and its *face* (identical faces make
pairs: same rank and suit, or same rank and colour with two colours).

>>> from game.shengji.cards import parse_hand
>>> o = Order.build(Trump("7", "S"))
>>> [o.index(c) for c in parse_hand("S:A H:7 D:7 S:7 B R")]
[11, 12, 12, 13, 14, 15]
>>> o.suit_of(parse_hand("H:7")[0]), o.suit_of(parse_hand("H:A")[0])
('T', 'H')

Indices follow docs/tractor.md §1.2 (plain ranks 0 …, then 副级牌, 主级牌, B, R; at no
trump the trump suit starts at 0 with the level cards); with
``permanent_twos`` the 副2 and 主2 come between the trump suit's A and the 副级牌;
with ``level_gap="breaks"`` the ranks above the level sit one higher, so the
level's two neighbours are no longer adjacent (D33).

The API (stable; the hand flow relies on it): :class:`Trump` (``level``,
``suit``, ``no_trump``, ``parse``, ``str``), :data:`TRUMP`, :data:`JOKER_LEVEL`,
:func:`order_for`, :class:`Order` (``suit_of``, ``index``, ``face``,
``is_trump``, ``sort_key``, ``suit_word``), :func:`effective_suit`,
:func:`order_index`, :func:`is_trump`, :func:`is_level_card`,
:func:`same_face`, :func:`equal_cards`, :func:`colour_of`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from game.cards import BIG_JOKER, SMALL_JOKER, SUITS, Card, card_text
from game.shengji.cards import RANKS

TRUMP = "T"
JOKER_LEVEL = "W"
LEVELS = RANKS + JOKER_LEVEL
BLACK = "black"
RED = "red"
SUIT_WORDS = {
    TRUMP: "trumps",
    "S": "spades",
    "H": "hearts",
    "C": "clubs",
    "D": "diamonds",
    BLACK: "black cards",
    RED: "red cards",
}
# A face: natural rank and the suit (or colour) that makes identical cards.
Face = tuple[int, str]


@dataclass(frozen=True, slots=True)
class Trump:
    """The trump of a hand: level rank character and suit letter (``None`` = no trump).

    >>> Trump.parse("7NT"), str(Trump("T", "H"))
    (Trump(level='7', suit=None), 'TH')
    """

    level: str
    suit: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.level, str) or not isinstance(self.suit, str | None):
            raise TypeError(f"a trump is a level and a suit letter or None, not {self!r}")
        if len(self.level) != 1 or (self.suit is not None and len(self.suit) != 1):
            raise ValueError(f"a trump's level and suit are one letter each, not {self!r}")
        if self.level not in LEVELS:
            raise ValueError(f"level {self.level!r} is not one of {LEVELS}")
        if self.suit is not None and self.suit not in SUITS:
            raise ValueError(f"trump suit {self.suit!r} is not one of {SUITS} or None")
        if self.level == JOKER_LEVEL and self.suit is not None:
            raise ValueError("the joker level has no trump suit")

    @property
    def no_trump(self) -> bool:
        return self.suit is None

    def __str__(self) -> str:
        return self.level + (self.suit or "NT")

    @classmethod
    def parse(cls, text: str) -> Trump:
        """``'7S'`` or ``'7NT'`` (``'WNT'`` is the joker level)."""
        text = card_text(text, "a trump").strip().upper()
        if len(text) < 2:
            raise ValueError(f"a trump is a level and a suit or NT, not {text!r}")
        suit = text[1:]
        return cls(text[0], None if suit == "NT" else suit)


def colour_of(card: Card) -> str:
    """``'black'`` for spades and clubs, ``'red'`` for hearts and diamonds, ``''`` for jokers."""
    if card.is_joker:
        return ""
    return BLACK if card.suit in ("S", "C") else RED


@dataclass(frozen=True)
class Order:
    """Effective suit, index and face of every card under one trump and ruleset."""

    trump: Trump
    colours: bool = False
    permanent_twos: bool = False
    level_gap: str = "joins"
    min_run: int = 2  # ``tractor_min_pairs``: the fewest linked tuples that make a tractor
    _table: dict[tuple[int, str], tuple[str, int, Face]] = field(
        default_factory=dict, compare=False, repr=False
    )

    @classmethod
    def build(
        cls,
        trump: Trump,
        *,
        colours: bool = False,
        permanent_twos: bool = False,
        level_gap: str = "joins",
        min_run: int = 2,
    ) -> Order:
        order = cls(trump, colours, permanent_twos, level_gap, min_run)
        order._fill()
        return order

    # ----- lookups -------------------------------------------------------------------

    # The lookups below are the rules' innermost loop (the AI's search calls them millions
    # of times a hand), so each reads the table itself instead of going through `entry`.

    def entry(self, card: Card) -> tuple[str, int, Face]:
        """Effective suit, index and face in one lookup."""
        try:
            return self._table[(card.rank, card.suit)]
        except KeyError:
            raise _not_tractor(card) from None

    def suit_of(self, card: Card) -> str:
        """The effective suit: ``'T'`` for trump, else the suit (or colour) it follows."""
        try:
            return self._table[(card.rank, card.suit)][0]
        except KeyError:
            raise _not_tractor(card) from None

    def index(self, card: Card) -> int:
        """Order inside the effective suit; equal cards share it, adjacent ones differ by 1."""
        try:
            return self._table[(card.rank, card.suit)][1]
        except KeyError:
            raise _not_tractor(card) from None

    def face(self, card: Card) -> Face:
        """What makes cards identical: two cards of one face form a pair."""
        try:
            return self._table[(card.rank, card.suit)][2]
        except KeyError:
            raise _not_tractor(card) from None

    def is_trump(self, card: Card) -> bool:
        try:
            return self._table[(card.rank, card.suit)][0] == TRUMP
        except KeyError:
            raise _not_tractor(card) from None

    def sort_key(self, card: Card) -> tuple[int, int, int, int]:
        """Trump first, then the suits S H C D; high to low inside each; for fanning a hand."""
        suit, index, _ = self.entry(card)
        group = 0 if suit == TRUMP else 1 + SUITS.find(card.suit)
        return (group, -index, SUITS.find(card.suit), card.deck)

    def suit_word(self, suit: str) -> str:
        """``'spades'``, ``'trumps'``, ``'red cards'`` … for messages."""
        return SUIT_WORDS[suit]

    # ----- building the table ----------------------------------------------------------

    def _suit_key(self, suit: str) -> str:
        return colour_of(Card(0, suit)) if self.colours else suit

    def _fill(self) -> None:
        level = self.trump.level
        level_rank = RANKS.find(level)  # -1 at the joker level
        twos = self.permanent_twos and level != "2"
        trump_key = None if self.trump.suit is None else self._suit_key(self.trump.suit)
        plain = [r for r in range(len(RANKS)) if r != level_rank and not (twos and r == 0)]
        gap = self.level_gap == "breaks" and level_rank > 0
        plain_index = {r: i + (1 if gap and r > level_rank else 0) for i, r in enumerate(plain)}
        top = max(plain_index.values()) + 1 if trump_key is not None else 0
        for suit in SUITS:
            key = self._suit_key(suit)
            is_trump_suit = key == trump_key
            for rank in plain:
                eff = TRUMP if is_trump_suit else key
                self._put(rank, suit, eff, plain_index[rank])
        special = [r for r in (0 if twos else None, level_rank) if r is not None and r >= 0]
        for rank in special:
            for suit in SUITS:
                major = self._suit_key(suit) == trump_key
                self._put(rank, suit, TRUMP, top + (1 if major else 0))
            top += 1 if trump_key is None else 2
        self._put(13, "", TRUMP, top)
        self._put(14, "", TRUMP, top + 1)

    def _put(self, rank: int, suit: str, eff: str, index: int) -> None:
        card_rank = SMALL_JOKER if rank == 13 else BIG_JOKER if rank == 14 else None
        if card_rank is None:
            card_rank = Card.parse(RANKS[rank] + suit).rank
        face: Face = (rank, self._suit_key(suit) if suit else "")
        self._table[(card_rank, suit)] = (eff, index, face)


def _not_tractor(card: Card) -> ValueError:
    return ValueError(f"{card} is not a card of a Tractor deck")


@lru_cache(maxsize=256)
def _cached(trump: Trump, colours: bool, permanent_twos: bool, level_gap: str,
            min_run: int) -> Order:
    return Order.build(trump, colours=colours, permanent_twos=permanent_twos, level_gap=level_gap,
                       min_run=min_run)


def order_for(trump: Trump, rules: Any) -> Order:
    """The order under ``trump`` and the ruleset's colours, permanent 2s, level gap and
    shortest tractor.

    ``rules`` is a Tractor ruleset (any object with ``two_colours``,
    ``permanent_twos`` and ``level_gap``; ``min_tractor``, if it has one, else 2).
    Every rule function reads its trump and rules through here, so a trump that is not
    a :class:`Trump` or rules that are not a ruleset are refused with ``TypeError``
    before anything reads them.
    """
    if not isinstance(trump, Trump):
        raise TypeError(f"a trump is a Trump (Trump('7', 'S') or Trump('7', None)), not {trump!r}")
    if not (hasattr(rules, "permanent_twos") and hasattr(rules, "level_gap")):
        raise TypeError(f"rules are a Tractor ruleset (game.ruleset('tractor')), not {rules!r}")
    return _cached(
        trump,
        bool(getattr(rules, "two_colours", False)),
        bool(rules.permanent_twos),
        str(rules.level_gap),
        int(getattr(rules, "min_tractor", 2)),
    )


def effective_suit(card: Card, trump: Trump, rules: Any) -> str:
    """``'T'`` for a trump, else the plain suit the card follows (docs/tractor.md §1.2)."""
    return order_for(trump, rules).suit_of(_a_card(card))


def order_index(card: Card, trump: Trump, rules: Any) -> int:
    """The card's order index inside its effective suit."""
    return order_for(trump, rules).index(_a_card(card))


def _a_card(card: object) -> Card:
    """``card`` if it is a Card; the public functions refuse anything else by its type."""
    if not isinstance(card, Card):
        raise TypeError(f"a card is a Card (Card.parse('AS')), not {card!r}")
    return card


def is_trump(card: Card, trump: Trump, rules: Any) -> bool:
    return order_for(trump, rules).is_trump(card)


def is_level_card(card: Card, level: str) -> bool:
    """Whether the card has the level's rank (jokers never do)."""
    return not card.is_joker and card.rank_char == level


def same_face(a: Card, b: Card, rules: Any) -> bool:
    """Identical cards, which pair: same rank and suit, or same colour in the two-colour game."""
    if a.rank != b.rank:
        return False
    if getattr(rules, "two_colours", False):
        return colour_of(a) == colour_of(b)
    return a.suit == b.suit


def equal_cards(a: Card, b: Card, trump: Trump, rules: Any) -> bool:
    """Equal in rank: same effective suit and index (7H = 7D at 7S); the first played wins.

    Equal cards are not identical: ``7H 7D`` rank alike but are no pair (§1.5).
    """
    order = order_for(trump, rules)
    return order.suit_of(a) == order.suit_of(b) and order.index(a) == order.index(b)
