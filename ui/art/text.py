"""Fonts and cached text surfaces.

Fonts come from ``ui.art.assets.font`` (the project's CJK subset font) once that
module exists; until then a fallback font is used, so the app always starts.
Text surfaces are cached by (text, size, colour, bold): a frame never renders
text it has rendered before.
"""

from __future__ import annotations

import os
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import cast

import pygame

Color = tuple[int, int, int] | tuple[int, int, int, int]

_FALLBACK_FONT_FILES = (
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
)


def _asset_font_loader() -> Callable[[int, bool], pygame.font.Font] | None:
    try:
        from ui.art import assets
    except ImportError:
        return None
    loader = getattr(assets, "font", None)
    return loader if callable(loader) else None


class Fonts:
    """Loads fonts once per (size, bold); prefers the project's own font."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._loader: Callable[[int, bool], pygame.font.Font] | None = None
        self._loader_checked = False

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(6, int(size))
        key = (size, bold)
        cached = self._fonts.get(key)
        if cached is None:
            cached = self._load(size, bold)
            self._fonts[key] = cached
        return cached

    def _load(self, size: int, bold: bool) -> pygame.font.Font:
        if not pygame.font.get_init():
            pygame.font.init()
        if not self._loader_checked:
            self._loader = _asset_font_loader()
            self._loader_checked = True
        if self._loader is not None:
            try:
                return self._loader(size, bold)
            except (OSError, FileNotFoundError, pygame.error, TypeError):
                self._loader = None
        path = next((p for p in _FALLBACK_FONT_FILES if os.path.exists(p)), None)
        font = pygame.font.Font(path, size)
        font.bold = bold and path is None
        return font


class TextCache:
    """Rendered text surfaces, least recently used dropped first."""

    def __init__(self, fonts: Fonts, capacity: int = 1024) -> None:
        self.fonts = fonts
        self.capacity = capacity
        self._cache: OrderedDict[tuple[str, int, Color, bool, bool], pygame.Surface] = OrderedDict()
        self.renders = 0

    def render(
        self,
        text: str,
        size: int,
        color: Color = (255, 255, 255),
        bold: bool = False,
        shadow: bool = False,
    ) -> pygame.Surface:
        # tuple(): a list or a pygame.Color passed as a colour still makes a hashable key
        key = (text, int(size), cast(Color, tuple(color)), bold, shadow)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        surf = self._render(text, int(size), color, bold, shadow)
        self.renders += 1
        self._cache[key] = surf
        if len(self._cache) > self.capacity:
            self._cache.popitem(last=False)
        return surf

    def _render(
        self, text: str, size: int, color: Color, bold: bool, shadow: bool
    ) -> pygame.Surface:
        font = self.fonts.get(size, bold)
        face = font.render(text, True, color[:3])
        if len(color) == 4:
            face.set_alpha(color[3])
        if not shadow:
            return face
        offset = max(1, size // 16)
        out = pygame.Surface(
            (face.get_width() + offset, face.get_height() + offset), pygame.SRCALPHA
        )
        dark = font.render(text, True, (0, 0, 0))
        dark.set_alpha(140)
        out.blit(dark, (offset, offset))
        out.blit(face, (0, 0))
        return out

    def clear(self) -> None:
        self._cache.clear()


def reset_fonts() -> None:
    """Forget every font and rendered text (fonts die with ``pygame.quit()``)."""
    FONTS._fonts.clear()
    FONTS._loader_checked = False
    TEXT.clear()
    _wrapped.cache_clear()
    try:
        from ui.art import assets

        assets.clear_caches()
    except ImportError:
        pass


FONTS = Fonts()
TEXT = TextCache(FONTS)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    return FONTS.get(size, bold)


def text_width(value: str, size: int, bold: bool = False) -> int:
    """How many pixels wide ``value`` is set at ``size`` (measured, not drawn): what a
    panel or a label is sized to before its text is blitted."""
    return int(FONTS.get(size, bold).size(value)[0])


def fit_size(value: str, size: int, width: int, bold: bool = False, smallest: int = 10) -> int:
    """The largest font size up to ``size`` (``smallest`` at least) at which ``value``
    fits ``width`` pixels on one line; :func:`wrapped_fit_size` for wrapped lines."""
    while size > smallest and text_width(value, size, bold) > width:
        size -= 1
    return size


def clip_text(value: str, size: int, width: int, bold: bool = False) -> str:
    """``value`` cut with an ellipsis to fit ``width`` pixels (whole when it fits)."""
    if text_width(value, size, bold) <= width:
        return value
    while value and text_width(value + "…", size, bold) > width:
        value = value[:-1]
    return value.rstrip() + "…"


def text(
    value: str, size: int, color: Color = (255, 255, 255), bold: bool = False, shadow: bool = False
) -> pygame.Surface:
    """A cached surface of ``value``; cheap to call every frame."""
    return TEXT.render(value, size, color, bold, shadow)


def blit_text(
    surface: pygame.Surface,
    value: str,
    size: int,
    color: Color,
    anchor: str,
    pos: tuple[int, int],
    bold: bool = False,
    shadow: bool = False,
) -> pygame.Rect:
    """Draw cached text with its ``anchor`` (a Rect attribute such as 'center') at ``pos``."""
    surf = text(value, size, color, bold, shadow)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


# Marks that never open a line: a wrap keeps them on the line they close (a lone "）"
# on a second line looked broken), even a few pixels past the width.
CLOSING_MARKS = frozenset("，。、；：！？）》」』】…,.;:!?)]}")
OPENING_MARKS = frozenset("（《「『【“‘")  # a line never ends on one: it goes with what follows
# The line before a lone last character gives one down only if it keeps more than this.
_KEEP_BEFORE = 3


def wrap(value: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit ``width`` pixels; works for CJK (no spaces) and English.

    Remembered per text, size, width and weight until the fonts are reset: pages wrap
    their words in every frame's ``draw``, and measuring a long Chinese line one
    character at a time took about 3 ms."""
    return list(_wrapped(value, size, width, bold))


@lru_cache(maxsize=512)
def _wrapped(value: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    f = FONTS.get(size, bold)
    lines: list[str] = []
    for paragraph in value.split("\n"):
        start = len(lines)
        current = ""
        tokens = _tokens(paragraph)
        for token in tokens:
            trial = current + token
            if current and f.size(trial)[0] > width and token not in CLOSING_MARKS:
                lines.append(current.rstrip())
                current = token.lstrip()
            else:
                current = trial
        lines.append(current.rstrip())
        if len(lines) - start > 1:
            lines[-2:] = _no_lone_tail(lines[-2], lines[-1], f, width)
    return tuple(lines)


def wrapped_fit_size(
    lines: Sequence[tuple[str, bool]], size: int, width: int, height: int,
    spacing: float, below: float = 0.0, smallest: int = 10,
) -> int:
    """The largest font size up to ``size`` (``smallest`` at least) at which ``lines``
    (text and bold), each wrapped to ``width`` and set every ``size * spacing`` pixels
    with ``size * below`` more under the last, stand in ``height``: a review's note in
    a small window shrinks until its last line shows."""
    while size > smallest:
        count = sum(len(_wrapped(line, size, width, bold)) for line, bold in lines)
        if count * round(size * spacing) + round(size * below) <= height:
            break
        size -= 1
    return size


def _no_lone_tail(before: str, last: str, f: pygame.font.Font, width: int) -> list[str]:
    """A Chinese wrap whose last line is one character (with any closing marks, "个）")
    looked broken in the hint box: take one more character down from the line before,
    with the marks after it so none opens the line, when that line keeps more than a few."""
    body = "".join(ch for ch in last if ch not in CLOSING_MARKS)
    if len(body) != 1 or ord(body) <= 0x2E80:
        return [before, last]
    cut = len(before) - 1
    while cut > 0 and before[cut] in CLOSING_MARKS:
        cut -= 1
    moved = before[cut:]
    if cut <= _KEEP_BEFORE or ord(moved[0]) <= 0x2E80 or f.size(moved + last)[0] > width:
        return [before, last]
    return [before[:cut], moved + last]


def _tokens(paragraph: str) -> list[str]:
    tokens: list[str] = []
    word = ""
    for ch in paragraph:
        if ord(ch) > 0x2E80:  # CJK: every character may break
            if word:
                tokens.append(word)
                word = ""
            tokens.append(ch)
        elif ch == " ":
            tokens.append(word + " ")
            word = ""
        else:
            word += ch
    if word:
        tokens.append(word)
    return _hold_openings(tokens)


def _hold_openings(tokens: list[str]) -> list[str]:
    """Each opening mark joined to the token after it, so a line cannot end on 「 or （
    (the statistics page wrapped 在「 / 练习」里)."""
    held: list[str] = []
    carry = ""
    for token in tokens:
        if token in OPENING_MARKS:
            carry += token
            continue
        held.append(carry + token)
        carry = ""
    if carry:
        held.append(carry)
    return held


@lru_cache(maxsize=64)
def outlined_text(label: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    """Bold text with a dark outline, rendered once per (label, size, colour).  Here with
    the text rather than with the effects: the title draws its name with it, and its
    first frame need not import the effects of a hand."""
    face = text(label, size, color, bold=True)
    outline = text(label, size, (70, 20, 10), bold=True)
    w, h = face.get_size()
    canvas = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
    for dx, dy in ((-3, 0), (3, 0), (0, -3), (0, 3), (-2, -2), (2, 2), (-2, 2), (2, -2)):
        canvas.blit(outline, (4 + dx, 4 + dy))
    canvas.blit(face, (4, 4))
    return canvas
