"""Hints: ranked plays with translatable reasons."""

from __future__ import annotations

import random

from ai import hint
from ai.decompose import Decomposer
from ai.hint_messages import MESSAGES, render
from ai.players import LEVELS
from ai.policy import Policy
from ai.position import position_from_view
from game import legal_plays
from tests.test_ai_positions import view


def test_hint_ranks_plays_and_explains_them() -> None:
    v = view("3456799TJQKK", seat=0, landlord=0, cards_left=(12, 17, 17))
    hints = hint(v, 3)
    assert len(hints) == 3
    options = legal_plays(v.hand, v.previous, v.rules)  # leading: passing is no option
    every = hint(v, len(options) + 1)
    assert sorted((h.play for h in every), key=str) == sorted(options, key=str)
    # First the hard policy's own choice, then every other option by score, best first;
    # the short list is the top of that ranking.
    policy = Policy(LEVELS["hard"].style, random.Random(0), Decomposer())
    assert hints[0].play == policy.choose(position_from_view(v))
    assert [h.play for h in hints] == [h.play for h in every[:3]]
    others = [h.score for h in every[1:]]
    assert others == sorted(others, reverse=True) and others[0] > others[-1]
    for h in hints:
        assert h.reason in MESSAGES
        render(h.reason, h.params, "en")
        render(h.reason, h.params, "zh")


def test_hint_names_the_only_stop() -> None:
    v = view("35KK", seat=0, landlord=0, cards_left=(4, 1, 9),
             previous="9:single:9", previous_seat=2)
    top = hint(v, 2)[0]
    assert top.play is not None and top.play.cards == "K"
    assert top.reason == "hint.blocks" and top.params["role"] == "farmer"


def test_hint_advises_letting_partner_win() -> None:
    v = view("3456AA2", seat=2, landlord=0, cards_left=(12, 8, 7),
             previous="K:single:K", previous_seat=1)
    top = hint(v, 1)[0]
    assert top.play is None and top.reason == "hint.partner_winning"


def test_every_message_has_english_and_chinese() -> None:
    for templates in MESSAGES.values():
        assert set(templates) == {"en", "zh"}


def test_message_translates_roles_for_the_app() -> None:
    from ai.hint_messages import message

    assert message("hint.only_stop", "zh", role="landlord") == "唯一能阻止地主走完的出法"
    assert "landlord" in message("hint.only_stop", "en", role="landlord")


def test_hint_text_spells_ranks_and_cards_as_players_say_them() -> None:
    from ai.hint_messages import message

    assert message("hint.keeps_control", "en", rank="R") == "keeps the big joker for control"
    assert message("hint.keeps_control", "zh", rank="2") == "留着2控制局面"
    assert "3 4 10" in message("hint.sheds_small", "en", cards="34T")
