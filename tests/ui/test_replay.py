"""The replay viewer: every step shows exactly the recorded table, plays fly in, and the
same deal can be played again."""

from __future__ import annotations

from typing import Any

import pygame

from game.record import replay
from ui.app import intents
from ui.app.intents import Intent
from ui.dev import headless
from ui.pages.replay import ReplayScene
from ui.table.scene import TableScene


def _scene(app: Any, seed: int = 3) -> ReplayScene:
    scene = ReplayScene(app, headless.finished_record(seed))
    app.push(scene)
    headless.frames(app, 2)
    return scene


def _first_play(scene: ReplayScene) -> int:
    return next(i for i, entry in enumerate(scene.actions) if entry.split(" ")[1] == "play")


def test_every_step_shows_the_recorded_table(app: Any) -> None:
    scene = _scene(app)
    for step in range(len(scene.actions) + 1):
        scene.seek(step)
        expected = replay(scene.record, step)
        assert scene.game.hands == expected.hands
        assert scene.game.history == expected.history
    assert scene.game.over
    assert not scene.next.enabled and scene.prev.enabled


def test_arrow_keys_step_forward_and_back(app: Any) -> None:
    scene = _scene(app)
    scene.handle(Intent(intents.STEP, value=1))
    scene.handle(Intent(intents.STEP, value=1))
    assert scene.step == 2
    scene.handle(Intent(intents.STEP, value=-1))
    assert scene.step == 1
    scene.handle(Intent(intents.STEP, value=-5))
    assert scene.step == 0 and not scene.prev.enabled


def test_a_play_stepped_onto_flies_in_and_lands(app: Any) -> None:
    scene = _scene(app)
    at = _first_play(scene)
    scene.seek(at)
    assert scene.arriving is None
    scene.go(1)
    seat = int(scene.actions[at].split(" ")[0])
    assert scene.arriving == (seat, 0.0)
    headless.frames(app, 3)
    assert scene.arriving is not None and 0.0 < scene.arriving[1] < 1.0
    headless.frames(app, 60)
    assert scene.arriving is None


def test_jumping_or_stepping_back_does_not_animate(app: Any) -> None:
    scene = _scene(app)
    at = _first_play(scene)
    scene.seek(at + 1)
    assert scene.arriving is None
    scene.seek(at + 3)
    scene.go(-1)
    assert scene.arriving is None


def test_play_runs_to_the_end_at_any_speed(app: Any) -> None:
    scene = _scene(app)
    scene.speed.value = "4"
    scene.toggle()
    assert scene.playing
    for _ in range(len(scene.actions) * 20):
        scene.update(1 / 60)
        if not scene.playing:
            break
    assert scene.step == len(scene.actions) and not scene.playing


def test_a_damaged_record_shows_its_error_and_draws(app: Any) -> None:
    record = headless.finished_record(4)
    record["actions"] = [*record["actions"][:5], "9 play ZZZ"]
    scene = ReplayScene(app, record)
    app.push(scene)
    scene.seek(len(scene.actions))
    assert scene.game is None and scene.error
    headless.frames(app, 2)
    scene.seek(3)
    assert scene.game is not None and scene.error == ""


def test_replay_this_deal_starts_the_same_deal(app: Any) -> None:
    scene = _scene(app, seed=8)
    scene.replay_deal()
    top = app.stack.top
    assert isinstance(top, TableScene)
    fresh = replay(scene.record, 0)
    assert top.session.game.seed == fresh.seed
    assert top.session.game.hands == fresh.hands


def test_the_flight_is_drawn_at_the_smallest_window(app: Any) -> None:
    app.resize((960, 540))
    scene = _scene(app)
    scene.seek(_first_play(scene))
    scene.go(1)
    headless.frames(app, 2)
    board = app.screen.subsurface(scene.board_rect)
    in_flight = pygame.image.tobytes(board, "RGB")
    headless.frames(app, 60)
    landed = pygame.image.tobytes(board, "RGB")
    assert scene.arriving is None and in_flight != landed


def test_the_scrubber_jumps_and_drags(app: Any) -> None:
    scene = _scene(app)
    bar = scene.scrubber.rect
    scene.handle(Intent(intents.POINT_DOWN, bar.center))
    assert abs(scene.step - len(scene.actions) / 2) <= 1
    scene.handle(Intent(intents.POINT_MOVE, (bar.right + 50, bar.centery)))
    assert scene.step == len(scene.actions)
    scene.handle(Intent(intents.POINT_UP, (bar.right + 50, bar.centery)))
    scene.handle(Intent(intents.POINT_MOVE, (bar.x, bar.centery)))
    assert scene.step == len(scene.actions)  # released: moving no longer seeks
