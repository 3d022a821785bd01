"""Records written before every seat was asked (version 1) still replay, to the same hands.

``tests/data/tractor_records_v1.json`` holds hands and matches played by random
seats with the engine of commit 1ebd241, which skipped seats with nothing to do in
the final declaring round, 造反 and 炒地皮.  Each hand keeps the result its engine
reached; replaying now must reach it again, with the missing passes filled in.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game import replay
from game.errors import InvalidSetting
from game.shengji.match import replay_match

DATA = Path(__file__).resolve().parent.parent / "data" / "tractor_records_v1.json"
OLD: dict[str, Any] = json.loads(DATA.read_text(encoding="utf-8"))
HANDS = OLD["hands"]
MATCHES = OLD["matches"]


def _name(case: dict[str, Any]) -> str:
    record = case["record"]
    return f"{record['ruleset']}-{record['seed']}-{record['dealer']}"


@pytest.mark.parametrize("case", HANDS, ids=[_name(c) for c in HANDS])
def test_a_version_one_hand_replays_to_the_same_result(case: dict[str, Any]) -> None:
    record = case["record"]
    assert record["version"] == 1
    game = replay(record)
    assert game.over
    assert repr(game.result) == case["final"]["result"]
    old_log = record["actions"]
    added = [entry for entry in game.action_log if entry not in old_log]
    assert len(game.action_log) > len(old_log)
    assert all(entry.endswith(" pass") for entry in added)


@pytest.mark.parametrize("case", HANDS[:6], ids=[_name(c) for c in HANDS[:6]])
def test_a_replayed_old_hand_is_recorded_anew_as_version_three(case: dict[str, Any]) -> None:
    game = replay(case["record"])
    fresh = game.record()
    assert fresh["version"] == 3
    again = replay(fresh)
    assert again.action_log == game.action_log
    assert repr(again.result) == case["final"]["result"]


def test_an_old_record_read_as_version_two_lacks_its_passes() -> None:
    """The version decides how a record is read: the old entries alone do not replay."""
    refused = 0
    for case in HANDS:
        record = dict(case["record"], version=2)
        try:
            replay(record)
        except InvalidSetting:
            refused += 1
    assert refused == len(HANDS)


@pytest.mark.parametrize("case", MATCHES, ids=[c["record"]["ruleset"] for c in MATCHES])
def test_a_version_one_match_replays_every_hand(case: dict[str, Any]) -> None:
    match = replay_match(case["record"])
    assert [repr(game.result) for game in match.games] == case["results"]
    fresh = match.record()
    assert fresh["version"] == 3
    again = replay_match(fresh)
    assert [repr(game.result) for game in again.games] == case["results"]


def test_an_unknown_match_version_is_refused() -> None:
    record = dict(MATCHES[0]["record"], version=4)
    with pytest.raises(InvalidSetting, match="version"):
        replay_match(record)
