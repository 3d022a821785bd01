"""The search's safety net is read from one clock, which the tests stretch."""

from __future__ import annotations

import time

import pytest

from ai import clock


def test_the_test_suite_stretches_the_safety_net() -> None:
    assert clock.SAFETY_NET_SCALE == 20.0


def test_a_deadline_is_the_scaled_seconds_from_now(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(clock, "SAFETY_NET_SCALE", 1.0)
    before = time.perf_counter()
    deadline = clock.deadline_after(600.0)  # far enough that no stall reaches it
    assert before + 600.0 <= deadline <= time.perf_counter() + 600.0
    assert not clock.past(deadline)
    assert clock.past(clock.deadline_after(0.0) - 1.0)


def test_the_stretch_multiplies_the_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(clock, "SAFETY_NET_SCALE", 4.0)
    before = time.perf_counter()
    assert clock.deadline_after(1.0) >= before + 4.0
