"""The scene stack: push, pop, replace, overlays drawn over the table, input to the top."""

from __future__ import annotations

import pygame

from ui.app import intents
from ui.app.intents import Intent
from ui.app.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(
        self, name: str, log: list[str], opaque: bool = True, below_runs: bool = False
    ) -> None:
        super().__init__(None)
        self.name, self.log = name, log
        self.opaque, self.below_runs = opaque, below_runs

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def leave(self) -> None:
        self.log.append(f"leave {self.name}")

    def pause(self) -> None:
        self.log.append(f"pause {self.name}")

    def resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def handle(self, intent: Intent) -> None:
        self.log.append(f"handle {self.name}")

    def update(self, dt: float) -> None:
        self.log.append(f"update {self.name}")

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")


def test_push_pauses_below_and_pop_resumes_it() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.pop()
    assert log == ["enter a", "pause a", "enter b", "leave b", "resume a"]
    assert stack.top is not None and stack.top.name == "a"


def test_replace_swaps_the_top_without_resuming_the_scene_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.replace(Recorder("c", log))
    assert log == ["leave b", "enter c"]
    assert [s.name for s in stack.scenes] == ["a", "c"]


def test_clear_to_leaves_every_scene() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.clear_to(Recorder("c", log))
    assert log == ["leave b", "leave a", "enter c"]


def test_overlays_draw_over_the_scene_below_bottom_first() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("title", log))
    stack.push(Recorder("table", log))
    stack.push(Recorder("menu", log, opaque=False))
    stack.push(Recorder("dialog", log, opaque=False))
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == ["draw table", "draw menu", "draw dialog"]


def test_pop_of_empty_stack_is_harmless() -> None:
    assert SceneStack().pop() is None


def test_intents_reach_only_the_top_scene() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("table", log))
    stack.push(Recorder("menu", log, opaque=False))
    log.clear()
    stack.handle(Intent(intents.CONFIRM))
    assert log == ["handle menu"]


def test_update_runs_below_an_overlay_only_when_it_lets_time_run() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("table", log))
    stack.push(Recorder("menu", log, opaque=False))
    log.clear()
    stack.update(0.1)
    assert log == ["update menu"]
    stack.replace(Recorder("result", log, opaque=False, below_runs=True))
    log.clear()
    stack.update(0.1)
    assert log == ["update table", "update result"]


def test_layout_reaches_every_scene() -> None:
    stack = SceneStack()
    a, b = Recorder("a", []), Recorder("b", [], opaque=False)
    stack.push(a)
    stack.push(b)
    stack.layout((1000, 600))
    assert a.size == b.size == (1000, 600)
