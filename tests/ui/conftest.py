"""Headless pygame for every UI test: dummy video and audio before pygame is imported."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture
def app() -> Iterator[Any]:
    """A headless app (fast AI, nothing persisted), English, 1280×720."""
    from ui.app.i18n import set_language
    from ui.dev import headless

    application = headless.make_app(seed=5, language="en")
    yield application
    application.shutdown()
    set_language("zh")
