"""A version-1 Tractor save's 托管 moves still mark the same actions once it is upgraded.

Version 1 left out the passes of seats with nothing to do (game.shengji.versions); its
replay logs them, so every action after one moves down the log.  The indices of the
actions 托管 took (``auto_moves`` beside a saved match) must move with them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game import replay
from game.shengji.versions import logged_positions, pass_silent_turns, upgraded_indices
from ui.persist.saves import SHENGJI, SaveStore

DATA = json.loads((Path(__file__).parent / "data" / "tractor_records_v1.json")
                  .read_text(encoding="utf-8"))
HAND_RECORDS = [case["record"] for case in DATA["hands"]]
MATCH_RECORDS = [case["record"] for case in DATA["matches"]]


def stepped_positions(record: dict[str, Any]) -> list[int]:
    """Where each logged action lands, found by replaying one entry at a time."""
    game = replay(record, 0)
    positions = []
    for entry in record["actions"]:
        pass_silent_turns(game)
        positions.append(len(game.action_log))
        game.apply_logged(entry)
    return positions


@pytest.mark.parametrize("number", range(len(HAND_RECORDS)))
def test_each_old_action_is_found_where_the_replay_put_it(number: int) -> None:
    record = HAND_RECORDS[number]
    upgraded = replay(record).record()["actions"]
    assert logged_positions(record["actions"], upgraded) == stepped_positions(record)


def test_the_v1_records_do_gain_passes() -> None:
    """The data holds hands whose replay inserts passes, so the tests above move indices."""
    gained = [r for r in HAND_RECORDS if len(replay(r).record()["actions"]) > len(r["actions"])]
    assert gained


def test_indices_with_no_action_are_dropped() -> None:
    old = ["0 pass", "1 declare 2H"]
    assert upgraded_indices([1, 5, -1], old, ["3 pass", "0 pass", "2 pass", "1 declare 2H"]) == [3]
    assert logged_positions(old, ["0 pass", "1 bury 2H"]) == [0]  # not one hand's logs


def unfinished(record: dict[str, Any]) -> dict[str, Any]:
    """The match with its last hand cut short, so a save of it still has a game to resume."""
    hands = [list(h) for h in record["hands"]]
    hands[-1] = hands[-1][: max(1, len(hands[-1]) * 2 // 3)]
    return {**record, "hands": hands}


@pytest.mark.parametrize("number", range(len(MATCH_RECORDS)))
def test_a_saved_v1_match_keeps_its_auto_moves_on_the_same_actions(tmp_path: Path,
                                                                  number: int) -> None:
    record = unfinished(MATCH_RECORDS[number])
    assert record["version"] == 1
    marked = {str(n): [i for i, entry in enumerate(hand) if entry.startswith("0 ")]
              for n, hand in enumerate(record["hands"], 1)}  # hand numbers: 1 the first
    store = SaveStore(tmp_path / "current_match.json", SHENGJI)
    store.write(record, {"auto_moves": marked})
    saved = store.load()
    assert saved is not None, store.message
    upgraded_hands = saved.game.record()["hands"]
    moved = saved.meta["auto_moves"]
    shifted = 0
    for key, indices in marked.items():
        old, new = record["hands"][int(key) - 1], upgraded_hands[int(key) - 1]
        assert [new[j] for j in moved[key]] == [old[i] for i in indices]
        shifted += sum(j != i for i, j in zip(indices, moved[key], strict=True))
    assert shifted  # the passes put in did move some of them
