"""Every hand written down before the one-engine change replays to the same facts.

The data (``tests/data/records_before_engine.json``, made by
:mod:`tests.records_before_engine`) holds hands of all 16 modes: random legal
actions, an AI-played hand and a hand left early.  Replaying each must give the
same record, the same events action by action, the same views halfway and at the
end, and the same result.
"""

from __future__ import annotations

from typing import Any

import pytest

import game
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
        for key in ("record", "events", "end", "halfway"):
            assert found[key] == expected[key], (mode, hand["record"]["seed"], key)
