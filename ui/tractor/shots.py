"""More Tractor states for ``--screenshot`` and the tests: ``friends`` (the player, as
dealer of a 找朋友 mode, choosing his call in the friend-card picker), ``review``
(the after-hand review of a hand the player played carelessly, on its costliest row)
and ``lasttrick`` (a trick in play with the 上一轮 panel open).

Kept apart from :mod:`ui.tractor.headless` (the table's own states) because both
build their own hand: a match whose first dealer is the player, and a finished
hand played off screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import TractorRules, new_game, ruleset
from game.shengji import Match
from game.shengji.phase import PhaseName
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN, TractorSession

if TYPE_CHECKING:
    from ui.app.app import App

SHOT_NAMES = ("friends", "review", "lasttrick")
CARELESS = "beginner"  # the player's level in the reviewed hand: mistakes to show


def shot_state(app: App, name: str, mode: str, seed: int) -> Any:
    """Put the app in state ``name`` for ``mode`` (``ValueError`` if the mode has none)."""
    if name == "friends":
        return friends_state(app, mode, seed)
    if name == "review":
        return review_state(app, mode, seed)
    if name == "lasttrick":
        return last_trick_state(app, mode, seed)
    raise ValueError(f"unknown Tractor scene {name!r}; these are {SHOT_NAMES}")


def friends_state(app: App, mode: str, seed: int) -> TractorScene:
    """A table where the player deals and is to call friends (the picker open)."""
    from ui.pages.title import TitleScene
    from ui.tractor.headless import act_for_player, run_until

    rules = ruleset(mode)
    if not getattr(rules, "friend_calls", 0):
        raise ValueError(f"mode {mode!r} has no friend call; try friends_four or friends_five")
    app.stack.clear_to(TitleScene(app))
    match = Match(rules, seed, dealer=HUMAN)  # type: ignore[arg-type]
    session = TractorSession(rules, app.settings.difficulty, seed, app.executor, match)
    scene = TractorScene(app, session)
    app.push(scene)

    def each() -> None:
        if scene.human_turn() and scene.view.phase == PhaseName.BURY:
            act_for_player(scene)

    run_until(app, lambda: scene.bar.picker is not None or session.over, 40000, each)
    if scene.bar.picker is None:
        raise RuntimeError(f"the {mode} hand of seed {seed} never asked the player to call")
    return scene


def last_trick_state(app: App, mode: str, seed: int) -> TractorScene:
    """A trick in play with the 上一轮 panel open over it (L pressed)."""
    from ui.tractor.headless import tractor_screenshot_state

    scene = tractor_screenshot_state(app, "table", mode, seed)
    scene.keys.toggle_last(bool(scene.board.last_trick))
    if not scene.keys.last_open:
        raise RuntimeError(f"the {mode} table of seed {seed} has no last trick to show")
    return scene


def finished_tractor_record(mode: str, seed: int, level: str = CARELESS) -> dict[str, Any]:
    """A finished hand of ``mode`` where the player's seat played at ``level`` (the others
    hard): its record, with the player dealing."""
    from ai import choose_action, make_agent
    from ui.tractor.headless import play_out

    rules = ruleset(mode)
    assert isinstance(rules, TractorRules), f"{mode} is not a Tractor mode"
    game = new_game(rules, seed, dealer=HUMAN)
    agents = [make_agent(level if s == HUMAN else "hard", seed + s) for s in range(game.seats)]
    play_out(game, lambda seat: choose_action(agents[seat], game.view(seat)))
    return game.record()


def review_state(app: App, mode: str, seed: int) -> Any:
    """The review of a carelessly played hand, finished, on its costliest row."""
    from ui.pages.title import TitleScene
    from ui.tractor.headless import run_until
    from ui.tractor.review import TractorReviewScene

    app.stack.clear_to(TitleScene(app))
    scene = TractorReviewScene(app, finished_tractor_record(mode, seed))
    app.push(scene)
    run_until(app, lambda: scene.finished, 60000)
    scene.update(0.0)
    if scene.items:
        scene.select(max(range(len(scene.items)), key=lambda i: scene.items[i].gain))
    return scene
