"""Public combination functions: :func:`classify`, :func:`beats`, :func:`legal_plays`.

Each ruleset names a pattern set; a pattern set is three functions (classify,
beats, generate) that take a :class:`PatternContext`: the ruleset and what the
hand has revealed that changes how cards read (the wild rank in ``laizi``).
Modes with other combinations register their own set here instead of editing
the classic one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.cards import (
    BIG_JOKER,
    RANK_CHARS,
    RANK_INDEX,
    SMALL_JOKER,
    TWO,
    Card,
    card_items,
    rank_counts,
)
from game.doudizhu.classic import beats_classic, classify_classic
from game.doudizhu.classic_moves import generate_classic
from game.doudizhu.ruleset import DoudizhuRules, doudizhu_rules
from game.kinds import kind
from game.plays import Play
from game.rules import Ruleset


@dataclass(frozen=True)
class PatternContext:
    """What a pattern set needs beyond the cards: the rules and the wild rank, if any.

    ``wilds`` says how many of the cards read are wild when their ranks cannot tell
    (wilds that are particular cards of a rank, such as the red 7s); ``None``: the
    ranks tell.  :func:`context_for` counts it from physical cards.
    """

    rules: DoudizhuRules
    wild: int | None = None
    wilds: int | None = None

    @classmethod
    def of(cls, rules: Ruleset, wild: str | int | None = None) -> PatternContext:
        """A context from a wild rank given as a character (``'7'``) or a rank index
        (another family's ruleset is refused with a ``ValueError``)."""
        rules = doudizhu_rules(rules)
        if isinstance(wild, str):
            if wild not in RANK_INDEX or RANK_INDEX[wild] > TWO:
                raise ValueError(f"a wild rank is one of 3..2, not {wild!r}")
            wild = RANK_INDEX[wild]
        elif wild is not None:
            if isinstance(wild, bool) or not isinstance(wild, int):
                raise TypeError(f"a wild rank is a rank character or None, not {wild!r}")
            if not 0 <= wild <= TWO:
                raise ValueError(f"a wild rank is one of 3..2 (index 0..{TWO}), not {wild}")
        if wild is not None and pattern_set(rules).is_wild is None:
            raise ValueError(f"{rules.name} has no wild cards: its wild rank is None")
        return cls(rules, wild)

    @property
    def wild_char(self) -> str | None:
        return None if self.wild is None else RANK_CHARS[self.wild]


@dataclass(frozen=True)
class PatternSet:
    """How one family of modes reads, compares and generates combinations."""

    name: str
    classify: Callable[[list[int], PatternContext], list[Play]]
    beats: Callable[[Play, Play | None, PatternContext], bool]
    generate: Callable[[list[int], Play | None, PatternContext], list[Play]]
    # Whether a play doubles the multiplier when played (``None``: every bomb does).
    doubles: Callable[[Play], bool] | None = None
    # The factor a counted bomb multiplies the score by (``None``: 2).
    factor: Callable[[Play], int] | None = None
    # Whether a physical card is wild in this context (``None``: no card is).
    is_wild: Callable[[Card, PatternContext], bool] | None = None
    # Shortest chains where this set differs from the kinds table (emperor: 4 pairs).
    min_chains: tuple[tuple[str, int], ...] = ()


def _one_deck_counts(counts: list[int]) -> list[int]:
    """The classic set knows one deck's plays: with more decks a hand still makes only
    those (at most four of a rank, one joker of each colour), so cap the counts."""
    if max(counts[:SMALL_JOKER]) <= 4 and counts[SMALL_JOKER] <= 1 and counts[BIG_JOKER] <= 1:
        return counts
    return [min(c, 1 if r >= SMALL_JOKER else 4) for r, c in enumerate(counts)]


def _classic_set() -> PatternSet:
    return PatternSet(
        "classic",
        lambda ranks, context: classify_classic(ranks),
        lambda play, previous, context: beats_classic(play, previous),
        lambda counts, previous, context: generate_classic(_one_deck_counts(counts), previous),
    )


_PATTERN_SETS: dict[str, PatternSet] = {"classic": _classic_set()}


def register_pattern_set(patterns: PatternSet) -> None:
    _PATTERN_SETS[patterns.name] = patterns


def pattern_set(rules: Ruleset) -> PatternSet:
    try:
        return _PATTERN_SETS[rules.pattern_set]
    except KeyError:
        raise ValueError(
            f"ruleset {rules.name!r} names the unknown pattern set {rules.pattern_set!r}"
        ) from None


CardsLike = str | Iterable[Card] | Iterable[int]


def classify(cards: CardsLike, rules: Ruleset, *, wild: str | None = None) -> list[Play]:
    """Every valid reading of a set of cards; empty when it is not a legal play.

    >>> from game.rules import ruleset
    >>> [str(p) for p in classify("33344", ruleset("classic"))]
    ['33344:trio_pair:3']
    >>> classify("345", ruleset("classic"))
    []
    """
    ranks, context = _read(cards, PatternContext.of(rules, wild))
    return pattern_set(rules).classify(ranks, context)


def beats(
    play: Play, previous: Play | None, rules: Ruleset, *, wild: str | None = None
) -> bool:
    """Whether ``play`` may be played after ``previous`` (``None``: leading, anything goes)."""
    if not isinstance(play, Play) or not isinstance(previous, Play | None):
        raise TypeError(f"beats compares a Play with a Play or None, not {play!r}, {previous!r}")
    return pattern_set(rules).beats(play, previous, PatternContext.of(rules, wild))


def legal_plays(
    hand: CardsLike, previous: Play | None, rules: Ruleset, *, wild: str | None = None
) -> list[Play]:
    """Every distinct play from ``hand`` that may follow ``previous`` (passing not included).

    A hand no deal of the mode can hold (five 3s from one deck) is refused, not capped.
    """
    if not isinstance(previous, Play | None):
        raise TypeError(f"the previous play is a Play or None, not {previous!r}")
    ranks, context = _read(hand, PatternContext.of(rules, wild))
    counts = rank_counts(ranks)
    for rank, count in enumerate(counts):
        if count > rules.table.rank_limit(rank >= SMALL_JOKER):
            raise ValueError(
                f"{count} × {RANK_CHARS[rank]} in a hand of {rules.name}, whose "
                f"{rules.decks} deck(s) hold {rules.table.rank_limit(rank >= SMALL_JOKER)}"
            )
    return generate(counts, previous, context)


def context_for(context: PatternContext, cards: Iterable[Card]) -> PatternContext:
    """The context that reads these physical cards: it counts the wilds among them when
    the pattern set knows wild cards (see :attr:`PatternContext.wilds`)."""
    is_wild = pattern_set(context.rules).is_wild
    if is_wild is None:
        return context
    return dataclasses.replace(context, wilds=sum(1 for c in cards if is_wild(c, context)))


def _read(cards: CardsLike, context: PatternContext) -> tuple[list[int], PatternContext]:
    """Ranks and reading context of cards given as text, Cards or rank indices (checked in
    :func:`game.cards.card_items`: a float or a rank character is refused, never guessed)."""
    items = card_items(cards)
    physical = [c for c in items if isinstance(c, Card)]
    ranks = [c.rank if isinstance(c, Card) else c for c in items]
    return ranks, context_for(context, physical) if physical else context


def bomb_factor(play: Play, rules: Ruleset) -> int:
    """The factor a counted bomb multiplies the score by in this mode (classic: 2).

    >>> from game.rules import ruleset
    >>> bomb_factor(Play.from_str("BR:rocket:R"), ruleset("classic"))
    2
    """
    rule = pattern_set(rules).factor
    return 2 if rule is None else rule(play)


def min_chain(kind_name: str, rules: Ruleset) -> int:
    """The fewest links a chain of ``kind_name`` has in this mode.

    >>> from game.rules import ruleset
    >>> min_chain("pair_chain", ruleset("classic")), min_chain("pair_chain", ruleset("emperor"))
    (3, 4)
    """
    return dict(pattern_set(rules).min_chains).get(kind_name, kind(kind_name).min_chain)


def doubles(play: Play, rules: Ruleset) -> bool:
    """Whether playing ``play`` doubles the multiplier in this mode (classic: every bomb).

    >>> from game.rules import ruleset
    >>> doubles(Play.from_str("3333:bomb:3"), ruleset("classic"))
    True
    """
    rule = pattern_set(rules).doubles
    return play.is_bomb if rule is None else rule(play)


def generate(counts: list[int], previous: Play | None, context: PatternContext) -> list[Play]:
    """:func:`legal_plays` from a rank-count vector: the form the engine and the AI hold."""
    return pattern_set(context.rules).generate(counts, previous, context)
