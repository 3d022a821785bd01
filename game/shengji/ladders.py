"""What a follower must include: the ladders of docs/tractor.md §1.7, docs/tractor-modes.md §2.2 and
§2.4, as data.

A ladder is a list of lines; a line is a list of alternatives; an alternative
is the units (pairs, triples, quads, tractors) a play must contain among its
cards of the led suit.  The first line the follower's cards of the led suit
can form is compulsory, and the play must contain one of its alternatives
(docs/tractor-modes.md §2.2: the first line of the ladder the follower's cards can form).
Singles never appear: F1 already fills the play with cards of the led suit.

- Two decks, one-component lead: F2 and F3 read as a ladder — the tractor
  (with ``partial_tractor_follow`` the longest shorter tractor held, completed
  with pairs), then as many pairs as possible (F2).
- Throws: F2, or with three and four decks the *tuple rule*: as many quads,
  then triples, then pairs as the lead has (a triple counts as one pair, a
  quad as two, D34).
- Three decks: the triple and Titanic ladders of §2.2.
- Four decks: the sheet's ladders of §2.4, equivalent shapes on the first line.

>>> from game.shengji.shapes import Unit
>>> [[list(map(str, alt)) for alt in line] for line in single_unit_ladder(Unit(2, 2), False, False)]
[[['tractor of 2 pairs']], [['pair', 'pair']], [['pair']]]
"""

from __future__ import annotations

from typing import Any

from game.shengji.shapes import PAIR, Reading, Unit

Alternative = tuple[Unit, ...]
Line = tuple[Alternative, ...]
Ladder = list[Line]

QUAD = Unit(4)
TRIPLE = Unit(3)
# Pairs a tuple counts for on both sides of the tuple rule (§2.2, §2.4).
_PAIRS_IN = {2: 1, 3: 1, 4: 2}


def equivalents_on(rules: Any) -> bool:
    """The four-deck structure equivalences (docs/tractor-modes.md §2.4, D34, D35)."""
    return int(rules.decks) >= 4


def partial_on(rules: Any) -> bool:
    """``partial_tractor_follow``; the four-deck mode forces it on (§2.4, D39)."""
    return bool(rules.partial_tractor_follow) or equivalents_on(rules)


def equivalents(unit: Unit) -> list[Alternative]:
    """The larger shapes that serve for ``unit`` in four decks (D34): never the reverse."""
    if unit == Unit(2, 2):
        return [(QUAD,)]
    if unit == Unit(2, 3):
        return [(Unit(3, 2),)]
    if unit == Unit(2, 4):
        return [(QUAD, QUAD)]
    return []


def follow_ladder(lead: Reading, rules: Any) -> Ladder:
    """The ladder for following ``lead`` under ``rules``.

    ``follow_protection=suit_only`` leaves F1 alone (an empty ladder); a line's
    alternative that needs a tractor shorter than ``tractor_min_pairs`` allows is
    dropped, since such a run is only separate tuples (§1.15).
    """
    if str(getattr(rules, "follow_protection", "none")) == "suit_only":
        return []
    if lead.is_throw:
        ladder = tuple_rule(lead.units, three_or_more=int(rules.decks) >= 3)
    else:
        ladder = single_unit_ladder(lead.units[0], partial_on(rules), equivalents_on(rules))
    shortest = int(getattr(rules, "min_tractor", 2))
    if shortest <= 2:
        return ladder
    return shortest_tractors(ladder, shortest)


def shortest_tractors(ladder: Ladder, shortest: int) -> Ladder:
    """The ladder without alternatives that hold a tractor of fewer than ``shortest`` units.

    >>> from game.shengji.shapes import Unit
    >>> ladder = pair_tractor_ladder(4, True, False)
    >>> [[list(map(str, a)) for a in line] for line in shortest_tractors(ladder, 3)][:2]
    [[['tractor of 4 pairs']], [['tractor of 3 pairs', 'pair']]]
    """
    kept: Ladder = []
    for line in ladder:
        alts = tuple(a for a in line if all(u.length == 1 or u.length >= shortest for u in a))
        if alts:
            kept.append(alts)
    return kept


def _pairs(count: int) -> Alternative:
    return (PAIR,) * count


def pair_lines(most: int) -> Ladder:
    """F2: as many pairs as possible, up to ``most``."""
    return [(_pairs(p),) for p in range(most, 0, -1)]


def single_unit_ladder(unit: Unit, partial: bool, equiv: bool) -> Ladder:
    """The ladder for a lead of one component."""
    if unit.width == 1:
        return []
    if not unit.is_tractor:
        if unit.width == 4 and equiv:
            return [((QUAD,), (Unit(2, 2),)), ((PAIR, PAIR),), ((PAIR,),)]
        return [((Unit(w),),) for w in range(unit.width, 1, -1)]
    if unit.width == 2:
        return pair_tractor_ladder(unit.length, partial, equiv)
    if unit.width == 3:
        return titanic_ladder(unit.length, equiv)
    return quad_tractor_ladder(unit, partial, equiv)


def pair_tractor_ladder(length: int, partial: bool, equiv: bool) -> Ladder:
    """``T2^k`` → (shorter tractors completed with pairs) → pairs (F2, F3, §2.4 items 1, 3, 6)."""
    first = Unit(2, length)
    ladder: Ladder = [((first,), *(equivalents(first) if equiv else []))]
    if partial:
        for shorter in range(length - 1, 1, -1):
            for extra in range(length - shorter, -1, -1):
                alts: list[Alternative] = [(Unit(2, shorter), *_pairs(extra))]
                if shorter == 2 and equiv:
                    alts.append((QUAD, *_pairs(extra)))
                ladder.append(tuple(alts))
    return ladder + pair_lines(length)


def titanic_ladder(length: int, equiv: bool) -> Ladder:
    """``T3^k``: §2.2's ladder for two triples, §2.4 item 4 in four decks, else tuple rule."""
    first = Unit(3, length)
    if length == 2 and equiv:
        return [
            ((first,), (Unit(2, 3),)),
            ((QUAD, PAIR), (Unit(2, 2), PAIR)),
            ((TRIPLE, PAIR),),
            *pair_lines(3),
        ]
    if length == 2:
        return [
            ((first,),),
            ((Unit(2, 2),),),
            ((TRIPLE, PAIR),),
            ((TRIPLE,),),
            *pair_lines(3),
        ]
    return [((first,),), ((Unit(2, length),),), *tuple_rule((first,), three_or_more=True)]


def quad_tractor_ladder(unit: Unit, partial: bool, equiv: bool) -> Ladder:
    """``4444 5555`` → ``4 4`` or ``T2^4`` → as ``T2^4`` (§2.4 item 2), for any length."""
    pairs = Unit(2, 2 * unit.length)
    second: Line = ((QUAD,) * unit.length, (pairs,))
    return [((unit,),), second, *pair_tractor_ladder(pairs.length, partial, equiv)[1:]]


def tuple_counts(units: tuple[Unit, ...]) -> tuple[int, int, int]:
    """Quads, triples and pair-equivalents of a lead (a triple is one pair, a quad two)."""
    quads = sum(u.length for u in units if u.width == 4)
    triples = sum(u.length for u in units if u.width == 3)
    pairs = sum(u.length * _PAIRS_IN.get(u.width, 0) for u in units)
    return quads, triples, pairs


def tuple_rule(units: tuple[Unit, ...], three_or_more: bool) -> Ladder:
    """Throws (and long Titanics): as many quads, then triples, then pairs as the lead has.

    With two decks this is F2 alone.  A triple in the lead counts as one pair, a
    quad as two; a triple never supplies two pairs (each face gives its cards once).
    """
    quads, triples, pairs = tuple_counts(units)
    if not three_or_more:
        return pair_lines(pairs)
    ladder: Ladder = []
    for q in range(quads, -1, -1):
        for t in range(triples, -1, -1):
            for p in range(pairs - 2 * q - t, -1, -1):
                alt = (QUAD,) * q + (TRIPLE,) * t + _pairs(p)
                if alt:
                    ladder.append((alt,))
    return ladder
