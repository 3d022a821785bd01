"""The table as the AI reads it from the mode: seats in turn order, sides, and legal moves.

Every piece of the AI that needs to know who plays after whom, who is on whose
side, how many cards the decks hold or which plays a hand has asks one
:class:`Seating`, built from a :class:`~game.view.SeatView` (its ruleset, its
``sides`` and the wild rank where the mode has one).  So a mode with four seats,
two decks, a hidden kitty or its own pattern set is played by the same code:
nothing here counts to three.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ai.doudizhu.ally_belief import presumed_sides
from ai.doudizhu.ranks import deck_counts
from game.doudizhu.classic_moves import generate_classic
from game.doudizhu.patterns import PatternContext, pattern_set
from game.doudizhu.view import SIDE_FARMER, SIDE_LANDLORD, SeatView
from game.plays import Play
from game.rules import Ruleset


class Seating:
    """One hand's seats: turn order, each seat's side and the mode's move generator.

    ``sides`` gives each seat's side (``landlord`` or ``farmer``); a seat whose side is
    not known (``None``) is treated as nobody's partner.  :meth:`of_view` fills in what
    the plays give away about a hidden ally (:mod:`ai.doudizhu.ally_belief`).  ``wild`` is
    the wild rank character of a mode that has one (it changes how cards read), else ``None``.
    """

    __slots__ = ("_context", "_generate", "_next", "_opponents", "_partners", "deck", "landlord",
                 "landlord_side", "one_deck_classic", "rules", "sides")

    def __init__(
        self, rules: Ruleset, landlord: int, sides: Sequence[str | None], wild: str | None = None
    ) -> None:
        seats = rules.seats
        if len(sides) != seats:
            raise ValueError(f"{len(sides)} sides for a table of {seats} seats")
        self.rules = rules
        self.landlord = landlord
        self.sides = tuple(sides)
        self.deck = deck_counts(rules.decks)
        self._next = tuple(rules.next_seat(s) for s in range(seats))
        self._context = PatternContext.of(rules, wild)
        self._generate = pattern_set(rules).generate
        # The classic set on one deck, no wild: its generator takes the counts as they are
        # (the pattern set's wrapper only caps counts that one deck never exceeds).  The
        # search's roll-outs list moves some million times a minute; the wrapper was a tenth.
        self.one_deck_classic = (rules.pattern_set == "classic" and rules.decks == 1
                                 and self._context.wild is None)
        self.landlord_side = tuple(side == SIDE_LANDLORD for side in self.sides)
        self._partners = tuple(
            tuple(o for o in range(seats) if o != s and self._same_side(s, o))
            for s in range(seats)
        )
        self._opponents = tuple(
            tuple(o for o in range(seats) if o != s and not self._same_side(s, o))
            for s in range(seats)
        )

    @classmethod
    def of_view(cls, view: SeatView) -> Seating:
        """The seating a view shows; a hand-made view without sides gets landlord vs the rest."""
        landlord = view.landlord if view.landlord is not None else view.seat
        sides = view.sides
        if len(sides) != view.rules.seats or all(side is None for side in sides):
            sides = landlord_against_the_rest(view.rules.seats, landlord)
        else:  # 五人 before the reveal: the sides the plays give away (ai.doudizhu.ally_belief)
            sides = presumed_sides(sides, view.landlord, view.history)
        return _seating(view.rules, landlord, tuple(sides), view.wild)

    @classmethod
    def landlord_alone(cls, rules: Ruleset, landlord: int, wild: str | None = None) -> Seating:
        """The landlord against every other seat (the sides of landlord-vs-the-rest modes)."""
        return _seating(rules, landlord, landlord_against_the_rest(rules.seats, landlord), wild)

    def _same_side(self, a: int, b: int) -> bool:
        return a == b or (self.sides[a] is not None and self.sides[a] == self.sides[b])

    @property
    def seats(self) -> int:
        return len(self.sides)

    @property
    def wild(self) -> int | None:
        """The wild rank index of a hand with a drawn wild rank (癞子), else ``None``."""
        return self._context.wild

    def next_seat(self, seat: int) -> int:
        return self._next[seat]

    def same_side(self, a: int, b: int) -> bool:
        """Whether ``a`` and ``b`` play together (a seat is on its own side)."""
        return a == b or b in self._partners[a]

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats on ``seat``'s side, in seat order."""
        return self._partners[seat]

    def opponents(self, seat: int) -> tuple[int, ...]:
        """The seats against ``seat`` (or of unknown side), in seat order."""
        return self._opponents[seat]

    def moves(self, counts: list[int], previous: Play | None) -> list[Play]:
        """Every play of the mode's pattern set from ``counts`` that may follow ``previous``.

        The same as ``game.doudizhu.patterns.generate(counts, previous, context)``, with the
        pattern set looked up once per seating: the solver and the roll-outs call this a lot.
        """
        if self.one_deck_classic:
            return generate_classic(counts, previous)
        return self._generate(counts, previous, self._context)


@lru_cache(maxsize=64)
def _seating(
    rules: Ruleset, landlord: int, sides: tuple[str | None, ...], wild: str | None
) -> Seating:
    """Seatings are values: one per table, landlord, sides and wild rank, built once."""
    return Seating(rules, landlord, sides, wild)


def landlord_against_the_rest(seats: int, landlord: int) -> tuple[str, ...]:
    """Each seat's side when the landlord plays alone against every other seat."""
    return tuple(SIDE_LANDLORD if s == landlord else SIDE_FARMER for s in range(seats))
