"""Statistics by game and by mode: the schema 1 → 2 migration keeps every row, the
families are never added together, roles of every game are stored, and the distance
to the next rank title is counted from the total itself (issue 15)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from ui.pages.stats import points_to_next, summary_rows
from ui.persist.stats import SCHEMA_VERSION, HandRow, StatsStore, hand_row, player_role

V1_SCHEMA = """
CREATE TABLE hands (
    id INTEGER PRIMARY KEY,
    finished_at REAL NOT NULL,
    mode TEXT NOT NULL,
    difficulty TEXT NOT NULL,
    practice INTEGER NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('landlord', 'farmer')),
    won INTEGER NOT NULL,
    score INTEGER NOT NULL,
    base INTEGER NOT NULL,
    multiplier INTEGER NOT NULL,
    spring INTEGER NOT NULL,
    abandoned INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    record TEXT
);
CREATE INDEX hands_by_mode ON hands (mode, difficulty, practice);
PRAGMA user_version = 1;
"""


# A record as schema 1 kept it (a Dou Dizhu hand's seed and actions): stores read it back.
V1_RECORD = '{"ruleset": "classic", "seed": 1, "actions": []}'


def _row(mode: str, role: str, won: bool, score: int, family: str = "doudizhu",
         practice: bool = False) -> HandRow:
    return HandRow(mode=mode, difficulty="normal", practice=practice, role=role, won=won,
                   score=score, base=1, multiplier=1, spring=False, abandoned=False, seed=1,
                   family=family)


def _v1_database(path: Path, rows: int) -> None:
    conn = sqlite3.connect(path)
    conn.executescript(V1_SCHEMA)
    with conn:
        for i in range(rows):
            conn.execute(
                "INSERT INTO hands (finished_at, mode, difficulty, practice, role, won, score,"
                " base, multiplier, spring, abandoned, seed, record)"
                " VALUES (?, ?, 'normal', ?, ?, ?, ?, 1, 2, 0, 0, ?, ?)",
                (1000.0 + i, "happy" if i % 3 else "classic", i % 5 == 0,
                 "landlord" if i % 2 else "farmer", i % 4 != 0, i - 7, i,
                 V1_RECORD if i > rows - 3 else None),
            )
    conn.close()


def test_a_schema_1_database_is_migrated_keeping_every_row(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    _v1_database(path, 30)
    store = StatsStore(path)
    assert store.message is None, "a sound old database is migrated, not moved aside"
    assert not list(tmp_path.glob("*.damaged*")) and len(list(tmp_path.iterdir())) == 1
    version = store._conn.execute("PRAGMA user_version").fetchone()[0]
    assert version == SCHEMA_VERSION == 2
    ranked = sum(1 for i in range(30) if i % 5 != 0)
    assert store.summary(family="doudizhu").hands == ranked
    assert store.summary(practice=True).hands == 30 - ranked
    assert store.summary(mode="classic").hands + store.summary(mode="happy").hands == ranked
    assert store.total_score() == sum(i - 7 for i in range(30) if i % 5 != 0)
    assert [h.seed for h in store.recent_hands()] == [29, 28], "records and ids survive"
    # The new roles are accepted after the migration.
    store.add(_row("tractor", "dealer", True, 2, family="shengji"))
    assert store.summary(family="shengji").hands == 1
    store.close()
    assert StatsStore(path).summary(family="doudizhu").hands == ranked, "reopens as schema 2"


def test_games_are_kept_apart_and_grouped_by_mode(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "s.sqlite3")
    for row in (
        _row("classic", "landlord", True, 4),
        _row("classic", "farmer", False, -2),
        _row("five", "ally", True, 2),
        _row("tractor", "dealer", True, 3, family="shengji"),
        _row("tractor", "catcher", False, -1, family="shengji"),
        _row("friends_five", "catcher", True, 2, family="shengji"),
    ):
        store.add(row)
    ddz = store.summary(family="doudizhu")
    assert (ddz.hands, ddz.total_score, ddz.ally_hands, ddz.ally_wins) == (3, 4, 1, 1)
    assert (ddz.landlord_hands, ddz.farmer_hands) == (1, 1), "the ally is neither"
    tractor = store.summary(family="shengji")
    assert (tractor.hands, tractor.landlord_hands, tractor.farmer_hands) == (3, 1, 2)
    assert tractor.total_score == 4
    assert store.total_score() == 4, "the rank title counts Dou Dizhu points only"
    assert store.modes_played("doudizhu") == ["classic", "five"]
    assert store.modes_played("shengji") == ["tractor", "friends_five"]
    assert store.summary(mode="tractor", family="shengji").hands == 2
    assert store.recent_scores(family="shengji") == [3, -1, 2]


def test_summary_rows_use_each_games_words() -> None:
    from ui.app.i18n import set_language, t

    set_language("en")
    store = StatsStore(Path(":memory:"))
    store.add(_row("five", "ally", True, 2))
    labels = [label for label, _ in summary_rows(store.summary(), "doudizhu")]
    assert t("stats.ally") in labels and t("stats.lead.doudizhu") in labels
    tractor_labels = [label for label, _ in summary_rows(store.summary(), "shengji")]
    assert t("stats.lead.shengji") in tractor_labels
    assert t("stats.score.shengji") in tractor_labels
    set_language("zh")


def test_the_next_title_is_counted_from_a_negative_total() -> None:
    assert points_to_next(-19) == 119
    assert points_to_next(-1) == 101
    assert points_to_next(0) == 100
    assert points_to_next(99) == 1
    assert points_to_next(100) == 100  # 短工 at 100, 长工 at 200
    assert points_to_next(10**9) is None


def test_the_stats_page_says_119_at_minus_19(app: Any) -> None:
    from ui.app.i18n import t
    from ui.pages.stats import StatsScene

    app.records.stats_store.add(_row("classic", "landlord", False, -19))
    scene = StatsScene(app)
    app.push(scene)
    assert scene.total == -19
    texts: list[str] = []
    import ui.pages.stats as page

    real = page.blit_text

    def spy(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        texts.append(text)
        return real(surface, text, *args, **kwargs)

    page.blit_text = spy  # type: ignore[assignment]
    try:
        app.frame(1 / 60, [])
    finally:
        page.blit_text = real  # type: ignore[assignment]
    expected = t("stats.next", title=t("rank.title.1"), points=119)
    assert expected in texts, texts


def test_finished_hands_are_stored_with_their_game_and_role() -> None:
    from game import replay
    from ui.dev.headless import finished_record

    five = replay(finished_record(3, "five"))
    row = hand_row(five, "normal", False)
    assert (row.family, row.mode) == ("doudizhu", "five")
    landlord = five.result.landlord
    roles = {player_role(five, seat) for seat in range(five.rules.seats)}
    assert player_role(five, landlord) == "landlord"
    assert roles <= {"landlord", "ally", "farmer"} and "farmer" in roles
    tractor = replay(finished_record(3, "tractor"))
    row = hand_row(tractor, "normal", False)
    assert (row.family, row.role) == ("shengji", "dealer" if 0 in tractor.result.dealer_side
                                      else "catcher")
    store = StatsStore(Path(":memory:"))
    store.add(row)
    assert store.summary(family="shengji").hands == 1


def test_the_chart_has_no_title_counting_zero_hands() -> None:
    """An empty chart says only that there is no hand yet (it read "最近 0 局升级走势")."""
    from ui.app.i18n import set_language, t
    from ui.pages.stats import chart_title

    set_language("zh")
    assert chart_title("shengji", 0) == "" and chart_title("doudizhu", 0) == ""
    assert chart_title("shengji", 3) == t("stats.chart.shengji", n=3)
    assert chart_title("doudizhu", 28) == t("stats.chart", n=28)
    assert "28" in chart_title("doudizhu", 28)
