"""Test helper: record the words a page module draws, and where they landed."""

from __future__ import annotations

from typing import Any

import pygame
import pytest


def record_blits(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[tuple[str, pygame.Rect]]:
    """Every text ``module`` draws from now on through its ``blit_text``, with its rect."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = module.blit_text

    def recording(surface: pygame.Surface, value: str, *args: Any, **kwargs: Any) -> Any:
        rect = real(surface, value, *args, **kwargs)
        drawn.append((value, rect))
        return rect

    monkeypatch.setattr(module, "blit_text", recording)
    return drawn
