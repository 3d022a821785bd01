"""复盘 for a Tractor hand: each of the player's plays the expert would have made otherwise.

The analysis is :mod:`ai.shengji.review`, run on the review worker one decision at a
time by the shared :class:`~ui.app.review_jobs.ReviewJob`, so the page shows its
progress and lists each difference as soon as it is found.  A row names the trick
and both choices, with what the player's choice cost in points; the selected one is
shown as it stood: the cards already in the trick, the player's play beside the
expert's, the hand at that moment (the expert's cards raised), and why, in words.
Differences that came to about the same are counted under the list, not listed.
←/↑ and →/↓ (or the buttons, a click, the wheel) step through the rows; Enter and
Esc go back.  Moves 托管 made are marked as such and never the player's mistakes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ai import verdict as verdicts
from ai.shengji.review import ReviewBudget, TractorReviewItem, decision_points, review_decision
from ai.verdict import percent, whole
from game.cards import Card
from game.record import replay
from game.shengji import TractorView
from ui.app.i18n import t
from ui.app.review_jobs import ReviewJob
from ui.art import draw, theme
from ui.art.text import blit_text, wrap
from ui.pages.chrome import draw_felt_page
from ui.pages.review_list import ReviewListPage
from ui.tractor.cardsort import cards_text, display_sorted
from ui.tractor.session import HUMAN
from ui.tractor.words import seat_label
from ui.widgets.controls import Button

if TYPE_CHECKING:
    from ui.app.app import App

CLOSE = "close"  # the reason code of a difference that did not matter
MISTAKE = (236, 84, 64)
DIFFERENT = (120, 170, 220)
EXPERT_RIM = (246, 200, 92)
# A verdict's tone (ai.verdict) as the row's dot and figure; 托管's moves are muted.
TONE_DOTS = {verdicts.MISTAKE: MISTAKE, verdicts.WORSE: DIFFERENT}
TONE_TEXT = {verdicts.MISTAKE: (255, 120, 110), verdicts.WORSE: (255, 120, 110)}


def start_tractor_review(app: App, record: dict[str, Any]) -> ReviewJob:
    """Begin analysing a finished Tractor hand off the render loop.  Seed 0: each decision
    is weighed on the deals the practice hint weighed it on (:func:`ai.shengji.review.weigh`),
    so the play the review calls better is the hint the player was offered."""
    return ReviewJob(app.review_executor, record, HUMAN, ReviewBudget(), 0,
                     points_of=decision_points, review_of=review_decision)


def reason_text(item: TractorReviewItem) -> str:
    """The reason code in the player's language."""
    return t(f"tractor.review.reason.{item.reason}", **item.params)


def delta_text(item: TractorReviewItem) -> str:
    """What the player's choice cost his side, in whole points (the better play always
    shows more: the figure is never a gain)."""
    return t("tractor.review.delta", n=item.verdict.delta_text(unit=""))


class TractorReviewScene(ReviewListPage):
    name = "tractor_review"
    family = "tractor"
    calm = True

    def __init__(self, app: App, record: dict[str, Any], job: ReviewJob | None = None) -> None:
        super().__init__(app, record,
                         job if job is not None else start_tractor_review(app, record))
        self.items: list[TractorReviewItem] = []
        self.close_count = 0  # plays unlike the expert's that came to about the same
        self.view: TractorView | None = None
        self.prev = Button("tractor.review.prev", lambda: self.select(self.selected - 1), "dark")
        self.next = Button("tractor.review.next", lambda: self.select(self.selected + 1), "dark")
        self.buttons = [self.prev, self.next, self.back]
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.note_rect = pygame.Rect(0, 0, 0, 0)

    # -- state --------------------------------------------------------------------------------
    def listed(self, found: list[Any]) -> list[Any]:
        """A different play that comes to about the same is counted, not listed."""
        listed = [item for item in found if item.reason != CLOSE]
        self.close_count = len(found) - len(listed)
        return listed

    def visible_rows(self) -> int:
        return int((self.list_rect.h - self._note_h()) // self.row_h)

    def show(self, item: Any | None) -> None:
        """The table just before that decision, and the arrows' state."""
        if item is None:
            self.view = None
            return
        try:
            self.view = replay(self.record, item.index).view(HUMAN)
        except ValueError as exc:
            self.view = None
            self._damaged(str(exc))
        self.prev.enabled = self.selected > 0
        self.next.enabled = self.selected < len(self.items) - 1

    # -- layout and input -------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        w, h = size
        top = round(h * 0.11)
        bh = max(34, round(h * 0.058))
        bottom = h - bh - round(h * 0.05)
        self.list_rect = pygame.Rect(16, top, round(w * 0.33), bottom - top)
        right = self.list_rect.right + 16
        self.board_rect = pygame.Rect(right, top, w - right - 16, round((bottom - top) * 0.66))
        self.note_rect = pygame.Rect(right, self.board_rect.bottom + 12, self.board_rect.w,
                                     bottom - self.board_rect.bottom - 12)
        self.row_h = max(48, round(h * 0.095))
        bw = round(bh * 3.4)
        y = h - round(h * 0.025) - bh
        self.back.rect = pygame.Rect(0, y, bw, bh)
        self.back.rect.centerx = self.list_rect.centerx
        self.next.rect = pygame.Rect(self.note_rect.right - bw, y, bw, bh)
        self.prev.rect = pygame.Rect(self.next.rect.x - bw - 12, y, bw, bh)
        if self.items:
            self.select(self.selected)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        _, h = self.size
        mode = t(f"mode.{self.record.get('ruleset', '')}")
        draw_felt_page(surface, round(h * 0.09), t("review.title"), max(20, round(h * 0.045)),
                       t("tractor.review.subtitle", mode=mode), max(12, round(h * 0.022)))
        self._draw_list(surface)
        if self.view is not None and self.items:
            item = self.items[self.selected]
            draw.draw_panel(surface, self.board_rect, 16, (0, 0, 0, 80), (255, 255, 255, 30),
                            shadow=False)
            self._draw_board(surface, self.view, item)
            self._draw_note(surface, item)
            self.prev.draw(surface)
            self.next.draw(surface)
        self.back.draw(surface)

    def _draw_list(self, surface: pygame.Surface) -> None:
        rect = self.list_rect
        h = self.size[1]
        draw.draw_panel(surface, rect, 14, (8, 16, 22, 220), (246, 200, 92, 120))
        size = max(12, round(h * 0.022))
        if not self.items:
            message = self.error or (self._none() if self.finished else self._progress())
            for i, line in enumerate(wrap(message, size, rect.w - 32)):
                blit_text(surface, line, size, theme.CREAM, "midtop",
                          (rect.centerx, rect.y + 24 + i * round(size * 1.5)))
            return
        note = self._note()
        rows = rect.inflate(-4, -4)
        rows.h -= self._note_h()
        clip = surface.get_clip()
        surface.set_clip(rows)
        for row, item in enumerate(self.items[self.scroll:]):
            y = rect.y + row * self.row_h
            if y > rows.bottom:
                break
            self._draw_row(surface, pygame.Rect(rect.x, y, rect.w, self.row_h), item,
                           self.scroll + row == self.selected, size)
        surface.set_clip(clip)
        if note:
            small = max(11, size - 2)
            blit_text(surface, _fit(note, small, rect.w - 24), small, theme.GOLD, "midbottom",
                      (rect.centerx, rect.bottom - round(small * 0.5)))

    def _note(self) -> str:
        """Under the rows: the progress, then how many differences came to about the same."""
        if not self.finished:
            return self._progress()
        return t("tractor.review.close_note", n=self.close_count) if self.close_count else ""

    def _note_h(self) -> int:
        return round(max(11, round(self.size[1] * 0.022) - 2) * 1.8) if self._note() else 0

    def _none(self) -> str:
        """Nothing worth a row: every play was the expert's, or came to about the same."""
        if self.close_count:
            return t("tractor.review.none_close", n=self.close_count)
        return t("review.none")

    def _progress(self) -> str:
        if not self.job.started:
            return t("review.thinking") + "." * (1 + int(self.age * 3) % 3)
        return t("review.progress", done=self.job.done, total=self.job.total)

    def _draw_row(self, surface: pygame.Surface, row: pygame.Rect, item: TractorReviewItem,
                  chosen: bool, size: int) -> None:
        inner = row.inflate(-12, -6)
        if chosen:
            surface.blit(draw.rounded_panel(inner.size, 10, (246, 200, 92, 60),
                                            (246, 200, 92, 200), 1), inner.topleft)
        tone = item.verdict.tone
        dot = TONE_DOTS.get(tone, theme.MUTED)
        pygame.draw.circle(surface, dot, (inner.x + 14, inner.y + inner.h // 3), 6)
        key = "tractor.review.row_auto" if item.by_auto else "tractor.review.row"
        right = inner.right - 10
        cost = delta_text(item)
        blit_text(surface, cost, size, TONE_TEXT.get(tone, theme.MUTED), "midright",
                  (right, inner.centery), bold=True)
        room = inner.w - 40 - _width(cost, size, True) - 16
        first = _fit(t(key, n=item.trick, played=cards_text(item.played)), size, room)
        blit_text(surface, first, size, theme.CREAM, "midleft",
                  (inner.x + 28, inner.y + inner.h // 3), bold=chosen)
        second = _fit(t("review.row_expert", expert=cards_text(item.expert)), size - 2, room)
        blit_text(surface, second, max(11, size - 2), theme.GOLD, "midleft",
                  (inner.x + 28, inner.y + inner.h * 3 // 4))

    def _draw_board(self, surface: pygame.Surface, view: TractorView,
                    item: TractorReviewItem) -> None:
        """The trick so far, both choices side by side, and the hand at that moment."""
        rect = self.board_rect.inflate(-24, -16)
        h = self.size[1]
        size = max(12, round(h * 0.022))
        art = self.app.art
        head = t("tractor.review.moment", n=item.trick, points=view.catchers_points)
        blit_text(surface, head, size, theme.MUTED, "topleft", rect.topleft)
        small_w = max(26, min(round(rect.w * 0.055), round(h * 0.06)))
        small_h = art.size(small_w)[1]
        y = rect.y + round(size * 1.6)
        trick = view.trick
        plays = () if trick is None or view.leading else trick.plays
        if plays:
            x = rect.x
            for seat, cards in plays:
                x = self._cluster(surface, seat_label(seat), cards, (x, y), small_w, size,
                                  theme.CREAM) + round(small_w * 0.6)
        else:
            blit_text(surface, t("tractor.review.you_lead"), size, theme.CREAM, "topleft",
                      (rect.x, y + small_h // 2))
        y += small_h + round(size * 1.8)
        played_label = t("tractor.review.your_play" if not item.by_auto else
                         "tractor.review.auto_play")
        end = self._cluster(surface, played_label, item.played, (rect.x, y), small_w, size,
                            (255, 150, 130))
        self._cluster(surface, t("tractor.review.expert_play"), item.expert,
                      (max(end + small_w, rect.centerx), y), small_w, size, EXPERT_RIM)
        y += small_h + round(size * 1.7)
        self._hand(surface, view, item, pygame.Rect(rect.x, y, rect.w, rect.bottom - y))

    def _cluster(self, surface: pygame.Surface, label: str, cards: Sequence[Card],
                 at: tuple[int, int], width: int, size: int, colour: tuple[int, int, int]) -> int:
        """A label over overlapping small cards; returns the right edge."""
        x, y = at
        blit_text(surface, label, max(11, size - 1), colour, "topleft", (x, y))
        y += round(size * 1.3)
        step = round(width * 0.55)
        art = self.app.art
        for i, card in enumerate(cards):
            surface.blit(art.face(card, width), (x + i * step, y))
        cards_w = width + step * max(0, len(cards) - 1)
        return x + max(cards_w, _width(label, max(11, size - 1)))

    def _hand(self, surface: pygame.Surface, view: TractorView, item: TractorReviewItem,
              area: pygame.Rect) -> None:
        """The hand at the decision, sorted as the table sorts it; the expert's cards raised
        and rimmed in gold, the player's own choice rimmed in red."""
        if view.trump is None or area.h <= 20:
            return
        cards = display_sorted(view.hand, view.trump, view.rules)
        art = self.app.art
        rise = max(8, round(area.h * 0.14))
        width = min(round(area.w * 0.09), art_width_for(art, area.h - rise))
        step = min(round(width * 0.6), (area.w - width) // max(1, len(cards) - 1))
        x = area.x + (area.w - (width + step * (len(cards) - 1))) // 2
        expert, played = list(item.expert), list(item.played)
        for card in cards:
            up = card in expert
            y = area.y + (0 if up else rise)
            surface.blit(art.face(card, width), (x, y))
            if up:
                surface.blit(art.highlight(width, EXPERT_RIM, 40), (x, y))
                expert.remove(card)
            elif card in played:
                surface.blit(art.highlight(width, (236, 96, 80), 30), (x, y))
                played.remove(card)
            x += step

    def _draw_note(self, surface: pygame.Surface, item: TractorReviewItem) -> None:
        box = self.note_rect
        h = self.size[1]
        draw.draw_panel(surface, box, 14, (255, 250, 232, 240), (226, 160, 40, 255))
        size = max(12, round(h * 0.023))
        side = "catchers" if item.catching else "dealer"
        you = "tractor.review.auto_you" if item.by_auto else "tractor.review.you"
        lines = [
            (t(you, points=item.played_points, pct=percent(item.played_win),
               side=t(f"tractor.review.side.{side}")), theme.INK),
            (t("tractor.review.expert", points=item.expert_points,
               pct=percent(item.expert_win), side=t(f"tractor.review.side.{side}")),
             (150, 80, 0)),
        ]
        if item.played_kitty or item.expert_kitty:
            lines.append((t("tractor.review.kitty", played=whole(item.played_kitty),
                            expert=whole(item.expert_kitty)), theme.INK))
        lines.append((t("review.because", reason=reason_text(item)), theme.INK))
        if item.by_auto:
            lines.append((t("review.auto_note"), theme.MUTED))
        y = box.y + 10
        for text, colour in lines:
            bold = colour not in (theme.INK, theme.MUTED)
            for part in wrap(text, size, box.w - 36, bold=bold):
                if y + size > box.bottom - 6:
                    return
                blit_text(surface, part, size, colour, "topleft", (box.x + 18, y), bold=bold)
                y += round(size * 1.35)


def art_width_for(art: Any, height: int) -> int:
    """The widest card that fits ``height`` pixels."""
    width = max(20, height)
    while width > 20 and art.size(width)[1] > height:
        width -= 2
    return width


def _width(text: str, size: int, bold: bool = False) -> int:
    from ui.art.text import font

    return int(font(size, bold).size(text)[0])


def _fit(text: str, size: int, room: int) -> str:
    """``text`` cut with an ellipsis to fit ``room`` pixels."""
    if _width(text, size) <= room:
        return text
    while text and _width(text + "…", size) > room:
        text = text[:-1]
    return text + "…"


class ReviewOffer:
    """The table's side of 复盘: which of the player's actions 托管 took (per hand of the
    match, for the record's ``auto`` list), and the review of each finished hand, kept so
    that opening it again goes on where it was."""

    def __init__(self) -> None:
        self.auto: dict[int, set[int]] = {}
        self.jobs: dict[int, ReviewJob] = {}

    def to_meta(self) -> dict[str, Any]:
        """托管's moves for the match save, so a resumed match's review still knows them."""
        return {"auto_moves": {str(n): sorted(moves) for n, moves in self.auto.items()}}

    @classmethod
    def from_meta(cls, meta: dict[str, Any]) -> ReviewOffer:
        """The saved moves; a malformed entry is dropped, never fatal (a hand's review then
        shows 托管's moves there as the player's)."""
        offer = cls()
        saved = meta.get("auto_moves")
        if isinstance(saved, dict):
            for number, moves in saved.items():
                if str(number).isdigit() and isinstance(moves, list):
                    offer.auto[int(number)] = {m for m in moves if type(m) is int and m >= 0}
        return offer

    def kept_until(self, session: Any) -> dict[str, Any]:
        """The saved form of 托管's moves that still stand in ``session``'s match (an undo
        takes back the moves past the hand's remaining actions)."""
        number, left = session.match.number, len(session.game.action_log)
        kept = {n: {m for m in moves if n != number or m < left}
                for n, moves in self.auto.items()}
        return {"auto_moves": {str(n): sorted(moves) for n, moves in kept.items()}}

    def note_auto(self, moment: tuple[int, int]) -> None:
        """托管 is taking the player's action at ``moment`` (hand number, action index)."""
        number, index = moment
        self.auto.setdefault(number, set()).add(index)

    @staticmethod
    def reviewable(game: Any) -> bool:
        """A hand the player played in, and did not leave by 认输."""
        log = game.action_log
        return any(e.startswith(f"{HUMAN} play ") for e in log) and not any(
            e.endswith(" abandon") for e in log)

    def record(self, session: Any) -> dict[str, Any]:
        """The hand's record with the actions 托管 took."""
        record = dict(session.game.record())
        record["auto"] = sorted(self.auto.get(session.match.number, ()))
        return record

    def open(self, app: App, session: Any) -> TractorReviewScene:
        """Push the review of the hand just played (started on first opening)."""
        number = session.match.number
        record = self.record(session)
        job = self.jobs.get(number)
        if job is None:
            job = self.jobs[number] = start_tractor_review(app, record)
        scene = TractorReviewScene(app, record, job)
        app.push(scene)
        return scene
