"""What the Dou Dizhu table says, and where: every seat has a name, the top bar's 总倍数
is the result's, the rules count the seats, the hint box stays clear of the turn's frame."""

from __future__ import annotations

from typing import Any

import pytest

from game import new_game, ruleset
from game.doudizhu.actions import Call, Double, Rob, Show
from game.doudizhu.view import PHASE_PLAY
from ui.app.i18n import TRANSLATOR, seat_name, set_language, t
from ui.table.bars import TopBar
from ui.table.layout import TableLayout
from ui.table.status import hint_box
from ui.table.turn_marker import play_frame

LANGUAGES = ("zh", "en")


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Any:
    set_language(request.param)
    yield request.param
    set_language("zh")


def test_every_seat_of_the_five_seat_game_has_a_name(language: str) -> None:
    names = [seat_name(s) for s in range(ruleset("five").seats)]
    assert all(TRANSLATOR.has(f"seat.name.{s}") for s in range(5))
    assert len(set(names)) == 5


def test_the_turned_up_card_is_not_called_a_shown_hand(language: str) -> None:
    flipped = t("deal.flipped", name=seat_name(1))
    assert t("act.show_button") not in flipped  # 明牌 is the ×5 button beside it


def _happy_doubled(seed: int) -> Any:
    """A happy game at its first play: seat 1 called, nobody robbed or showed, everyone
    doubled."""
    game = new_game(ruleset("happy"), seed)
    while game.phase != PHASE_PLAY:
        legal = game.legal_actions()
        if any(isinstance(a, Show) for a in legal):
            action: Any = Show(False)
        elif any(isinstance(a, Call) for a in legal):
            action = Call(game.to_act == 1)
        elif any(isinstance(a, Rob) for a in legal):
            action = Rob(False)
        else:
            action = Double(True)
        game.apply(action)
    return game


def test_the_top_bar_names_the_results_multiplier_and_its_doubling(language: str) -> None:
    game = _happy_doubled(3)
    landlord = game.landlord
    farmer = next(s for s in range(3) if s != landlord)
    bar = TopBar("happy")
    bar.show(game.view(farmer), auto=False)
    assert bar.shown_multiplier() == game.view(farmer).multiplier
    assert bar.doubling_text() == t("result.pair_factor", factor=4)
    bar.show(game.view(landlord), auto=False)
    assert bar.doubling_text() == t("result.doubling") + " ×4 / ×4"
    assert t("top.multiplier", mult=2).startswith(t("result.multiplier"))


def test_no_doubling_no_doubling_words() -> None:
    game = new_game(ruleset("classic"), 3)
    bar = TopBar("classic")
    bar.show(game.view(0), auto=False)
    assert bar.doubling_text() == "" and bar.shown_multiplier() == game.view(0).multiplier


@pytest.mark.parametrize("mode,count", [("classic", "three"), ("five", "five")])
def test_the_rules_count_the_seats_when_all_pass(app: Any, mode: str, count: str) -> None:
    from ui.pages.rules import RulesScene

    page = RulesScene(app, ruleset(mode))
    page.layout((1280, 720))
    words = " ".join(line.text or line.value for line in page.lines)
    assert f"all {count}" in words
    set_language("zh")
    page = RulesScene(app, ruleset(mode))
    page.layout((1280, 720))
    words = "".join(line.text or line.value for line in page.lines)
    assert {"three": "三家", "five": "五家"}[count] + "都不叫" in words
    assert ("三家都不叫" in words) == (count == "three")


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("message", ["出单张J：用J顶牌，逼地主出更大的牌；胜率约85%", "see " * 50],
                         ids=("one_line", "two_lines"))
def test_the_hint_box_stays_clear_of_the_turns_frame(
    language: str, size: tuple[int, int], message: str
) -> None:
    lay = TableLayout.compute(size, 3, 0)
    box = hint_box(lay, message)[0]
    frame = play_frame(lay, 0, bottom=box.top - 4)  # as the table draws it
    assert frame.bottom < box.top
    assert box.bottom < lay.buttons_y - lay.button_h // 2  # nor over the buttons
    if len(message) < 60:  # one line: the frame keeps its size, within a few pixels
        assert frame.h >= play_frame(lay, 0).h - 3


def test_a_bubble_pops_in_with_its_words(app: Any) -> None:
    """The dark 不出 bubble was drawn empty while it grew: its words show from the start."""
    import pygame

    from ui.table.seats import Bubble, SeatsView

    lay = TableLayout.compute((1280, 720), 3, 0)
    seats = SeatsView(lay, 3, 0)
    ink = (230, 236, 240)  # the pass bubble's words
    near = pygame.Rect(0, 0, 240, 120)
    near.center = lay.seats[1].play_anchor

    def light_pixels(age: float | None) -> int:
        surface = pygame.Surface(lay.size)
        surface.fill((0, 90, 50))
        seats.states[1].bubble = None if age is None else Bubble("act.pass", style="pass", age=age)
        seats.draw(surface, app.art, "red", None, False)
        area = near.clip(surface.get_rect())
        return sum(
            1
            for x in range(area.left, area.right, 2)
            for y in range(area.top, area.bottom, 2)
            if all(abs(a - b) < 40 for a, b in zip(surface.get_at((x, y))[:3], ink, strict=True))
        )

    empty, full = light_pixels(None), light_pixels(1.0)
    assert full > empty + 20
    for age in (0.02, 0.08):
        assert light_pixels(age) - empty > (full - empty) / 8, f"no words at {age} s"


def test_the_result_buttons_slide_in_with_their_panel(app: Any) -> None:
    from ui.dev import headless
    from ui.pages.result import ResultScene, panel_layout

    table = headless.new_table(app, seed=4)
    assert headless.play_to_result(app, table)
    page = app.stack.top
    assert isinstance(page, ResultScene)
    page.age = 0.0
    page.update(0.1)
    _panel, rests = panel_layout(app.size)
    offset = page.slide()
    assert offset > 0
    assert [b.rect for b in page.buttons] == [r.move(0, offset) for r in rests]
    page.update(0.3)
    assert page.slide() == 0 and [b.rect for b in page.buttons] == rests
