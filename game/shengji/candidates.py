"""Legal follows offered as structure: what must be included, then a free choice.

A follow of n cards from a 52-card hand has far too many subsets to list, and
the rules only ever *require* a few cards — the compulsory line of the lead's
ladder (:mod:`game.shengji.ladders`).  So a :class:`Candidate` is a *core*
that meets that line and a *pool* to complete it from: every play made of the
core plus any ``count`` cards of the pool is legal, and every legal follow is
such a completion of one candidate (as long as there are at most ``limit``
ways to lay the line).

- Fewer cards of the led suit than the lead: the core is all of them, the pool
  every other card (trump or discard, as the player likes).
- Otherwise, with a compulsory line: one candidate per way to lay one of its
  alternatives; the pool is the rest of the led suit.
- Otherwise: no core; any n cards of the led suit.

>>> from game.shengji.cards import show
>>> from game.shengji.trump import Trump
>>> from types import SimpleNamespace as Rules
>>> rules = Rules(decks=2, permanent_twos=False, level_gap="joins",
...               partial_tractor_follow=False, protect_triples=False)
>>> [(show(c.core), show(c.pool), c.count)
...  for c in follow_candidates("S:K995 H:3", "S:QQ", Trump("2", "H"), rules)]
[('♠99', '♠K5', 0)]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from game.cards import Card
from game.shengji.cards import CardsLike, cards_of
from game.shengji.follow import compulsory_line, lead_reading
from game.shengji.ladders import Alternative
from game.shengji.shapes import Holding, Part, Unit, holding, placements
from game.shengji.trump import Trump, order_for


@dataclass(frozen=True)
class Candidate:
    """Play all of ``core`` and any ``count`` cards of ``pool``: every such play is legal."""

    core: tuple[Card, ...]
    pool: tuple[Card, ...]
    count: int

    def complete(self, chosen: Iterable[Card]) -> list[Card]:
        """The core with ``count`` chosen pool cards (``ValueError`` if they do not fit)."""
        picked = list(chosen)
        pool = list(self.pool)
        for card in picked:
            if card not in pool:
                raise ValueError(f"{card} is not in the candidate's pool")
            pool.remove(card)
        if len(picked) != self.count:
            raise ValueError(f"choose {self.count} cards from the pool, not {len(picked)}")
        return [*self.core, *picked]

    def simplest(self, key: Any = None) -> list[Card]:
        """The core with the first ``count`` pool cards by ``key`` (pool order by default)."""
        pool = sorted(self.pool, key=key) if key is not None else list(self.pool)
        return [*self.core, *pool[: self.count]]


def follow_candidates(
    hand: CardsLike, lead: CardsLike, trump: Trump, rules: Any, *, limit: int = 64
) -> list[Candidate]:
    """Structured legal follows of ``lead`` from ``hand``; never empty."""
    order = order_for(trump, rules)
    shape = lead_reading(lead, order)
    cards = cards_of(hand)
    n = shape.size
    held = holding(cards, shape.suit, order)
    suited = [c for group in held.cards.values() for c in group]
    if len(held) <= n:
        ids = {id(c) for c in suited}
        others = tuple(c for c in cards if id(c) not in ids)
        return [Candidate(tuple(suited), others, n - len(held))]
    found = compulsory_line(held, shape, rules)
    if found is None:
        return [Candidate((), tuple(suited), n)]
    line, _ = found
    out: list[Candidate] = []
    seen: set[tuple[tuple[int, str], ...]] = set()
    for alternative in line:
        for parts in formations(held, alternative, limit):
            core = held.cards_of(parts)
            key = tuple(sorted((c.rank, c.suit) for c in core))
            if key in seen:
                continue
            seen.add(key)
            out.append(Candidate(tuple(core), tuple(held.rest(parts)), n - len(core)))
            if len(out) >= limit:
                return out
    return out


def formations(h: Holding, alternative: Alternative, limit: int) -> Iterator[list[Part]]:
    """Ways to lay the alternative's units in the holding (tractors first), at most ``limit``."""
    tractors = sorted((u for u in alternative if u.is_tractor), reverse=True)
    widths = sorted((u.width for u in alternative if not u.is_tractor), reverse=True)
    for count, parts in enumerate(_tractors(h, tractors, widths, None), 1):
        yield parts
        if count >= limit:
            return


def _tractors(
    h: Holding, tractors: Sequence[Unit], widths: Sequence[int], bound: int | None
) -> Iterator[list[Part]]:
    if not tractors:
        yield from _tuples(h, widths, None)
        return
    unit, rest = tractors[0], tractors[1:]
    same_next = bool(rest) and rest[0] == unit
    for part in list(placements(h, unit)):
        if bound is not None and part.top > bound:
            continue
        h.take(part)
        for tail in _tractors(h, rest, widths, part.top if same_next else None):
            yield [part, *tail]
        h.give(part)


def _tuples(h: Holding, widths: Sequence[int], after: int | None) -> Iterator[list[Part]]:
    """Tuples on faces in a fixed face order (non-increasing for equal widths), so each
    layout comes once."""
    if not widths:
        yield []
        return
    width, rest = widths[0], widths[1:]
    faces = sorted(h.counts, key=lambda f: (-h.index[f], f))
    start = after if after is not None else 0
    for position in range(start, len(faces)):
        face = faces[position]
        if h.counts[face] < width:
            continue
        part = Part(Unit(width), (face,), h.index[face])
        h.take(part)
        nxt = position if rest and rest[0] == width else None
        for tail in _tuples(h, rest, nxt):
            yield [part, *tail]
        h.give(part)
