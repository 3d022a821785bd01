"""Tweens are objects stepped by dt: time advanced by hand in tests."""

from __future__ import annotations

from ui.art.tween import Delay, Tween, Tweener, in_out_cubic, linear, out_back, out_cubic


class Box:
    def __init__(self) -> None:
        self.x = 0.0
        self.y = 10.0


def test_tween_moves_halfway_at_half_time_with_linear_ease() -> None:
    box = Box()
    tw = Tween(box, {"x": 10.0, "y": 0.0}, 1.0, ease=linear)
    assert tw.update(0.5) is False
    assert (box.x, box.y) == (5.0, 5.0)
    assert tw.update(0.5) is True
    assert (box.x, box.y) == (10.0, 0.0)


def test_delay_holds_the_start_values_until_it_passes() -> None:
    box = Box()
    tw = Tween(box, {"x": 4.0}, 1.0, delay=0.5)
    tw.update(0.4)
    assert box.x == 0.0
    box.x = 2.0  # the start value is read when the delay ends
    tw.update(0.1 + 1.0)
    assert box.x == 4.0


def test_on_done_runs_once_and_finish_jumps_to_the_end() -> None:
    calls: list[int] = []
    box = Box()
    tw = Tween(box, {"x": 3.0}, 5.0, on_done=lambda: calls.append(1))
    tw.finish()
    tw.finish()
    tw.update(1.0)
    assert box.x == 3.0 and calls == [1]


def test_easings_start_at_zero_and_end_at_one() -> None:
    for ease in (linear, out_cubic, in_out_cubic, out_back):
        assert abs(ease(0.0)) < 1e-9 and abs(ease(1.0) - 1.0) < 1e-9


def test_tweener_is_busy_until_every_item_is_done() -> None:
    box = Box()
    fired: list[str] = []
    tweener = Tweener()
    tweener.tween(box, {"x": 1.0}, 0.2)
    tweener.later(0.5, lambda: fired.append("late"))
    tweener.update(0.3)
    assert tweener.busy and box.x == 1.0 and not fired
    tweener.update(0.3)
    assert not tweener.busy and fired == ["late"]


def test_finish_all_completes_chains_started_by_callbacks() -> None:
    box = Box()
    tweener = Tweener()
    tweener.add(Delay(1.0, lambda: tweener.tween(box, {"x": 9.0}, 1.0)))
    tweener.finish_all()
    assert box.x == 9.0 and not tweener.busy
