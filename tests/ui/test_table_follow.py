"""Following the play: a trick stays on the table until the next lead, and AI plays
are paced so each can be read."""

from __future__ import annotations

import itertools
from typing import Any

from game.doudizhu import events as ev
from ui.app.session import HUMAN
from ui.dev import headless
from ui.table.scene import TableScene
from ui.table.tricks import previous_trick, split_tricks, trick_on_table


def _logged(table: TableScene) -> list[tuple[float, ev.Event]]:
    """Every event the table animates, with the simulated time it was shown at."""
    shown: list[tuple[float, ev.Event]] = []
    clock = [0.0]
    animate = table.director.show
    update = table.director.update

    def timed(dt: float) -> None:
        clock[0] += dt
        update(dt)

    def logged(event: ev.Event) -> float:
        shown.append((clock[0], event))
        return animate(event)

    table.director.show = logged  # type: ignore[method-assign]
    table.director.update = timed  # type: ignore[method-assign]
    return shown


def test_tricks_split_where_every_other_seat_passed(app: Any) -> None:
    table = headless.new_table(app, seed=11)
    assert headless.run_until(
        app, lambda: len(split_tricks(table.session.game.view(HUMAN))) >= 3, 30000,
        lambda: headless.act_for_player(table),
    )
    view = table.session.game.view(HUMAN)
    tricks = split_tricks(view)
    assert sum(len(t.turns) for t in tricks) == len(view.history)
    for trick in tricks[:-1]:
        assert trick.closed and not trick.turns[0].passed
        assert all(turn.passed for turn in trick.turns[-(view.seats - 1):])
    assert previous_trick(view) == tricks[-2]
    assert trick_on_table(view) == tricks[-1]


def test_a_closed_trick_stays_on_the_table_until_the_next_lead(app: Any) -> None:
    table = headless.new_table(app, seed=11)
    shown = _logged(table)

    def just_closed() -> bool:
        return bool(shown) and isinstance(shown[-1][1], ev.NewTrick)

    assert headless.run_until(app, just_closed, 30000, lambda: headless.act_for_player(table))
    closed = trick_on_table(table.session.game.view(HUMAN))
    assert closed is not None and closed.closed
    seats = table.seats
    start = len(shown)
    for _ in range(20):  # the table holds; nothing is cleared while the leader thinks
        if not isinstance(shown[-1][1], ev.NewTrick):
            break
        for seat, turn in closed.last_by_seat().items():
            st = seats.states[seat]
            if turn.passed:
                assert st.bubble is not None and st.bubble.key == "act.pass" and not st.pile
            else:
                assert sorted(fc.card for fc in st.pile) == sorted(turn.cards)
        assert seats.cleared_for(table.session.to_act) is None, "the leader's play shows too"
        headless.frames(app, 1)
    assert headless.run_until(
        app, lambda: any(isinstance(e, ev.Played) for _, e in shown[start:]), 30000,
        lambda: headless.act_for_player(table),
    )
    lead = next(e for _, e in shown[start:] if isinstance(e, ev.Played))
    assert lead.seat == closed.winner
    for st in seats.states:
        if st.seat != lead.seat:
            assert not st.pile and st.bubble is None, "the new lead clears the closed trick"
    assert not seats.trick_closed


def test_each_ai_play_stays_readable_at_normal_speed(app: Any) -> None:
    app.settings.animation_speed = "normal"
    table = headless.new_table(app, seed=11)
    table.pacer.fast = False  # the window's pacing, not the headless one
    shown = _logged(table)

    def gaps() -> list[float]:
        """Seconds from each play to the next seat's action, where an AI seat acts next."""
        actions = [(at, e) for at, e in shown if isinstance(e, ev.Played | ev.Passed)]
        return [
            later - at
            for (at, e), (later, nxt) in itertools.pairwise(actions)
            if isinstance(e, ev.Played) and nxt.seat != HUMAN
        ]

    assert headless.run_until(
        app, lambda: len(gaps()) >= 5 or table.session.over, 60000,
        lambda: headless.act_for_player(table),
    )
    assert len(gaps()) >= 3 and min(gaps()) >= 0.8, gaps()


def test_a_resumed_hand_lays_out_a_closed_trick_whole(app: Any) -> None:
    import ai
    from game import new_game, ruleset
    from ui.app.agents import seat_agents
    from ui.app.session import Session

    rules = ruleset("classic")
    game = new_game(rules, 11)
    players = seat_agents(rules, "beginner", 11)
    while not game.over:  # up to the first trick every other seat passed
        view = game.view(HUMAN)
        trick = trick_on_table(view)
        if trick is not None and trick.closed:
            break
        seat = game.to_act
        assert seat is not None
        game.apply(ai.choose_action(players[seat], game.view(seat)))
    assert trick is not None and trick.closed
    table = TableScene(app, Session("classic", "normal", 11, app.executor, game), resume=True)
    assert table.seats.trick_closed
    for seat, turn in trick.last_by_seat().items():
        st = table.seats.states[seat]
        if turn.passed:
            assert st.bubble is not None and not st.pile
        else:
            assert sorted(fc.card for fc in st.pile) == sorted(turn.cards)
