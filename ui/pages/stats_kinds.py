"""Each game's entry in the statistics registry: the summary's lines and the title ladder.

Dou Dizhu's title (级别) comes from the points of every ranked hand.  Tractor's has the
same ladder (包身工 … 帝王, docs/doudizhu.md) climbed by its own figure, the levels the
player went up in ranked hands, each level counting :data:`LEVEL_POINTS` of Dou Dizhu's
points: 短工 at 5 levels, 长工 at 10, … (a hand moves one to three levels, where a Dou
Dizhu hand scores tens of points).  Tractor's lines add what its hands are about: the
levels gained, matches won, the points taken as catchers and given up as the dealer's
side, and the kitty won (抠底) or lost.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.doudizhu.scoring import rank_title
from ui.app.i18n import t
from ui.persist.stats import Summary
from ui.play.registry import DOUDIZHU, SHENGJI, StatsKind
from ui.play.trainer_stats import trainer_rows

LEVEL_POINTS = 20  # a Tractor level on Dou Dizhu's ladder


@dataclass(frozen=True)
class RankShown:
    """A title as the page shows it: which, how far to the next, and the note saying so."""

    index: int
    progress: float
    note: str


def doudizhu_rows(store: Any, summary: Summary, mode: str | None, level: str | None,
                  practice: bool) -> list[tuple[str, str]]:
    from ui.pages.stats import summary_rows

    return [*summary_rows(summary, DOUDIZHU), *trainer_rows(store, DOUDIZHU, practice)]


def doudizhu_rank(store: Any) -> RankShown:
    from ui.pages.stats import points_to_next

    total = store.total_score()
    title = rank_title(total)
    points = points_to_next(total)
    note = (t("stats.top_rank") if points is None
            else t("stats.next", title=t(f"rank.title.{title.index + 1}"), points=points))
    return RankShown(title.index, title.progress(total), note)


def levels_to_next(levels: int) -> int | None:
    """Levels from ``levels`` gained to Tractor's next title; None at the top.

    >>> levels_to_next(0), levels_to_next(4), levels_to_next(5)
    (5, 1, 5)
    """
    title = rank_title(levels * LEVEL_POINTS)
    if title.next_threshold is None:
        return None
    return -(-(title.next_threshold - levels * LEVEL_POINTS) // LEVEL_POINTS)


def shengji_rank(store: Any) -> RankShown:
    """Tractor's title from the levels gained in every ranked Tractor hand."""
    levels = store.tractor_figures().levels_gained
    title = rank_title(levels * LEVEL_POINTS)
    left = levels_to_next(levels)
    note = (t("stats.top_rank") if left is None
            else t("stats.tractor.next", title=t(f"rank.title.{title.index + 1}"), n=left))
    return RankShown(title.index, title.progress(levels * LEVEL_POINTS), note)


def _pair(a: int, b: int) -> str:
    return f"{a} / {b}"


def shengji_rows(store: Any, summary: Summary, mode: str | None, level: str | None,
                 practice: bool) -> list[tuple[str, str]]:
    """Tractor's lines: the shared ones in its words, then its own figures."""
    from ui.pages.stats import _rate, win_line

    s, f = summary, store.tractor_figures(mode, level, practice)
    return [
        (t("stats.hands"), str(s.hands)),
        (t("stats.win_rate"), _rate(s.wins, s.hands)),
        (t("stats.lead.shengji"), win_line(s.landlord_wins, s.landlord_hands)),
        (t("stats.other.shengji"), win_line(s.farmer_wins, s.farmer_hands)),
        (t("stats.score.shengji"), f"+{f.levels_gained}"),
        (t("stats.tractor.matches"), win_line(f.matches_won, f.matches)),
        (t("stats.streak"), f"{s.current_streak} / {s.best_streak}"),
        (t("stats.tractor.points"),
         t("stats.tractor.per_hand", total=f.points_taken, n=round(f.points_per_catch))),
        (t("stats.tractor.given"), str(round(f.points_per_deal))),
        (t("stats.tractor.kitty"), _pair(f.kitty_dug, f.kitty_lost)),
        *trainer_rows(store, SHENGJI, practice),
    ]


DOUDIZHU_STATS = StatsKind(doudizhu_rows, doudizhu_rank)
SHENGJI_STATS = StatsKind(shengji_rows, shengji_rank)
