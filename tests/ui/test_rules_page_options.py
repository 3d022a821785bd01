"""The rules page shows the options in force, in the UI language (issue 9)."""

from __future__ import annotations

from typing import Any

import game
from ui.dev import headless
from ui.pages import option_text
from ui.pages.rules import Line, RulesScene


def option_lines(scene: RulesScene) -> dict[str, str]:
    """The options section: the lines up to the next heading (the key list further down
    uses the same two-column lines)."""
    end = next(i for i, line in enumerate(scene.lines) if i and line.kind == "heading")
    return {line.text: line.value for line in scene.lines[:end] if line.kind == "option"}


def expected(rules: game.Ruleset) -> dict[str, str]:
    return {
        option_text.option_label(o): option_text.value_label(o, v)
        for o, v in rules.options().items()
    }


def test_from_the_title_it_lists_the_next_games_options(app: Any) -> None:
    app.settings.mode = "classic"
    app.settings.set_option("classic", "bidding", "call_rob")
    app.settings.set_option("classic", "doubling", True)
    scene = app.push(RulesScene(app))
    rules = game.ruleset("classic", bidding="call_rob", doubling=True)
    assert scene.rules == rules
    assert option_lines(scene) == expected(rules)
    assert option_lines(scene)["Bidding"] == "Call & rob"
    assert option_lines(scene)["Doubling"] == "On"
    assert scene.lines[0] == Line("heading", "Rule options in force: Classic")
    app.frame(1 / 60, [])


def test_from_a_table_it_lists_that_hands_rules(app: Any) -> None:
    app.settings.mode = "classic"
    table = headless.new_table(app, mode="happy")
    table.open_menu()  # Esc, then 规则 (Rules)
    next(b for b in app.stack.top.buttons if b.label == "title.rules").click()
    scene = app.stack.top
    assert isinstance(scene, RulesScene)
    assert scene.rules == table.session.game.rules == game.ruleset("happy")
    assert option_lines(scene) == expected(game.ruleset("happy"))


def test_every_mode_lists_each_of_its_options(app: Any) -> None:
    for mode in game.ruleset_names():
        rules = game.ruleset(mode)
        scene = RulesScene(app, rules)
        scene.layout(app.size)
        assert list(option_lines(scene)) == [
            option_text.option_label(o) for o in rules.option_choices()
        ]


def test_the_page_follows_the_language(app: Any) -> None:
    from ui.app.i18n import set_language

    scene = app.push(RulesScene(app, game.ruleset("happy")))
    set_language("zh")
    app.frame(1 / 60, [])
    assert option_lines(scene)["叫牌方式"] == "叫地主、抢地主"
    assert option_lines(scene)["明牌"] == "开"
