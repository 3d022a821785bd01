"""Headless pygame for every UI test: dummy video and audio before pygame is imported.

The hints of a decision are worked out when first asked for (H, the turn clock), not as
each decision begins (``ui.play.hint_cycle.PREFETCH``): most UI tests play hands without
reading a hint, and the expert's hints at every decision of them were most of the UI
tests' processor time.  A pressed hint is the same job on the same view.  A test of the
hints as a player gets them (worked out ahead, ready at the press) is marked
``hint_prefetch``."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from typing import Any

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "hint_prefetch: the hints are worked out as each decision begins, as in the "
        "game (the UI tests otherwise ask for them only when pressed)")


@pytest.fixture(autouse=True)
def _hints_when_asked(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The hints of a decision only when pressed, unless the test is marked ``hint_prefetch``."""
    if request.node.get_closest_marker("hint_prefetch") is None:
        from ui.play import hint_cycle

        monkeypatch.setattr(hint_cycle, "PREFETCH", False)


@pytest.fixture
def app() -> Iterator[Any]:
    """A headless app (fast AI, nothing persisted), English, 1280×720."""
    from ui.app.i18n import set_language
    from ui.dev import headless

    application = headless.make_app(seed=5, language="en")
    yield application
    application.shutdown()
    set_language("zh")
