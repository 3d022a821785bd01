"""The puzzle table's 提示 in words: the solver's move, the star it cost, and why it wins.

:func:`ai.endgame.spot.advise` gives the figures (how many first moves win out of how
many, how many answers the opponent has, how many plays the player still needs);
this module says them in two lines and draws them where the table's status goes.
"""

from __future__ import annotations

import pygame

from ai.endgame.spot import Advice
from ui.app.i18n import t, tn
from ui.art import theme
from ui.art.text import blit_text, wrap
from ui.endgame.cards import play_words


def hint_lines(advice: Advice, stars: int) -> tuple[str, str]:
    """The move and the most stars still to earn, then the reason it wins."""
    first = tn("endgame.hint_move", stars, play=play_words(advice.move), stars=stars)
    losing = advice.options - advice.winning
    only = (t("endgame.hint_forced") if advice.options == 1 else
            tn("endgame.hint_only", losing, losing=losing) if advice.winning == 1 else
            t("endgame.hint_some", n=advice.winning, options=advice.options))
    if advice.plays <= 1:
        return first, only + t("endgame.hint_join") + t("endgame.hint_plays_1")
    replies = (t("endgame.hint_no_reply") if advice.replies == 0
               else tn("endgame.hint_replies", advice.replies, n=advice.replies))
    join = t("endgame.hint_join")
    return first, only + join + replies + join + t("endgame.hint_plays", n=advice.plays)


def draw_hint(surface: pygame.Surface, advice: Advice | None, stars: int, size: int,
              at: tuple[int, int]) -> None:
    """The hint centred on ``at`` (or that it is being looked for)."""
    x, y = at
    if advice is None:
        blit_text(surface, t("endgame.hint_thinking"), size, theme.CREAM, "center", at,
                  shadow=True)
        return
    first, reason = hint_lines(advice, stars)
    y -= round(size * 0.8)
    blit_text(surface, first, size, theme.GOLD, "center", (x, y), bold=True, shadow=True)
    small = max(12, size - 2)
    for line in wrap(reason, small, round(surface.get_width() * 0.8))[:2]:
        y += round(size * 1.45)
        blit_text(surface, line, small, theme.CREAM, "center", (x, y), shadow=True)
