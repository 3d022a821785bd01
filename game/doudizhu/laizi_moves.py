"""Readings and legal plays of the wildcard pattern set (癞子, docs/doudizhu-modes.md §2).

One generator serves both: :func:`generate_wild` lists every distinct play
(kind, key, cards, stands_for) a :class:`~game.doudizhu.laizi_wilds.Holding` can
make, and a set's readings are the plays of that set that use all its cards
(:func:`readings`), so classification and generation can never disagree.

The shapes are the classic ones; a wild fills any place of rank 3..2 in a core, so
each core rank is made of some natural cards and some wilds, and every choice of
how many is a play of its own (a hand holding 3456 and a wild 7 may play the
straight 34567 with the wild as the 7, or 3W567 with it as the 4).  Wild kickers
follow :mod:`game.doudizhu.laizi_kickers`; the plays with kickers are built in
:mod:`game.doudizhu.laizi_wings`.  Wilds alone count as their face; the four wilds
alone are the pure wild bomb.  Bombs are ``soft_bomb`` (naturals and wilds),
``hard_bomb`` (four natural cards) and ``wild_bomb``; the rocket is the two natural
jokers (or the two wild jokers alone, with ``fixed_wilds=jokers``).

Plays are assembled by a :class:`~game.doudizhu.laizi_build.Builder`; nothing is
cached between calls: every play is built for the holding at hand.
"""

from __future__ import annotations

from collections.abc import Callable

from game.cards import BIG_JOKER, RANK_COUNT, SMALL_JOKER, TWO
from game.doudizhu import laizi_wings as wings
from game.doudizhu.laizi_build import (
    HARD_BOMB,
    MAX_PLAY_CARDS,
    NORMAL,
    SOFT_BOMB,
    TEXT,
    WILD_BOMB,
    Builder,
    chain_text,
    faces_text,
)
from game.doudizhu.laizi_wilds import Holding
from game.plays import (
    AIRPLANE_PAIR,
    AIRPLANE_SINGLE,
    FOUR_TWO_PAIR,
    FOUR_TWO_SINGLE,
    PAIR,
    PAIR_CHAIN,
    ROCKET,
    SINGLE,
    STRAIGHT,
    TRIO,
    TRIO_CHAIN,
    TRIO_PAIR,
    TRIO_SINGLE,
    Play,
)

CHAIN_WIDTH = {STRAIGHT: 1, PAIR_CHAIN: 2, TRIO_CHAIN: 3}


def generate_wild(hold: Holding, previous: Play | None, size: int | None = None) -> list[Play]:
    """Every distinct play from ``hold`` that may follow ``previous`` (``None``: a lead).

    With ``size``, only plays of exactly that many cards (the readings of a set).
    """
    if previous is not None and previous.kind == ROCKET:
        return []
    builder = Builder(hold, previous, size)
    makers: dict[str, Callable[[Builder], None]] = {
        SINGLE: _singles, PAIR: _pairs, TRIO: _trios,
        STRAIGHT: _chains, PAIR_CHAIN: _chains, TRIO_CHAIN: _chains,
        TRIO_SINGLE: wings.trio_single, TRIO_PAIR: wings.trio_pair,
        FOUR_TWO_SINGLE: wings.four_two_single, FOUR_TWO_PAIR: wings.four_two_pair,
        AIRPLANE_SINGLE: wings.airplanes, AIRPLANE_PAIR: wings.airplanes,
    }
    _wilds_alone(builder)
    _bombs(builder)
    if builder.leading:
        for make in dict.fromkeys(makers.values()):
            make(builder)
    elif builder.kind in makers:
        makers[builder.kind](builder)
    return builder.out


def readings(hold: Holding) -> list[Play]:
    """Every reading of exactly these cards; empty when they make no play."""
    size = len(hold.faces) + sum(hold.naturals)
    if size == 0 or size > MAX_PLAY_CARDS:
        return []
    return generate_wild(hold, None, size)


# ----- wilds alone, one rank, bombs ---------------------------------------------------------


def _wilds_alone(b: Builder) -> None:
    """Wilds alone count as their face: a single, a pair, a trio; four are the wild bomb."""
    for count in range(1, b.wilds + 1):
        for faces in b.face_sets[count]:
            face, text = faces[0], faces_text(faces)
            if faces == (SMALL_JOKER, BIG_JOKER):
                if b.wants(ROCKET, 2):
                    b.emit(ROCKET, BIG_JOKER, text, text)
            elif count == 4:
                if b.wants(WILD_BOMB, 4):
                    b.emit(WILD_BOMB, face, text, text)
            else:
                kind = (SINGLE, PAIR, TRIO)[count - 1]
                if b.wants(kind, count) and face > b.above:
                    b.emit(kind, face, text, text)


def _same_rank(b: Builder, kind: str, width: int, top: int) -> None:
    """Singles, pairs or trios with at least one natural card."""
    if not b.wants(kind, width):
        return
    naturals, face = b.naturals, b.face
    for rank in range(b.above + 1, top):
        for natural in range(min(width, naturals[rank]), 0, -1):
            for run in b.runs(0, width - natural):
                cards = _with_run(rank, TEXT[rank][natural], face, run)
                b.add(kind, rank, cards, TEXT[rank][width])


def _singles(b: Builder) -> None:
    _same_rank(b, SINGLE, 1, RANK_COUNT)


def _pairs(b: Builder) -> None:
    _same_rank(b, PAIR, 2, TWO + 1)


def _trios(b: Builder) -> None:
    _same_rank(b, TRIO, 3, TWO + 1)


def _with_run(rank: int, text: str, face: int, run: str) -> str:
    """The text of one rank's cards and a run of face cards, in rank order."""
    return text + run if rank <= face else run + text


def _bombs(b: Builder) -> None:
    naturals, face = b.naturals, b.face
    if naturals[SMALL_JOKER] and naturals[BIG_JOKER] and b.wants(ROCKET, 2):
        b.emit(ROCKET, BIG_JOKER, "BR", "BR")
    if not b.wants(HARD_BOMB, 4):
        return
    for rank in NORMAL:
        if naturals[rank] >= 4:
            b.emit(HARD_BOMB, rank, TEXT[rank][4], TEXT[rank][4])
        for natural in range(min(3, naturals[rank]), 0, -1):
            for run in b.runs(0, 4 - natural):
                b.emit(SOFT_BOMB, rank, _with_run(rank, TEXT[rank][natural], face, run),
                       TEXT[rank][4])


# ----- chains ---------------------------------------------------------------------------------


def _chains(b: Builder) -> None:
    add, runs = b.add, b.runs
    for kind, width in CHAIN_WIDTH.items():
        for low, high, ways in b.chains(kind, width, width):
            stands = chain_text(low, high, width)
            length = high - low + 1
            for below, above, face_naturals, wilds in ways:
                for run in runs(face_naturals, wilds):
                    add(kind, high, below + run + above, stands, length)
