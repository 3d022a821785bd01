"""Raw pygame events become player intents before any scene sees them.

Scenes never read ``pygame.event`` directly: they receive :class:`Intent` values,
which tests build by hand and the monkey tester generates at random.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

# Pointer intents carry a position; key intents carry nothing or a digit.
POINT_DOWN = "point_down"
POINT_UP = "point_up"
POINT_MOVE = "point_move"
CLEAR = "clear"  # right click: clear the selection
SCROLL = "scroll"
CONFIRM = "confirm"  # Enter: play the selection / press the focused button
PASS = "pass"  # Space: 不出
HINT = "hint"  # H: 提示
MENU = "menu"  # Esc: open the menu, or go back
DIGIT = "digit"  # 0-9: bid
AUTO = "auto"  # T: 托管 on/off
STEP = "step"  # ← / →: step back (-1) or forward (+1) in a replay or a list
ERASE = "erase"  # Backspace: delete the last typed character
UNDO = "undo"  # Z: take back the last play (practice)
RESIZE = "resize"
QUIT = "quit"
# Intents only buttons send (no key stands for them).
CHOOSE = "choose"  # one of the bidding choices on offer: ``value`` is its index
TOGGLE_COUNTER = "toggle_counter"  # practice: the card counter on/off
TOGGLE_OPEN_HANDS = "toggle_open_hands"  # practice: every hand face up on/off
TAKEN = "taken"  # a widget used the pointer (a press, not yet a click): nothing else to do


# Mouse buttons as pygame numbers them.
LEFT_BUTTON = 1
RIGHT_BUTTON = 3


@dataclass(frozen=True, slots=True)
class Intent:
    """What the player means: a ``kind`` and, where it matters, a position or a value."""

    kind: str
    pos: tuple[int, int] = (0, 0)
    value: int = 0


_KEYS = {
    pygame.K_RETURN: CONFIRM,
    pygame.K_KP_ENTER: CONFIRM,
    pygame.K_SPACE: PASS,
    pygame.K_h: HINT,
    pygame.K_ESCAPE: MENU,
    pygame.K_t: AUTO,
    pygame.K_BACKSPACE: ERASE,
    pygame.K_z: UNDO,
}
_STEPS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_DOWN: 1}
_DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(10)}
_DIGITS.update({getattr(pygame, f"K_KP{n}"): n for n in range(10)})


def map_event(event: pygame.event.Event) -> Intent | None:
    """The intent behind one raw event, or None when the event means nothing to the game."""
    etype = event.type
    if etype == pygame.QUIT:
        return Intent(QUIT)
    if etype == pygame.MOUSEBUTTONDOWN:
        pos = _pos(event)
        if event.button == LEFT_BUTTON:
            return Intent(POINT_DOWN, pos)
        if event.button == RIGHT_BUTTON:
            return Intent(CLEAR, pos)
        return None
    if etype == pygame.MOUSEBUTTONUP:
        return Intent(POINT_UP, _pos(event)) if event.button == LEFT_BUTTON else None
    if etype == pygame.MOUSEMOTION:
        return Intent(POINT_MOVE, _pos(event), 1 if event.buttons[0] else 0)
    if etype == pygame.MOUSEWHEEL:
        return Intent(SCROLL, value=int(event.y))
    if etype == pygame.KEYDOWN:
        if event.key in _DIGITS:
            return Intent(DIGIT, value=_DIGITS[event.key])
        if event.key in _STEPS:
            return Intent(STEP, value=_STEPS[event.key])
        kind = _KEYS.get(event.key)
        return Intent(kind) if kind else None
    if etype == pygame.VIDEORESIZE:
        return Intent(RESIZE, (int(event.w), int(event.h)))
    return None


def _pos(event: pygame.event.Event) -> tuple[int, int]:
    x, y = event.pos
    return int(x), int(y)
