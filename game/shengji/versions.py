"""What each version of a Tractor record means, so a record of any version replays.

Version 1 was written while three rounds skipped the seats that had nothing to
do: the final declaring round after the deal asked only seats that could
declare, 造反 only catchers with a weak hand, 炒地皮 only seats that could
steal.  Whose turn it was then told everybody about cards they could not see,
so from version 2 every seat is asked and a seat with nothing to do answers
``pass``, which the record keeps.  A version-1 record lacks those passes: it is
replayed by answering each such turn with a pass before the next logged action
(:func:`pass_silent_turns`), and the game goes on in the new form.  What counts the
old record's actions by index (the actions 托管 took, saved beside a match) is moved
to the upgraded log by :func:`upgraded_indices`.

Version 3 (2026-12) adds the house rules of docs/tractor.md §1.15 to the options and
reads §2.2's ``protect_triples`` as ``follow_protection``: a record of versions 1 and 2
has none of the new options (each is then its default, the rules those records were
played under), and its ``protect_triples=on`` is ``follow_protection=longer_tuples``
(:func:`game.shengji.modes.upgraded_options`, applied wherever options are read), so it
replays unchanged.  Nothing else about reading a record changed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from game.shengji.actions import PASS
from game.shengji.deal import PHASE_FINAL_ROUND
from game.shengji.kitty import PHASE_KITTY_THEFT
from game.shengji.phases import PHASE_WEAK_HAND

if TYPE_CHECKING:
    from game.shengji.game import Game

RECORD_VERSION = 3  # the options may hold the house rules of §1.15 (2026-12)
RECORD_VERSIONS = (1, 2, 3)
MATCH_VERSION = 3
MATCH_VERSIONS = (1, 2, 3)
# The rounds that used to skip seats with nothing to do.
SILENT_TURN_PHASES = frozenset({PHASE_FINAL_ROUND, PHASE_WEAK_HAND, PHASE_KITTY_THEFT})


def skips_silent_turns(version: object) -> bool:
    """Whether a record of this version left out the passes of seats with nothing to do."""
    return version == 1


def pass_silent_turns(game: Game) -> None:
    """Answer with a pass every turn a version-1 record has no entry for.

    Those are the turns of the rounds above where the seat to act may only pass:
    the old engine never asked such a seat, so the record's next entry belongs to
    a later turn.
    """
    while game.phase in SILENT_TURN_PHASES and game.legal_actions() == [PASS]:
        game.apply(PASS)


def logged_positions(old: Sequence[str], upgraded: Sequence[str]) -> list[int]:
    """Where each entry of a version-1 hand's actions sits in its upgraded log.

    The upgraded log (the replay's, in the new form) is the old one with passes put
    in before some entries, so each old entry is found in order; an entry that cannot
    be found (the logs are not of one hand) ends the list there.

    >>> logged_positions(["1 declare 2H", "3 pass", "0 bury 5S"],
    ...                  ["0 pass", "1 declare 2H", "2 pass", "3 pass", "0 bury 5S"])
    [1, 3, 4]
    """
    positions: list[int] = []
    at = 0
    for entry in old:
        while at < len(upgraded) and upgraded[at] != entry:
            if not upgraded[at].endswith(" pass"):
                return positions  # only passes were put in: these are not one hand's logs
            at += 1
        if at == len(upgraded):
            return positions
        positions.append(at)
        at += 1
    return positions


def upgraded_indices(indices: Iterable[int], old: Sequence[str],
                     upgraded: Sequence[str]) -> list[int]:
    """Indices into a version-1 hand's actions (the ones 托管 took, say) moved to where
    those actions sit in the upgraded log; an index with no such action is dropped.

    >>> upgraded_indices([0, 2, 9], ["1 declare 2H", "3 pass", "0 bury 5S"],
    ...                  ["0 pass", "1 declare 2H", "2 pass", "3 pass", "0 bury 5S"])
    [1, 4]
    """
    positions = logged_positions(old, upgraded)
    return sorted(positions[i] for i in set(indices) if 0 <= i < len(positions))
