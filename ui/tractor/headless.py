"""Starting the Tractor table, and driving it without a player.

:func:`start_tractor` is what the title and new-game screens call; the rest serves
``--selftest``, ``--screenshot``, ``--monkey`` and the UI tests:
:func:`new_tractor_table` puts a fresh table on the stack (every seat AI with
``auto``), and :func:`tractor_screenshot_state` drives one into a representative
state for a screenshot — ``deal`` (a declaration standing), ``bury``, ``table`` (a
trick in progress), ``throw`` (a failed throw's message), ``result`` (the end of
a hand with the kitty and the levels) and ``practice`` (a practice hand with open
hands, the player following with the cards outside any legal follow dimmed).  Time is
simulated frame by frame, so runs repeat exactly for a seed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.rules import Ruleset, ruleset
from game.shengji import PASS, Bury, Match, PlayCards
from game.shengji.phase import PhaseName
from ui.play.registry import TableKind, new_session
from ui.play.start import show_table
from ui.tractor.follow_help import dimmed_cards
from ui.tractor.scene import TractorScene
from ui.tractor.session import HUMAN, TractorSession
from ui.tractor.undo import TractorPracticeOptions

if TYPE_CHECKING:
    from ui.app.app import App

SCENE_NAMES = ("deal", "bury", "table", "throw", "result", "practice")


def start_tractor(app: App, rules: Ruleset, seed: int, *, practice: bool = False,
                  replace: bool = False, auto: bool = False,
                  match: Match | None = None) -> TractorScene:
    """A new match of ``rules`` (or ``match``, already dealt) at the app's difficulty,
    shown on a fresh table."""
    session = TractorSession(rules, app.settings.difficulty, seed, app.executor, match)
    scene = TractorScene(app, session, practice=practice, auto=auto)
    app.records.clear_current_hand(rules.family)
    show_table(app, scene, replace)
    scene.save_progress()
    return scene


def _start(app: App, rules: Any, seed: int, practice: bool, replace_all: bool,
           game: Any = None, previous: Any = None) -> TractorScene:
    """``TABLES``' start: a match carries its own hands, so ``previous`` is not needed."""
    match = game if isinstance(game, Match) else None
    return start_tractor(app, rules, seed, practice=practice, replace=replace_all, match=match)


def resume_tractor(app: App, match: Match, meta: dict[str, Any]) -> TractorScene:
    """The saved match, laid out as it stands (the hand in play, or its end panel)."""
    level = str(meta.get("level", app.settings.difficulty))
    session = new_session(match, level, match.seed, app.executor)  # AGENTS[family]
    assert isinstance(session, TractorSession)
    session.restore_auto(meta)  # 托管's moves, each hand's, for its review
    scene = TractorScene(app, session, practice=bool(meta.get("practice", False)), resume=True,
                         options=TractorPracticeOptions.from_meta(meta))
    app.push(scene)
    return scene


TABLE = TableKind(_start, resume_tractor)


def new_tractor_table(app: App, mode: str, seed: int, practice: bool = False,
                      auto: bool = False) -> TractorScene:
    """Push a fresh Tractor table over the title and return it (all seats AI with
    ``auto``)."""
    from ui.pages.title import TitleScene

    app.stack.clear_to(TitleScene(app))
    session = TractorSession(ruleset(mode), app.settings.difficulty, seed, app.executor)
    scene = TractorScene(app, session, practice=practice, auto=auto)
    app.push(scene)
    return scene


def run_until(app: App, done: Callable[[], bool], max_frames: int = 40000,
              each: Callable[[], None] | None = None) -> bool:
    """The dev tools' frame loop, with room for a Tractor hand (about twice as many
    frames as a Dou Dizhu one)."""
    from ui.dev.headless import run_until as run_frames

    return run_frames(app, done, max_frames, each)


def act_for_player(scene: TractorScene) -> None:
    """Take the player's turn with its seat's agent, on this thread (to reach a state)."""
    if scene.human_turn() and scene.view.phase != PhaseName.DEALING:
        scene.apply(scene.session.decide_now(HUMAN), HUMAN)


def tractor_screenshot_state(app: App, scene_name: str, mode: str, seed: int) -> TractorScene:
    """A table of ``mode`` driven into the state ``scene_name`` names (see the module)."""
    if scene_name not in SCENE_NAMES:
        raise ValueError(f"unknown Tractor scene {scene_name!r}; scenes are {SCENE_NAMES}")
    kitty = False
    if scene_name == "result":
        found = kitty_won_seed(mode, seed, app.settings.difficulty)
        kitty = found is not None  # else any finished hand will do (抠底 is rare in some modes)
        seed = seed if found is None else found
    for attempt in range(40):
        scene = new_tractor_table(app, mode, seed + attempt, practice=scene_name == "practice")
        scene.tools.options.open_hands = scene_name == "practice"
        if _reach(app, scene, scene_name, picky=attempt < 12, kitty=kitty):
            return scene
    raise RuntimeError(f"no seed from {seed} reached the Tractor {scene_name!r} state")


def _reach(app: App, scene: TractorScene, name: str, picky: bool = False,
           kitty: bool = True) -> bool:
    """Drive ``scene`` to the state ``name``; ``picky`` asks the deal for a declaration
    standing *and* the player's declare button live, which not every seed gives;
    ``kitty`` asks the result for 抠底."""
    goals: dict[str, Callable[[TractorScene], bool]] = {
        "deal": lambda s: _declared_mid_deal(s)
        and (not picky or bool(s.session.view().declarable)),
        "bury": lambda s: s.human_turn() and s.view.phase == PhaseName.BURY,
        "table": lambda s: s.human_turn() and s.view.phase == PhaseName.PLAY
        and len(s.board.trick) > 1 and len(s.view.tricks) > 3,
        "throw": lambda s: s.board.throw is not None and 0.2 < s.board.throw.age < 1.5
        and not s.presenter.effects.busy,
        "result": lambda s: s.end.active and s.end.result is not None
        and (not kitty or s.end.result.kitty_bonus > 0),
        "practice": lambda s: s.human_turn() and s.view.phase == PhaseName.PLAY
        and len(s.board.trick) > 1 and len(s.view.tricks) > 2 and bool(dimmed_cards(s.view)),
    }
    goal = goals[name]
    def each() -> None:
        if name == "bury":
            _declare_for_player(scene)
        act_for_player(scene)

    if name == "throw":
        each = _throw_driver(scene)
    if not run_until(app, lambda: goal(scene) or scene.session.match.number > 1
                     or _hand_over_too_soon(scene, name, kitty), 40000, each):
        return False
    if not goal(scene):
        return False
    if name == "bury":
        _select_burial(scene)
    if name == "table":
        _select_follow(scene)
    return True


def play_out(game: Any, decide: Callable[[int], Any]) -> None:
    """Play ``game`` to its end off screen as the table plays it: the player's card
    moments pass, every other decision is ``decide(seat)``'s."""
    while not game.over:
        seat = game.to_act
        assert seat is not None
        if seat == HUMAN and game.phase == PhaseName.DEALING:
            game.apply(PASS, HUMAN)
        else:
            game.apply(decide(seat), seat)


def kitty_won_seed(mode: str, seed: int, level: str, tries: int = 60) -> int | None:
    """The first seed from ``seed`` whose first hand ends with 抠底 (the catchers win the
    last trick with points in the kitty), played off screen exactly as the table plays
    it: the player's card moments pass, every other decision is its seat's agent's.
    None if no seed of ``tries`` does."""
    from types import SimpleNamespace

    for candidate in range(seed, seed + tries):
        session = TractorSession(ruleset(mode), level, candidate,
                                 SimpleNamespace(submit=None))  # type: ignore[arg-type]
        game = session.game
        play_out(game, session.decide_now)
        if game.result is not None and game.result.kitty_bonus > 0:
            return candidate
    return None


def _hand_over_too_soon(scene: TractorScene, name: str, kitty: bool = True) -> bool:
    if name == "bury" and scene.view.phase == PhaseName.PLAY:
        return True  # another seat dealt and buried: this seed will not do
    if name == "deal" and scene.board.phase not in ("", PhaseName.DEALING):
        return True  # the deal is over without the state asked for
    return scene.end.active and (name != "result" or (kitty and not _goal_result(scene)))


def _goal_result(scene: TractorScene) -> bool:
    return scene.end.result is not None and scene.end.result.kitty_bonus > 0


def _declared_mid_deal(scene: TractorScene) -> bool:
    board = scene.board
    return (board.phase == PhaseName.DEALING and board.standing is not None
            and sum(board.counts) > scene.session.rules.deal_size * 0.6)


def _declare_for_player(scene: TractorScene) -> None:
    """Burying is the dealer's: the player declares whenever it can, to become dealer."""
    view = scene.session.view()
    if view.phase == PhaseName.DEALING and view.declarable:
        scene.choose(view.declarable[-1])


def _select_burial(scene: TractorScene) -> None:
    """Select what the AI would bury, as a player halfway through choosing."""
    action = scene.session.decide_now(HUMAN)
    if isinstance(action, Bury):
        scene.hand.select(action.cards[: len(action.cards) - 2])
        scene._refresh_bar()


def _select_follow(scene: TractorScene) -> None:
    if scene.human_turn() and scene.view.phase == PhaseName.PLAY:
        action = scene.session.decide_now(HUMAN)
        if isinstance(action, PlayCards):
            scene.hand.select(action.cards)
            scene._refresh_bar()


def _throw_driver(scene: TractorScene) -> Callable[[], None]:
    """The player leads, when it can, a throw that fails; otherwise plays as its agent."""

    def each() -> None:
        if not scene.human_turn():
            return
        view = scene.view
        if view.phase == PhaseName.PLAY and view.leading:
            failing = failing_throw(scene)
            if failing is not None:
                scene.apply(PlayCards(failing), HUMAN)
                return
        act_for_player(scene)

    return each


def failing_throw(scene: TractorScene) -> tuple[Any, ...] | None:
    """A lead of the player's top single and a lower card of one plain suit that another
    hand beats (found with the rules core's ``throw_result`` on the true hands — a test
    helper, never the table's)."""
    from game.shengji import throw_result
    from game.shengji.trump import order_for

    game = scene.session.game
    view = scene.view
    trump = view.trump
    if trump is None:
        return None
    order = order_for(trump, game.rules)
    by_suit: dict[str, list[Any]] = {}
    for card in view.hand:
        by_suit.setdefault(order.suit_of(card), []).append(card)
    others = [game.hands[(HUMAN + i) % game.seats] for i in range(1, game.seats)]
    for suit, cards in by_suit.items():
        if suit == "T" or len(cards) < 2:
            continue
        ranked = sorted(cards, key=order.index, reverse=True)
        attempt = (ranked[0], ranked[-1])
        if order.index(ranked[0]) == order.index(ranked[-1]):
            continue
        if throw_result(list(attempt), others, trump, game.rules) is not None:
            return attempt
    return None
