"""Raw pygame events become intents; nothing else reaches the scenes."""

from __future__ import annotations

import pygame
import pytest

from ui.app import intents
from ui.app.intents import Intent, map_event


def ev(kind: int, **attrs: object) -> pygame.event.Event:
    return pygame.event.Event(kind, **attrs)


@pytest.mark.parametrize(
    ("event", "expected"),
    [
        (ev(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=1), Intent(intents.POINT_DOWN, (10, 20))),
        (ev(pygame.MOUSEBUTTONUP, pos=(10, 20), button=1), Intent(intents.POINT_UP, (10, 20))),
        (ev(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=3), Intent(intents.CLEAR, (5, 6))),
        (
            ev(pygame.MOUSEMOTION, pos=(7, 8), rel=(1, 1), buttons=(1, 0, 0)),
            Intent(intents.POINT_MOVE, (7, 8), 1),
        ),
        (
            ev(pygame.MOUSEMOTION, pos=(7, 8), rel=(1, 1), buttons=(0, 0, 0)),
            Intent(intents.POINT_MOVE, (7, 8), 0),
        ),
        (ev(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False), Intent(intents.SCROLL, value=-2)),
        (ev(pygame.KEYDOWN, key=pygame.K_RETURN), Intent(intents.CONFIRM)),
        (ev(pygame.KEYDOWN, key=pygame.K_KP_ENTER), Intent(intents.CONFIRM)),
        (ev(pygame.KEYDOWN, key=pygame.K_SPACE), Intent(intents.PASS)),
        (ev(pygame.KEYDOWN, key=pygame.K_h), Intent(intents.HINT)),
        (ev(pygame.KEYDOWN, key=pygame.K_ESCAPE), Intent(intents.MENU)),
        (ev(pygame.KEYDOWN, key=pygame.K_t), Intent(intents.AUTO)),
        (ev(pygame.KEYDOWN, key=pygame.K_3), Intent(intents.DIGIT, value=3)),
        (ev(pygame.KEYDOWN, key=pygame.K_KP0), Intent(intents.DIGIT, value=0)),
        (
            ev(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600)),
            Intent(intents.RESIZE, (1000, 600)),
        ),
        (ev(pygame.QUIT), Intent(intents.QUIT)),
    ],
)
def test_event_maps_to_intent(event: pygame.event.Event, expected: Intent) -> None:
    assert map_event(event) == expected


@pytest.mark.parametrize(
    "event",
    [
        ev(pygame.KEYDOWN, key=pygame.K_a),
        ev(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=2),
        ev(pygame.MOUSEBUTTONUP, pos=(1, 1), button=3),
        ev(pygame.ACTIVEEVENT, gain=1, state=1),
    ],
)
def test_other_events_mean_nothing(event: pygame.event.Event) -> None:
    assert map_event(event) is None
