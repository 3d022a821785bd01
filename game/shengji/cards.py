"""Tractor card notation: cards, hands written by suit, and point cards.

Tractor uses the shared :class:`game.cards.Card` (rank index, printed suit,
deck copy) but its own text and rank order: ``AS`` is ♠A, ``TH`` ♥10, ``2D``
♦2, ``B`` the small joker, ``R`` the big one, and 2 is the *lowest* natural
rank (docs/tractor.md §0).  A hand groups its cards by suit, ``"S:AAK9 H:55 B"``;
a group goes on until the next ``X:`` so ``"S:9 88 44"`` is five spades.
Loose cards (``"AS TH 2D"``), joker runs (``"BB RR"``) and deck marks
(``"AS'"``) may be mixed in.  Without a mark the k-th copy of a face gets deck
k, so a parsed hand names distinct physical cards.

>>> format_hand(parse_hand("S:AAK9 H:55 B"))
'S:AAK9 H:55 B'
>>> [str(c) for c in parse_hand("S:AA")]
['AS', "AS'"]
>>> points(parse_hand("S:KT5 H:A"))
25
>>> show(parse_hand("S:88 H:T B"))
'♠88 ♥T B'

The API (stable; the hand flow relies on it): :data:`RANKS`,
:func:`natural_rank`, :func:`card_points`, :func:`points`, :func:`parse_hand`,
:func:`cards_of`, :func:`format_hand`, :func:`show`, :func:`new_deck`.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.cards import (
    BIG_JOKER,
    DECK_MARK,
    MAX_DECKS,
    RANK_CHARS,
    RANK_INDEX,
    SMALL_JOKER,
    SUITS,
    Card,
    card_items,
    card_text,
    is_card,
)
from game.cards import new_deck as _shared_deck

# Natural order, lowest first (2 is the lowest card in Tractor).
RANKS = "23456789TJQKA"
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
_JOKER_CHARS = {"B": SMALL_JOKER, "R": BIG_JOKER}
_POINTS = {"5": 5, "T": 10, "K": 10}

CardsLike = str | Iterable[Card]


def natural_rank(card: Card) -> int:
    """0 for a 2 … 12 for an A; 13 for ``B`` and 14 for ``R``.

    >>> [natural_rank(Card.parse(text)) for text in ("2D", "AS", "R")]
    [0, 12, 14]
    """
    if card.is_joker:
        return 13 if card.rank == SMALL_JOKER else 14
    return RANKS.index(card.rank_char)


# The points of each rank index (the jokers B and R score nothing), read in one step.
_RANK_POINTS = tuple(_POINTS.get(ch, 0) for ch in RANK_CHARS)


def card_points(card: Card) -> int:
    """5 for a five, 10 for a ten or a king, 0 otherwise (docs/tractor.md §1.1)."""
    return _RANK_POINTS[card.rank]


def points(cards: CardsLike) -> int:
    """The points of some cards."""
    table = _RANK_POINTS
    return sum(table[c.rank] for c in cards_of(cards))


def _rank_char(ch: str, text: str) -> str:
    up = ch.upper()
    if up == "0" or up == "X":
        up = "T"
    if up not in RANKS:
        raise ValueError(f"bad rank {ch!r} in {text!r}: ranks are {RANKS}, jokers B and R")
    return up


def _marks(token: str, i: int) -> tuple[int, int]:
    """How many deck marks start at ``token[i]``, and the index after them."""
    count = 0
    while i < len(token) and token[i] == DECK_MARK:
        count += 1
        i += 1
    if count >= MAX_DECKS:
        raise ValueError(f"{count} deck marks in {token[:40]!r}: at most {MAX_DECKS - 1}")
    return count, i


def _parse_token(token: str, suit: str, text: str) -> list[tuple[str, str, int | None]]:
    """Faces in one token as (rank character, suit, explicit deck or None)."""
    faces: list[tuple[str, str, int | None]] = []
    i = 0
    while i < len(token):
        ch = token[i].upper()
        if ch in _JOKER_CHARS:
            rank, card_suit, i = ch, "", i + 1
        else:
            rank = _rank_char(token[i], text)
            i += 1
            if i < len(token) and token[i].upper() in SUITS:
                card_suit, i = token[i].upper(), i + 1
            elif suit:
                card_suit = suit
            else:
                raise ValueError(f"{rank} has no suit in {text!r}: write {rank}S or S:{rank}")
        marks, i = _marks(token, i)
        faces.append((rank, card_suit, marks if marks else None))
    return faces


def _split(text: str) -> list[tuple[str, str]]:
    """(token, suit in force) pairs: ``"S:AA H:5"`` gives ``[("AA","S"), ("5","H")]``."""
    out: list[tuple[str, str]] = []
    suit = ""
    for raw in text.replace(",", " ").split():
        token = raw
        if ":" in token:
            head, token = token.split(":", 1)
            if head.upper() not in SUITS or len(head) != 1:
                raise ValueError(f"bad suit {head!r} in {text!r}: suits are S H C D")
            suit = head.upper()
        if token:
            out.append((token, suit))
    return out


def parse_hand(text: str) -> list[Card]:
    """Cards written as in docs/tractor.md §0; every copy of a face gets its own deck number.

    >>> [str(c) for c in parse_hand("H:77 S:7 BB")]
    ['7H', "7H'", '7S', 'B', "B'"]
    """
    faces: list[tuple[str, str, int | None]] = []
    for token, suit in _split(card_text(text)):
        faces.extend(_parse_token(token, suit, text))
    used: dict[tuple[str, str], set[int]] = {}
    for rank, suit, deck in faces:
        if deck is not None:
            used.setdefault((rank, suit), set()).add(deck)
    cards: list[Card] = []
    for rank, suit, deck in faces:
        if deck is None:
            deck = _free_copy(used.setdefault((rank, suit), set()), rank + suit, text)
        rank_index = _JOKER_CHARS[rank] if rank in _JOKER_CHARS else RANK_INDEX[rank]
        cards.append(Card(rank_index, suit, deck))
    return cards


def _free_copy(taken: set[int], face: str, text: str) -> int:
    """The lowest deck copy of a face not named yet; at most :data:`MAX_DECKS` copies exist,
    so the search is bounded and a long text is read in linear time."""
    for deck in range(MAX_DECKS):
        if deck not in taken:
            taken.add(deck)
            return deck
    shown = repr(text) if len(text) <= 40 else repr(text[:40]) + f"… ({len(text):,} characters)"
    raise ValueError(f"more than {MAX_DECKS} copies of {face} in {shown}: no game has more decks")


def cards_of(cards: CardsLike) -> list[Card]:
    """A notation string parsed, or an iterable of cards as a list (the functions accept both)."""
    if isinstance(cards, str):
        return parse_hand(cards)
    items = card_items(cards)
    for item in items:
        if not isinstance(item, Card):
            raise TypeError(f"Tractor cards are Card values (their suits matter), not {item!r}")
        if not is_tractor_card(item):
            raise ValueError(f"{item} has no suit: a Tractor card is written like {item}S")
    return items  # type: ignore[return-value]


def is_tractor_card(card: object) -> bool:
    """A card of a Tractor deck: a real card, suited unless it is a joker."""
    return (
        type(card) is Card and is_card(card) and (card.suit != "" or card.rank >= SMALL_JOKER)
    )


def _by_suit(cards: Iterable[Card]) -> tuple[dict[str, list[Card]], list[Card], list[Card]]:
    groups: dict[str, list[Card]] = {s: [] for s in SUITS}
    small: list[Card] = []
    big: list[Card] = []
    for card in cards:
        if card.rank == SMALL_JOKER:
            small.append(card)
        elif card.rank == BIG_JOKER:
            big.append(card)
        else:
            groups[card.suit].append(card)
    for group in groups.values():
        group.sort(key=natural_rank, reverse=True)
    return groups, small, big


def _format(cards: CardsLike, symbols: bool) -> str:
    groups, small, big = _by_suit(cards_of(cards))
    parts = [
        (SUIT_SYMBOLS[s] if symbols else s + ":") + "".join(c.rank_char for c in group)
        for s, group in groups.items()
        if group
    ]
    parts += ["B" * len(small)] if small else []
    parts += ["R" * len(big)] if big else []
    return " ".join(parts)


def format_hand(cards: CardsLike) -> str:
    """Canonical notation by suit, high to low, deck marks dropped: the inverse of parse_hand."""
    return _format(cards, symbols=False)


def show(cards: CardsLike) -> str:
    """Cards as a player reads them in a message: ``'♠AAK ♥5 BB'``."""
    return _format(cards, symbols=True)


def new_deck(decks: int = 1) -> list[Card]:
    """``decks`` packs of 54 cards, each copy with its own deck number."""
    return _shared_deck(decks)
