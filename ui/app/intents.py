"""Raw pygame events become player intents before any scene sees them.

Scenes never read ``pygame.event`` directly: they receive :class:`Intent` values,
which tests build by hand and the monkey tester generates at random.

This module is the one key map.  Pages and menus use the page keys; the card table
(a scene with ``card_keys``) uses the table keys, where the keys that name ranks
type them (``3``–``9``, ``0``/``T``, ``J`` ``Q`` ``K`` ``A`` ``2``, ``B`` ``R``), Space and
↑ pick the card under the cursor, ``P`` passes and Ctrl+T is 托管.  :data:`TABLE_HELP`
and :data:`PAGE_HELP` describe the same maps for the rules page.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.cards import RANK_INDEX

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
# A page's ↑ / ↓ step too, with ``axis`` 1: a list reads either, a grid (the friend-card
# picker) moves a row.
ERASE = "erase"  # Backspace: delete the last typed character
UNDO = "undo"  # Z: take back the last play (practice)
LAST_TRICK = "last_trick"  # L: the previous trick (上一轮) on/off
ENDS = "ends"  # Home (-1) / End (+1): a replay's first or last step
PAGE = "page"  # Page Up (-1) / Page Down (+1): a page of reading back or on
PICK = "pick"  # table: Space / ↑ pick or put back the card under the cursor
RANK = "rank"  # table: a key naming a rank; ``value`` is the rank's index (game.cards)
FOCUS = "focus"  # Tab (+1) / Shift+Tab (-1): move the keyboard focus
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
    axis: int = 0  # STEP: 0 for ← →, 1 for ↑ ↓ (page keys)


_KEYS = {
    pygame.K_RETURN: CONFIRM,
    pygame.K_KP_ENTER: CONFIRM,
    pygame.K_SPACE: PASS,
    pygame.K_h: HINT,
    pygame.K_ESCAPE: MENU,
    pygame.K_t: AUTO,
    pygame.K_BACKSPACE: ERASE,
    pygame.K_z: UNDO,
    pygame.K_l: LAST_TRICK,
}
_STEPS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_DOWN: 1}
_VERTICAL = frozenset({pygame.K_UP, pygame.K_DOWN})
_ENDS = {pygame.K_HOME: -1, pygame.K_END: 1}
_PAGES = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
_DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(10)}
_DIGITS.update({getattr(pygame, f"K_KP{n}"): n for n in range(10)})


# The table's keys: the page keys, with the rank letters, the card cursor and picking.
_TABLE_KEYS = {
    **_KEYS,
    pygame.K_SPACE: PICK,
    pygame.K_UP: PICK,
    pygame.K_DOWN: CLEAR,  # put every picked card back
    pygame.K_p: PASS,
}
_TABLE_KEYS.pop(pygame.K_t)  # T is the rank ten here; 托管 is Ctrl+T
_TABLE_STEPS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
_RANK_KEYS = {
    getattr(pygame, f"K_{ch.lower()}"): RANK_INDEX[ch] for ch in ("T", "J", "Q", "K", "A", "B", "R")
}

# What the keys do, for the rules page: (keys as shown, translation key of the action).
TABLE_HELP: tuple[tuple[str, str], ...] = (
    ("← →", "keys.cursor"),
    ("Space / ↑", "keys.pick"),
    ("↓", "keys.lower"),
    ("3-9 0/T J Q K A 2 B R", "keys.ranks"),
    ("Enter", "keys.play"),
    ("P", "keys.pass"),
    ("H", "keys.hint"),
    ("L", "keys.last_trick"),
    ("Tab", "keys.focus"),
    ("0-3", "keys.bid"),
    ("Ctrl+T", "keys.auto"),
    ("Z", "keys.undo"),
    ("Esc", "keys.menu"),
)
PAGE_HELP: tuple[tuple[str, str], ...] = (
    ("Tab / ↑ ↓", "keys.page_focus"),
    ("Enter", "keys.page_press"),
    ("Esc", "keys.page_back"),
    ("← → / Space", "keys.replay"),
    ("Home / End", "keys.replay_ends"),
)


def map_event(event: pygame.event.Event, card_keys: bool = False) -> Intent | None:
    """The intent behind one raw event, or None when the event means nothing to the game.

    ``card_keys``: the scene on top is a card table (the table keys apply)."""
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
        return _key_intent(event, card_keys)
    if etype == pygame.VIDEORESIZE:
        return Intent(RESIZE, (int(event.w), int(event.h)))
    return None


def _key_intent(event: pygame.event.Event, card_keys: bool) -> Intent | None:
    key = event.key
    if key == pygame.K_TAB:
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        return Intent(FOCUS, value=-1 if shift else 1)
    if key in _DIGITS:
        return Intent(DIGIT, value=_DIGITS[key])
    if not card_keys:
        if key in _STEPS:
            return Intent(STEP, value=_STEPS[key], axis=int(key in _VERTICAL))
        if key in _ENDS:
            return Intent(ENDS, value=_ENDS[key])
        if key in _PAGES:
            return Intent(PAGE, value=_PAGES[key])
        kind = _KEYS.get(key)
        return Intent(kind) if kind else None
    if key == pygame.K_t and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
        return Intent(AUTO)
    if key in _TABLE_STEPS:
        return Intent(STEP, value=_TABLE_STEPS[key])
    if key in _RANK_KEYS:
        return Intent(RANK, value=_RANK_KEYS[key])
    kind = _TABLE_KEYS.get(key)
    return Intent(kind) if kind else None


def _pos(event: pygame.event.Event) -> tuple[int, int]:
    x, y = event.pos
    return int(x), int(y)
