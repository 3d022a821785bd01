"""The catchers' points panel with many point cards won (a play-test of 六人三副牌 at
960x540): two rows of point cards ran over the lines along the panel's bottom edge
('take over at 120', 'dealer's side 165'), which were hidden behind the cards."""

from __future__ import annotations

import types
from typing import Any

import pygame
import pytest

from game.cards import Card
from tests.ui.blits import record_blits
from ui.app import i18n
from ui.art.cardart import CardArt
from ui.tractor import scoreboard
from ui.tractor.layout import TractorLayout


class _Recording(pygame.Surface):
    """A surface that remembers where each of ``faces`` was blitted."""

    def __init__(self, size: tuple[int, int], faces: set[int]) -> None:
        super().__init__(size)
        self.faces = faces
        self.card_rects: list[pygame.Rect] = []

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = super().blit(source, dest, *args, **kwargs)
        if id(source) in self.faces:
            self.card_rects.append(pygame.Rect(dest, source.get_size()))
        return rect


class _Art:
    """The real card art, noting every face it hands out."""

    def __init__(self) -> None:
        self.art = CardArt()
        self.faces: set[int] = set()

    def __getattr__(self, name: str) -> Any:
        real = getattr(self.art, name)
        if not name.endswith("_face"):
            return real

        def face(*args: Any) -> pygame.Surface:
            surface: pygame.Surface = real(*args)
            self.faces.add(id(surface))
            return surface
        return face


def _board(n: int) -> Any:
    """A table seen by a catcher: ``n`` point cards won, the dealer's side with points."""
    cards = [Card.parse(("K", "T", "5")[i % 3] + "SHDC"[i % 4]) for i in range(n)]
    return types.SimpleNamespace(
        dealer_side={0, 2}, dealer=0, target=120, catchers_cards=lambda: cards,
        catchers_points=sum(5 if c.rank == 5 else 10 for c in cards),
        points={0: 60, 1: 0, 2: 105, 3: 0})


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("won", [13, 24, 36])
def test_point_cards_stay_clear_of_the_panel_lines(monkeypatch: pytest.MonkeyPatch, lang: str,
                                                  size: tuple[int, int], won: int) -> None:
    pygame.init()
    before = i18n.language()
    i18n.set_language(lang)
    try:
        lay = TractorLayout.compute(size, 6)
        art = _Art()
        surface = _Recording(size, art.faces)
        texts = record_blits(monkeypatch, scoreboard)
        scoreboard.draw_points(surface, art, _board(won), lay, 1)  # type: ignore[arg-type]
        bottom_lines = (i18n.t("tractor.points.target", n=120),
                        i18n.t("tractor.points.dealer_side", n=165))
    finally:
        i18n.set_language(before)
    # 'take over at 120' may stand beside the label (it does in Chinese); it counts
    # only where it sits at the bottom, as the dealer's side's points always do.
    lines = [rect for words, rect in texts
             if words in bottom_lines and rect.bottom > lay.points_panel.centery]
    assert len(surface.card_rects) == won
    assert lines and all(r.w > 0 for r in lines)
    for card in surface.card_rects:
        assert lay.points_panel.contains(card)
        assert not any(card.colliderect(line) for line in lines), (card, lines)


def test_the_panel_counts_the_won_kitty_once_it_is_turned_up() -> None:
    """Play-test (六人三副牌 at 960x540, 'View table' after the hand): the result said
    'Catchers' points: 140' over a points panel still reading 130, the total before the
    kitty's bonus (抠底: 5 points × 2)."""
    from game.shengji.events import KittyRevealed
    from ui.tractor.board import Board

    board = Board(4, [0] * 4, "2", (), dealer=0, dealer_side=(0, 2), points=[20, 60, 5, 70])
    assert board.catchers_points == 130
    kitty = tuple(Card.parse(c) for c in ("5H", "3S", "4D", "6C", "7C", "8S", "9S", "JD"))
    board.kitty_reveal = KittyRevealed(cards=kitty, points=5, multiplier=2, bonus=10)
    assert board.catchers_points == 140
    kept = Board(4, [0] * 4, "2", (), dealer=0, dealer_side=(0, 2), points=[20, 60, 5, 70])
    kept.kitty_reveal = KittyRevealed(cards=kitty, points=5, multiplier=2, bonus=0)
    assert kept.catchers_points == 130, "a kitty the dealer's side kept adds nothing"


def test_a_pointless_kitty_the_catchers_took_is_not_called_kept() -> None:
    """Play-test (泰坦尼克, 960x540): a catcher won the last trick with a joker, the kitty
    held no points, and both the kitty show and the result said 'The dealer's side kept
    the kitty (0 points)'.  The words follow who took the last trick (the multiplier)."""
    from game.shengji.events import KittyRevealed
    from ui.app.i18n import t
    from ui.tractor.endpanel import kitty_text
    from ui.tractor.kittyshow import kitty_words

    kitty = tuple(Card.parse(c) for c in ("9S", "4S", "6H", "4H", "3H", "8C"))
    taken = KittyRevealed(cards=kitty, points=0, multiplier=2, bonus=0)
    kept = KittyRevealed(cards=kitty, points=0, multiplier=0, bonus=0)
    words = t("tractor.end.kitty_bonus", points=0, x=2, bonus=0)
    assert kitty_words(taken) == words
    assert kitty_words(kept) == t("tractor.end.kitty_kept", points=0)
    result = types.SimpleNamespace(kitty_points=0, kitty_multiplier=2, kitty_bonus=0)
    assert kitty_text(result) == words  # type: ignore[arg-type]
    result.kitty_multiplier = 0
    assert kitty_text(result) == t("tractor.end.kitty_kept", points=0)  # type: ignore[arg-type]
