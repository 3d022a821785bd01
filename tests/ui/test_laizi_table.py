"""The wildcard mode (癞子) on the table: marks, readings, the chooser, shows, counter."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import game
from game.cards import RANK_INDEX, Card, parse_cards
from game.doudizhu import events as ev
from game.doudizhu.view import PHASE_PLAY, SeatView
from game.plays import Play
from ui.app import intents
from ui.app.i18n import set_language
from ui.app.intents import Intent
from ui.art.cardart import CardArt, card_height
from ui.art.wildmark import GOLD, TAG_H, TAG_TOP, TAG_W, WildFaces
from ui.table.layout import TableLayout
from ui.table.readings import CLOSED, PICKED, ReadingChooser, arranged, preselect
from ui.table.selection import judge
from ui.table.support import table_plays
from ui.table.wild import REVEAL_SECONDS, RISE, WildTable, stood_for, wilds_out

LAIZI = game.ruleset("laizi")
SEVEN = RANK_INDEX["7"]


def view(hand: str, wild: str = "7", previous: str | None = None,
         rules: game.Ruleset = LAIZI) -> SeatView:
    return SeatView(seat=0, rules=rules, phase=PHASE_PLAY, to_act=0,
                    hand=tuple(parse_cards(hand)), landlord=0, history=(),
                    cards_left=(len(hand), 17, 17), kitty=None,
                    previous=Play.from_str(previous) if previous else None,
                    previous_seat=1 if previous else None, wild=wild)


def revealed(rank: str = "7") -> WildTable:
    table = WildTable(LAIZI, lambda: 1.0)
    table.on_revealed(ev.WildRevealed(rank))
    table.update(REVEAL_SECONDS + 0.1)
    return table


def test_the_table_plays_the_wildcard_mode() -> None:
    assert table_plays(LAIZI)
    assert table_plays(game.ruleset("laizi", wild_cards="two_fixed"))


def test_a_wild_card_is_drawn_with_its_mark_and_a_natural_card_is_not() -> None:
    pygame.init()
    art = CardArt(supersample=1)
    faces = WildFaces(art, revealed().mark_of)
    natural, wild = Card(RANK_INDEX["8"], "S"), Card(SEVEN, "S")
    assert faces.face(natural, 80) is art.face(natural, 80)
    assert faces.face(wild, 80) is not art.face(wild, 80)
    assert faces.back("red", 80) is art.back("red", 80)  # backs are the card art's own


def test_the_mark_sits_in_the_strip_a_fanned_hand_leaves_visible() -> None:
    pygame.init()
    art = CardArt(supersample=1)
    w = 90
    h = card_height(w)
    marked = WildFaces(art, revealed().mark_of).face(Card(SEVEN, "S"), w)
    plain = art.face(Card(SEVEN, "S"), w)
    tag_w, tag_h = round(w * TAG_W), round(h * TAG_H)
    tag_centre = (round(w * 0.155) + 1 - tag_w // 2 + 2, round(h * TAG_TOP) + tag_h // 2)
    colour = marked.get_at(tag_centre)[:3]
    assert colour != plain.get_at(tag_centre)[:3]
    assert sum(abs(a - b) for a, b in zip(colour, GOLD, strict=True)) < 60
    inner = (round(w * 0.66), round(h * 0.5))  # the middle of the face: only washed
    assert sum(abs(a - b) for a, b in zip(marked.get_at(inner), plain.get_at(inner),
                                           strict=True)) < 40


def test_cards_are_marked_only_once_the_drawn_card_has_turned_over() -> None:
    table = WildTable(LAIZI, lambda: 1.0)
    wild = Card(SEVEN, "H")
    assert table.on_revealed(ev.WildRevealed("7")) == pytest.approx(REVEAL_SECONDS)
    assert not table.is_wild(wild)
    table.update(RISE + 0.3)
    assert table.is_wild(wild)
    table.update(REVEAL_SECONDS)
    assert table.clock is None and table.rank == "7"


def test_fixed_red_sevens_are_marked_from_the_deal() -> None:
    table = WildTable(game.ruleset("laizi", wild_cards="two_fixed"), lambda: 1.0)
    assert table.is_wild(Card(SEVEN, "H")) and table.is_wild(Card(SEVEN, "D"))
    assert not table.is_wild(Card(SEVEN, "S"))


def test_a_played_wild_shows_the_rank_it_stood_for() -> None:
    wild = Card(RANK_INDEX["K"], "S")
    cards = (Card(0, "S"), Card(1, "S"), Card(3, "S"), Card(4, "S"), wild)  # 3 4 6 7 + wild K
    play = game.classify(cards, LAIZI, wild="K")[0]
    assert stood_for(play, cards, revealed("K").is_wild) == {wild: "5"}


def test_a_wild_played_as_its_face_shows_no_other_rank() -> None:
    cards = tuple(parse_cards("7S 7H"))
    play = game.classify(cards, LAIZI, wild="7")[0]
    assert stood_for(play, cards, revealed().is_wild) == {}


def test_leading_with_several_readings_offers_them_all_and_preselects_the_strongest() -> None:
    verdict = judge(parse_cards("4S 7S 7H 7C"), view("47774", previous=None))
    assert len(verdict.choices) == 14
    assert verdict.play is not None and verdict.play.kind == "soft_bomb"


def test_following_takes_the_one_reading_that_beats_without_asking() -> None:
    v = view("3777", previous="444:trio:4")
    verdict = judge(parse_cards("3S 7S 7H 7C"), v)
    assert verdict.play is not None and verdict.play.kind == "soft_bomb"
    assert verdict.choices == ()


def test_following_with_several_winners_preselects_the_cheapest() -> None:
    v = view("3777Q", previous="4445:trio_single:4")
    verdict = judge(parse_cards("3S 7S 7H 7C"), v)
    assert len(verdict.choices) == 12  # trios of 5..2 (11) with the single 3, and the bomb
    assert verdict.play == Play.from_str("3777:trio_single:5:3555")


@pytest.mark.parametrize("language", ["en", "zh"])
def test_an_impossible_wild_selection_says_why_in_the_players_language(language: str) -> None:
    set_language(language)
    try:
        verdict = judge(parse_cards("3S 9S 7H"), view("397"))
        assert verdict.play is None and verdict.reason == "reason.wild_no_reading"
        message = verdict.message()
        assert message and message != "reason.wild_no_reading"
        assert ("癞子" in message) == (language == "zh")
    finally:
        set_language("zh")


def test_the_chooser_plays_the_reading_clicked() -> None:
    pygame.init()
    cards = parse_cards("4S 7S 7H 7C")
    readings = game.classify(cards, LAIZI, wild="7")
    chooser = ReadingChooser()
    chooser.show(readings, cards, True, revealed().is_wild)
    assert chooser.chosen is not None and chooser.chosen.kind == "soft_bomb"
    lay = TableLayout.compute((1280, 720), 3, 0)
    chooser.layout(lay)
    box = chooser._boxes[2]
    assert chooser.handle(Intent(intents.POINT_DOWN, box.center)) == PICKED
    assert chooser.chosen == readings[2]
    assert chooser.handle(Intent(intents.MENU)) == CLOSED and not chooser.open


def test_the_chooser_lays_a_straights_wild_in_the_place_it_stands_for() -> None:
    wild = Card(RANK_INDEX["K"], "S")
    cards = [Card(0, "S"), Card(1, "S"), Card(3, "S"), Card(4, "S"), wild]
    play = game.classify(cards, LAIZI, wild="K")[0]
    order = arranged(play, cards, {wild: "5"})
    assert order.index(wild) == 2


def test_preselection_is_the_strongest_lead_or_the_cheapest_reply() -> None:
    plays = [Play.from_str("4777:soft_bomb:4:4444"), Play.from_str("4777:trio_single:K:4KKK")]
    assert preselect(plays, leading=True) == 0
    assert preselect(plays, leading=False) == 1


def test_the_counter_says_how_many_wilds_are_still_out() -> None:
    from ui.table.counter import remaining

    v = view("7789")
    assert wilds_out(v, remaining(v)) == 2
    classic = view("789", rules=game.ruleset("classic"))
    assert wilds_out(classic, remaining(classic)) is None


def test_each_wild_mode_bomb_has_its_own_show_and_ribbon() -> None:
    import random

    from ui.art.shows import Ribbon
    from ui.table.combos import combination_effects

    pygame.init()
    lay = TableLayout.compute((1280, 720), 3, 0)
    ribbon_colours = set()
    for kind in ("soft_bomb", "hard_bomb", "wild_bomb"):
        shows, extra = combination_effects(kind, [(600, 300), (640, 300)], lay,
                                           random.Random(1), 1.0)
        ribbons = [e for e in shows if isinstance(e, Ribbon)]
        assert len(ribbons) == 1 and extra > 0, kind
        image = ribbons[0].image
        ribbon_colours.add(tuple(image.get_at((image.get_width() // 12, image.get_height() // 2))))
    assert len(ribbon_colours) == 3  # jade soft, red hard, gold wild


def test_a_laizi_table_reveals_the_wild_rank_and_marks_the_hand(app: Any) -> None:
    from ui.dev import headless

    table = headless.new_table(app, "laizi", seed=3)
    assert headless.run_until(
        app, lambda: table.view.phase == PHASE_PLAY and table.director.settled, 6000,
        lambda: headless.act_for_player(table))
    wild = table.view.wild
    assert wild is not None and table.wild.rank == wild
    marked = [c for c in table.view.hand if table.wild.is_wild(c)]
    assert all(c.rank_char == wild for c in marked)
    faces = table.art
    for card in table.view.hand:
        drawn = faces.face(card, 60)
        assert (drawn is app.art.face(card, 60)) == (card not in marked)


def test_a_replay_of_a_laizi_hand_draws_its_wilds_marked(app: Any) -> None:
    from ui.dev import headless
    from ui.table.board import Board

    record = headless.finished_record(4, "laizi")
    finished = game.replay(record)
    board = Board(app.art)
    surface = pygame.Surface((1280, 720))
    board.draw(surface, surface.get_rect(), finished)
    assert isinstance(board.art, WildFaces)
    plain = Board(app.art)
    plain.draw(surface, surface.get_rect(), game.replay(headless.finished_record(4)))
    assert plain.art is app.art


def test_the_result_panel_lists_soft_hard_and_wild_bombs_with_their_factors() -> None:
    from game.doudizhu.result import Result
    from ui.pages.result import breakdown_rows

    set_language("en")
    try:
        result = Result(landlord=0, winner=0, landlord_won=True, base=2, multiplier=8,
                        factors=(("hard_bomb", 4), ("soft_bomb", 2)), pair_factors=(1, 1, 1),
                        scores=(32, -16, -16))
        rows = {label: (value, applied) for label, value, applied in breakdown_rows(result, LAIZI)}
        assert rows["Hard bomb"] == ("×4", True) and rows["Soft bomb"] == ("×2", True)
        assert rows["Wild bomb"] == ("—", False) and "Bomb" not in rows
    finally:
        set_language("zh")


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_all_fourteen_readings_of_4777_fit_the_window(size: tuple[int, int]) -> None:
    pygame.init()
    cards = parse_cards("4S 7S 7H 7C")
    chooser = ReadingChooser()
    chooser.show(game.classify(cards, LAIZI, wild="7"), cards, True, revealed().is_wild)
    chooser.layout(TableLayout.compute(size, 3, 0))
    window = pygame.Rect((0, 0), size)
    assert len(chooser._boxes) == 14
    assert window.contains(chooser._panel)
    assert all(chooser._panel.contains(box) for box in chooser._boxes)
    assert not any(a.colliderect(b) for i, a in enumerate(chooser._boxes)
                   for b in chooser._boxes[i + 1:])


def test_the_chooser_offers_the_hints_reading_first() -> None:
    cards = parse_cards("4S 7S 7H 7C")
    readings = game.classify(cards, LAIZI, wild="7")
    chooser = ReadingChooser()
    chooser.hinted = readings[5]
    chooser.show(readings, cards, True, revealed().is_wild)
    assert chooser.chosen == readings[5]
