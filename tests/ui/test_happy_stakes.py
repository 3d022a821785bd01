"""Happy-mode stakes read right: the top bar counts the player's 加倍, the seats wear
明牌 / 加倍 badges, the result labels each seat's doubling, and the seats' totals
count a hand as soon as it ends; a new game starts a new match."""

from __future__ import annotations

from typing import Any

from game import Game, new_game, ruleset
from game.doudizhu.actions import Call, Double, Rob, Show
from game.doudizhu.view import PHASE_PLAY
from ui.dev import headless
from ui.table.badges import DOUBLE_FILL, badge_rects, badge_surface, seat_badges
from ui.table.bars import TopBar
from ui.table.stakes import own_stake, pair_factor


def _happy_to_play(seed: int, landlord: int, doublers: set[int], shower: int | None) -> Game:
    """A Happy hand driven to its first play: ``landlord`` calls, nobody robs, the
    ``doublers`` double, ``shower`` shows before the deal."""
    game = new_game(ruleset("happy"), seed)
    while game.phase != PHASE_PLAY:
        seat = game.to_act
        legal = game.legal_actions()
        if any(isinstance(a, Show) for a in legal):
            action: Any = Show(seat == shower)
        elif any(isinstance(a, Call) for a in legal):
            action = Call(seat == landlord)
        elif any(isinstance(a, Rob) for a in legal):
            action = Rob(False)
        else:
            action = Double(seat in doublers)
        game.apply(action)
    return game


def _farmer_landlord(seed: int = 11) -> tuple[Game, int, int]:
    game = _happy_to_play(seed, landlord=1, doublers={0, 1}, shower=None)
    assert game.landlord is not None
    return game, game.landlord, 0


def test_a_farmer_who_doubled_against_a_doubled_landlord_reads_four_times_the_table() -> None:
    game, landlord, me = _farmer_landlord()
    view = game.view(me)
    assert landlord != me and view.doubled[me] and view.doubled[landlord]
    assert own_stake(view) == view.multiplier * 4
    bar = TopBar("happy")
    bar.show(view, auto=False)
    assert bar.shown_stake() == view.multiplier * 4 != bar.shown_multiplier()


def test_the_landlord_reads_the_sum_over_its_pairs() -> None:
    game = _happy_to_play(11, landlord=0, doublers={0, 2}, shower=None)
    view = game.view(0)
    assert view.landlord == 0
    pairs = [pair_factor(view.doubled, 0, f) for f in (1, 2)]
    assert pairs == [2, 4]
    assert own_stake(view) == view.multiplier * 6


def test_classic_shows_the_common_multiplier() -> None:
    game = new_game(ruleset("classic"), 3)
    view = game.view(0)
    assert own_stake(view) == view.multiplier


def test_the_settled_bar_keeps_the_doubling() -> None:
    game, _landlord, me = _farmer_landlord()
    bar = TopBar("happy")
    bar.show(game.view(me), auto=False)
    while not game.over:
        game.apply(game.legal_actions()[-1])
    assert game.result is not None
    bar.settle(game.result)
    assert bar.shown_stake() == game.result.multiplier * game.result.pair_factors[me]
    assert abs(game.result.scores[me]) == game.result.base * bar.shown_stake()


def test_badges_name_who_showed_and_who_doubled() -> None:
    game = _happy_to_play(11, landlord=1, doublers={2}, shower=1)
    view = game.view(0)
    assert seat_badges(view, 1) == ["badge.shown"]
    assert seat_badges(view, 2) == ["badge.doubled"]
    assert seat_badges(view, 0) == []


def test_the_table_draws_a_doubled_seats_badge(app: Any) -> None:
    table = headless.new_table(app, mode="happy", seed=11)
    headless.run_until(
        app, lambda: table.view.phase == PHASE_PLAY, 20000, lambda: _act_doubling(table)
    )
    headless.frames(app, 5)
    assert seat_badges(table.view, 0) == ["badge.doubled"]
    size = max(12, round(table.lay.size[1] * 0.02))
    pill = badge_surface("badge.doubled", size)
    rect = badge_rects(table.lay, 0, [pill.get_size()])[0]
    app.frame(headless.FRAME, [])
    inside = app.screen.get_at((rect.x + 3, rect.centery))[:3]
    assert all(abs(a - b) < 40 for a, b in zip(inside, DOUBLE_FILL[:3], strict=False))


def _act_doubling(table: Any) -> None:
    if not table.human_turn():
        return
    legal = table.session.legal()
    double = next((a for a in legal if isinstance(a, Double) and a.yes), None)
    table.apply(double if double is not None else table.session.decide_now(0))


def test_seat_totals_count_the_hand_when_it_ends(app: Any) -> None:
    table = headless.new_table(app, seed=4)
    assert headless.play_to_result(app, table)
    assert table.result is not None
    assert [st.score for st in table.seats.states] == list(table.result.scores)
    assert any(st.score != 0 for st in table.seats.states)


def test_a_new_game_starts_a_new_match(app: Any) -> None:
    from ui.play.start import start_game

    app.match_scores = [30, -60, 30]
    table = start_game(app)
    assert [st.score for st in table.seats.states] == [0, 0, 0]


def test_play_again_keeps_the_match(app: Any) -> None:
    from ui.play.start import start_game

    table = headless.new_table(app, seed=4)
    assert headless.play_to_result(app, table)
    totals = list(app.match_scores)
    again = start_game(app, replace_all=True, previous=table.session.game)
    assert [st.score for st in again.seats.states] == totals
