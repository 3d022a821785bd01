"""Tweens: objects stepped by ``dt``, so tests can advance time by hand.

A :class:`Tween` moves named numeric attributes of a target object from their
values when it starts to the given end values, with an easing curve, after an
optional delay.  A :class:`Tweener` runs many at once.

>>> class Box: x = 0.0
>>> box = Box(); tw = Tween(box, {"x": 10.0}, duration=1.0)
>>> tw.update(0.5); round(box.x, 2)
False
5.0
>>> tw.update(0.5), box.x
(True, 10.0)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any


def linear(p: float) -> float:
    return p


def out_quad(p: float) -> float:
    return 1 - (1 - p) * (1 - p)


def out_cubic(p: float) -> float:
    return 1 - (1 - p) ** 3


def in_out_cubic(p: float) -> float:
    return 4 * p * p * p if p < 0.5 else 1 - (-2 * p + 2) ** 3 / 2


def out_back(p: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (p - 1) ** 3 + c1 * (p - 1) ** 2


def out_elastic(p: float) -> float:
    if p in (0.0, 1.0):
        return p
    return 2 ** (-10 * p) * math.sin((p * 10 - 0.75) * (2 * math.pi / 3)) + 1


class Tween:
    """Animate ``target``'s attributes to ``to`` over ``duration`` seconds after ``delay``."""

    def __init__(
        self,
        target: Any,
        to: dict[str, float],
        duration: float,
        ease: Callable[[float], float] = out_cubic,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        self.target = target
        self.to = to
        self.duration = max(0.0, duration)
        self.ease = ease
        self.delay = max(0.0, delay)
        self.on_done = on_done
        self.elapsed = 0.0
        self.start: dict[str, float] | None = None
        self.done = False

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; True once finished."""
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if self.start is None:
            self.start = {name: float(getattr(self.target, name)) for name in self.to}
        p = self.progress
        e = self.ease(p)
        for name, end in self.to.items():
            begin = self.start[name]
            setattr(self.target, name, begin + (end - begin) * e)
        if p >= 1.0:
            self.finish()
        return self.done

    def finish(self) -> None:
        """Jump to the end values and call ``on_done`` (once)."""
        if self.done:
            return
        for name, end in self.to.items():
            setattr(self.target, name, end)
        self.done = True
        if self.on_done is not None:
            self.on_done()


class Delay:
    """Calls ``action`` after ``seconds``: a tween with nothing to animate."""

    def __init__(self, seconds: float, action: Callable[[], None]) -> None:
        self.remaining = seconds
        self.action = action
        self.done = False

    def update(self, dt: float) -> bool:
        if not self.done:
            self.remaining -= dt
            if self.remaining <= 0:
                self.finish()
        return self.done

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.action()


class Tweener:
    """Runs tweens and delays side by side; ``busy`` while any is unfinished."""

    def __init__(self) -> None:
        self.items: list[Tween | Delay] = []

    def add(self, item: Tween | Delay) -> Tween | Delay:
        self.items.append(item)
        return item

    def tween(self, target: Any, to: dict[str, float], duration: float, **kw: Any) -> Tween:
        tw = Tween(target, to, duration, **kw)
        self.items.append(tw)
        return tw

    def later(self, seconds: float, action: Callable[[], None]) -> Delay:
        d = Delay(seconds, action)
        self.items.append(d)
        return d

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def cancel(self, target: Any) -> None:
        self.items = [i for i in self.items if getattr(i, "target", None) is not target]

    def update(self, dt: float) -> None:
        # Callbacks may add items; iterate over a snapshot.
        for item in list(self.items):
            item.update(dt)
        self.items = [i for i in self.items if not i.done]

    def finish_all(self) -> None:
        """Jump every tween to its end (e.g. when skipping animations)."""
        for _ in range(100):
            if not self.items:
                return
            for item in list(self.items):
                item.finish()
            self.items = [i for i in self.items if not i.done]
