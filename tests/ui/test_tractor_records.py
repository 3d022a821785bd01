"""Tractor's records at Dou Dizhu's level (issue 31): a finished Tractor hand, played out
or forfeited, lands in 最近100局 beside Dou Dizhu's and replays to the same end; the
end panel's 查看牌桌 shows the finished table and comes back; the statistics page
shows Tractor's own figures after a Tractor hand."""

from __future__ import annotations

from typing import Any

import pytest

from game import replay
from ui.app import intents
from ui.app.intents import Intent
from ui.pages.replay import ReplayScene
from ui.pages.replay_list import ReplayListScene
from ui.tractor.headless import act_for_player, new_tractor_table, run_until
from ui.tractor.replay_board import TractorReplayBoard
from ui.tractor.scene import TractorScene


@pytest.fixture(scope="module")
def tractor_record() -> dict[str, Any]:
    """A finished Tractor hand played off screen (beginners), for the tests that need a
    hand in the records but not the table that played it."""
    from ui.dev.headless import finished_record

    return finished_record(3, "tractor")


def _book(app: Any, record: dict[str, Any]) -> Any:
    """``record``'s hand in the app's records, as the table books a finished hand."""
    game = replay(record)
    app.records.add_hand(game, "beginner", False)
    return game


def _finished_table(app: Any, mode: str, seed: int) -> TractorScene:
    app.settings.animation_speed = "instant"
    app.settings.difficulty = "beginner"
    scene = new_tractor_table(app, mode, seed, auto=True)
    assert run_until(app, lambda: scene.end.active, 60000, lambda: act_for_player(scene))
    return scene


def _press(scene: Any, button: Any) -> None:
    scene.handle(Intent(intents.POINT_DOWN, button.rect.center))
    scene.handle(Intent(intents.POINT_UP, button.rect.center))


def _winners(game: Any) -> list[int | None]:
    return [trick.winner for trick in game.view(0).tricks]


def _open_listed_replay(app: Any) -> ReplayScene:
    listing = app.push(ReplayListScene(app))
    assert [h.family for h in listing.hands][:1] == ["shengji"]
    listing.select(0)
    listing.open_replay()
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.family == "shengji"
    return viewer


@pytest.mark.parametrize(("mode", "seed"), [("tractor", 3), ("friends_five", 4),
                                            ("tractor_one_deck", 2)])
def test_a_finished_hand_is_listed_and_replays_to_the_same_end(
    app: Any, mode: str, seed: int
) -> None:
    table = _finished_table(app, mode, seed)
    played = table.session.game
    viewer = _open_listed_replay(app)
    assert viewer.record["ruleset"] == mode
    viewer.seek(len(viewer.actions))
    app.frame(1 / 60)
    assert viewer.error == "" and viewer.game is not None and viewer.game.over
    ours, theirs = played.result, viewer.game.result
    assert theirs.catchers_points == ours.catchers_points
    assert theirs.levels_after == ours.levels_after
    assert theirs.kitty_bonus == ours.kitty_bonus
    assert _winners(viewer.game) == _winners(played) and len(_winners(played)) > 3
    assert isinstance(viewer.board, TractorReplayBoard)


def test_the_viewer_steps_and_plays_through_the_hand(
    app: Any, tractor_record: dict[str, Any]
) -> None:
    _book(app, tractor_record)
    viewer = _open_listed_replay(app)
    viewer.handle(Intent(intents.STEP, value=1))
    viewer.handle(Intent(intents.STEP, value=1))
    assert viewer.step == 2
    viewer.handle(Intent(intents.STEP, value=-1))
    assert viewer.step == 1
    viewer.seek(len(viewer.actions) - 4)
    viewer.handle(Intent(intents.PASS))  # Space: play to the end
    assert viewer.playing
    viewer.speed.value = "4"
    assert run_until(app, lambda: viewer.step == len(viewer.actions), 20000)
    assert not viewer.playing and viewer.game.over
    assert viewer.kind.entry_text(viewer.actions[-1]).split(": ", 1)[1]



def test_the_deal_plays_a_card_a_short_step(app: Any, tractor_record: dict[str, Any]) -> None:
    from ui.pages.replay import STEP_SECONDS
    from ui.tractor.replay import DEAL_PACE

    _book(app, tractor_record)
    viewer = _open_listed_replay(app)
    viewer.handle(Intent(intents.PASS))  # Space: play from the start, in the deal
    assert viewer.playing and viewer.game.phase == "dealing"
    viewer.update(STEP_SECONDS * DEAL_PACE * 1.05)
    assert viewer.step == 1, "a dealt card takes a tenth of a step"
    viewer.seek(next(i for i, e in enumerate(viewer.actions) if " play " in e))
    viewer.playing, before = True, viewer.step
    viewer.update(STEP_SECONDS * DEAL_PACE * 1.05)
    assert viewer.step == before, "a play keeps its whole step"


def test_a_forfeited_hand_is_listed_and_replays_to_its_forfeit(app: Any) -> None:
    app.settings.difficulty = "beginner"
    table = new_tractor_table(app, "tractor", 6)
    assert run_until(app, lambda: table.view.phase == "play", 30000,
                     lambda: act_for_player(table))
    table.forfeit()
    assert run_until(app, lambda: table.end.active, 5000)
    viewer = _open_listed_replay(app)
    viewer.seek(len(viewer.actions))
    assert viewer.game.over and viewer.actions[-1].endswith("abandon")
    assert viewer.game.result.levels_after == table.session.game.result.levels_after


def test_both_games_share_the_list_each_row_with_its_game(
    app: Any, tractor_record: dict[str, Any]
) -> None:
    from ui.dev.headless import finished_record

    app.records.add_hand(replay(finished_record(3, "classic")), "normal", False)
    _book(app, tractor_record)
    listing = app.push(ReplayListScene(app))
    assert [h.family for h in listing.hands] == ["shengji", "doudizhu"]
    listing.select(1)
    listing.open_replay()
    assert app.stack.top.family == "doudizhu" and app.stack.top.game is not None
    app.pop()
    app.frame(1 / 60)  # the list draws both rows (game, mode, role) without a miss


def test_view_table_shows_the_finished_table_and_comes_back(app: Any) -> None:
    table = _finished_table(app, "tractor", 3)
    app.frame(1 / 60)
    end = table.end
    _press(table, end.table_button)
    assert end.viewing and end.active and end.after.visible
    app.frame(1 / 60)
    table.handle(Intent(intents.CONFIRM))  # Enter: the result again, never a deal
    assert not end.viewing and end.active
    number = table.session.match.number
    _press(table, end.table_button)
    assert end.viewing
    _press(table, end.after.next_button)  # the next hand only by its own button
    assert not end.active and table.session.match.number == number + 1



def test_the_stats_page_shows_tractor_figures_after_a_hand(
    app: Any, tractor_record: dict[str, Any]
) -> None:
    from ui.app.i18n import t
    from ui.pages.stats import StatsScene

    result = _book(app, tractor_record).result
    app.settings.mode = "tractor"
    page = app.push(StatsScene(app))
    assert page.family.value == "shengji"
    rows = dict(page.rows())
    assert rows[t("stats.hands")] == "1"
    role = "catcher" if 0 not in result.dealer_side else "dealer"
    key = "stats.tractor.points" if role == "catcher" else "stats.tractor.given"
    points = rows[t(key)]
    assert str(result.catchers_points) in points
    assert rows[t("stats.score.shengji")] == f"+{max(0, result.scores[0])}"
    dug = int(role == "catcher" and result.kitty_bonus > 0)
    lost = int(role == "dealer" and result.kitty_bonus > 0)
    assert rows[t("stats.tractor.kitty")] == f"{dug} / {lost}"
    shown = page.rank()
    assert shown.note and 0.0 <= shown.progress <= 1.0
    app.frame(1 / 60)  # the page draws Tractor's title and lines


def test_tractor_figures_survive_a_reopened_database_and_a_damaged_table(
    tmp_path: Any, tractor_record: dict[str, Any]
) -> None:
    import sqlite3

    from ui.persist.stats import StatsStore, hand_row
    from ui.persist.tractor_stats import TABLE

    game = replay(tractor_record)
    path = tmp_path / "stats.sqlite3"
    store = StatsStore(path)
    store.add(hand_row(game, "normal", False))
    store.close()
    store = StatsStore(path)
    figures = store.tractor_figures()
    assert figures.catcher_hands + figures.dealer_hands == 1
    assert figures.points_taken + figures.points_given == game.result.catchers_points
    store.close()
    conn = sqlite3.connect(path)
    with conn:  # a figure of the wrong type is left out; the hand still counts
        conn.execute(f"UPDATE {TABLE} SET catchers_points = 'lots'")
    conn.close()
    store = StatsStore(path)
    assert store.summary(family="shengji").hands == 1
    assert store.tractor_figures().catcher_hands + store.tractor_figures().dealer_hands == 0
    store.close()
    conn = sqlite3.connect(path)
    with conn:  # a table of another shape is rebuilt, empty
        conn.execute(f"DROP TABLE {TABLE}")
        conn.execute(f"CREATE TABLE {TABLE} (x TEXT)")
    conn.close()
    store = StatsStore(path)
    assert store.summary(family="shengji").hands == 1 and store.message is None
    store.add(hand_row(game, "normal", False))
    assert store.tractor_figures().catcher_hands + store.tractor_figures().dealer_hands == 1
    store.close()



def test_the_list_opens_the_tractor_review(app: Any, tractor_record: dict[str, Any]) -> None:
    from ui.tractor.review import TractorReviewScene

    _book(app, tractor_record)
    listing = app.push(ReplayListScene(app))
    listing.open_review()
    assert isinstance(app.stack.top, TractorReviewScene)
    assert app.stack.top.record["ruleset"] == "tractor"


def test_the_review_board_raises_the_better_play_in_the_players_hand(
    app: Any, tractor_record: dict[str, Any]
) -> None:
    record = tractor_record
    index = next(i for i, e in enumerate(record["actions"]) if e.startswith("0 play "))
    game = replay(record, index)
    better = tuple(game.view(0).hand[:2])
    board = TractorReplayBoard(app.art)
    board.draw(app.screen, app.screen.get_rect().inflate(-200, -200), game, marks=better)
    hand = board._hand
    assert hand is not None and hand.selected == set(better)
    raised = {card for card, sprite in hand.sprites.items() if sprite.lift > 1}
    assert raised == set(better)



def test_the_tractor_replay_has_a_screenshot_scene(tmp_path: Any) -> None:
    import pygame

    import main

    out = tmp_path / "replay.png"
    argv = ["--screenshot", str(out), "--scene", "replay", "--mode", "friends_five",
            "--size", "960x540", "--lang", "en"]
    assert main.main(argv) == 0
    assert pygame.image.load(str(out)).get_size() == (960, 540)


@pytest.mark.slow
def test_the_tractor_review_shows_the_whole_table_at_each_row(app: Any) -> None:
    from ui.tractor.review import TractorReviewScene

    _finished_table(app, "tractor", 3)
    listing = app.push(ReplayListScene(app))
    listing.open_review()
    page = app.stack.top
    assert isinstance(page, TractorReviewScene)
    # The first difference found is enough (a beginner's hand has some): rows come in
    # as the review finds them.
    assert run_until(app, lambda: bool(page.items), 60000)
    page.select(0)
    app.frame(1 / 60)
    item = page.items[0]
    assert page.game is not None and len(page.game.action_log) == item.index
    hand = page.table._hand  # the player's hand on the table, as drawn
    assert hand is not None and hand.selected == set(item.expert)
