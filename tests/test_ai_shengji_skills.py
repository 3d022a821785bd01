"""The Tractor expert's skills of issue 33, each in a named position that the level before
gets wrong (the hard level, or the expert without the skill), with the reason in the
docstring.  Figures for each skill are in ai/RESULTS.md (issue 33)."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

from ai.shengji.inference import likely_deal
from ai.shengji.players import LEVELS
from ai.shengji.policy import Skill, choose_play
from ai.shengji.position import Position
from ai.shengji.search import sample_deal
from game.shengji.cards import format_hand
from tests.test_ai_shengji_play import cards, position, trick


def choice(pos: Position, skill: Skill) -> str:
    return format_hand(choose_play(pos, skill, random.Random(1)))


def test_sampled_deals_give_no_pair_to_a_seat_that_showed_it_had_none() -> None:
    """Counting feeds the search: seat 1 answered a heart pair with two odd hearts, so it
    holds no heart pair; the expert's samples must not deal it one (the hard level's count
    knew it, but the samples the search plays on did not)."""
    earlier = (trick((0, "H:AA"), (1, "H:34"), (2, "H:55"), (3, "H:66")),)
    pos = position("S:AK H:KQ C:98765432 D:9876543", earlier=earlier)
    assert "H" in pos.count.pairless.get(1, set())
    expert = LEVELS["expert"].search
    assert expert is not None and expert.pair_samples
    rng = random.Random(7)

    def heart_pairs(pairs: bool) -> int:
        found = 0
        for _ in range(40):
            hands, _ = sample_deal(pos, rng, pairs)
            hearts = [pos.order.face(c) for c in hands[1] if pos.order.suit_of(c) == "H"]
            found += len(hearts) != len(set(hearts))
        return found

    assert heart_pairs(expert.pair_samples) == 0
    assert heart_pairs(replace(expert, pair_samples=False).pair_samples) > 0


def test_a_point_card_is_led_into_the_partners_void() -> None:
    """Partnership: seat 2 (the partner) showed out of hearts, the opponents did not, so a
    heart led from seat 0 is trumped by the partner and followed by both opponents; a
    heart point card (the 5) led there is the expert's lead.  The hard level counted every
    later opponent as beating the lead by following higher, as if the partner's ruff did
    not stand, and cashed its spade ace instead."""
    earlier = (trick((1, "H:4"), (2, "C:3"), (3, "H:6"), (0, "H:7")),)
    pos = position("S:AK96 H:K953 C:8765 D:94", earlier=earlier, seat=0, dealer=1)
    assert pos.count.is_void(2, "H") and not pos.count.is_void(1, "H")
    assert choice(pos, LEVELS["expert"].skill) in ("H:5", "H:K")
    assert choice(pos, replace(LEVELS["hard"].skill, partner_ruffs=False)) == "S:A"


def test_inference_would_keep_the_deal_where_a_low_follow_under_the_partners_ace_was_all_it_had(
) -> None:
    """Counting reads intent: seat 1 played the spade 4 last, under its partner's winning
    spade ace, where the policy feeds a point card.  Of two sampled deals, one giving seat 1
    the spade K as well and one where the 4 was its only spade, the expert's inference keeps
    the second (the policy, holding the K, would have fed it); one draw keeps the first.
    The option (``SearchBudget.inference_draws``) is off at every level: it showed no gain
    against hard for 2.3 times the CPU (ai/RESULTS.md, issue 33)."""
    earlier = (trick((2, "S:6"), (3, "S:A"), (0, "S:3"), (1, "S:4")),)
    pos = position("S:QJ9 H:AKQJT9 C:AKQJT9 D:AK9", earlier=earlier)
    hands, kitty = sample_deal(pos, random.Random(5))
    order = pos.order
    face = order.face(cards("S:K")[0])
    king = next(c for h in hands.values() for c in h if order.face(c) == face)
    holder = next(s for s, h in hands.items() if king in h)
    with_king = {s: list(h) for s, h in hands.items()}
    if holder != 1:
        swap = next(c for c in with_king[1] if order.suit_of(c) != "S")
        with_king[holder][with_king[holder].index(king)] = swap
        with_king[1][with_king[1].index(swap)] = king
    spades = [c for c in with_king[1] if order.suit_of(c) == "S"]
    others = [c for c in with_king[2] if order.suit_of(c) not in ("S", "T")]
    without = {s: list(h) for s, h in with_king.items()}
    without[1] = [c for c in with_king[1] if c not in spades] + others[: len(spades)]
    without[2] = [c for c in with_king[2] if c not in others[: len(spades)]] + spades
    deals = [(with_king, kitty), (without, kitty)]

    def keep(draws: int) -> int:
        drawn = itertools.cycle(deals)
        chosen = likely_deal(pos, draws, lambda: next(drawn),
                             lambda then: choose_play(then, LEVELS["hard"].skill,
                                                      random.Random(0)))
        return deals.index(chosen)

    assert keep(3) == 1
    assert keep(1) == 0


def test_the_hard_level_leads_into_the_partners_void_too() -> None:
    """Partnership, 记牌 of the partner's void (issue 33, the hard level): the position of
    the expert's test above, where only the count tells that the partner is out of hearts
    and the opponents are not.  The hard level now keeps a partner's ruff apart in its trick
    odds (``partner_ruffs``) and leads a heart for the partner to trump; the hard level
    before cashed its spade ace (as the normal level, which counts nothing, still does)."""
    earlier = (trick((1, "H:4"), (2, "C:3"), (3, "H:6"), (0, "H:7")),)
    pos = position("S:AK96 H:K953 C:8765 D:94", earlier=earlier, seat=0, dealer=1)
    assert LEVELS["hard"].skill.partner_ruffs
    assert choice(pos, LEVELS["hard"].skill) in ("H:5", "H:K")
    assert choice(pos, replace(LEVELS["hard"].skill, partner_ruffs=False)) == "S:A"
