"""Cards, ranks and the text notation used in tests, logs and save files.

Ranks are small integers so that rank arithmetic (chains, comparison) is plain
integer arithmetic: ``3`` is 0, ``A`` is 11, ``2`` is 12, the small (black)
joker ``B`` is 13 and the big (red) joker ``R`` is 14.  Chains may only use
ranks up to ``A`` (:data:`CHAIN_TOP`).

>>> parse_ranks("3TB")
[0, 7, 13]
>>> format_ranks([13, 0, 7])
'3TB'

With several decks a card's text tells the copies apart: one prime per deck
after the first (``QS`` is deck 0's queen of spades, ``QS'`` deck 1's, ``B''``
deck 2's small joker), so a two-deck record names each physical card.

>>> [str(c) for c in parse_cards("QS QS' B''")]
["QS", "QS'", "B''"]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

RANK_CHARS = "3456789TJQKA2BR"
RANK_COUNT = len(RANK_CHARS)
RANK_INDEX = {ch: i for i, ch in enumerate(RANK_CHARS)}
CHAIN_TOP = RANK_INDEX["A"]
TWO = RANK_INDEX["2"]
SMALL_JOKER = RANK_INDEX["B"]
BIG_JOKER = RANK_INDEX["R"]
SUITS = "SHCD"
SUIT_NAMES = {"S": "spades", "H": "hearts", "C": "clubs", "D": "diamonds"}
DECK_MARK = "'"

_ALIASES = {"0": "T", "X": "T"}


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One physical card: a rank index, a suit letter ('' for jokers), a deck number.

    Suits matter only for display and the flipped card; the deck number tells
    the copies apart in two-deck modes.
    """

    rank: int
    suit: str = ""
    deck: int = 0

    @property
    def rank_char(self) -> str:
        return RANK_CHARS[self.rank]

    @property
    def is_joker(self) -> bool:
        return self.rank >= SMALL_JOKER

    @property
    def is_red(self) -> bool:
        """Red for display: hearts, diamonds and the big joker."""
        return self.suit in ("H", "D") or self.rank == BIG_JOKER

    def __str__(self) -> str:
        return RANK_CHARS[self.rank] + self.suit + DECK_MARK * self.deck

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card such as ``'TS'``, ``'3H'``, ``'B'`` or ``'R'``."""
        cards = parse_cards(text)
        if len(cards) != 1:
            raise ValueError(f"expected one card, got {text!r}")
        return cards[0]


def _rank_of(ch: str, text: str) -> int:
    up = _ALIASES.get(ch.upper(), ch.upper())
    if up not in RANK_INDEX:
        raise ValueError(f"bad card character {ch!r} in {text!r}: ranks are {RANK_CHARS}")
    return RANK_INDEX[up]


def parse_ranks(text: str) -> list[int]:
    """Rank indices of a rank-only hand string such as ``'33345'`` (spaces ignored)."""
    return [_rank_of(ch, text) for ch in text if not ch.isspace() and ch != ","]


def format_ranks(ranks: Iterable[int]) -> str:
    """Canonical rank string, ascending: the inverse of :func:`parse_ranks`."""
    return "".join(RANK_CHARS[r] for r in sorted(ranks))


def parse_cards(text: str) -> list[Card]:
    """Parse suited cards such as ``'3S 3H TD B R'`` (a suit may follow each non-joker rank).

    A rank without a suit gets no suit; tests use that for rank-only hands.
    Primes after a card name its deck copy (``QS'`` is deck 1's queen of spades).
    """
    cards: list[Card] = []
    chars = [ch for ch in text if not ch.isspace() and ch != ","]
    i = 0
    while i < len(chars):
        if chars[i] == DECK_MARK:
            raise ValueError(f"a deck mark must follow a card in {text!r}")
        rank = _rank_of(chars[i], text)
        suit = ""
        if i + 1 < len(chars) and chars[i + 1].upper() in SUITS and rank < SMALL_JOKER:
            # 'S' is not a rank character, so a following suit letter is unambiguous.
            suit = chars[i + 1].upper()
            i += 1
        deck = 0
        while i + 1 < len(chars) and chars[i + 1] == DECK_MARK:
            deck += 1
            i += 1
        cards.append(Card(rank, suit, deck))
        i += 1
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """Compact suited notation, e.g. ``'3S3HB'``."""
    return "".join(str(c) for c in cards)


def rank_counts(ranks: Iterable[int]) -> list[int]:
    """Count of each rank, indexed by rank."""
    counts = [0] * RANK_COUNT
    for r in ranks:
        counts[r] += 1
    return counts


def to_ranks(cards: str | Iterable[Card] | Iterable[int]) -> list[int]:
    """Accept a rank string, cards or rank indices, and return rank indices."""
    if isinstance(cards, str):
        return parse_ranks(cards)
    out: list[int] = []
    for c in cards:
        out.append(c.rank if isinstance(c, Card) else int(c))
    return out


def new_deck(decks: int = 1) -> list[Card]:
    """A full deck (or several) in a fixed order: 3S 3H 3C 3D … 2D B R."""
    deck: list[Card] = []
    for d in range(decks):
        for rank in range(TWO + 1):
            deck.extend(Card(rank, s, d) for s in SUITS)
        deck.append(Card(SMALL_JOKER, "", d))
        deck.append(Card(BIG_JOKER, "", d))
    return deck


def sort_for_display(cards: Sequence[Card]) -> list[Card]:
    """High to low, as a player fans a hand: R B 2 A K … 3, suits in a fixed order."""
    return sorted(cards, key=lambda c: (-c.rank, SUITS.find(c.suit), c.deck))
