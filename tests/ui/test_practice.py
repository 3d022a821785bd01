"""Practice tools: the card counter matches the record at every step; undo restores the
state before the player's last play; the review scene lists the expert's differences."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from game import new_game, replay, ruleset
from ui.app import agents
from ui.app.i18n import language, t
from ui.dev import headless
from ui.table.counter import remaining
from ui.table.practice import last_play_index
from ui.table.scene import TableScene
from ui.table.selection import describe


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


def _practice_table_as_landlord(app: Any, seed: int) -> TableScene:
    """A practice table on a seeded deal with the player as landlord: no bidding, so the
    player leads the first trick whatever the AIs would have bid."""
    from ui.app.session import Session
    from ui.pages.title import TitleScene

    app.stack.clear_to(TitleScene(app))
    game = new_game(ruleset("classic"), seed, landlord=0)
    session = Session("classic", app.settings.difficulty, seed, app.executor, game)
    table = app.push(TableScene(app, session, practice=True))
    assert isinstance(table, TableScene)
    return table


def _to_the_players_play_turn(app: Any, table: TableScene) -> None:
    assert headless.run_until(
        app, lambda: table.human_turn() and table.view.phase == "play", 3000
    ), "the player's turn to play"


def test_undo_restores_the_state_before_the_last_play(app: Any) -> None:
    table = _practice_table_as_landlord(app, 21)
    _to_the_players_play_turn(app, table)
    before = table.session.game.record()
    assert table.undo() is None, "nothing of the player's to take back yet"
    headless.act_for_player(table)
    assert len(table.session.game.record()["actions"]) == len(before["actions"]) + 1
    _to_the_players_play_turn(app, table)  # both AIs have answered
    after = table.session.game.record()
    assert len(after["actions"]) == len(before["actions"]) + 3
    undone = table.undo()
    assert undone is not None and app.stack.top is undone and undone is not table
    game = undone.session.game
    assert game.record() == before
    assert game.view(0) == replay(before).view(0)
    assert undone.tools.options.undos == 1
    assert undone.human_turn() and undone.view.phase == "play"


def test_last_play_index_skips_bids() -> None:
    record = {"actions": ["0 bid 3", "0 play 3:single:3 3S", "1 pass", "2 pass", "0 bid 1"]}
    assert last_play_index(record) == 1
    assert last_play_index({"actions": ["0 bid 3"]}) is None


def test_review_scene_lists_differences_off_the_render_loop(app: Any) -> None:
    from ui.pages.review import ReviewScene

    scene = ReviewScene(app, _stand_in_record(1))
    app.push(scene)
    assert headless.wait_for(app, lambda: scene.finished)
    assert scene.items, "stand-in play differs from the expert somewhere"
    scene.select(len(scene.items) - 1)
    assert scene.game is not None
    headless.frames(app, 3)


def test_hints_in_practice_say_why(app: Any) -> None:
    table = _practice_table_as_landlord(app, 3)
    _to_the_players_play_turn(app, table)
    table.press_hint()
    assert headless.wait_for(app, lambda: not table.turn_hints.waiting)
    first = agents.hints(table.view, 1, agents.HINT_LEVEL)[0]
    hints = table.turn_hints.hints
    assert hints and hints[0].play == first.play  # the expert's, as the review
    assert first.play is not None, "the landlord leads: the hint is a play"
    assert sorted(c.rank for c in table.hand.selected_cards()) == sorted(first.play.ranks)
    why = agents.hint_text(table.turn_hints.hints[0], language())
    assert why, f"no explanation for {table.turn_hints.hints[0].reason}"
    count = t("hint.count", n=1, total=len(hints)) if len(hints) > 1 else ""
    assert table.turn_hints.message == t("hint.play", play=describe(first.play)) + why + count


def test_a_damaged_record_is_said_so_in_the_players_words(
    app: Any, capfd: pytest.CaptureFixture[str]
) -> None:
    from ui.pages.review import ReviewScene

    scene = ReviewScene(app, {"format": "doudizhu-record", "seed": 1, "actions": "oops"})
    app.push(scene)
    assert headless.wait_for(app, lambda: scene.finished)
    assert scene.error == t("review.damaged") and not scene.items
    headless.frames(app, 2)
    assert "cannot read this hand" in capfd.readouterr().err
