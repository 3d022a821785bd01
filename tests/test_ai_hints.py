"""Hints: ranked plays with translatable reasons."""

from __future__ import annotations

import random

from ai import hint
from ai.doudizhu.decompose import Decomposer
from ai.doudizhu.hint_messages import MESSAGES, message, render
from ai.doudizhu.hints import Hint
from ai.doudizhu.players import LEVELS
from ai.doudizhu.policy import Policy
from ai.doudizhu.position import position_from_view
from game import legal_plays
from tests.test_ai_positions import view


def test_hint_ranks_plays_and_explains_them() -> None:
    v = view("3456799TJQKK", seat=0, landlord=0, cards_left=(12, 17, 17))
    hints = hint(v, 3)
    assert len(hints) == 3
    options = legal_plays(v.hand, v.previous, v.rules)  # leading: passing is no option
    every = hint(v, len(options) + 1)
    assert sorted((h.play for h in every), key=str) == sorted(options, key=str)
    # First the hard policy's own choice, then every other option by the plays it leaves
    # (the figure its words show), fewest first, then by plan score; the short list is the
    # top of that ranking.
    policy = Policy(LEVELS["hard"].style, random.Random(0), Decomposer())
    assert hints[0].play == policy.choose(position_from_view(v))
    assert [h.play for h in hints] == [h.play for h in every[:3]]
    others = [(h.turns, -h.score) for h in every[1:]]
    assert others == sorted(others) and others[0] < others[-1]
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
    from ai.doudizhu.hint_messages import message

    assert message("hint.only_stop", "zh", role="landlord") == "唯一能阻止地主走完的出法"
    assert "landlord" in message("hint.only_stop", "en", role="landlord")


def test_hint_text_spells_ranks_and_cards_as_players_say_them() -> None:
    from ai.doudizhu.hint_messages import message

    assert message("hint.keeps_control", "en", cards="Q", rank="R", turns="4") == (
        "beats it with Q and keeps the big joker for control; 4 plays left"
    )
    assert message("hint.keeps_control", "zh", cards="Q", rank="2", turns="4") == (
        "用Q管上，留着2控制局面，之后还剩4手"
    )
    assert "3 4 10" in message("hint.sheds_small", "en", cards="34T", turns="3")


POSITIONS = [
    view("3456799TJQKK", seat=0, landlord=0, cards_left=(12, 17, 17)),
    view("334445567789TTJQKA2", seat=0, landlord=0, cards_left=(19, 17, 17)),
    view("3445578899JQKA2", seat=1, landlord=0, cards_left=(10, 15, 17),
         previous="6:single:6", previous_seat=0),
    view("33577899TTQKA", seat=1, landlord=0, cards_left=(10, 13, 17),
         previous="55:pair:5", previous_seat=0),
]


def test_two_different_moves_never_get_the_same_reason() -> None:
    """Each hint says what its own play does here: no two hints of a position read alike,
    in either language, and none is the one canned line every small lead used to get."""
    for v in POSITIONS:
        hints = hint(v, 6)
        assert len(hints) >= 4
        for lang in ("en", "zh"):
            texts = [render(h.reason, h.params, lang) for h in hints]
            assert len(set(texts)) == len(texts), texts
            assert all("趁机走掉小牌" not in text for text in texts)


def _reasons(v: object) -> dict[str, tuple[str, dict[str, str]]]:
    return {str(h.play): (h.reason, h.params) for h in hint(v, 12)}  # type: ignore[arg-type]


def test_reasons_name_what_the_play_achieves() -> None:
    lead = _reasons(POSITIONS[0])
    key, params = lead["34567:straight:7"]
    assert key == "hint.lead_long" and params["count"] == "5" and params["turns"] == "3"
    key, params = lead["99:pair:9"]  # splits 99 out of the 9TJQK straight and the single 9
    assert key == "hint.lead_breaks" and int(params["turns"]) >= int(params["before"])
    kicker = _reasons(POSITIONS[1])["33444:trio_pair:4"]
    assert kicker == ("hint.lead_kicker", {"cards": "33444", "turns": "5", "core": "444",
                                           "kicker": "33"})
    assert render(*kicker, "zh") == "用三张4带走一对3，之后还剩5手"
    assert render(*kicker, "en") == (
        "plays three 4s with a pair of 3s as the kicker; 5 plays left after it")


def test_a_beat_higher_than_needed_names_the_cheaper_one() -> None:
    follow = _reasons(POSITIONS[2])
    assert follow["7:single:7"][0] == "hint.keeps_control"  # the cheapest, keeps the 2
    key, params = follow["J:single:J"]
    assert key == "hint.beat_higher" and params["cheap"] == "7"
    assert render(key, params, "en").startswith("beats it with J, higher than 7")


def test_passing_says_what_beating_would_have_spent() -> None:
    v = view("33577899TTQKA", seat=1, landlord=0, cards_left=(10, 13, 17),
             previous="55:pair:5", previous_seat=0)
    reason = _reasons(v)["None"]
    assert reason[0] == "hint.holds_back" and reason[1]["cards"] == "77"
    v = view("3", seat=1, landlord=0, cards_left=(10, 1, 17), previous="2:single:2",
             previous_seat=0)
    assert hint(v, 2)[0].reason == "hint.cannot_beat"


def test_passing_reason_survives_beats_that_tie_on_plan_and_rank() -> None:
    # 5558 and 5559 both beat the trio and leave one card: the pass's reason must compare
    # them by plan and rank only (they once fell through to comparing the plays and raised).
    v = view("55589", seat=1, landlord=0, cards_left=(10, 5, 17),
             previous="3334:trio_single:3", previous_seat=0)
    reason = _reasons(v)["None"]
    assert reason[0] in {"hint.holds_back", "hint.too_costly"}
    render(*reason, "zh")


def test_the_win_figure_says_it_assumes_good_play_at_every_seat() -> None:
    """Play-test: a hint's 胜率约100% came before a hand the player's weaker partner lost.
    The figure is the share of sampled deals won with good play all round, and says so."""
    shown = Hint(None, "hint.cannot_beat", win=0.81)
    assert shown.text("zh").endswith("各家都打好时胜率约81%")
    assert shown.text("en").endswith("wins about 81% of deals if every seat plays well")


def test_a_play_that_leaves_as_many_plays_says_they_are_no_fewer() -> None:
    """'出完还要9手，现在也才9手' read as if the play made things worse when it left the
    same number of plays; the words now hold for equal counts too."""
    for key in ("hint.lead_breaks", "hint.beat_breaks"):
        zh = message(key, "zh", cards="7", turns="9", before="9")
        assert "不比现在的9手少" in zh and "也才" not in zh
        assert "no fewer than the 9 now" in message(key, "en", cards="7", turns="9", before="9")


def test_a_pair_or_three_of_a_rank_is_named_not_spelled_rank_by_rank() -> None:
    """Play-test: '用7 7管上' read like two plays.  Pairs and threes are named, in both
    languages; a straight and a bomb stay rank by rank."""
    assert message("hint.cheapest_beat", "zh", cards="77") == "一对7是不拆牌、刚好管上的最小出法"
    assert message("hint.beat_high", "en", cards="AA", turns="2").startswith(
        "beats it high with a pair of aces")
    assert message("hint.holds_back", "en", cards="TTT") == (
        "lets it go: beating it would spend three 10s, worth more later")
    assert message("hint.bomb_wins", "zh", cards="5555") == "炸弹5 5 5 5夺回出牌权，剩下的牌能走完"
    assert "3 4 5 6 7" in message("hint.lead_long", "en", count="5", cards="34567", turns="2")
