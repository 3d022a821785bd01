"""The table's own phases of 五人斗地主 (naming the hidden ally, docs/doudizhu-modes.md §5) and 帝主
(keeping kitty cards, §6): the pickers, their buttons and keys, and what each seat
shows of the sides — never more than the player's view knows."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import new_game, ruleset
from game.cards import Card
from game.doudizhu import events as ev
from game.doudizhu.actions import CallAlly, Keep
from game.doudizhu.view import PHASE_ALLY, PHASE_KEEP, PHASE_PLAY, SIDE_LANDLORD
from ui.app import intents
from ui.app.intents import Intent
from ui.app.session import HUMAN, Session
from ui.dev import headless
from ui.pages.title import TitleScene
from ui.table.scene import TableScene


def table_for(app: Any, game: Any, mode: str, seed: int, resume: bool = False) -> TableScene:
    app.stack.clear_to(TitleScene(app))
    table = app.push(TableScene(app, Session(mode, "normal", seed, app.executor, game),
                                resume=resume))
    assert isinstance(table, TableScene)
    return table


def logged(table: TableScene) -> list[ev.Event]:
    """Every event the table animates, in order."""
    shown: list[ev.Event] = []
    animate = table.director.show

    def show(event: ev.Event) -> float:
        shown.append(event)
        return animate(event)

    table.director.show = show  # type: ignore[method-assign]
    return shown


def at_my_turn(app: Any, table: TableScene, phase: str) -> None:
    assert headless.run_until(
        app, lambda: table.human_turn() and table.view.phase == phase, 5000
    )
    headless.frames(app, 2)


def click(app: Any, table: TableScene, pos: tuple[int, int]) -> None:
    table.handle(Intent(intents.POINT_DOWN, pos))
    table.handle(Intent(intents.POINT_UP, pos))
    headless.frames(app, 1)


# -- the ally call ---------------------------------------------------------------------------
def test_the_ally_picker_offers_exactly_the_legal_calls(app: Any) -> None:
    table = table_for(app, new_game(ruleset("five"), 3, landlord=HUMAN), "five", 3)
    at_my_turn(app, table, PHASE_ALLY)
    named = {a.card for a in table.session.legal() if isinstance(a, CallAlly) and a.card}
    picker = table.picker
    assert picker is table.ally_picker and set(picker.cards) == named
    assert len(picker.rects) == len(named)
    labels = [b.label for b in table.bar.buttons]
    assert labels == ["act.alone", "btn.call_ally"]
    assert table.bar.play_button is not None and not table.bar.play_button.enabled


def test_clicking_a_card_then_call_names_that_card(app: Any) -> None:
    table = table_for(app, new_game(ruleset("five"), 3, landlord=HUMAN), "five", 3)
    shown = logged(table)
    at_my_turn(app, table, PHASE_ALLY)
    picker = table.ally_picker
    choice = picker.cards[4]
    click(app, table, picker.rects[4].center)
    assert picker.choice == choice
    assert table.bar.play_button is not None and table.bar.play_button.enabled
    click(app, table, table.bar.play_button.rect.center)
    assert table.session.game.state.ally_card == choice
    assert headless.run_until(app, lambda: table.director.settled, 3000)
    assert any(isinstance(e, ev.AllyCalled) and e.card == choice for e in shown)
    assert table.parts.ally.card == choice and not table.picker
    assert table.view.phase == PHASE_PLAY


def test_the_keyboard_steps_through_the_cards_and_calls(app: Any) -> None:
    table = table_for(app, new_game(ruleset("five"), 3, landlord=HUMAN), "five", 3)
    at_my_turn(app, table, PHASE_ALLY)
    picker = table.ally_picker
    table.handle(Intent(intents.STEP, value=1))
    table.handle(Intent(intents.STEP, value=1))
    table.handle(Intent(intents.STEP, value=1))
    assert picker.choice == picker.cards[2]
    table.handle(Intent(intents.STEP, value=-1))
    chosen = picker.cards[1]
    table.handle(Intent(intents.CONFIRM))
    assert table.session.game.state.ally_card == chosen


def test_the_first_arrow_names_the_first_or_the_last_card(app: Any) -> None:
    """Play-test: with nothing named yet (no card marked), → named the second card, so
    the first one could be reached only by going round the whole row."""
    table = table_for(app, new_game(ruleset("five"), 3, landlord=HUMAN), "five", 3)
    at_my_turn(app, table, PHASE_ALLY)
    picker = table.ally_picker
    assert picker.choice is None
    table.handle(Intent(intents.STEP, value=1))
    assert picker.choice == picker.cards[0]
    picker.reset()
    table.handle(Intent(intents.STEP, value=-1))
    assert picker.choice == picker.cards[-1]
    table.handle(Intent(intents.STEP, value=-1))
    assert picker.choice == picker.cards[-2], "later arrows step from the named card"


def test_zero_plays_alone_and_then_every_side_is_plain(app: Any) -> None:
    table = table_for(app, new_game(ruleset("five"), 3, landlord=HUMAN), "five", 3)
    at_my_turn(app, table, PHASE_ALLY)
    table.handle(Intent(intents.DIGIT, value=0))
    assert table.session.game.state.alone
    assert headless.run_until(app, lambda: table.director.settled, 3000)
    headless.frames(app, 1)
    assert table.parts.ally.alone
    sides = [st.side for st in table.seats.states]
    assert sides == list(table.view.sides) and None not in sides


def _play_to_the_end(app: Any, table: TableScene, check: Any) -> None:
    def each() -> None:
        check()
        headless.act_for_player(table)

    assert headless.run_until(app, lambda: table.session.over and table.director.settled,
                              40000, each)
    check()


def test_a_farmer_sees_the_hidden_ally_only_once_it_is_revealed(app: Any) -> None:
    table = table_for(app, new_game(ruleset("five"), 8, landlord=2), "five", 8)
    shown = logged(table)
    seen_hidden = []

    def check() -> None:
        game = table.session.game
        ally = game.state.ally
        revealed = any(isinstance(e, ev.AllyRevealed) for e in shown)
        if ally is None or ally == HUMAN:
            return
        st = table.seats.states[ally]
        if not revealed:
            seen_hidden.append(ally)
            assert st.side is None and table.parts.ally.seat is None, "the ally is secret"
        if table.director.settled:
            assert [s.side for s in table.seats.states] == list(table.view.sides)

    _play_to_the_end(app, table, check)
    ally = table.session.game.state.ally
    assert ally is not None and ally != HUMAN, "seed 8: the landlord's ally is a farmer AI"
    assert seen_hidden, "the hand had a hidden stretch"
    assert table.seats.states[ally].side == SIDE_LANDLORD
    assert table.parts.ally.seat == ally


def _ally_copy(game: Any, holder: int) -> Card:
    """A card the landlord holds once whose twin ``holder`` holds."""
    landlord = game.state.landlord
    named = [a.card for a in game.legal_actions() if isinstance(a, CallAlly) and a.card]
    for card in named:
        if any(c.rank == card.rank and c.suit == card.suit for c in game.hands[holder]):
            assert all(
                not (c.rank == card.rank and c.suit == card.suit)
                for s, hand in enumerate(game.hands) if s not in (holder, landlord)
                for c in hand
            )
            return card
    raise AssertionError("no card to call")


def test_the_ally_learns_it_alone_and_its_seat_says_so(app: Any) -> None:
    game = new_game(ruleset("five"), 5, landlord=1)
    table = table_for(app, game, "five", 5)
    shown = logged(table)
    card = _ally_copy(game, HUMAN)
    table.apply(CallAlly(card))  # the landlord's call, made for it before its agent thinks
    assert headless.run_until(app, lambda: table.director.settled, 3000)
    headless.frames(app, 1)
    known = [e for e in shown if isinstance(e, ev.AllyKnown)]
    assert known and known[0].seat == HUMAN
    me = table.seats.states[HUMAN]
    assert me.side == SIDE_LANDLORD and not me.landlord
    assert table.parts.ally.seat == HUMAN
    assert [st.side for st in table.seats.states] == list(table.view.sides)


def test_a_resumed_hand_shows_the_called_card_and_known_sides(app: Any) -> None:
    game = new_game(ruleset("five"), 3, landlord=HUMAN)
    card = next(a.card for a in game.legal_actions() if isinstance(a, CallAlly) and a.card)
    game.apply(CallAlly(card))
    table = table_for(app, game, "five", 3, resume=True)
    headless.frames(app, 2)
    assert table.parts.ally.card == card
    assert [st.side for st in table.seats.states] == list(table.view.sides)


# -- the emperor's keep ----------------------------------------------------------------------
def test_the_emperor_keeps_what_it_leaves_risen_and_discards_the_rest(app: Any) -> None:
    game = new_game(ruleset("emperor"), 6, landlord=HUMAN)
    table = table_for(app, game, "emperor", 6)
    shown = logged(table)
    at_my_turn(app, table, PHASE_KEEP)
    picker = table.keep_picker
    kitty = list(table.view.kitty or ())
    assert table.picker is picker and set(picker.cards) == set(kitty)
    assert picker.kept == set(kitty), "every card starts kept"
    assert [b.label for b in table.bar.buttons] == ["btn.keep"]
    click(app, table, picker.rects[0].center)  # discard the first
    table.handle(Intent(intents.DIGIT, value=3))  # and the third, by key
    headless.frames(app, 1)
    dropped = {picker.cards[0], picker.cards[2]}
    assert picker.kept == set(kitty) - dropped
    assert table.hand.dimmed == dropped
    assert table.bar.play_button is not None
    assert table.bar.play_button.params == {"n": 4}
    table.handle(Intent(intents.CONFIRM))
    assert set(table.session.game.kitty) == set(kitty) - dropped
    assert headless.run_until(app, lambda: table.director.settled and table.hand.settled, 3000)
    headless.frames(app, 1)
    assert not dropped & set(table.hand.cards)
    assert set(table.hand.cards) == set(table.view.hand)
    assert table.parts.kitty.kept == 4
    assert any(isinstance(e, ev.KittyKept) and e.count == 4 for e in shown)


def test_keep_choices_are_legal_actions_and_space_toggles_the_focused_card(app: Any) -> None:
    table = table_for(app, new_game(ruleset("emperor"), 6, landlord=HUMAN), "emperor", 6)
    at_my_turn(app, table, PHASE_KEEP)
    picker = table.keep_picker
    table.handle(Intent(intents.STEP, value=1))
    table.handle(Intent(intents.PASS))
    assert picker.cards[1] not in picker.kept
    action = picker.action()
    assert isinstance(action, Keep) and action in table.session.legal()


def test_a_farmer_sees_how_many_the_emperor_kept_but_never_which(app: Any) -> None:
    game = new_game(ruleset("emperor"), 6, landlord=1)
    table = table_for(app, game, "emperor", 6)
    shown = logged(table)
    assert headless.run_until(
        app, lambda: table.view.phase == PHASE_PLAY and table.director.settled, 5000
    )
    kept = [e for e in shown if isinstance(e, ev.KittyKept)]
    assert len(kept) == 1 and kept[0].kept == ()
    assert table.parts.kitty.kept == kept[0].count
    assert table.parts.kitty.cards == ()
    resumed = table_for(app, table.session.game, "emperor", 6, resume=True)
    assert resumed.parts.kitty.kept == kept[0].count


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_pickers_tell_their_keys_and_fit_a_small_window(app: Any, lang: str) -> None:
    """Play-test by keys: the keep panel said only 'click to keep or discard' and the ally
    line only 'pick a card', so a player without a mouse did not know that the number
    keys turn a kitty card and the arrows name the ally's.  The words now say so, and the
    longer title still fits its panel at 960x540."""
    from ui.app.i18n import set_language, t
    from ui.art.text import text_width

    set_language(lang)
    app.resize((960, 540))
    keys = {"zh": ("数字键", "方向键"), "en": ("number", "arrow keys")}[lang]
    assert keys[0] in t("keep.pick_title") and keys[1] in t("ally.status")
    table = table_for(app, new_game(ruleset("emperor"), 6, landlord=HUMAN), "emperor", 6)
    at_my_turn(app, table, PHASE_KEEP)
    picker = table.keep_picker
    window = pygame.Rect((0, 0), app.size)
    assert window.contains(picker.panel)
    size = picker.title_size(table.lay)
    assert text_width(t("keep.pick_title"), size, True) <= picker.panel.w - 20
    set_language("en")
