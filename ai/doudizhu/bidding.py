"""Hand strength for bidding (叫分, 叫地主/抢地主), showing (明牌) and doubling (加倍).

A player judges a fresh hand by its 牌点 (big joker 4, small joker 3, each 2
two points, each A one point), its bombs, and its shape: how few plays it needs
once decomposed.  Seven 牌点 with a clean hand is a bid; the same points spread
over a scattered hand of many small singles is not.  Risk sense adjusts the
bar: a bid already on the table means someone else is strong, and speaking
last with nobody bidding lets a marginal hand open cheaply, and the kitty cards
are worth more to a hand that holds few of the 牌点 cards itself.  The deck's
points, the hand and kitty sizes come from the mode's table.

The bars are calibrated in duplicate arena play with bidding (ai/RESULTS.md):
2.5 points lower than the first guesses, with each play beyond six costing 1.5
(was 1.2 beyond seven) so that a scattered hand still does not bid.  Against
the first bars this gains about +0.3 points a game in both rulesets, and the
first speaker bids on 37% of its hands instead of 24%.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ai.doudizhu.decompose import BOMB_WIDTH, Decomposer
from ai.doudizhu.ranks import deck_counts
from ai.doudizhu.shapes import PlanShapes
from game.cards import BIG_JOKER, SMALL_JOKER, TWO
from game.doudizhu.ruleset import CLASSIC_TABLE, DoudizhuRules
from game.doudizhu.view import SeatView
from game.rules import Table

ACE = TWO - 1
CLEAN_TURNS = 6  # a hand that goes out in this many plays or fewer is clean
TURN_PRICE = 1.5  # what each play beyond that costs the hand's score


def card_points(counts: list[int] | tuple[int, ...]) -> int:
    """牌点: big joker 4, small joker 3, each 2 two, each A one."""
    return 4 * counts[BIG_JOKER] + 3 * counts[SMALL_JOKER] + 2 * counts[TWO] + counts[ACE]


def average_kitty_hope(table: Table) -> float:
    """The 牌点 an average hand expects from the kitty: its share of the points not held."""
    deck_points = card_points(deck_counts(table.decks))
    unseen = table.deck_size - table.hand_size
    return table.kitty_size * (deck_points - deck_points * table.hand_size / table.deck_size) \
        / unseen


AVERAGE_KITTY_HOPE = average_kitty_hope(CLASSIC_TABLE)


@dataclass(frozen=True)
class HandStrength:
    """The parts of a bidding judgement, kept apart so hints and tests can show them."""

    points: int
    bombs: int
    rocket: bool
    turns: int
    weak_singles: int
    kitty_hope: float = AVERAGE_KITTY_HOPE
    average_hope: float = AVERAGE_KITTY_HOPE
    wild_value: float = 0.0  # 癞子: what the wilds add, against an average hand (ai.doudizhu.wilds)

    @property
    def score(self) -> float:
        """One number: 牌点 plus bombs, minus a price for every play beyond a clean six.

        What the kitty may bring counts relative to an average hand: holding few of
        the 牌点 cards leaves more of them for the kitty cards.
        """
        value = self.points + 3.0 * self.bombs + (1.0 if self.rocket else 0.0)
        value -= TURN_PRICE * max(0, self.turns - CLEAN_TURNS)
        value -= 0.5 * max(0, self.weak_singles - 2)
        return value + self.kitty_hope - self.average_hope + self.wild_value


def hand_strength(
    counts: list[int], decomposer: Decomposer, table: Table = CLASSIC_TABLE
) -> HandStrength:
    """Judge a hand on ``table`` (the mode's; its decks, hand and kitty sizes)."""
    plan = decomposer.plan(counts)
    weak = sum(1 for p in plan.plays if p.kind == "single" and p.rank < 8)
    bombs, rocket = bombs_and_rocket(counts, decomposer.shapes)
    points = card_points(counts)
    held = sum(counts)
    unseen = max(1, table.deck_size - held)
    deck_points = card_points(deck_counts(table.decks))
    hope = table.kitty_size * (deck_points - points) / unseen if held <= table.hand_size else 0.0
    return HandStrength(points, bombs, rocket, plan.turns, weak, hope,
                        average_kitty_hope(table))


def bombs_and_rocket(counts: list[int], shapes: PlanShapes | None) -> tuple[int, bool]:
    """The hand's bombs and whether it holds the mode's top joker bomb, as the mode reads them.

    Classic (``shapes`` ``None``): every four of a rank is a bomb, B+R the rocket.  A
    two-deck mode's shapes say where bombs start (帝主's four is an ordinary play: five
    cards), that a rank is one bomb however long, which joker groups bomb (五人's ``BB``
    or ``RR``), and that the top bomb takes all four jokers.
    """
    if shapes is None:
        return (sum(counts[r] // BOMB_WIDTH for r in range(TWO + 1)),
                bool(counts[SMALL_JOKER] and counts[BIG_JOKER]))
    bombs = sum(1 for r in range(TWO + 1) if counts[r] >= shapes.min_bomb)
    joker_plays = shapes.jokers(counts[SMALL_JOKER], counts[BIG_JOKER])[0]
    top = max(shapes.joker_levels.values(), key=lambda kind_level: kind_level[1])[0]
    rocket = any(p.kind == top for p in joker_plays)
    bombs += sum(1 for p in joker_plays if p.is_bomb and p.kind != top)
    return bombs, rocket


@dataclass(frozen=True)
class Temper:
    """A level's appetite for risk: added to the hand score before the thresholds."""

    boldness: float = 0.0


def current_high_bid(view: SeatView) -> int:
    high = 0
    for _, text in view.bids:
        word, _, rest = text.partition(" ")
        if word == "bid" and rest.isdigit():
            high = max(high, int(rest))
    return high


@dataclass(frozen=True)
class BidBars:
    """One mode's bars on the hand score: bid 1/2/3, call, rob and show (明牌 / 亮牌).

    The classic bars were calibrated in classic and happy; each mode whose table changes
    what a score is worth (hand and kitty sizes, seats, stakes) has its own, set from
    ``bench.bidding_calibration`` (what hands of each score win as landlord, as farmer,
    shown) and checked in the arena against the classic bars (ai/RESULTS.md).
    ``show_turns``: a show also needs a plan of this many plays or fewer.
    """

    one: float = 4.5
    two: float = 6.5
    three: float = 9.0
    call: float = 4.5
    rob: float = 7.0
    show: float = 12.5
    show_turns: int = 5


CLASSIC_BARS = BidBars()
# 四人 (ai/RESULTS.md, 700 deals of bench.bidding_calibration): taking the role gains
# nothing over farming with a score of 4-12 and more from 12 up (+0.3 at 12-14, +0.75 at
# 14-16 a unit of base), so a 3 (or 必打's 3, or accepting the flipped role) waits for 12;
# 亮牌 (×3) gains from a score of 14 with the kitty in hand (+0.7 at 14-16, +1.3 at 16-18,
# losing below 12), whatever the number of plays (a 33-card hand's score prices them).
_FOUR = BidBars(one=6.0, two=9.5, three=12.0, show=14.0, show_turns=99)
MODE_BARS: dict[str, BidBars] = {  # by mode name, or "name/bidding4" for a bidding4 style
    # 二人: the landlord's 23 cards and the lead are worth +1.4 a hand over farming at
    # every score measured (2,000 hands, even the weakest), so every hand calls.
    "two": BidBars(call=-4.0),
    "four": _FOUR,
    "four/three_or_pass": replace(_FOUR, one=12.0, two=12.0),
    "four/flipped_landlord": replace(_FOUR, call=12.0),
    # 五人: the landlord's side gains over farming at every score (+0.2 to +0.8 a unit of
    # base, 1,500 hands) and its own result is positive from a score of 4: a 3 from 6.
    "five": BidBars(one=2.0, two=4.0, three=6.0),
    # 帝主: the emperor gains over a rebel at every score (+1 to +3 a unit of base, 450
    # hands) and its result is positive from about 8.  With fours no longer counted as
    # bombs the classic bars bid too little (-0.93 +- 0.66 a game against the bidder that
    # counted them); these bars, or bolder ones, play even with it (ai/RESULTS.md).
    "emperor": BidBars(one=2.0, two=4.0, three=6.0),
}


def bars_for(rules: DoudizhuRules) -> BidBars:
    """The bars of ``rules``: its bidding4 style's, its mode's, else the classic ones."""
    return MODE_BARS.get(f"{rules.name}/{rules.bidding4}",
                         MODE_BARS.get(rules.name, CLASSIC_BARS))


def desired_bid(view: SeatView, strength: HandStrength, temper: Temper,
                bars: BidBars | None = None) -> int:
    """叫分: 0 (pass) to 3.  A bid of 7+ 牌点 needs a clean hand; others' bids raise the bar.
    ``bars``: the mode's (:func:`bars_for`) unless given."""
    bars = bars or bars_for(view.rules)
    score = strength.score + temper.boldness
    high = current_high_bid(view)
    if high:
        score -= 1.0  # someone else holds good cards
    if not high and len(view.bids) == view.rules.seats - 1:
        score += 0.5  # last to speak, nobody bid: a cheap open is worth it
    if score >= bars.three:
        want = 3
    elif score >= bars.two:
        want = 2
    elif score >= bars.one:
        want = 1
    else:
        want = 0
    return want if want > high else 0


def wants_call(view: SeatView, strength: HandStrength, temper: Temper,
               bars: BidBars | None = None) -> bool:
    """叫地主: as a bid of 1 (the kitty will help, base is 1)."""
    return strength.score + temper.boldness >= (bars or bars_for(view.rules)).call


def wants_rob(view: SeatView, strength: HandStrength, temper: Temper,
              bars: BidBars | None = None) -> bool:
    """抢地主 doubles the stake, so it takes a clearly strong hand."""
    robs = sum(1 for _, text in view.bids if text == "rob")
    return strength.score + temper.boldness >= (bars or bars_for(view.rules)).rob + 1.0 * robs


def wants_double(view: SeatView, strength: HandStrength, temper: Temper) -> bool:
    """加倍 with a hand that expects to win; the landlord's 20 cards need more."""
    bar = 8.5 if view.landlord == view.seat else 6.0
    return strength.score + temper.boldness >= bar


def wants_show(view: SeatView, strength: HandStrength, temper: Temper,
               bars: BidBars | None = None) -> bool:
    """明牌 (亮牌 in ``four``) only with a hand so strong that showing it costs less than
    the stake it multiplies brings (few plays, big controls)."""
    if not view.hand:
        return False
    bars = bars or bars_for(view.rules)
    return strength.score + temper.boldness >= bars.show and strength.turns <= bars.show_turns
