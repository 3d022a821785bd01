"""Practice tools: the card counter matches the record at every step; undo restores the
state before the player's last play; the review scene lists the expert's differences."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game import new_game, replay, ruleset
from ui.app import agents
from ui.app.i18n import t
from ui.dev import headless
from ui.table.counter import remaining
from ui.table.practice import last_play_index
from ui.table.scene import TableScene


def _stand_in_record(seed: int) -> dict[str, Any]:
    return headless.finished_record(seed)


def test_counter_matches_the_hidden_cards_at_every_step_of_a_seeded_hand() -> None:
    record = _stand_in_record(12)
    for step in range(len(record["actions"]) + 1):
        game = replay(record, step)
        hidden = [c for seat in (1, 2) for c in game.hands[seat]]
        if game.landlord is None:
            hidden += list(game.kitty)
        expected = Counter(c.rank for c in hidden)
        counts = remaining(game.view(0))
        assert counts == [expected.get(rank, 0) for rank in range(15)], f"step {step}"


def test_counter_starts_at_the_deck_minus_the_hand() -> None:
    view = new_game(ruleset("classic"), 4).view(0)
    assert sum(remaining(view)) == 54 - len(view.hand)


def _practice_table(app: Any, seed: int) -> TableScene:
    table = headless.new_table(app, practice=True, seed=seed)
    assert isinstance(table, TableScene)
    return table


def test_undo_restores_the_state_before_the_last_play(app: Any) -> None:
    table = _practice_table(app, 21)
    before: dict[str, Any] = {}

    def each() -> None:
        if table.human_turn() and table.view.phase == "play" and "record" not in before:
            before["record"] = table.session.game.record()
            headless.act_for_player(table)
        elif table.human_turn():
            headless.act_for_player(table)

    reached = headless.run_until(
        app, lambda: "record" in before and table.human_turn(), 20000, each
    )
    assert reached or table.session.over
    undone = table.tools.undo()
    assert undone is not None and app.stack.top is undone
    game = undone.session.game
    assert game.record() == before["record"]
    assert game.view(0) == replay(before["record"]).view(0)
    assert undone.tools.options.undos == 1
    assert undone.human_turn() or undone.session.to_act == 0


def test_last_play_index_skips_bids() -> None:
    record = {"actions": ["0 bid 3", "0 play 3:single:3 3S", "1 pass", "2 pass", "0 bid 1"]}
    assert last_play_index(record) == 1
    assert last_play_index({"actions": ["0 bid 3"]}) is None


def test_review_scene_lists_differences_off_the_render_loop(app: Any) -> None:
    from ui.pages.review import ReviewScene

    scene = ReviewScene(app, _stand_in_record(1))
    app.push(scene)
    assert headless.run_until(app, lambda: scene.items is not None, 3000)
    assert scene.items, "stand-in play differs from the expert somewhere"
    scene.select(len(scene.items) - 1)
    assert scene.game is not None
    headless.frames(app, 3)


def test_hints_in_practice_say_why(app: Any) -> None:
    table = _practice_table(app, 3)
    headless.run_until(
        app,
        lambda: table.human_turn() and table.view.phase == "play",
        20000,
        lambda: headless.act_for_player(table) if table.view.phase != "play" else None,
    )
    if table.human_turn():
        table.press_hint()
        headless.run_until(app, lambda: not table.hint_waiting, 5000)
        assert table.hint_message and table.hint_message != t("hint.thinking")
        first = agents.hints(table.view, 1, agents.HINT_LEVEL)[0]
        assert table.hints[0].play == first.play  # the expert's choice, as the review has it
