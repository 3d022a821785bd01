"""The seat to act wears a frame and a ring; the turn clock runs on the player's turns and,
when it runs out, passes only where passing is legal."""

from __future__ import annotations

from typing import Any

from ui.app.session import HUMAN
from ui.dev import headless
from ui.table.turn_clock import PASS_WHEN_DUE, WARN_WHEN_DUE, TurnClock, clock_seconds, when_due
from ui.table.turn_marker import play_frame, seat_frame


def test_the_marker_follows_the_seat_to_act(app: Any) -> None:
    app.settings.animation_speed = "fast"
    table = headless.new_table(app, seed=12)
    table.pacer.fast = False  # AI seats think a moment, as in the window
    seen: set[int] = set()

    def check() -> None:
        seat = table.session.to_act
        if table.director.settled and seat is not None and table.turn_marker.seat is not None:
            assert table.turn_marker.seat == seat
            seen.add(seat)
        headless.act_for_player(table)

    headless.run_until(app, lambda: len(table.session.game.history) >= 12, 30000, check)
    assert seen == set(range(table.session.game.rules.seats))
    headless.play_to_result(app, table)
    assert table.turn_marker.seat is None, "nobody is marked once the hand is over"


def test_the_frames_surround_each_seat_and_its_play_spot(app: Any) -> None:
    table = headless.new_table(app, seed=11)
    lay = table.lay
    for seat, spot in lay.seats.items():
        frame = seat_frame(lay, seat)
        assert frame.collidepoint(spot.avatar)
        assert frame.inflate(2, 2).collidepoint(spot.avatar[0], spot.avatar[1] + spot.radius)
        assert play_frame(lay, seat).collidepoint(spot.play_anchor)
        assert not frame.colliderect(play_frame(lay, seat)) or seat == HUMAN


def test_the_clock_is_a_setting_off_in_practice_by_default() -> None:
    assert clock_seconds("30", practice=False, in_practice=False) == 30.0
    assert clock_seconds("30", practice=True, in_practice=False) is None
    assert clock_seconds("15", practice=True, in_practice=True) == 15.0
    assert clock_seconds("off", practice=False, in_practice=True) is None
    assert clock_seconds("bogus", practice=False, in_practice=True) is None
    assert when_due(True) == PASS_WHEN_DUE and when_due(False) == WARN_WHEN_DUE


def test_the_clock_counts_each_turn_from_the_start() -> None:
    clock = TurnClock(2.0)
    assert not clock.tick("a", 1.5) and clock.left == 0.5
    assert clock.tick("a", 0.6), "runs out once"
    assert not clock.tick("a", 0.6)
    assert not clock.tick("b", 0.5) and clock.left == 1.5, "a new turn starts afresh"
    clock.stop()
    assert not clock.running and clock.fraction() == 1.0


def _players_turn(app: Any, leading: bool, practice: bool = False) -> Any:
    """A fresh table at the player's turn in play, leading or following (the first seed
    from 11 whose hand gets there)."""
    for seed in range(11, 30):
        table = headless.new_table(app, practice=practice, seed=seed)

        def ready(table: Any = table) -> bool:
            view = table.view
            return (
                table.human_turn() and view.phase == "play"
                and (view.previous is None) == leading and bool(view.legal)
            )

        def each(table: Any = table, ready: Any = ready) -> None:
            if not ready():
                headless.act_for_player(table)

        headless.run_until(app, lambda t=table, r=ready: r() or t.session.over, 30000, each)
        if ready():
            return table
    raise AssertionError("no hand reached the player's turn")


def test_running_out_while_following_passes(app: Any) -> None:
    app.settings.turn_clock = "15"
    app.settings.auto_pass = False
    table = _players_turn(app, leading=False)
    before = len(table.session.game.history)
    headless.frames(app, 60 * 14)
    assert len(table.session.game.history) == before, "nothing happens before time is up"
    assert table.turn_clock.warning
    headless.frames(app, 70)
    history = table.session.game.history
    assert history[before] == (HUMAN, None), "time ran out on a follow: the player passed"
    assert table.parts.toast.key == "toast.clock_passed"


def test_running_out_on_a_lead_only_warns(app: Any) -> None:
    app.settings.turn_clock = "15"
    table = _players_turn(app, leading=True)
    before = len(table.session.game.history)
    headless.frames(app, 60 * 16)
    assert len(table.session.game.history) == before, "a lead is never played for the player"
    assert table.human_turn() and table.turn_clock.left == 0
    assert table.parts.toast.key == "toast.clock_lead"


def test_practice_runs_no_clock_by_default(app: Any) -> None:
    table = _players_turn(app, leading=True, practice=True)
    headless.frames(app, 5)
    assert not table.turn_clock.running
