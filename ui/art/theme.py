"""Colours and proportions shared by every scene: one place to tune the look."""

from __future__ import annotations

FELT_CENTER = (34, 128, 86)
FELT_EDGE = (8, 52, 36)
TITLE_TOP = (22, 30, 58)
TITLE_BOTTOM = (92, 26, 34)
GOLD = (246, 200, 92)
GOLD_DARK = (176, 122, 34)
CREAM = (250, 244, 226)
WHITE = (255, 255, 255)
MUTED = (196, 206, 200)
DIM = (140, 150, 146)
RED = (222, 64, 56)
ORANGE = (244, 142, 46)
INK = (30, 30, 36)
PANEL = (14, 22, 30, 214)
PANEL_BORDER = (246, 200, 92, 150)
SHADOW = (0, 0, 0, 110)

# Button styles: (top, bottom, text colour).
BUTTONS = {
    "primary": ((255, 196, 72), (226, 126, 24), (70, 30, 0)),
    "secondary": ((86, 140, 214), (42, 86, 170), (255, 255, 255)),
    "danger": ((240, 104, 88), (186, 46, 46), (255, 255, 255)),
    "plain": ((246, 246, 240), (206, 210, 204), (44, 48, 52)),
    "dark": ((58, 70, 82), (30, 38, 48), (236, 240, 236)),
}
DISABLED = ((150, 156, 156), (112, 118, 120), (214, 218, 218))
