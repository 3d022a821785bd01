"""The table is laid out for the ruleset's seats, not for three.

Modes of two, four and six seats are declared here and nowhere else; each plays a
whole hand through the real table and result scene, and its finished record
draws on the replay board.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.doudizhu.ruleset import DoudizhuRules
from game.rules import Ruleset, Table, register, unregister
from ui.dev import headless
from ui.pages.replay import ReplayScene
from ui.pages.result import ResultScene
from ui.table.layout import TableLayout
from ui.table.scene import TableScene

PHASES = ("deal", "bid", "kitty", "play")
MODES = (
    DoudizhuRules("test_two_seats", table=Table(seats=2, decks=1, hand_size=17, kitty_size=3),
                  phases=PHASES, choices=()),
    DoudizhuRules("test_four_seats_ui",
                  table=Table(seats=4, decks=2, hand_size=25, kitty_size=8,
                              kitty_seen_by="landlord"),
                  phases=PHASES, choices=()),
    DoudizhuRules("test_six_seats", table=Table(seats=6, decks=2, hand_size=17, kitty_size=6),
                  phases=PHASES, choices=()),
)


@pytest.fixture(autouse=True)
def _registered() -> Iterator[None]:
    for rules in MODES:
        register(rules)
    yield
    for rules in MODES:
        unregister(rules.name)


@pytest.mark.parametrize("seats", range(2, 9))
def test_every_seat_has_its_own_place_in_the_window(seats: int) -> None:
    for size in ((960, 540), (1280, 720)):
        lay = TableLayout.compute(size, seats, 0)
        assert sorted(lay.seats) == list(range(seats))
        avatars = [spot.avatar for spot in lay.seats.values()]
        assert len(set(avatars)) == seats, "no two seats share a place"
        for x, y in avatars:
            assert 0 < x < size[0] and lay.top_bar.bottom < y < size[1]
        assert lay.seats[0].avatar[1] == max(y for _, y in avatars), "the player at the bottom"
        if seats > 2:  # 下家 on the right, 上家 on the left
            assert lay.seats[1].avatar[0] > size[0] // 2 > lay.seats[seats - 1].avatar[0]


@pytest.mark.parametrize("rules", MODES, ids=lambda r: r.name)
def test_a_hand_plays_to_the_result_at_any_table(app: Any, rules: Ruleset) -> None:
    table = headless.new_table(app, mode=rules.name, auto=True, seed=2)
    assert isinstance(table, TableScene)
    assert len(table.seats.states) == rules.seats == len(table.lay.seats)
    assert headless.run_until(app, lambda: isinstance(app.stack.top, ResultScene), 30000)
    headless.frames(app, 5)
    result = table.session.game.result
    assert result is not None and len(app.match_scores) == rules.seats
    assert table.parts.kitty.slots == rules.kitty_size


@pytest.mark.parametrize("rules", MODES, ids=lambda r: r.name)
def test_the_replay_board_draws_every_seat(app: Any, rules: Ruleset) -> None:
    scene = ReplayScene(app, headless.finished_record(3, rules.name))
    app.push(scene)
    for step in (0, len(scene.actions) // 2, len(scene.actions)):
        scene.seek(step)
        headless.frames(app, 2)
        assert scene.error == ""
