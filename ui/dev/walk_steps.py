"""The stops of ``--walk`` (``ui.dev.walk``): the paths from the title where the walk
starts crawling, the fast-forwards they use, and the quick players the walk runs with.
The presses and the app's state as the walk reads it are in ``ui.dev.walk_presses``, the
snapshots that shorten its rebuilds in ``ui.dev.walk_snapshots``.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any
from unittest import mock

import pygame

from ui.dev import headless
from ui.dev.walk_presses import ESC, Press, click_events, session_of, widgets_of
from ui.dev.walk_snapshots import resume_ending, saved_table

if TYPE_CHECKING:
    from ui.app.app import App

WALK_LEVEL = "beginner"  # the quickest AI: the walk is about screens, not play


# Sampled deals per choice while the walk runs, for the hints' ranking and the after-hand
# review (the game's: Dou Dizhu 32, 12 on two decks, 8 with wilds; Tractor 96).  The same
# code runs on fewer deals: a hint or a review row the walk shows is as real, only less sure.
WALK_SAMPLES = 3


@contextlib.contextmanager
def quick_players() -> Iterator[None]:
    """While the walk runs, 托管 plays at the walk's level instead of the expert's, the
    hints of every decision the walk passes (worked out as the decision begins, pressed or
    not) are quick, and so is the review: Dou Dizhu's hints the instant ranking (``ai.hint``
    without a level: the hard policy's choice, then the other plays by the plays they
    leave), Tractor's hints and both reviews weighed on :data:`WALK_SAMPLES` deals.  They
    are walked for their screens; weighing them in full took some 40% of the walk's
    processor time (an emperor hint 1.3 s, the first decision of its review 1.7 s)."""
    from ai.doudizhu import choices
    from ai.shengji import review
    from ui.app import agents, review_jobs
    from ui.tractor import review as tractor_review

    few = functools.partial(choices.ReviewBudget, samples=WALK_SAMPLES,
                            big_samples=WALK_SAMPLES, wild_samples=WALK_SAMPLES)
    few_tractor = functools.partial(review.ReviewBudget, samples=WALK_SAMPLES)
    with contextlib.ExitStack() as stack:
        stack.enter_context(mock.patch.object(agents, "AUTO_LEVEL", WALK_LEVEL))
        # ai.hint's instant ranking (the table asks ``agents.hints`` at this level).
        stack.enter_context(mock.patch.object(agents, "HINT_LEVEL", None))
        # The defaults of ``budget or ReviewBudget()`` (Tractor's weighing) and of the
        # review pages' jobs are these modules' names.
        stack.enter_context(mock.patch.object(review, "ReviewBudget", few_tractor))
        stack.enter_context(mock.patch.object(tractor_review, "ReviewBudget", few_tractor))
        stack.enter_context(mock.patch.object(review_jobs, "ReviewBudget", few))
        yield


# -- stops -----------------------------------------------------------------------------------
def _new_game_panel(app: App) -> Any:
    from ui.pages.newgame import NewGameScene

    top = app.stack.top
    if not isinstance(top, NewGameScene):
        raise RuntimeError(f"expected the new-game panel, found {type(top).__name__}")
    return top


def choose_family(family: str) -> Press:
    def make(app: App) -> list[pygame.event.Event]:
        tabs = _new_game_panel(app).family_tabs
        return click_events(tabs.segment_rects()[tabs.options.index(family)].center)

    return Press(f"click family.{family}", make)


def choose_mode(mode: str) -> Press:
    """Click the mode's card in the new-game list, scrolling the list with the wheel first
    if the card is out of view."""

    def make(app: App) -> list[pygame.event.Event]:
        modes = _new_game_panel(app).modes
        i = modes.modes.index(mode)
        over = modes.rect.center
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0))]
        scroll = modes.scroll
        for _ in range(40):
            rect = modes.card_rect(i).move(0, modes.scroll - scroll)
            if modes.rect.contains(rect):
                return [*events, *click_events(rect.center)]
            step = -1 if rect.bottom > modes.rect.bottom else 1
            scroll = min(max(0, scroll - step * (modes.card_h // 2)), modes.max_scroll)
            events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=step, flipped=False))
        raise RuntimeError(f"the mode {mode!r} cannot be scrolled into view")

    return Press(f"click mode {mode}", make)


def press_button(label: str) -> Press:
    """Click the top scene's button whose label is ``label``."""

    def make(app: App) -> list[pygame.event.Event]:
        top = app.stack.top
        for widget in widgets_of(top):
            if getattr(widget, "label", None) == label:
                return click_events(widget.rect.center)
        raise RuntimeError(f"no button {label!r} on {type(top).__name__}")

    return Press(f"click {label}", make)


def table_path(mode: str) -> list[Press]:
    """Title → 开始游戏 → the mode's game and card → 开始."""
    import game

    return [press_button("title.new"), choose_family(game.ruleset(mode).family),
            choose_mode(mode), press_button("new.start")]


def _act(scene: Any) -> None:
    """The player's turn, by its seat's agent (Dou Dizhu or Tractor)."""
    if type(scene).__name__ == "TractorScene":
        from ui.tractor.headless import act_for_player

        act_for_player(scene)
    else:
        headless.act_for_player(scene)


class Unreached(Exception):
    """A fast-forward that did not reach its moment (not the app's fault: the stop is
    skipped, the walk goes on)."""


def _fast_forward(app: App, done: Callable[[Any], bool]) -> None:
    scene = app.stack.top
    if scene is None or not hasattr(scene, "human_turn"):
        raise Unreached("no table on top to fast-forward")
    # Drawn only at the end: the walk presses (and draws) the states it stops at, not the
    # frames on the way.
    if not headless.run_until(app, lambda: done(app.stack.top), 20000, lambda: _act(scene),
                              draw_every=0):
        raise Unreached("the fast-forward did not reach its moment")


def _in_play(top: Any) -> bool:
    """The player to act in the play, a few plays (Dou Dizhu) or a trick (Tractor) in."""
    if not (hasattr(top, "human_turn") and top.human_turn() and top.view.phase == "play"):
        return False
    view = top.session.view()
    history = getattr(view, "history", None)
    return len(history) > 3 if history is not None else len(view.tricks) > 0


def _at_end(top: Any) -> bool:
    from ui.pages.result import ResultScene

    end = getattr(top, "end", None)
    return isinstance(top, ResultScene) or bool(end is not None and end.active)


def _at_question(top: Any) -> bool:
    from ui.play.trainer import TrainerScene

    return isinstance(top, TrainerScene)


def _practice_with_trainer(app: App) -> None:
    """Practice tables with 记牌训练 on (Settings), so the table asks its questions."""
    app.settings.practice = True
    app.settings.counting_trainer = True


TRAINER_MODE = "classic"  # 记牌训练's question panel is walked at this mode's practice table
TRAINER_ON = Press("⏩ practice with 记牌训练", run=_practice_with_trainer)

HISTORY_MODES = ("classic", "happy", "tractor")  # a hand of each game for the pages' lists


def _history(app: App) -> None:
    """Finished hands of both games in the records, for the statistics, replay and review
    pages."""
    import game

    for i, mode in enumerate(HISTORY_MODES):
        record = headless.finished_record(7 + i, mode)  # played once a run, then copied
        app.records.add_hand(game.replay(record), WALK_LEVEL, False)


FAST_FORWARDS: dict[str, Callable[[App], None]] = {
    "play": lambda app: _fast_forward(app, _in_play),
    "end": lambda app: _to_end_off_screen(app),
    "history": _history,
    "question": lambda app: _fast_forward(app, _at_question),
}



def _to_end_off_screen(app: App) -> None:
    """The table on top played to the hand's end off screen by the walk's agents (a record
    replays in a moment; the table's frames and animations took seconds a hand), then
    resumed where it ends: a Tractor table on its end panel, a Dou Dizhu table one action
    before the end, that action applied through it (the result panel follows)."""
    import ai
    from ui.app.agents import seat_agents
    from ui.persist.saves import restore
    from ui.play.start import resume_game

    scene = app.stack.top
    saved = saved_table(scene) if scene is not None else None
    if scene is None or saved is None or session_of(scene).over:
        raise Unreached("no table in play on top to fast-forward")
    record, meta = saved
    played = restore(record)
    hand: Any = getattr(played, "game", played)  # a Tractor match's hand in play, or the hand
    players = seat_agents(hand.rules, WALK_LEVEL, int(record["seed"]))
    while not hand.over:
        seat = hand.to_act
        if seat is None:
            raise Unreached("no seat to act off screen")
        hand.apply(ai.choose_action(players[seat], hand.view(seat)))
    app.pop()
    if hand is played:
        resume_ending(app, played.record(), meta)
    else:
        resume_game(app, played, dict(meta))
    if not headless.run_until(app, lambda: _at_end(app.stack.top), 20000, draw_every=0):
        raise Unreached("the hand played off screen did not reach its end panel")


Stop = tuple[list[Press], str | None]


def walk_modes() -> list[str]:
    """Every mode the table can play, Dou Dizhu's and Tractor's."""
    import game
    from ui.dev.scene_names import table_ready

    return [m for m in game.ruleset_names() if table_ready(m)]


def stops(modes: list[str] | None = None, pages: bool = True) -> list[Stop]:
    """The paths the walk starts from, each with the mode whose game scenes it walks
    (see the module)."""
    out: list[Stop] = []
    if pages:
        saved = [*table_path(walk_modes()[0]), ESC, press_button("menu.save_quit")]
        out += [([], None), ([Press("⏩ finished hands in the records", goal="history")], None),
                (saved, None)]  # the title with 继续 lit
    for mode in walk_modes() if modes is None else modes:
        base = table_path(mode)
        out += [(base, mode), ([*base, Press("⏩ into play", goal="play")], mode),
                ([*base, Press("⏩ to the hand's end", goal="end")], mode)]
        if mode == TRAINER_MODE:
            out.append(([TRAINER_ON, *base, Press("⏩ to 记牌训练's question", goal="question")],
                        mode))
    return out
