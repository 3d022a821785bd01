"""癞子斗地主, the wildcard mode (docs/doudizhu-modes.md §2): classic rules plus wild cards,
declared
on the shared engine.

The mode is a :class:`~game.doudizhu.ruleset.DoudizhuRules` value plus the pieces only it has: the
``wild`` phase (after the kitty, a rank 3..2 is drawn from the hand's seeded
generator and shown to all: :class:`~game.events.WildRevealed`,
``SeatView.wild``), and the ``laizi`` pattern set (readings and moves in
:mod:`game.doudizhu.laizi_moves`, wild kickers in :mod:`game.doudizhu.laizi_kickers`,
which cards are wild in :mod:`game.doudizhu.laizi_wilds`).

Bombs: rocket > pure wild bomb > hard bomb > soft bomb, by rank within a class (the
classes live in :mod:`game.kinds`); a combination made with wilds ranks the same as
the natural one.  Multipliers: soft ×2, hard ×4, pure wild ×4, rocket ×4, counted
as ``bomb_doubles`` says.

Options: ``wild_cards`` = ``one_rank`` (default) | ``two_fixed`` as docs/doudizhu-modes.md §2 names
them, and a second option ``fixed_wilds`` = ``red_sevens`` (default) | ``jokers``:
which two cards are wild with ``two_fixed``, "chosen at setup".  A second option
rather than more values of ``wild_cards`` keeps the documented option and its values
verbatim in records and on the new-game screen, and the setup choice is a question
of its own that only ``two_fixed`` asks (with ``one_rank`` it is ignored).  With
``two_fixed`` nothing is drawn: the wilds are known from the deal, so the ``wild``
phase does nothing and ``SeatView.wild`` stays ``None``.

The wild kicker rule (docs/doudizhu-modes.md §2, Decision DZ5) is
:mod:`~game.doudizhu.laizi_kickers`;
every set of up to eight cards is checked against an independent enumeration
(``tests/test_laizi_exhaustive.py``).  **Decisions** beyond docs/doudizhu-modes.md §2, each pinned
by a
test (``tests/test_laizi_readings.py``, ``tests/test_laizi_rules.py``): the two wild
jokers alone are the rocket (their faces); wild red 7s alone, or with black 7s only,
are 7s; the early-leave count of bombs held is the classic one (four
cards of a rank, the four wilds too, and the two jokers), ×2 each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.cards import RANK_CHARS, SMALL_JOKER, TWO, rank_counts
from game.doudizhu.events import WildRevealed
from game.doudizhu.laizi_moves import generate_wild, readings
from game.doudizhu.laizi_wilds import ONE_RANK, holding, is_wild, within_one_deck
from game.doudizhu.modes import THREE_SEAT_PHASES
from game.doudizhu.patterns import PatternContext, PatternSet, register_pattern_set
from game.doudizhu.phases import Phase, register_phase
from game.doudizhu.ruleset import DOUDIZHU_OPTIONS, DoudizhuRules
from game.plays import Play
from game.rules import Table, register

if TYPE_CHECKING:
    from game.doudizhu.game import Game

WILD_OPTIONS = {
    "wild_cards": ("one_rank", "two_fixed"),
    "fixed_wilds": ("red_sevens", "jokers"),
}
# What each counted bomb multiplies the score by (docs/doudizhu-modes.md §2).
BOMB_FACTORS = {"soft_bomb": 2, "hard_bomb": 4, "wild_bomb": 4, "rocket": 4}


def beats_wild(play: Play, previous: Play | None) -> bool:
    """Bombs by class, then rank; other plays by kind, size and key (docs/doudizhu.md §1.7,
    docs/doudizhu-modes.md §2)."""
    if previous is None:
        return True
    mine, theirs = play.bomb_class, previous.bomb_class
    if mine or theirs:
        return (mine, play.rank) > (theirs, previous.rank if theirs else -1)
    return play.kind == previous.kind and len(play) == len(previous) and play.rank > previous.rank


def _classify(ranks: list[int], context: PatternContext) -> list[Play]:
    hold = holding(rank_counts(ranks), context)
    return readings(hold) if within_one_deck(hold) else []


def _generate(counts: list[int], previous: Play | None, context: PatternContext) -> list[Play]:
    one_deck = [min(c, 1 if r >= SMALL_JOKER else 4) for r, c in enumerate(counts)]
    return generate_wild(holding(one_deck, context), previous)


LAIZI_PATTERNS = PatternSet(
    "laizi",
    _classify,
    lambda play, previous, context: beats_wild(play, previous),
    _generate,
    factor=lambda play: BOMB_FACTORS.get(play.kind, 2),
    is_wild=is_wild,
)
register_pattern_set(LAIZI_PATTERNS)


class WildPhase(Phase):
    """After the kitty: draw the wild rank (``one_rank`` only) and show it to all."""

    name = "wild"

    def active(self, game: Game) -> bool:
        return game.rules.wild_cards == ONE_RANK

    def start(self, game: Game) -> bool:
        rank = game.draw(TWO + 1)
        game.state.wild = rank
        game.emit(WildRevealed(RANK_CHARS[rank]))
        return False


register_phase(WildPhase())

_AFTER_KITTY = THREE_SEAT_PHASES.index("kitty") + 1
LAIZI = register(
    DoudizhuRules(
        "laizi",
        table=Table(seats=3, decks=1, hand_size=17, kitty_size=3),
        phases=(*THREE_SEAT_PHASES[:_AFTER_KITTY], "wild", *THREE_SEAT_PHASES[_AFTER_KITTY:]),
        pattern_set="laizi",
        choices=(*DOUDIZHU_OPTIONS.items(), *WILD_OPTIONS.items()),
    )
)
