"""The table's pace: a turn that cannot beat waits for the player's 要不起 (auto-pass is a
setting, off by default), every play stays on the table for its reading time, and the
action bar takes no input while a show or banner is on."""

from __future__ import annotations

from typing import Any

import pygame

from game.doudizhu import events as ev
from game.doudizhu.view import PHASE_PLAY
from ui.app import intents
from ui.app.intents import Intent
from ui.app.session import HUMAN
from ui.art import effects
from ui.dev import headless
from ui.play.pacing import AiPacer
from ui.table.pacing import THINK_SECONDS, play_read_seconds


def cannot_beat(table: Any) -> bool:
    view = table.view
    return bool(table.human_turn() and view.phase == PHASE_PLAY and view.can_pass
                and not view.legal)


def stuck_table(app: Any) -> Any:
    """A classic table at a turn where the player has nothing that beats the table."""
    for seed in range(1, 40):
        table = headless.new_table(app, seed=seed)

        def each(t: Any = table) -> None:
            if t.human_turn() and not cannot_beat(t):
                headless.act_for_player(t)

        headless.run_until(app, lambda t=table: cannot_beat(t) or t.session.over, 30000, each)
        if cannot_beat(table):
            return table
    raise AssertionError("no deal reached a turn the player cannot beat")


def test_a_turn_that_cannot_beat_waits_for_the_players_tap(app: Any) -> None:
    assert app.settings.auto_pass is False  # the default: no auto-pass
    table = stuck_table(app)
    played = len(table.view.history)
    bar = table.bar
    assert bar.buttons == [bar.pass_button] and bar.pass_button.label == "btn.cannot_beat"
    assert table.hand.dimmed == set(table.hand.cards)  # the hand greys: nothing in it can go
    headless.frames(app, 120)  # twice the old auto-pass delay: nothing passes for the player
    assert table.session.to_act == HUMAN and len(table.session.view().history) == played
    centre = bar.pass_button.rect.center
    table.handle(Intent(intents.POINT_DOWN, centre))
    table.handle(Intent(intents.POINT_UP, centre))
    assert table.session.view().history[played] == (HUMAN, None)


def test_enter_on_a_turn_that_cannot_beat_presses_the_one_button(app: Any) -> None:
    table = stuck_table(app)
    played = len(table.view.history)
    table.handle(Intent(intents.CONFIRM))
    assert table.session.view().history[played] == (HUMAN, None)


def test_the_auto_pass_setting_still_passes_by_itself(app: Any) -> None:
    table = stuck_table(app)
    app.settings.auto_pass = True
    played = len(table.view.history)
    assert headless.wait_for(app, lambda: len(table.session.view().history) > played)
    assert table.session.view().history[played] == (HUMAN, None)


def test_reading_time_grows_with_the_play_and_shrinks_with_speed() -> None:
    assert play_read_seconds(1) == play_read_seconds(2) < play_read_seconds(5)
    assert play_read_seconds(5) < play_read_seconds(12) == play_read_seconds(20)


class ReadySession:
    """A session whose AI has always decided at once."""

    thinking = False

    def request(self, seat: int) -> None:
        pass

    def poll(self) -> str:
        return "play"


def test_an_action_waits_until_the_play_on_the_table_was_read() -> None:
    pacer = AiPacer(ReadySession(), fast=False)  # type: ignore[arg-type]
    speed, frame = 1.0, 0.1
    read_left = 1.0
    waited = 0
    while pacer.ai_action(1, frame, THINK_SECONDS / speed, read_left) is None:
        read_left -= frame
        waited += 1
        assert waited < 100
    assert read_left <= 0 and waited >= 9


def test_every_play_stays_on_the_table_its_reading_time(app: Any) -> None:
    """AI against AI at normal speed with the real pacing (not headless's fast one):
    between a play and the next action there is at least the play's reading time."""
    app.settings.animation_speed = "normal"
    table = headless.new_table(app, seed=7, auto=True)
    table.pacer.fast = False
    shown: list[tuple[float, ev.Event]] = []
    clock = [0.0]
    show = table.director.show

    def spy(event: ev.Event) -> float:
        shown.append((clock[0], event))
        return show(event)

    table.director.show = spy  # type: ignore[method-assign]

    def tick() -> None:
        clock[0] += headless.FRAME

    plays = lambda: [e for _, e in shown if isinstance(e, ev.Played)]  # noqa: E731
    assert headless.wait_for(app, lambda: len(plays()) >= 5 or table.session.over, tick)
    acts = [(at, e) for at, e in shown if isinstance(e, ev.Played | ev.Passed)]
    gaps = [(acts[i + 1][0] - at, e) for i, (at, e) in enumerate(acts[:-1])
            if isinstance(e, ev.Played)]
    assert len(gaps) >= 3
    for gap, play in gaps:
        assert isinstance(play, ev.Played)
        assert gap >= play_read_seconds(len(play.cards)) - 2 * headless.FRAME, (gap, play)


def test_the_bar_takes_no_input_under_a_banner(app: Any) -> None:
    table = stuck_table(app)
    played = len(table.view.history)

    def banner() -> None:
        table.director.effect(effects.Banner("我成为地主", (640, 300), 40, duration=3.0))
        assert table.director.showing and not table.human_turn()

    banner()
    app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0)])
    assert not table.director.showing  # P under the banner cuts it short …
    assert len(table.session.view().history) == played  # … and passes nothing
    banner()
    centre = table.bar.pass_button.rect.center
    table.handle(Intent(intents.POINT_DOWN, centre))  # so does a click on the button
    table.handle(Intent(intents.POINT_UP, centre))
    assert not table.director.showing
    assert len(table.session.view().history) == played
    table.handle(Intent(intents.PASS))  # the banner gone, the key acts
    assert table.session.view().history[played] == (HUMAN, None)
