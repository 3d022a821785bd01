"""Statistics, saved hand and damaged files (issue 5 persistence)."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from game import new_game, ruleset
from ui.persist.saves import SaveStore
from ui.persist.stats import KEEP_RECORDS, HandRow, StatsStore


def _row(won: bool, score: int, role: str = "farmer", practice: bool = False,
         mode: str = "classic") -> HandRow:
    return HandRow(mode=mode, difficulty="normal", practice=practice, role=role, won=won,
                   score=score, base=1, multiplier=1, spring=False, abandoned=False, seed=1,
                   record={"format": "doudizhu-hand", "seed": 1})


def test_summary_counts_roles_wins_streaks_and_keeps_practice_apart(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.db")
    for won, score, role in [(True, 4, "landlord"), (True, 2, "farmer"), (False, -2, "farmer"),
                             (True, 1, "farmer"), (True, 6, "landlord"), (True, 2, "farmer")]:
        store.add(_row(won, score, role))
    store.add(_row(True, 100, practice=True))
    summary = store.summary()
    assert (summary.hands, summary.landlord_hands, summary.landlord_wins) == (6, 2, 2)
    assert (summary.farmer_hands, summary.farmer_wins) == (4, 3)
    assert summary.total_score == 13 and store.total_score() == 13
    assert (summary.current_streak, summary.best_streak) == (3, 3)
    assert store.summary(practice=True).hands == 1
    assert store.summary(mode="happy").hands == 0
    assert store.recent_scores(3) == [1, 6, 2]


def test_only_the_last_100_hands_keep_their_records(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.db")
    for i in range(KEEP_RECORDS + 5):
        store.add(_row(i % 2 == 0, 1))
    assert len(store.recent_hands(500)) == KEEP_RECORDS
    assert store.summary().hands == KEEP_RECORDS + 5


def test_schema_is_versioned(tmp_path: Path) -> None:
    StatsStore(tmp_path / "s.db").close()
    conn = sqlite3.connect(tmp_path / "s.db")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2  # 2: by game (family)


@pytest.mark.parametrize(
    "damage", [b"this is not a database at all" * 40, b"", b"SQLite format 3\x00"]
)
def test_corrupt_statistics_are_moved_aside_and_a_new_file_started(
    tmp_path: Path, damage: bytes
) -> None:
    path = tmp_path / "s.db"
    path.write_bytes(damage)
    store = StatsStore(path)
    store.add(_row(True, 1))
    assert store.summary().hands == 1
    if damage:
        assert store.message and "moved to" in store.message
        assert [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]


def test_truncated_statistics_are_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "s.db"
    store = StatsStore(path)
    for _ in range(50):
        store.add(_row(True, 1))
    store.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    again = StatsStore(path)
    assert again.message is not None
    assert again.summary().hands == 0


def _play_some(seed: int, steps: int):  # type: ignore[no-untyped-def]
    game = new_game(ruleset("happy"), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("steps", [0, 1, 5, 12, 20, 30, 45])
def test_resume_after_any_action_gives_the_same_table(tmp_path: Path, steps: int) -> None:
    game = _play_some(11, steps)
    store = SaveStore(tmp_path / "hand.json")
    store.save(game, {"difficulty": "hard", "practice": True})
    if game.over:
        assert store.load() is None
        return
    loaded = SaveStore(tmp_path / "hand.json").load()
    assert loaded is not None
    assert loaded.meta == {"difficulty": "hard", "practice": True}
    again = loaded.game
    assert again.record() == game.record()
    assert again.hands == game.hands and again.phase == game.phase
    assert again.to_act == game.to_act
    assert again.view(0) == game.view(0)


@pytest.mark.parametrize("content", ['{"format": "doudizhu-save"', "[]", "\x00\x01\x02",
                                     '{"format": "doudizhu-save", "version": 1, "record": '
                                     '{"format": "doudizhu-hand", "ruleset": "classic", '
                                     '"seed": 1, "actions": ["2 play 3:single:3"]}}'])
def test_corrupt_or_truncated_save_is_moved_aside(tmp_path: Path, content: str) -> None:
    path = tmp_path / "hand.json"
    path.write_text(content, encoding="utf-8")
    store = SaveStore(path)
    assert store.load() is None
    assert store.message and "moved to" in store.message
    assert not path.exists()
    assert [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]


def test_an_unusable_data_folder_plays_on_in_memory_and_says_so(tmp_path: Path) -> None:
    from ui.persist.records import Records

    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    records = Records(blocker)
    assert not records.persist and len(records.messages) == 1
    assert "cannot be used" in records.messages[0]
    game = new_game(ruleset("classic"), 4)
    rng = random.Random(4)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
        records.save_current_hand(game, "normal", False)
    records.add_hand(game, "normal", False)
    assert records.summary().hands == 1
    assert blocker.read_text(encoding="utf-8") == "a file where the folder should be"


def test_an_unusable_folder_is_reported_as_such_not_as_a_damaged_file(tmp_path: Path) -> None:
    from ui.persist.files import Unsaved, move_aside
    from ui.persist.records import Records

    blocker = tmp_path / "data"
    blocker.write_text("x", encoding="utf-8")
    assert isinstance(Records(blocker).messages[0], Unsaved)
    damaged = tmp_path / "stats.sqlite3"
    damaged.write_text("x", encoding="utf-8")
    assert not isinstance(move_aside(damaged, "bad"), Unsaved)


# -- one saved game per family (issue 30) ----------------------------------------------------
def _hand_in_progress(seed: int = 4) -> Any:
    game = new_game(ruleset("classic"), seed)
    game.apply(game.legal_actions()[0])
    return game


def _match_in_progress(seed: int = 4) -> Any:
    from game.shengji import PASS, Match

    match = Match(ruleset("tractor"), seed)
    for _ in range(6):
        match.game.apply(PASS)
    return match


@pytest.mark.parametrize("on_disk", [True, False])
def test_each_family_keeps_its_own_saved_game(tmp_path: Path, on_disk: bool) -> None:
    from ui.persist.records import Records

    records = Records(tmp_path, persist=on_disk)
    hand, match = _hand_in_progress(), _match_in_progress()
    records.save_current_hand(hand, "hard", False)
    records.save_current_hand(match, "normal", True)
    assert records.has_current_hand("doudizhu") and records.has_current_hand("shengji")
    saved_hand, saved_match = records.current_hand("doudizhu"), records.current_hand("shengji")
    assert saved_hand is not None and saved_hand[0].record() == hand.record()
    assert saved_match is not None and saved_match[0].record() == match.record()
    records.clear_current_hand("shengji")  # a new Tractor match, or the match finished
    assert records.has_current_hand("doudizhu") and not records.has_current_hand("shengji")
    assert records.current_hand() is not None and records.messages == []
    records.close()
    if on_disk:
        assert sorted(p.name for p in tmp_path.glob("*.json")) == ["current_hand.json"]


def test_an_old_single_save_holding_a_match_moves_to_the_tractor_slot(tmp_path: Path) -> None:
    from ui.persist.records import Records

    match = _match_in_progress()
    SaveStore(tmp_path / "current_hand.json", "shengji").save(match, {"level": "normal"})
    records = Records(tmp_path)
    assert not (tmp_path / "current_hand.json").exists()
    assert (tmp_path / "current_match.json").exists()
    saved = records.current_hand("shengji")
    assert saved is not None and saved[0].record() == match.record()
    assert not records.has_current_hand("doudizhu") and records.messages == []
    records.close()


def test_an_old_single_save_holding_a_hand_stays_the_doudizhu_save(tmp_path: Path) -> None:
    from ui.persist.records import Records

    hand = _hand_in_progress()
    SaveStore(tmp_path / "current_hand.json").save(hand, {"level": "normal"})
    records = Records(tmp_path)
    saved = records.current_hand("doudizhu")
    assert saved is not None and saved[0].record() == hand.record()
    assert not records.has_current_hand("shengji") and records.messages == []
    records.close()


def test_a_save_in_the_other_familys_slot_is_kept_aside(tmp_path: Path) -> None:
    """A match where the Dou Dizhu hand belongs (the Tractor slot was taken) never
    resumes as the wrong game."""
    from ui.persist.records import Records

    SaveStore(tmp_path / "current_match.json", "shengji").save(_match_in_progress(5), {})
    SaveStore(tmp_path / "current_hand.json", "shengji").save(_match_in_progress(6), {})
    records = Records(tmp_path)
    assert records.current_hand("doudizhu") is None
    assert len(records.messages) == 1 and "current_hand.json" in records.messages[0]
    assert records.current_hand("shengji") is not None
    records.close()
