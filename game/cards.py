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
['QS', "QS'", "B''"]
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
# The most decks any table uses (rules.Table checks 1..4): a card names one of their copies.
MAX_DECKS = 4
# The longest card text a parser reads: a four-deck deck written out is about 1,100
# characters, so anything longer is not cards but damage, refused before it is read.
MAX_TEXT = 20_000

_ALIASES = {"0": "T", "X": "T"}
_SUIT_TEXTS = frozenset(("", *SUITS))


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One physical card: a rank index, a suit letter ('' for jokers), a deck number.

    Suits matter only for display and the flipped card; the deck number tells
    the copies apart in two-deck modes.
    """

    rank: int
    suit: str = ""
    deck: int = 0

    def __post_init__(self) -> None:
        # A card that cannot exist is refused where it is made, so no rule, index or
        # text of it ever meets a rank 99 or a suit 'Z' deep inside.
        if is_card(self):
            return
        problem = card_problem(self.rank, self.suit, self.deck)
        if problem is not None:
            raise ValueError(problem)

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
        if not is_card(self):  # only a card forged around its constructor
            return f"<not a card: rank {self.rank!r}, suit {self.suit!r}, deck {self.deck!r}>"
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


def is_card(card: Card) -> bool:
    """Whether a Card's fields name a card (always, unless it was forged around its
    constructor): the quick check the readers of cards from outside use."""
    rank, suit, deck = card.rank, card.suit, card.deck
    return (
        type(rank) is int and type(deck) is int and type(suit) is str and suit in _SUIT_TEXTS
        and 0 <= rank < RANK_COUNT and 0 <= deck < MAX_DECKS
        and not (suit and rank >= SMALL_JOKER)
    )


def card_problem(rank: object, suit: object, deck: object) -> str | None:
    """Why these fields make no card (``None``: they make one); wrong types raise TypeError.

    A rank is an index 0..14, a suit one of ``S H C D`` or ``''`` (rank-only cards
    and jokers), a deck copy 0..3.
    """
    for name, value, kind in (("rank", rank, int), ("suit", suit, str), ("deck", deck, int)):
        if isinstance(value, bool) or not isinstance(value, kind):
            raise TypeError(f"a card's {name} is {kind.__name__}, not {value!r}")
    assert isinstance(rank, int) and isinstance(suit, str) and isinstance(deck, int)
    if not 0 <= rank < RANK_COUNT:
        return f"a card's rank is an index 0..{RANK_COUNT - 1} ({RANK_CHARS}), not {rank}"
    if suit and (len(suit) != 1 or suit not in SUITS):
        return f"a card's suit is one of {' '.join(SUITS)} (or none), not {suit!r}"
    if suit and rank >= SMALL_JOKER:
        return f"a joker has no suit, not {suit!r}"
    if not 0 <= deck < MAX_DECKS:
        return f"a card's deck copy is 0..{MAX_DECKS - 1}, not {deck}"
    return None


def card_text(text: object, what: str = "card text") -> str:
    """``text`` checked to be a string of a sane length: every parser reads through this.

    >>> card_text(["3"])
    Traceback (most recent call last):
    TypeError: card text is a string, not list
    """
    if not isinstance(text, str):
        raise TypeError(f"{what} is a string, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise ValueError(f"{what} is too long ({len(text):,} characters, at most {MAX_TEXT:,})")
    if not text.isascii():
        # Never read a look-alike as a card: 'ſ'.upper() is 'S', '３' is a digit.
        strange = next((ch for ch in text if not ch.isascii() and not ch.isspace()), None)
        if strange is not None:
            raise ValueError(f"{what} is plain ASCII text: {strange!r} in {_excerpt(text)} is not")
    return text


def _rank_of(ch: str, text: str) -> int:
    up = _ALIASES.get(ch.upper(), ch.upper())
    if up not in RANK_INDEX:
        raise ValueError(f"bad card character {ch!r} in {text!r}: ranks are {RANK_CHARS}")
    return RANK_INDEX[up]


def parse_ranks(text: str) -> list[int]:
    """Rank indices of a rank-only hand string such as ``'33345'`` (spaces ignored)."""
    text = card_text(text)
    return [_rank_of(ch, text) for ch in text if not ch.isspace() and ch != ","]


def format_ranks(ranks: Iterable[int]) -> str:
    """Canonical rank string, ascending: the inverse of :func:`parse_ranks`."""
    return "".join(RANK_CHARS[r] for r in sorted(ranks))


def parse_cards(text: str) -> list[Card]:
    """Parse suited cards such as ``'3S 3H TD B R'`` (a suit may follow each non-joker rank).

    A rank without a suit gets no suit; tests use that for rank-only hands.
    Primes after a card name its deck copy (``QS'`` is deck 1's queen of spades).
    """
    text = card_text(text)
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
        if deck >= MAX_DECKS:
            raise ValueError(f"{deck} deck marks in {_excerpt(text)}: at most {MAX_DECKS - 1}")
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


def _excerpt(text: str) -> str:
    """The text for a message, cut short when long."""
    return repr(text) if len(text) <= 40 else repr(text[:40]) + f"… ({len(text):,} characters)"


def to_ranks(cards: str | Iterable[Card] | Iterable[int]) -> list[int]:
    """Accept a rank string, cards or rank indices, and return rank indices.

    The one place the public functions read "some cards": a string is parsed, an
    iterable must hold :class:`Card` values or rank indices 0..14 (never a float, a
    bool or a rank character, which would read as some other card).
    """
    return [card.rank if isinstance(card, Card) else card for card in card_items(cards)]


def card_items(cards: str | Iterable[Card] | Iterable[int]) -> list[Card | int]:
    """Cards or rank indices, checked one by one (a string is read as rank text).

    >>> card_items([0, Card(14)])
    [0, Card.parse('R')]
    >>> card_items([1.5])
    Traceback (most recent call last):
    TypeError: a card is a Card or a rank index, not 1.5
    """
    if isinstance(cards, str):
        return list(parse_ranks(cards))
    if isinstance(cards, bytes | dict) or not isinstance(cards, Iterable):
        raise TypeError(f"cards are a string or an iterable of Card, not {type(cards).__name__}")
    out: list[Card | int] = []
    for card in cards:
        if len(out) >= MAX_TEXT:
            raise ValueError(f"more than {MAX_TEXT:,} cards: not a hand")
        if isinstance(card, Card):
            if not is_card(card):
                raise ValueError(f"{card} cannot be read")
            out.append(card)
        elif isinstance(card, bool) or not isinstance(card, int):
            raise TypeError(f"a card is a Card or a rank index, not {card!r}")
        elif not 0 <= card < RANK_COUNT:
            raise ValueError(f"a rank index is 0..{RANK_COUNT - 1} ({RANK_CHARS}), not {card}")
        else:
            out.append(card)
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
