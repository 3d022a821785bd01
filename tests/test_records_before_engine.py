"""Every hand written down before the one-engine change replays to the same facts.

The data (``tests/data/records_before_engine.json``, made by
:mod:`tests.records_before_engine`) holds hands of all 16 modes: random legal
actions, an AI-played hand and a hand left early.  Replaying each must give the
same record, the same events action by action, the same views halfway and at the
end, and the same result.  A Tractor record written before the house rules
(docs/tractor.md §1.15) comes back as today's version: ``protect_triples`` read as
``follow_protection`` and every new option at its mode's default, nothing else changed.
"""

from __future__ import annotations

from typing import Any

import pytest

import game
from game.shengji.modes import FRIEND_OPTIONS, HOUSE_OPTIONS, upgraded_options
from game.shengji.versions import RECORD_VERSION as TRACTOR_RECORD_VERSION
from tests.records_before_engine import facts, load

HANDS = load()


def test_the_data_covers_every_mode() -> None:
    assert sorted({hand["mode"] for hand in HANDS}) == sorted(game.ruleset_names())
    assert len(game.ruleset_names()) == 16
    assert all(hand["facts"]["end"]["over"] for hand in HANDS)


@pytest.mark.parametrize("mode", sorted(game.ruleset_names()))
def test_records_replay_as_before(mode: str) -> None:
    hands = [hand for hand in HANDS if hand["mode"] == mode]
    assert len(hands) >= 4
    for hand in hands:
        found: dict[str, Any] = facts(hand["record"])
        expected = hand["facts"]
        assert found["record"] == as_today(expected["record"], mode), (mode, "record")
        for key in ("events", "end", "halfway"):
            assert found[key] == expected[key], (mode, hand["record"]["seed"], key)


def as_today(record: dict[str, Any], mode: str) -> dict[str, Any]:
    """An old Tractor record as replaying writes it today: the current version, old option
    names read as today's, each option the record predates at the mode's default."""
    rules = game.ruleset(mode)
    if rules.family != "shengji" or record["version"] == TRACTOR_RECORD_VERSION:
        return record
    options = upgraded_options(record["options"])
    for option in (*HOUSE_OPTIONS, *FRIEND_OPTIONS):
        if option in rules.option_choices():
            options.setdefault(option, getattr(rules, option))
    return {**record, "version": TRACTOR_RECORD_VERSION, "options": options}
