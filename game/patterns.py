"""Public combination functions: :func:`classify`, :func:`beats`, :func:`legal_plays`.

Each ruleset names a pattern set; a pattern set is three functions (classify,
beats, generate).  Modes with other combinations register their own set here
instead of editing the classic one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.cards import Card, rank_counts, to_ranks
from game.classic import beats_classic, classify_classic
from game.classic_moves import generate_classic
from game.plays import Play
from game.rules import Ruleset


@dataclass(frozen=True)
class PatternSet:
    """How one family of modes reads, compares and generates combinations."""

    name: str
    classify: Callable[[list[int]], list[Play]]
    beats: Callable[[Play, Play | None], bool]
    generate: Callable[[list[int], Play | None], list[Play]]


_PATTERN_SETS: dict[str, PatternSet] = {
    "classic": PatternSet("classic", classify_classic, beats_classic, generate_classic),
}


def register_pattern_set(patterns: PatternSet) -> None:
    _PATTERN_SETS[patterns.name] = patterns


def pattern_set(rules: Ruleset) -> PatternSet:
    return _PATTERN_SETS[rules.pattern_set]


CardsLike = str | Iterable[Card] | Iterable[int]


def classify(cards: CardsLike, rules: Ruleset) -> list[Play]:
    """Every valid reading of a set of cards; empty when it is not a legal play.

    >>> from game.rules import CLASSIC
    >>> [str(p) for p in classify("33344", CLASSIC)]
    ['33344:trio_pair:3']
    >>> classify("345", CLASSIC)
    []
    """
    return pattern_set(rules).classify(to_ranks(cards))


def beats(play: Play, previous: Play | None, rules: Ruleset) -> bool:
    """Whether ``play`` may be played after ``previous`` (``None``: leading, anything goes)."""
    return pattern_set(rules).beats(play, previous)


def legal_plays(hand: CardsLike, previous: Play | None, rules: Ruleset) -> list[Play]:
    """Every distinct play from ``hand`` that may follow ``previous`` (passing not included)."""
    return pattern_set(rules).generate(rank_counts(to_ranks(hand)), previous)
