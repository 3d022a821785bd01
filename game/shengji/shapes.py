"""Reading cards into components: singles, tuples and tractors (docs/tractor.md §1.5, D32).

A :class:`Unit` is a shape — ``width`` identical cards at each of ``length``
consecutive indices: a single is ``Unit(1)``, a pair ``Unit(2)``, a two-pair
tractor ``Unit(2, 2)``, a Titanic of two triples ``Unit(3, 2)``.  A
:class:`Part` is a unit laid on real faces.  A :class:`Holding` counts one
effective suit's cards by face; every question the trick rules ask ("does this
hand hold a pair of spades?", "can this play be split like the lead?", "does
another hand hold a higher tractor?") is a search for parts in a holding.

Adjacency comes from the order indices alone (:mod:`game.shengji.trump`): the
level gap, the trump chain …A → 副级牌 → 主级牌 → B → R, and equal cards that
share an index are all decided there, so nothing here knows about levels.

>>> from game.shengji.trump import Order, Trump
>>> order = Order.build(Trump("7", "S"))
>>> [str(p) for p in read("S:AA H:77 D:77 S:77", order).parts]
['tractor of 3 pairs to 13', 'pair at 12']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from game.cards import SUITS, Card
from game.shengji.cards import RANKS, CardsLike, cards_of
from game.shengji.trump import BLACK, RED, Face, Order

_WIDTH_WORDS = {1: "single", 2: "pair", 3: "triple", 4: "quad"}
_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
# Whether a face holding `count` cards may supply a tuple of `width` of them.
Usable = Callable[[int, int], bool]


def any_cut(count: int, width: int) -> bool:
    """A play may cut any tuple from a larger one (D34)."""
    return count >= width


def number_word(n: int) -> str:
    return _NUMBER_WORDS.get(n, str(n))


@dataclass(frozen=True, slots=True, order=True)
class Unit:
    """``width`` identical cards at each of ``length`` consecutive indices."""

    width: int
    length: int = 1

    @property
    def size(self) -> int:
        return self.width * self.length

    @property
    def is_tractor(self) -> bool:
        return self.length >= 2

    @property
    def rank_key(self) -> tuple[int, int, int]:
        """Bigger first: more cards, then a tractor before a tuple, then wider (D32)."""
        return (self.size, 1 if self.is_tractor else 0, self.width)

    def describe(self) -> str:
        """Words for messages: ``'a pair'``, ``'a tractor of 3 pairs'``, ``'a Titanic …'``."""
        word = _WIDTH_WORDS.get(self.width, f"{self.width} of a kind")
        if not self.is_tractor:
            return ("an " if word[0] in "aeiou" else "a ") + word
        if self.width == 3:
            return f"a Titanic of {number_word(self.length)} triples"
        return f"a tractor of {number_word(self.length)} {word}s"

    def __str__(self) -> str:
        if not self.is_tractor:
            return _WIDTH_WORDS.get(self.width, f"{self.width}-tuple")
        return f"tractor of {self.length} {_WIDTH_WORDS.get(self.width, 'tuple')}s"


SINGLE = Unit(1)
PAIR = Unit(2)


@dataclass(frozen=True, slots=True)
class Part:
    """A unit laid on faces, lowest index first; ``top`` is the highest index."""

    unit: Unit
    faces: tuple[Face, ...]
    top: int

    def __str__(self) -> str:
        return f"{self.unit} {'to' if self.unit.is_tractor else 'at'} {self.top}"


class Holding:
    """One effective suit's cards counted by face, with the faces at each index in suit order.

    Counts change while a search lays parts and takes them back; the physical
    cards stay, so a part can be turned back into the cards that make it.
    """

    def __init__(self, suit: str, cards: Iterable[Card], order: Order) -> None:
        self.suit = suit
        self.order = order
        counts: dict[Face, int] = {}
        index_of: dict[Face, int] = {}
        by_face: dict[Face, list[Card]] = {}
        entry = order.entry  # the search builds holdings all the time: locals, one lookup
        for card in cards:
            _, index, face = entry(card)
            if face in by_face:
                counts[face] += 1
                by_face[face].append(card)
            else:
                counts[face] = 1
                by_face[face] = [card]
                index_of[face] = index
        self.counts, self.index, self.cards = counts, index_of, by_face
        self.by_index: dict[int, list[Face]] = {}
        for face in sorted(counts, key=_FACE_ORDER.__getitem__):
            self.by_index.setdefault(index_of[face], []).append(face)
        self.tops = sorted(self.by_index, reverse=True)  # the indices held, highest first
        self.original = dict(self.counts)

    def __len__(self) -> int:
        return sum(self.counts.values())

    def key(self) -> tuple[tuple[Face, int], ...]:
        return tuple(sorted((f, c) for f, c in self.counts.items() if c))

    def take(self, part: Part) -> None:
        for face in part.faces:
            self.counts[face] -= part.unit.width

    def give(self, part: Part) -> None:
        for face in part.faces:
            self.counts[face] += part.unit.width

    def cards_of(self, parts: Iterable[Part]) -> list[Card]:
        """Physical cards for some parts (each face's cards handed out in order)."""
        used: dict[Face, int] = {}
        out: list[Card] = []
        for part in parts:
            for face in part.faces:
                start = used.get(face, 0)
                out.extend(self.cards[face][start : start + part.unit.width])
                used[face] = start + part.unit.width
        return out

    def rest(self, parts: Iterable[Part]) -> list[Card]:
        """The cards left when some parts are taken out."""
        taken = {id(c) for c in self.cards_of(parts)}
        return [c for cards in self.cards.values() for c in cards if id(c) not in taken]

    def tuple_count(self, width: int, usable: Usable = any_cut) -> int:
        """How many disjoint tuples of ``width`` the current counts give."""
        return sum(
            c // width for f, c in self.counts.items() if c and usable(self.original[f], width)
        )


def _face_order(face: Face) -> tuple[int, int]:
    suit_order = "SHCD"
    colour_order = {"black": 0, "red": 1}
    suit = face[1]
    return (-face[0], suit_order.find(suit) if len(suit) == 1 else colour_order.get(suit, 0))


def _every_face() -> list[Face]:
    """Every face an :class:`~game.shengji.trump.Order` can give: a rank index (13 and
    14 the jokers, suitless) with a suit, a colour (two-colour modes) or none."""
    keys = [*SUITS, BLACK, RED]
    return [(rank, key) for rank in range(len(RANKS)) for key in keys] + [(13, ""), (14, "")]


# :func:`_face_order` of every face, built whole at import (a holding sorts its faces by
# it).  Filled as faces were first read, it told in-process code which faces the engine
# had read from hands it could not see (issue 35 §5).
_FACE_ORDER: dict[Face, tuple[int, int]] = {face: _face_order(face) for face in _every_face()}


def holdings(cards: CardsLike, order: Order) -> dict[str, Holding]:
    """Cards split by effective suit."""
    by_suit: dict[str, list[Card]] = {}
    for card in cards_of(cards):
        by_suit.setdefault(order.suit_of(card), []).append(card)
    return {suit: Holding(suit, group, order) for suit, group in by_suit.items()}


def holding(cards: CardsLike, suit: str, order: Order) -> Holding:
    """The cards of one effective suit (the others ignored)."""
    return Holding(suit, (c for c in cards_of(cards) if order.suit_of(c) == suit), order)


def placements(h: Holding, unit: Unit, usable: Usable = any_cut) -> Iterator[Part]:
    """Every way to lay ``unit`` in the holding's current counts, highest top first.

    At an index shared by several faces (副级牌, level cards at no trump) each
    face is tried in suit order S H C D.
    """
    width = unit.width
    if unit.length == 1:  # one face per part: no runs to search
        one = Unit(width)
        by_index, counts, original = h.by_index, h.counts, h.original
        laid = [
            Part(one, (face,), top)
            for top in h.tops
            for face in by_index[top]
            if counts[face] >= width and usable(original[face], width)
        ]
        yield from laid
        return
    live = {
        i: [f for f in faces if h.counts[f] >= width and usable(h.original[f], width)]
        for i, faces in h.by_index.items()
    }
    for top in sorted(live, reverse=True):
        yield from _runs_down(live, top, unit.length, width, ())


def _runs_down(
    live: dict[int, list[Face]], index: int, left: int, width: int, above: tuple[Face, ...]
) -> Iterator[Part]:
    if left == 0:
        yield Part(Unit(width, len(above)), above, index + len(above))
        return
    for face in live.get(index, ()):
        yield from _runs_down(live, index - 1, left - 1, width, (face, *above))


def largest_units(h: Holding) -> list[Unit]:
    """The biggest units the holding's counts can lay, by :attr:`Unit.rank_key`."""
    best: list[Unit] = []
    key = (0, 0, 0)
    widest = max((c for c in h.counts.values()), default=0)
    for width in range(widest, 0, -1):
        for length in _run_lengths(h, width) if width > 1 else {1}:
            unit = Unit(width, length)
            if unit.rank_key > key:
                best, key = [unit], unit.rank_key
            elif unit.rank_key == key and unit not in best:
                best.append(unit)
    return best


def _run_lengths(h: Holding, width: int) -> set[int]:
    """Lengths of the maximal runs of indices holding ``width`` of one face, and 1.

    A run shorter than the order's ``min_run`` (``tractor_min_pairs``) is no tractor: its
    tuples are read one by one.
    """
    ok = sorted(i for i, faces in h.by_index.items() if any(h.counts[f] >= width for f in faces))
    lengths: set[int] = set()
    run = 0
    shortest = h.order.min_run
    for n, i in enumerate(ok):
        run = run + 1 if n and ok[n - 1] == i - 1 else 1
        if (n + 1 == len(ok) or ok[n + 1] != i + 1) and run >= shortest:
            lengths.add(run)
    return lengths | ({1} if ok else set())


@dataclass(frozen=True)
class Reading:
    """A set of cards of one effective suit read into parts, biggest first (D32)."""

    suit: str
    parts: tuple[Part, ...]

    @property
    def units(self) -> tuple[Unit, ...]:
        return tuple(p.unit for p in self.parts)

    @property
    def is_throw(self) -> bool:
        return len(self.parts) > 1

    @property
    def size(self) -> int:
        return sum(p.unit.size for p in self.parts)


class _ReadingMemo:
    """Readings already made, per order: of card lists, and of face counts.

    A reading depends on the cards' faces alone (never on their order in the
    list), so it can be kept; the AI's search reads the same plays and suits
    over and over.  The face-count memo is the search's own (:func:`_read`,
    keyed by :meth:`Holding.key`), kept from one reading to the next, so two
    copies of a suit from different decks are read once.  Each is cleared whole
    when it grows past ``limit`` entries over all orders (a hand has one order;
    10,000 of each cost some 20 MB and keep most of the gain in four decks).
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.held = 0
        self.by_order: dict[Order, dict[tuple[Card, ...], Reading]] = {}
        self.by_counts: dict[Order, dict[tuple[tuple[Face, int], ...], list[Part]]] = {}

    def counts_memo(self, order: Order) -> dict[tuple[tuple[Face, int], ...], list[Part]]:
        if sum(len(memo) for memo in self.by_counts.values()) >= self.limit:
            self.by_counts.clear()
        return self.by_counts.setdefault(order, {})

    def get(self, order: Order, key: tuple[Card, ...]) -> Reading | None:
        memo = self.by_order.get(order)
        return memo.get(key) if memo is not None else None

    def put(self, order: Order, key: tuple[Card, ...], reading: Reading) -> None:
        if self.held >= self.limit:
            self.by_order.clear()
            self.held = 0
        self.by_order.setdefault(order, {})[key] = reading
        self.held += 1


_READINGS = _ReadingMemo(10_000)


def read(cards: CardsLike | Holding, order: Order) -> Reading:
    """The one reading of a set of one effective suit: largest component first (D32).

    Among equal largest components a tractor comes before a tuple; if two
    candidates compete for the same cards, the one leaving fewer components
    wins, and then the first in suit order.  ``ValueError`` if the cards mix suits.
    """
    if isinstance(cards, Holding):
        return _reading_of(cards, {})
    key = cards if isinstance(cards, tuple) else tuple(cards_of(cards))
    found = _READINGS.get(order, key)
    if found is None:
        groups = holdings(key, order)
        if len(groups) != 1:
            raise ValueError("a reading needs cards of one effective suit")
        (h,) = groups.values()
        found = _reading_of(h, _READINGS.counts_memo(order))
        _READINGS.put(order, key, found)
    return found


def _reading_of(h: Holding, memo: dict[tuple[tuple[Face, int], ...], list[Part]]) -> Reading:
    parts = _read(h, memo)
    return Reading(h.suit, tuple(sorted(parts, key=_part_key)))


def _part_key(part: Part) -> tuple[int, int, int, int]:
    size, tractor, width = part.unit.rank_key
    return (-size, -tractor, -width, -part.top)


def _score(parts: Sequence[Part]) -> tuple[tuple[tuple[int, int, int], ...], int]:
    return (tuple(sorted((p.unit.rank_key for p in parts), reverse=True)), -len(parts))


def _read(h: Holding, memo: dict[tuple[tuple[Face, int], ...], list[Part]]) -> list[Part]:
    key = h.key()
    if key in memo:
        return memo[key]
    units = largest_units(h)
    if not units:
        return []
    candidates = [p for u in units for p in placements(h, u)]
    if not _conflicting(candidates, h):
        for part in candidates:
            h.take(part)
        result = candidates + _read(h, memo)
        for part in candidates:
            h.give(part)
    else:
        result = []
        for part in candidates:
            h.take(part)
            option = [part, *_read(h, memo)]
            h.give(part)
            if not result or _score(option) > _score(result):
                result = option
    memo[key] = result
    return result


def _conflicting(parts: Sequence[Part], h: Holding) -> bool:
    need: dict[Face, int] = {}
    for part in parts:
        for face in part.faces:
            need[face] = need.get(face, 0) + part.unit.width
    return any(n > h.counts[f] for f, n in need.items())


def can_form(h: Holding, units: Sequence[Unit], usable: Usable = any_cut) -> list[Part] | None:
    """Disjoint parts for every unit, laid in the holding's cards, or ``None``.

    Tractors are laid by a small search; the tuples left are then counted
    greedily (quads from faces of four, triples from faces of three before
    faces of four, pairs from whatever remains), which is exact because a
    face's cards serve only one tuple each.  Singles always fit.
    """
    tractors = sorted((u for u in units if u.is_tractor), reverse=True)
    tuples = sorted((u.width for u in units if not u.is_tractor and u.width > 1), reverse=True)
    return _lay_tractors(h, tractors, tuples, usable, None)


def _lay_tractors(
    h: Holding, tractors: list[Unit], tuples: list[int], usable: Usable, bound: int | None
) -> list[Part] | None:
    if not tractors:
        return _lay_tuples(h, tuples, usable)
    unit, rest = tractors[0], tractors[1:]
    same_next = bool(rest) and rest[0] == unit
    for part in placements(h, unit, usable):
        if bound is not None and part.top > bound:
            continue  # identical units are laid in falling order, once
        h.take(part)
        found = _lay_tractors(h, rest, tuples, usable, part.top if same_next else None)
        h.give(part)
        if found is not None:
            return [part, *found]
    return None


def _lay_tuples(h: Holding, widths: list[int], usable: Usable) -> list[Part] | None:
    taken: list[Part] = []
    for width in widths:
        face = _best_face_for(h, width, usable)
        if face is None:
            for part in taken:
                h.give(part)
            return None
        part = Part(Unit(width), (face,), h.index[face])
        h.take(part)
        taken.append(part)
    for part in taken:
        h.give(part)
    return taken


def _best_face_for(h: Holding, width: int, usable: Usable) -> Face | None:
    """The face that loses the fewest later pairs by giving a tuple, then the tightest fit.

    Widths are laid widest first, so only the pairs still to come can suffer:
    a triple from a face of three costs one pair, from a face of four two.
    """
    best: Face | None = None
    best_key: tuple[int, int, int] | None = None
    for face, count in h.counts.items():
        if count < width or not usable(h.original[face], width):
            continue
        lost_pairs = count // 2 - (count - width) // 2
        key = (lost_pairs, count - width, -h.index[face])
        if best_key is None or key < best_key:
            best, best_key = face, key
    return best
