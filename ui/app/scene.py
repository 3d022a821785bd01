"""Scenes and the scene stack (push, pop, replace; overlays draw over what is below).

Life cycle of a :class:`Scene`, in the manner of Tuxemon's states:

- ``enter()`` when pushed, ``leave()`` when popped or replaced;
- ``pause()`` when another scene is pushed over it, ``resume()`` when it is on top again;
- ``layout(size)`` on entry and on every window resize;
- ``handle(intent)`` for player intents (top scene only);
- ``update(dt)`` to advance time (top scene, and those below an overlay that lets time run);
- ``draw(surface)`` paints, and never changes state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

import pygame

from ui.app.intents import Intent

if TYPE_CHECKING:
    from ui.app.app import App


class Scene:
    """A screen of the app.  Subclasses override the life-cycle methods they need."""

    #: An opaque scene hides everything below; an overlay (False) draws over it.
    opaque = True
    #: Its draw covers every pixel of its size (a table's felt): the app need not clear
    #: the screen first.
    paints_all = False
    #: When True, the scene below keeps updating while this one is on top.
    below_runs = False
    #: A calm scene changes only on input (menus, pages): after a few idle seconds
    #: the app draws it at a lower frame rate, so a menu does not keep a core busy.
    calm = False
    #: A card table: its keys type ranks and move a card cursor (see ui.app.intents).
    card_keys = False
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app
        self.size: tuple[int, int] = app.size if app is not None else (1280, 720)

    def enter(self) -> None: ...

    def leave(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size

    def handle(self, intent: Intent) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


SceneT = TypeVar("SceneT", bound=Scene)


class SceneStack:
    """The scenes in play; the last one is on top and receives intents."""

    def __init__(self, size: tuple[int, int] = (1280, 720)) -> None:
        self.scenes: list[Scene] = []
        self.size = size

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def push(self, scene: Scene) -> Scene:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.layout(self.size)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene`` (the one below is not resumed in between)."""
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.layout(self.size)
        scene.enter()
        return scene

    def clear_to(self, scene: Scene) -> Scene:
        """Leave every scene, then show ``scene`` alone (e.g. back to the title)."""
        while self.scenes:
            self.scenes.pop().leave()
        return self.push(scene)

    def find(self, kind: type[SceneT]) -> SceneT | None:
        """The top-most scene of class ``kind`` (typed as that class)."""
        return next((s for s in reversed(self.scenes) if isinstance(s, kind)), None)

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the top-most opaque scene upward."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self.scenes:
            scene.layout(size)

    def handle(self, intent: Intent) -> None:
        if self.scenes:
            self.scenes[-1].handle(intent)

    def update(self, dt: float) -> None:
        running: list[Scene] = []
        for scene in reversed(self.scenes):
            running.append(scene)
            if not scene.below_runs:
                break
        for scene in reversed(running):
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
