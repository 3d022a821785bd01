"""The independent reference for the wildcard readings (docs/doudizhu-modes.md §2), and its own
checks.

The reference itself lives in :mod:`tests.reference_laizi`: every assignment of a rank
to every wild, the classic table of :mod:`tests.reference`, then the Decision's collapse
(readings differ in kind, key or what the core stands for; a kicker wild stands for its
face where allowed, else the lowest rank allowed; wilds alone count as their face).
It shares no code with ``game.doudizhu.laizi_*``.  The names below are kept for the
tests that import them from here.
"""

from __future__ import annotations

from tests.reference_laizi import (
    Reading,
    canon,
    reference_beats,
    reference_plays,
    reference_readings,
)

__all__ = ["Reading", "canon", "reference_beats", "reference_plays", "reference_readings"]


def test_reference_knows_the_decisions_examples() -> None:
    assert reference_readings("333", "55") == {("trio_pair", "3", "33355", "33355")}
    assert reference_readings("", "7777") == {("wild_bomb", "7", "7777", "7777")}
    assert len(reference_readings("B", "777")) == 13


def test_reference_reads_a_lone_natural_in_the_core_with_a_wild_kicker() -> None:
    """The thirteen readings of 4555 (wild 5) first counted (docs/doudizhu-modes.md §2, DZ11), and
    the trio of 4s with the wild
    5 as its kicker at its face (issue 35)."""
    got = reference_readings("4", "555")
    assert len(got) == 14
    assert ("trio_single", "4", "4555", "4445") in got
    assert ("soft_bomb", "4", "4555", "4444") in got


def test_reference_kicker_wild_takes_the_lowest_rank_when_its_face_is_in_the_core() -> None:
    got = reference_readings("4", "777")
    assert ("trio_single", "4", "4777", "4447") in got  # the face, where allowed
    got = reference_readings("5777", "8888")  # the chain 777888 holds the face 8
    assert ("airplane_single", "8", "57778888", "35777888") in got


def test_reference_reads_classic_sets_without_wilds_as_classic() -> None:
    assert reference_readings("3333", "") == {("hard_bomb", "3", "3333", "3333")}
    assert reference_readings("34567", "") == {("straight", "7", "34567", "34567")}
