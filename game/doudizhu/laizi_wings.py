"""The wildcard plays with kickers: trio + one or a pair, four + two, airplanes.

Each core (a trio, a four, an airplane's chain) is made of natural cards and wilds;
the natural kickers are listed once per call (per chain window for airplanes) with
their text, and each play's card text is their text with the core's run and the
wilds' run slid in at their ranks.  Wild kickers stand for what
:mod:`game.doudizhu.laizi_kickers` says (docs/doudizhu-modes.md §2, Decision DZ5), whatever natural
cards the core holds; only a play of wilds alone is left to the wilds-alone rule.
"""

from __future__ import annotations

from bisect import bisect_left

from game.cards import BIG_JOKER, CHAIN_TOP, RANK_COUNT, SMALL_JOKER
from game.doudizhu.laizi_build import NORMAL, TEXT, Builder, CoreWay, chain_text, text_of
from game.doudizhu.laizi_kickers import (
    BESIDE_CHAIN_CAP,
    WING_CAP,
    pair_wing_values,
    single_wing_values,
)
from game.kinds import KINDS
from game.plays import (
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    FOUR_TWO_PAIR,
    FOUR_TWO_SINGLE,
    TRIO_PAIR,
    TRIO_SINGLE,
)

# Natural kickers: their ranks (one per card, ascending) and their text.
Kickers = tuple[list[int], str]


def _merge(text: str, ranks: list[int], rank1: int, run1: str, rank2: int, run2: str) -> str:
    """``text`` (cards of ``ranks``, ascending) with two runs slid in at their ranks."""
    if rank1 > rank2:
        rank1, run1, rank2, run2 = rank2, run2, rank1, run1
    p, q = bisect_left(ranks, rank1), bisect_left(ranks, rank2)
    return text[:p] + run1 + text[p:q] + run2 + text[q:]


def _stands(core: int, width: int, ranks: list[int]) -> str:
    counts = [0] * RANK_COUNT
    counts[core] = width
    for r in ranks:
        counts[r] += 1
    return text_of(counts)


def _core_options(b: Builder, rank: int, width: int) -> range:
    """How many natural cards of ``rank`` a core ``width`` deep may take (the rest wilds)."""
    return range(min(width, b.naturals[rank]), max(0, width - b.wilds) - 1, -1)


def _pair_face(b: Builder) -> int | None:
    """The rank a pair of wild kickers stands for first: their face, when one rank."""
    return b.face if b.wilds and b.one_face else None


# ----- a trio or a four with kickers ---------------------------------------------------------


def trio_single(b: Builder) -> None:
    if not b.wants(TRIO_SINGLE, 4):
        return
    naturals, face = b.naturals, b.face
    kickers = [r for r in range(RANK_COUNT) if naturals[r]]
    for trio in range(b.above + 1, NORMAL.stop):
        stands_core = TEXT[trio][3]
        for natural in _core_options(b, trio, 3):
            core, core_wilds = TEXT[trio][natural], 3 - natural
            runs = b.runs(0, core_wilds)
            for kicker in kickers:
                if kicker != trio:
                    single = TEXT[kicker][1]
                    stands = stands_core + single if trio < kicker else single + stands_core
                    for run in runs:
                        b.add(TRIO_SINGLE, trio, _merge(single, [kicker], trio, core, face, run),
                               stands)
            # A wild kicker: the core holds a natural card (none would be wilds alone).
            if natural and core_wilds < b.wilds:
                runs = b.runs(0, core_wilds + 1)
                for faces, run in zip(b.face_sets[core_wilds + 1], runs, strict=True):
                    value = single_wing_values(trio, trio, [0] * RANK_COUNT, faces[:1],
                                               chain=False)
                    b.add(TRIO_SINGLE, trio, _merge("", [], trio, core, face, run),
                           _stands(trio, 3, value))


def _pair_units(b: Builder) -> list[tuple[int, int, int]]:
    """Kicker pairs holding natural cards: (rank, natural cards, wilds) — two naturals,
    or one natural and a wild."""
    naturals = b.naturals
    return [(r, n, 2 - n) for r in NORMAL if naturals[r]
            for n in ((2, 1) if naturals[r] >= 2 else (1,))]


def trio_pair(b: Builder) -> None:
    if not b.wants(TRIO_PAIR, 5):
        return
    face, pair_face, add, runs = b.face, _pair_face(b), b.add, b.runs
    units = _pair_units(b)
    for trio in range(b.above + 1, NORMAL.stop):
        cores = [(TEXT[trio][n], 3 - n, n) for n in _core_options(b, trio, 3)]
        for rank, count, wilds in units:
            if rank == trio:
                continue
            pair = TEXT[rank][count]
            stands = _stands(trio, 3, [rank, rank])
            for core, core_wilds, _ in cores:
                for run in runs(0, core_wilds + wilds):
                    add(TRIO_PAIR, trio, _merge(pair, [rank] * count, trio, core, face, run),
                        stands)
        (value,) = pair_wing_values(trio, trio, [], 1, pair_face)
        stands = _stands(trio, 3, [value, value])
        for core, core_wilds, natural in cores:
            if natural:  # a pair of wild kickers; no natural card would be wilds alone
                for run in runs(0, core_wilds + 2):
                    add(TRIO_PAIR, trio, _merge("", [], trio, core, face, run), stands)


def _natural_singles(b: Builder, size: int) -> list[Kickers]:
    """Natural kickers for a four: ``size`` cards, a pair allowed, never both jokers."""
    present = [r for r in range(RANK_COUNT) if b.naturals[r]]
    if size == 0:
        return [([], "")]
    if size == 1:
        return [([r], TEXT[r][1]) for r in present]
    found = []
    for i, low in enumerate(present):
        for high in present[i:]:
            if (low == high and b.naturals[low] < 2) or (low, high) == (SMALL_JOKER, BIG_JOKER):
                continue
            found.append(([low, high], TEXT[low][1] + TEXT[high][1]))
    return found


def four_two_single(b: Builder) -> None:
    if not b.wants(FOUR_TWO_SINGLE, 6):
        return
    face, add = b.face, b.add
    options = [_natural_singles(b, taken) for taken in range(3)]
    for four in range(b.above + 1, NORMAL.stop):
        four_text = TEXT[four][4]
        cores = [(n, TEXT[four][n], 4 - n) for n in _core_options(b, four, 4)]
        for taken in (2, 1, 0):
            wild_kickers = 2 - taken
            # No natural card at all would be wilds alone.
            usable = [(core, core_wilds, b.runs(0, core_wilds + wild_kickers),
                       b.face_sets[core_wilds + wild_kickers] if wild_kickers else [])
                      for natural, core, core_wilds in cores
                      if core_wilds + wild_kickers <= b.wilds
                      and not natural == taken == 0]
            if not usable:
                continue
            for ranks, text in options[taken]:
                if four in ranks:
                    continue
                p, q = bisect_left(ranks, four), bisect_left(ranks, face)
                wild_stands: dict[tuple[int, ...], str] = {}
                stands = text[:p] + four_text + text[p:]
                for core, _, runs, sets in usable:
                    for i, run in enumerate(runs):
                        if wild_kickers:
                            kick = sets[i][:wild_kickers]
                            stands = wild_stands.get(kick, "")
                            if not stands:
                                values = single_wing_values(four, four, _counts(ranks), kick,
                                                            chain=False)
                                stands = wild_stands[kick] = _stands(four, 4, ranks + values)
                        if four <= face:
                            cards = text[:p] + core + text[p:q] + run + text[q:]
                        else:
                            cards = text[:q] + run + text[q:p] + core + text[p:]
                        add(FOUR_TWO_SINGLE, four, cards, stands)


def _unit_sets(
    units: list[tuple[int, int, int]], size: int, budget: int = 4
) -> list[tuple[int, ...]]:
    """Indices of ``size`` pair units of distinct ranks, ascending, taking at most
    ``budget`` wilds."""
    found: list[tuple[int, ...]] = []

    def walk(start: int, chosen: tuple[int, ...], wilds: int) -> None:
        if len(chosen) == size:
            found.append(chosen)
            return
        for i in range(start, len(units)):
            rank, _, more = units[i]
            if wilds + more <= budget and (not chosen or rank != units[chosen[-1]][0]):
                walk(i + 1, (*chosen, i), wilds + more)

    walk(0, (), 0)
    return found


class _Pairs:
    """A choice of natural-holding kicker pairs: card ranks and text, the wilds they
    take, their ranks, and the text they stand for."""

    __slots__ = ("pair_ranks", "ranks", "stands", "text", "wilds")

    def __init__(self, units: list[tuple[int, int, int]], chosen: tuple[int, ...]) -> None:
        self.ranks: list[int] = []
        self.pair_ranks: list[int] = []
        self.text = self.stands = ""
        self.wilds = 0
        for i in chosen:
            rank, count, wilds = units[i]
            self.ranks += [rank] * count
            self.pair_ranks.append(rank)
            self.text += TEXT[rank][count]
            self.stands += TEXT[rank][2]
            self.wilds += wilds


def four_two_pair(b: Builder) -> None:
    if not b.wants(FOUR_TWO_PAIR, 8):
        return
    face, pair_face, add = b.face, _pair_face(b), b.add
    units = _pair_units(b)
    options = [[_Pairs(units, chosen) for chosen in _unit_sets(units, size, b.wilds)]
               for size in range(3)]
    for four in range(b.above + 1, NORMAL.stop):
        four_text = TEXT[four][4]
        cores = [(n, TEXT[four][n], 4 - n) for n in _core_options(b, four, 4)]
        for wild_pairs in range(3):
            # No natural card at all would be wilds alone.
            usable = [(core, core_wilds) for natural, core, core_wilds in cores
                      if not (natural == 0 and wild_pairs == 2)]
            if not usable:
                continue
            room = b.wilds - 2 * wild_pairs - min(core_wilds for _, core_wilds in usable)
            for pairs in options[2 - wild_pairs]:
                if pairs.wilds > room or four in pairs.pair_ranks:
                    continue
                if wild_pairs:
                    values = pair_wing_values(four, four, pairs.pair_ranks, wild_pairs, pair_face)
                    stands = _stands(four, 4, [r for r in pairs.pair_ranks + values for _ in "ab"])
                else:
                    split = 2 * bisect_left(pairs.pair_ranks, four)
                    stands = pairs.stands[:split] + four_text + pairs.stands[split:]
                text, ranks = pairs.text, pairs.ranks
                p, q = bisect_left(ranks, four), bisect_left(ranks, face)
                for core, core_wilds in usable:
                    for run in b.runs(0, core_wilds + pairs.wilds + 2 * wild_pairs):
                        if four <= face:
                            cards = text[:p] + core + text[p:q] + run + text[q:]
                        else:
                            cards = text[:q] + run + text[q:p] + core + text[p:]
                        add(FOUR_TWO_PAIR, four, cards, stands)


# ----- airplanes ---------------------------------------------------------------------------


def airplanes(b: Builder) -> None:
    for kind in (AIRPLANE_SINGLE, AIRPLANE_PAIR):
        for low, high, ways in b.chains(kind, 3, KINDS[kind].chain_unit):
            if kind == AIRPLANE_SINGLE:
                _single_wings(b, low, high, ways)
            else:
                _pair_wings(b, low, high, ways)


def _single_wing_choices(b: Builder, low: int, high: int, size: int
                         ) -> list[tuple[tuple[int, ...], str, str]]:
    """Natural single kickers off the chain ``low..high`` (at most three of a rank, two
    beside the chain, never both jokers): their ranks, text below the chain, above it."""
    caps = []
    for r in range(RANK_COUNT):
        if b.naturals[r] and not low <= r <= high:
            beside = r <= CHAIN_TOP and r in (low - 1, high + 1)
            caps.append((r, min(b.naturals[r], BESIDE_CHAIN_CAP if beside else WING_CAP)))
    room = [0] * (len(caps) + 1)
    for i in range(len(caps) - 1, -1, -1):
        room[i] = room[i + 1] + caps[i][1]
    found: list[tuple[tuple[int, ...], str, str]] = []

    def walk(i: int, left: int, ranks: tuple[int, ...], below: str, above: str) -> None:
        if left == 0:
            if not (SMALL_JOKER in ranks and BIG_JOKER in ranks):
                found.append((ranks, below, above))
            return
        if room[i] < left:
            return
        rank, cap = caps[i]
        for take in range(min(cap, left), -1, -1):
            run = TEXT[rank][take]
            if rank < low:
                walk(i + 1, left - take, ranks + (rank,) * take, below + run, above)
            else:
                walk(i + 1, left - take, ranks + (rank,) * take, below, above + run)

    walk(0, size, (), "", "")
    return found


def _counts(ranks: tuple[int, ...] | list[int]) -> list[int]:
    counts = [0] * RANK_COUNT
    for r in ranks:
        counts[r] += 1
    return counts


def _cut(ranks: tuple[int, ...] | list[int], face: int, skip: int) -> int:
    """Where the wilds' run goes in the text of ``ranks[skip:]``."""
    return bisect_left(ranks, face) - skip


def _single_wings(b: Builder, low: int, high: int, ways: list[CoreWay]) -> None:
    length, face, add = high - low + 1, b.face, b.add
    chain = chain_text(low, high, 3)
    core_ranks = [r for r in range(low, high + 1) for _ in "abc"]
    # Per count of natural kickers: ranks, text below and above the chain, where the
    # wilds' run goes, and the reading when no wild is a kicker.
    choices: dict[int, list[tuple[tuple[int, ...], str, str, int, str]]] = {}
    wild_stands: dict[tuple[tuple[int, ...], tuple[int, ...]], str] = {}
    for core_below, core_above, face_naturals, core_wilds in ways:
        for taken in range(length, -1, -1):
            wild_kickers = length - taken
            if core_wilds + wild_kickers > b.wilds:
                break
            if taken not in choices:
                choices[taken] = [
                    (ranks, below, above, _cut(ranks, face, 0 if face < low else len(below)),
                     below + chain + above)
                    for ranks, below, above in _single_wing_choices(b, low, high, taken)
                ]
            runs = b.runs(face_naturals, core_wilds + wild_kickers)
            for faces, run in zip(b.face_sets[core_wilds + wild_kickers], runs, strict=True):
                kick = faces[:wild_kickers]
                for ranks, below, above, p, stands in choices[taken]:
                    if wild_kickers:
                        stands = wild_stands.get((ranks, kick), "")
                        if not stands:
                            values = single_wing_values(low, high, _counts(ranks), kick,
                                                        chain=True)
                            stands = text_of(_counts([*ranks, *values, *core_ranks]))
                            wild_stands[ranks, kick] = stands
                    if face < low:
                        cards = below[:p] + run + below[p:] + core_above + above
                    elif face <= high:
                        cards = below + core_below + run + core_above + above
                    else:
                        cards = below + core_below + above[:p] + run + above[p:]
                    add(AIRPLANE_SINGLE, high, cards, stands, length)


def _pair_wings(b: Builder, low: int, high: int, ways: list[CoreWay]) -> None:
    length, face, add = high - low + 1, b.face, b.add
    pair_face = _pair_face(b)
    chain = chain_text(low, high, 3)
    core_ranks = [r for r in range(low, high + 1) for _ in "abc"]
    units = [u for u in _pair_units(b) if not low <= u[0] <= high]
    choices: dict[int, list[tuple[_Pairs, str, str, str]]] = {}
    fewest = min((way[3] for way in ways), default=0)
    for core_below, core_above, face_naturals, core_wilds in ways:
        for wild_pairs in range(length + 1):
            if core_wilds + 2 * wild_pairs > b.wilds:
                break
            size = length - wild_pairs
            if size not in choices:
                choices[size] = []
                budget = b.wilds - fewest - 2 * wild_pairs
                for chosen in _unit_sets(units, size, budget):
                    pairs = _Pairs(units, chosen)
                    cut = bisect_left(pairs.ranks, low)
                    values = pair_wing_values(low, high, pairs.pair_ranks, wild_pairs, pair_face)
                    if values:
                        doubled = [r for r in pairs.pair_ranks + values for _ in "ab"]
                        stands = text_of(_counts([*doubled, *core_ranks]))
                    else:
                        split = 2 * bisect_left(pairs.pair_ranks, low)
                        stands = pairs.stands[:split] + chain + pairs.stands[split:]
                    choices[size].append((pairs, pairs.text[:cut], pairs.text[cut:], stands))
            for pairs, below, above, stands in choices[size]:
                runs = b.runs(face_naturals, core_wilds + pairs.wilds + 2 * wild_pairs)
                if not runs:
                    continue
                for run in runs:
                    if face < low:
                        p = _cut(pairs.ranks, face, 0)
                        cards = below[:p] + run + below[p:] + core_above + above
                    elif face <= high:
                        cards = below + core_below + run + core_above + above
                    else:
                        p = _cut(pairs.ranks, face, len(below))
                        cards = below + core_below + above[:p] + run + above[p:]
                    add(AIRPLANE_PAIR, high, cards, stands, length)
