"""The :class:`Play`: one reading of a set of cards as a combination (牌型).

A play is a small immutable value, like a chess move: hashable, comparable for
equality, and round-tripping through text (``Play.from_str(str(play)) == play``).
The plays of the move tables are interned; compare plays with ``==``, never ``is``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.cards import RANK_CHARS, RANK_INDEX, card_text, format_ranks, parse_ranks
from game.kinds import KINDS

# Kinds of the classic pattern set.  Other modes add kinds; the set of kinds a
# ruleset accepts is part of its pattern set.
SINGLE = "single"
PAIR = "pair"
TRIO = "trio"
TRIO_SINGLE = "trio_single"
TRIO_PAIR = "trio_pair"
STRAIGHT = "straight"
PAIR_CHAIN = "pair_chain"
TRIO_CHAIN = "trio_chain"
AIRPLANE_SINGLE = "airplane_single"
AIRPLANE_PAIR = "airplane_pair"
FOUR_TWO_SINGLE = "four_two_single"
FOUR_TWO_PAIR = "four_two_pair"
BOMB = "bomb"
ROCKET = "rocket"

CLASSIC_KINDS: tuple[str, ...] = (
    SINGLE, PAIR, TRIO, TRIO_SINGLE, TRIO_PAIR, STRAIGHT, PAIR_CHAIN, TRIO_CHAIN,
    AIRPLANE_SINGLE, AIRPLANE_PAIR, FOUR_TWO_SINGLE, FOUR_TWO_PAIR, BOMB, ROCKET,
)


def _chain_length(kind_name: str, cards: str) -> int:
    unit = KINDS[kind_name].chain_unit
    return len(cards) // unit if unit else 1


def _check_fields(kind: object, key: object, cards: object, stands_for: object) -> None:
    """Refuse a play whose fields are not a kind, a rank character and canonical rank text."""
    for name, value in (("kind", kind), ("key", key), ("cards", cards), ("stands_for", stands_for)):
        if not isinstance(value, str):
            raise TypeError(f"a play's {name} is text, not {value!r}")
    assert isinstance(cards, str) and isinstance(stands_for, str)
    if kind not in KINDS:
        raise ValueError(f"unknown play kind {kind!r}")
    if not isinstance(key, str) or len(key) != 1 or key not in RANK_INDEX:
        raise ValueError(f"a play's key is one rank character of {RANK_CHARS}, not {key!r}")
    for name, text in (("cards", cards), ("stands_for", stands_for)):
        if not text or format_ranks(parse_ranks(text)) != text:
            raise ValueError(f"a play's {name} is rank text in ascending order, not {text!r}")
    if len(stands_for) != len(cards):
        raise ValueError(f"{cards!r} cannot stand for {len(stands_for)} cards")


def play_problem(play: Play) -> str | None:
    """Why this Play's fields are not a play's (``None``: they are): for the engine,
    which may be handed a Play that was never checked by its constructor."""
    try:
        _check_fields(play.kind, play.key, play.cards, play.stands_for)
    except (TypeError, ValueError) as error:
        return str(error)
    if type(play.rank) is not int or play.rank != RANK_INDEX[play.key]:
        return f"a play's rank is its key's index, not {play.rank!r}"
    if type(play.chain) is not int or play.chain < 1:
        return f"a play's chain length is a count of links, not {play.chain!r}"
    return None


@dataclass(frozen=True, slots=True)
class Play:
    """A combination: its ``kind``, its ``key`` rank character, and its ``cards``.

    ``cards`` is the canonical rank string, ascending.  The key is the rank that
    decides comparison: the rank of the single/pair/trio/four part, or the
    highest rank of a chain (for airplanes, the highest trio).

    >>> p = Play.from_str("33345:trio_pair:3")
    >>> p.kind, p.key, len(p)
    ('trio_pair', '3', 5)
    """

    kind: str
    key: str
    cards: str
    rank: int = field(compare=False, hash=False, repr=False, default=-1)
    chain: int = field(compare=False, hash=False, repr=False, default=1)
    stands_for: str = field(default="", repr=False)

    def __post_init__(self) -> None:
        # Direct construction (tests, repr, callers) is checked and fills the derived
        # fields; the move tables pass the rank they already know and skip the check.
        if not self.stands_for:
            object.__setattr__(self, "stands_for", self.cards)
        if type(self.rank) is not int or self.rank < 0:
            _check_fields(self.kind, self.key, self.cards, self.stands_for)
            object.__setattr__(self, "rank", RANK_INDEX[self.key])
            object.__setattr__(self, "chain", _chain_length(self.kind, self.cards))

    def __len__(self) -> int:
        return len(self.cards)

    def __str__(self) -> str:
        if self.stands_for != self.cards:
            return f"{self.cards}:{self.kind}:{self.key}:{self.stands_for}"
        return f"{self.cards}:{self.kind}:{self.key}"

    def __repr__(self) -> str:
        return f"Play.from_str({str(self)!r})"

    @property
    def is_bomb(self) -> bool:
        """Bombs and the rocket: plays that beat other kinds and double the score."""
        return KINDS[self.kind].bomb_class > 0

    @property
    def bomb_class(self) -> int:
        """0 for ordinary plays; a play of a higher class beats every play of a lower one."""
        return KINDS[self.kind].bomb_class

    @property
    def ranks(self) -> list[int]:
        return parse_ranks(self.cards)

    @classmethod
    def from_str(cls, text: str) -> Play:
        """Parse ``'cards:kind:key'``, or ``'cards:kind:key:stands_for'`` for a reading
        with wilds (what the cards stand for); the inverse of ``str(play)``.

        >>> Play.from_str("4777:soft_bomb:4:4444").stands_for
        '4444'
        """
        parts = card_text(text, "a play's text").strip().split(":")
        if len(parts) not in (3, 4):
            raise ValueError(f"a play is written 'cards:kind:key[:stands_for]', got {text!r}")
        cards, kind, key = parts[:3]
        if kind not in KINDS:
            raise ValueError(f"unknown play kind {kind!r} in {text!r}")
        if len(key) != 1 or key not in RANK_INDEX:
            raise ValueError(f"bad key rank {key!r} in {text!r}")
        if not cards.strip():
            raise ValueError(f"a play holds at least one card, not {text!r}")
        play = make_play(kind, RANK_INDEX[key], parse_ranks(cards))
        if len(parts) == 3:
            return play
        stands_for = format_ranks(parse_ranks(parts[3]))
        if len(stands_for) != len(play.cards):
            raise ValueError(f"{text!r} stands for {len(stands_for)} cards, not {len(play)}")
        return Play(play.kind, play.key, play.cards, play.rank, play.chain, stands_for)


# Interned plays.  Only plays built from public tables at import are kept here
# (every single, pair, trio, bomb, chain …): a cache that grew with the plays
# generated from a hand would let code holding one seat's view read back another
# seat's cards after that seat's turn.  Kicker-bearing plays are built fresh.
_INTERNED: dict[tuple[str, int, str], Play] = {}


def make_play(kind: str, key: int, ranks: list[int] | str) -> Play:
    """The play of this kind, key rank index and cards (interned when it is a table play).

    ``ranks`` is a list of rank indices or an already canonical rank string.
    """
    cards = ranks if isinstance(ranks, str) else format_ranks(ranks)
    play = _INTERNED.get((kind, key, cards))
    if play is None:
        play = Play(kind, RANK_CHARS[key], cards, key, _chain_length(kind, cards))
    return play


def intern_play(kind: str, key: int, ranks: list[int] | str) -> Play:
    """Build a play once and keep it: for tables built at import, never for a hand's plays."""
    play = make_play(kind, key, ranks)
    _INTERNED.setdefault((kind, key, play.cards), play)
    return play
