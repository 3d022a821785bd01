"""Pixel comparison for the painting tests."""

from __future__ import annotations

import pygame


def pixels(surface: pygame.Surface) -> bytes:
    """The surface's RGBA bytes: two surfaces are painted alike when these are equal."""
    return pygame.image.tobytes(surface, "RGBA")
