"""Independent reference readings of the two-deck modes (docs/doudizhu-modes.md §4, §5, §6) for
tests.

Written from the rules text and sharing no code with ``game.doudizhu``: a set is
read by trying every core the rules name (one rank, a chain of a given width,
length and start) and checking what is left over against that kind's wings, so a
set with two readings would show up as two.  Cards are rank strings
(``"333BB"``); a reading is ``(kind, key)``.
"""

from __future__ import annotations

from collections import Counter
from itertools import product

RANKS = "3456789TJQKA2BR"
CHAINABLE = RANKS[:12]  # 3..A
NORMAL = RANKS[:13]  # 3..2
LIMIT = {r: 2 if r in "BR" else 8 for r in RANKS}

# Kinds made of one rank: (mode, cards of the rank) -> kind, for ranks 3..2.
SAME_RANK = {
    "four": {1: "single", 2: "pair", 3: "trio", 4: "bomb", 5: "bomb", 6: "bomb", 7: "bomb",
             8: "bomb"},
    "five": {1: "single", 2: "pair", 3: "trio", 4: "bomb", 5: "bomb", 6: "bomb", 7: "bomb",
             8: "bomb"},
    "emperor": {1: "single", 2: "pair", 3: "trio", 4: "four", 5: "bomb", 6: "bomb", 7: "bomb",
                8: "bomb"},
}
# Sets of jokers only: mode -> {sorted cards: (kind, key)}.
JOKER_SETS = {
    "four": {"B": ("single", "B"), "R": ("single", "R"), "BB": ("pair", "B"),
             "RR": ("pair", "R"), "BBRR": ("rocket", "R")},
    "five": {"B": ("single", "B"), "R": ("single", "R"), "BB": ("joker_bomb_2", "B"),
             "RR": ("joker_bomb_2", "R"), "BBR": ("joker_bomb_3", "B"),
             "BRR": ("joker_bomb_3", "R"), "BBRR": ("heaven_bomb", "R")},
    "emperor": {"B": ("single", "B"), "R": ("single", "R"), "BB": ("pair", "B"),
                "RR": ("pair", "R"), "BBRR": ("heaven_bomb", "R")},
}
# Plain chains: mode -> (kind, width, shortest).
CHAINS = {
    "four": (("straight", 1, 5), ("pair_chain", 2, 3), ("trio_chain", 3, 2)),
    "five": (("straight", 1, 5), ("pair_chain", 2, 3), ("trio_chain", 3, 2)),
    "emperor": (("straight", 1, 5), ("pair_chain", 2, 4), ("trio_chain", 3, 3),
                ("four_chain", 4, 2)),
}
AIRPLANE_SHORTEST = {"four": 2, "five": 2, "emperor": 3}


def sort_cards(cards: str) -> str:
    return "".join(sorted(cards, key=RANKS.index))


def _pair_rank_ok(mode: str, rank: str) -> bool:
    """Joker pairs are pairs in four and emperor; in five ``BB``/``RR`` is a bomb."""
    return rank in NORMAL or mode != "five"


def _chains(width: int, length: int) -> list[tuple[str, Counter[str]]]:
    out = []
    for start in range(len(CHAINABLE) - length + 1):
        ranks = CHAINABLE[start : start + length]
        out.append((ranks, Counter({r: width for r in ranks})))
    return out


def _rest(cards: Counter[str], core: Counter[str]) -> Counter[str] | None:
    if any(cards[r] < v for r, v in core.items()):
        return None
    return cards - core


def _are_wings(rest: Counter[str], width: int, count: int, banned: str, mode: str) -> bool:
    """``count`` groups of exactly ``width`` cards, of distinct ranks, none banned."""
    if width == 2 and not all(_pair_rank_ok(mode, r) for r in rest):
        return False
    if width == 3 and not all(r in NORMAL for r in rest):
        return False
    return len(rest) == count and all(v == width and r not in banned for r, v in rest.items())


def readings(mode: str, cards: str) -> list[tuple[str, str]]:
    """Every reading of ``cards`` in ``mode``, from the rules; more than one means ambiguity."""
    have = Counter(cards)
    if not cards or any(v > LIMIT[r] for r, v in have.items()):
        return []
    found: set[tuple[str, str]] = set()
    if set(have) <= set("BR"):
        reading = JOKER_SETS[mode].get(sort_cards(cards))
        if reading:
            found.add(reading)
    elif len(have) == 1:
        (rank, count), = have.items()
        found.add((SAME_RANK[mode][count], rank))
    size = len(cards)
    for kind, width, shortest in CHAINS[mode]:
        length, extra = divmod(size, width)
        if not extra and length >= shortest:
            for ranks, core in _chains(width, length):
                if have == core:
                    found.add((kind, ranks[-1]))
    _with_wings(mode, have, size, found)
    return sorted(found)


def _with_wings(mode: str, have: Counter[str], size: int, found: set[tuple[str, str]]) -> None:
    """Kinds with wings; a kind is tried only at the sizes it has (3 + 2 cards a link …)."""
    for trio in NORMAL if size == 5 else ():
        rest = _rest(have, Counter({trio: 3}))
        if rest is not None and _are_wings(rest, 2, 1, trio, mode):
            found.add(("trio_pair", trio))
    length, extra = divmod(size, 5)
    if not extra and length >= AIRPLANE_SHORTEST[mode]:
        for ranks, core in _chains(3, length):
            rest = _rest(have, core)
            if rest is not None and _are_wings(rest, 2, length, ranks, mode):
                found.add(("airplane_pair", ranks[-1]))
    if mode == "emperor":
        _emperor_kinds(have, size, found)


def _emperor_kinds(have: Counter[str], size: int, found: set[tuple[str, str]]) -> None:
    for four in NORMAL if size in (7, 9) else ():
        rest = _rest(have, Counter({four: 4}))
        if rest is None:
            continue
        if _are_wings(rest, 3, 1, four, "emperor"):
            found.add(("four_trio", four))
        for trio in NORMAL:
            tail = _rest(rest, Counter({trio: 3}))
            if trio != four and tail is not None and _are_wings(tail, 2, 1, four + trio,
                                                                 "emperor"):
                found.add(("dress", four))
    for length in range(2, 13):
        if size not in (7 * length, 9 * length):
            continue
        for ranks, core in _chains(4, length):
            rest = _rest(have, core)
            if rest is None:
                continue
            if _are_wings(rest, 3, length, ranks, "emperor"):
                found.add(("carrier", ranks[-1]))
            for trio_ranks, trio_core in _chains(3, length):
                tail = _rest(rest, trio_core)
                if set(trio_ranks) & set(ranks) or tail is None:
                    continue
                if _are_wings(tail, 2, length, ranks + trio_ranks, "emperor"):
                    found.add(("spaceship", ranks[-1]))


# ----- comparison ------------------------------------------------------------------------

FIVE_BOMB_ORDER = [("bomb", 4), ("joker_bomb_2", 2), ("bomb", 5), ("bomb", 6),
                   ("joker_bomb_3", 3), ("bomb", 7), ("bomb", 8), ("heaven_bomb", 4)]


def _bomb_rank(mode: str, kind: str, key: str, size: int) -> tuple[int, ...] | None:
    if mode == "five":
        if (kind, size) not in FIVE_BOMB_ORDER:
            return None
        return FIVE_BOMB_ORDER.index((kind, size)), RANKS.index(key)
    if kind in ("rocket", "heaven_bomb"):
        return (99,)
    if kind == "bomb":
        return size, RANKS.index(key)
    return None


def _trio_top(cards: str) -> int:
    return max(RANKS.index(r) for r, v in Counter(cards).items() if v == 3)


def beats(mode: str, play: tuple[str, str, str], previous: tuple[str, str, str] | None) -> bool:
    """Whether ``play`` = (kind, key, cards) may follow ``previous`` in ``mode``."""
    if previous is None:
        return True
    kind, key, cards = play
    old_kind, old_key, old_cards = previous
    mine = _bomb_rank(mode, kind, key, len(cards))
    theirs = _bomb_rank(mode, old_kind, old_key, len(old_cards))
    if mine is not None or theirs is not None:
        return mine is not None and (theirs is None or mine > theirs)
    if kind != old_kind or len(cards) != len(old_cards):
        return False
    if kind == "spaceship" and key == old_key:
        return _trio_top(cards) > _trio_top(old_cards)
    return RANKS.index(key) > RANKS.index(old_key)


def brute_force_replies(
    mode: str, hand: str, previous: tuple[str, str, str] | None
) -> set[tuple[str, str, str]]:
    """Every (kind, key, cards) from ``hand`` that follows ``previous``: each sub-multiset read."""
    have = Counter(hand)
    ranks = sorted(have, key=RANKS.index)
    out: set[tuple[str, str, str]] = set()
    for take in product(*(range(have[r] + 1) for r in ranks)):
        cards = "".join(r * k for r, k in zip(ranks, take, strict=True))
        for kind, key in readings(mode, cards):
            if beats(mode, (kind, key, cards), previous):
                out.add((kind, key, cards))
    return out
