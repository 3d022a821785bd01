"""What every after-hand review page shares: following the review job off the render
loop, the list of decisions it found, and stepping through them by mouse and keyboard.

The Dou Dizhu page (``ui.pages.review``) and the Tractor page (``ui.tractor.review``)
differ in what a row shows and what the board draws; the life of the job, the rows'
selection and scrolling, and a damaged record's message are the same, so they live here.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import pygame

from ui.app import intents
from ui.app.i18n import t
from ui.app.intents import Intent
from ui.app.review_jobs import ReviewJob
from ui.app.scene import Scene
from ui.widgets.controls import Button, handle_all

if TYPE_CHECKING:
    from ui.app.app import App


class ReviewListPage(Scene):
    """A page over a running :class:`ReviewJob`.  Subclasses set ``family`` (the word the
    console message starts with), draw the page, and show a row in :meth:`show`."""

    family = "doudizhu"

    def __init__(self, app: App, record: dict[str, Any], job: ReviewJob) -> None:
        super().__init__(app)
        self.record = record
        self.job = job
        self.job.watched = True
        self.job.resume()  # a review stopped when the page was left goes on where it was
        self.items: list[Any] = []
        self._seen_done = -1  # the decisions reviewed when the list was last refreshed
        self.error = ""
        self.selected = 0
        self.scroll = 0
        self.age = 0.0
        self.back = Button("btn.back", self.app.pop, "primary")
        self.buttons: list[Button] = [self.back]
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.row_h = 48

    @property
    def finished(self) -> bool:
        """Every decision has been reviewed (or the record could not be read)."""
        return self.job.finished or bool(self.job.error and not self.job.started)

    def update(self, dt: float) -> None:
        self.age += dt
        self.job.poll()
        if self.job.error and not self.error:
            self._damaged(self.job.error)
        if self.job.done == self._seen_done:
            return
        self._seen_done = self.job.done
        chosen = self.items[self.selected].index if self.items else None
        self.items = self.listed(self.job.items())
        rows = [item.index for item in self.items]
        self.select(rows.index(chosen) if chosen in rows else self.selected)

    def listed(self, found: list[Any]) -> list[Any]:
        """The rows to list of the differences found so far (all of them here)."""
        return found

    def _damaged(self, detail: str) -> None:
        """A damaged record: the player reads it in their language, the detail goes to stderr."""
        self.error = t("review.damaged")
        print(f"{self.family}: the review cannot read this hand: {detail}", file=sys.stderr)

    def leave(self) -> None:
        self.job.watched = False
        self.job.cancel()  # the hint worker is needed again once the player goes back

    def select(self, index: int) -> None:
        """Show row ``index`` (clamped), scrolled into the list's ``visible_rows``."""
        if not self.items:
            self.show(None)
            return
        self.selected = max(0, min(index, len(self.items) - 1))
        visible = max(1, self.visible_rows())
        self.scroll = min(max(self.scroll, self.selected - visible + 1), self.selected)
        self.show(self.items[self.selected])

    def visible_rows(self) -> int:
        return int(self.list_rect.h // self.row_h)

    def show(self, item: Any | None) -> None:
        """Lay out the table just before ``item``'s decision (None: nothing to show)."""
        raise NotImplementedError

    def moment(self, item: Any) -> Any | None:
        """The hand just before ``item``'s decision, replayed from the record; ``None``
        when the record cannot be replayed (said, as a damaged record)."""
        from game.record import replay

        try:
            return replay(self.record, item.index)
        except ValueError as exc:
            self._damaged(str(exc))
            return None

    def handle(self, intent: Intent) -> None:
        if handle_all(self.buttons, intent):
            return
        kind = intent.kind
        if kind == intents.POINT_DOWN and self.list_rect.collidepoint(intent.pos) and self.items:
            row = (intent.pos[1] - self.list_rect.y) // self.row_h + self.scroll
            if 0 <= row < len(self.items):
                self.select(row)
        elif kind == intents.STEP:
            self.select(self.selected + intent.value)
        elif kind == intents.SCROLL and self.items:
            self.scroll = max(0, min(self.scroll - intent.value, len(self.items) - 1))
        elif kind in (intents.MENU, intents.CONFIRM):
            self.app.pop()
