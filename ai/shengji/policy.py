"""Choosing a lead or a follow: every option weighed by points, odds and what it costs.

An option's worth, from this seat's side, is

    (2p − 1) · T  +  p · tempo  +  抠底 stake  −  cost · (1 − d · p_mine)

where p is the chance the trick ends with this side (:mod:`ai.shengji.odds`),
T the points in the trick (those already down, this play's, and a share of
what the later seats will add), the stake is the kitty's expected points times
the multiplier when this is the last trick (the catchers gain it, the dealer's
side stops it), and the cost is what the hand loses (:mod:`ai.shengji.values`),
discounted when the play itself is likely to win — a master card spent on a
won trick is not lost.  Point cards go to a partner's likely winner because
they raise T while p is high, and never to the opponents' for the same reason.

Leads add their strategy: pulling trumps when this seat is long in them and
its side deals, leading pairs and tractors that win (they strip pairs from the
others), and throws, which cash several winners in one trick.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ai.shengji.counting import ducked
from ai.shengji.lead_model import model_pick
from ai.shengji.odds import TrickOdds
from ai.shengji.options import Option, follow_options, lead_options, suit_cards
from ai.shengji.position import Position, Sides
from ai.shengji.throws import safe_throw, unbeatable_parts
from ai.shengji.values import Valuer
from game.cards import Card
from game.shengji.cards import card_points, points
from game.shengji.modes import SCORE_LEVEL_TABLE
from game.shengji.scoring import kitty_multiplier
from game.shengji.shapes import holding, read
from game.shengji.trump import TRUMP

TEMPO = 1.5  # winning a trick gives the next lead
WIN_DISCOUNT = 0.7  # a plain winner spent on a won trick has done its job …
TRUMP_WIN_DISCOUNT = 0.25  # … a trump could have taken a richer trick later
LATER_SHARE = 0.35  # of the point density the later seats add per card
KITTY_GUESS = 0.6  # a dealer buries fewer points than chance would
PULL_BONUS = 1.2  # per opponent who may still hold trumps
PULL_LENGTH = 0.34  # pull when holding this share of the trumps still out (mine included)
SHAPE_BONUS = 1.0  # per pair in a lead that is likely to win
THROW_BONUS = 1.5  # per component beyond the first in a throw that stands
FAIL_COST = 6.0  # a failed throw shows cards and gives up the tempo
DECK_POINTS = 100  # the points in one deck (5s, 10s and kings)
STAKES_SPREAD = 10.0  # the least width (points) of the stakes' bell


@dataclass(frozen=True)
class Skill:
    """What a level knows and does."""

    counting: bool = True  # 记牌: cards out, voids, pairs gone
    cooperation: bool = True  # play for the side: feed the partner, never overtake him
    throw_risk: float = 0.0  # the failure chance a throw may carry (0: proven safe only)
    slip: float = 0.0  # the chance of a careless play among the options
    pull_trumps: bool = True
    # How much of a plain card's worth a lead that wins the trick gets back: a master
    # cashed is not lost, but an expert keeps masters for later (entries, catching points).
    lead_discount: float = WIN_DISCOUNT
    shape_bonus: float = SHAPE_BONUS
    later_share: float = LATER_SHARE
    pull_bonus: float = PULL_BONUS
    trump_discount: float = TRUMP_WIN_DISCOUNT  # of a winning trump play's cost
    tempo: float = TEMPO  # what winning the trick (the next lead) is worth
    partner_ruffs: bool = False  # a partner's ruff stands unless over-trumped (odds.py)
    # Issue 33's further uses of the count, each measured on the hard level and left off
    # (none gained beyond the noise of 1,000-2,000 paired deals; ai/RESULTS.md, "the hard
    # level"), kept so the expert can be measured with them.
    # The points the later seats add, from the count of the led suit's points still out:
    # a seat that must follow a suit rich in hidden 10s and Ks drops more than the average.
    suit_points: bool = False
    # Plain high cards lose worth as their suit runs out in the others' hands (values.py):
    # a master is cashed before the opponents can ruff it (0: off).
    master_decay: int = 0
    # Trick odds from shares fitted to the counted voids (odds.fitted_shares): a seat out
    # of some suits is likelier to hold the cards of the others.
    fitted_shares: bool = False
    # Points weigh more while the hand's verdict is open and near (the catchers' points
    # taken against the turnover, and the points still out, counted): 1 + stakes at the
    # closest (0: off).
    stakes: float = 0.0
    # Of a later opponent's chance to beat the standing play, the part that still beats a
    # partner's rescue (odds.TrickOdds): a low lead the partner covers is not lost to the
    # last seat's beating the lead card itself (1: as before).
    rescue_beaten: float = 1.0
    # Read a last seat that let a rich trick go to the other side as holding no higher
    # single of the suit (counting.ducked), in the trick odds.
    duck_reads: bool = False
    # The trick odds' void chance as (1 - share) ** (hidden × void_spread): below 1 a seat
    # is more often out of a suit than independent cards give (1: as before).
    void_spread: float = 1.0
    # What the hand keeps is worth the points it can still win: a play's cost is scaled by
    # the share of the deck's points not yet won (counted), down to this floor (0: off).
    cost_floor: float = 0.0
    # The catchers draw trumps too when long in them against the count of trumps out.
    catcher_pulls: bool = False
    # The learned lead model (lead_model.py) re-ranks this many of the best leads (0: off);
    # the policy's choice stands unless the model prefers another by lead_model_margin.  Off
    # at every level: on hard it won 0.492-0.501 against hard over 1,000 deals (ai/RESULTS.md,
    # issue 33, "What each of the policy's plays is worth").
    lead_model: int = 0
    lead_model_margin: float = 0.0


def closeness(pos: Position) -> float:
    """How near the hand's verdict hangs on the points still to be won, 0 to 1.

    The catchers turn the hand over at ``turnover_steps`` bands; the points not yet won
    are the count's hidden points, this hand's and the trick's in play.  0 when the verdict
    is already settled either way (or the scorer is not the level table); otherwise 1 when
    the catchers need half of what is still out, falling off as a bell either side."""
    rules = pos.rules
    if rules.scorer != SCORE_LEVEL_TABLE or not pos.points_taken:
        return 0.0
    catchers = sum(p for seat, p in enumerate(pos.points_taken) if not pos.on_dealer_side(seat))
    need = rules.level_step * rules.turnover_steps - catchers
    out = points_out(pos)
    if need <= 0 or need > out:
        return 0.0
    spread = max(STAKES_SPREAD, 0.3 * out)
    return math.exp(-0.5 * ((need - 0.5 * out) / spread) ** 2)


def points_out(pos: Position) -> int:
    """The points not yet won: the count's hidden ones, this hand's and the trick's in play."""
    trick = pos.tricks[-1] if pos.tricks and len(pos.tricks[-1]) < pos.seats else ()
    return (sum(card_points(c) for c in pos.count.hidden) + points(pos.hand)
            + sum(points(cards) for _, cards in trick))


def points_left_share(pos: Position, floor: float) -> float:
    """The share of the deck's points not yet won (:func:`points_out`), at least ``floor``:
    late in a hand with few points out, keeping cards is worth little against the trick's
    points."""
    return max(floor, min(1.0, points_out(pos) / (DECK_POINTS * pos.rules.decks)))


def ducked_caps(pos: Position) -> dict[tuple[int, str], int]:
    """counting.ducked of the position's finished tricks (nothing without counting)."""
    if not pos.counting:
        return {}
    done = [t for t in pos.tricks if len(t) == pos.seats]
    return ducked(done, pos.order, pos.trump, pos.rules)


def selfish(sides: Sides) -> Sides:
    """The sides of a player who plays for himself alone (the beginner)."""
    everyone = frozenset(range(sides.seats)) - {sides.me}
    return replace(sides, partners=frozenset(), opponents=everyone)


class Judge:
    """Weighs options for one position."""

    def __init__(self, pos: Position, skill: Skill) -> None:
        self.pos = pos
        self.skill = skill
        self.valuer = Valuer(pos.order, pos.count, len(pos.hand), skill.master_decay)
        hidden = pos.count.hidden
        self.density = sum(card_points(c) for c in hidden) / len(hidden) if hidden else 0.0
        self.catcher = not pos.sides.dealer_side
        self.risks: dict[Option, float] = {}  # a risky throw's chance to fail
        self._densities: dict[str, float] = {}
        self.caps = ducked_caps(pos) if skill.duck_reads else {}
        self.cost_scale = points_left_share(pos, skill.cost_floor) if skill.cost_floor else 1.0
        self.weight = 1.0 + skill.stakes * closeness(pos) if skill.stakes else 1.0

    # ----- the pieces of an option's worth -------------------------------------------------

    def kitty_points(self) -> float:
        pos = self.pos
        if pos.kitty is not None:
            return float(points(pos.kitty))
        return self.density * pos.rules.kitty_size * KITTY_GUESS

    def stake(self, lead: Option, p: float) -> float:
        """The kitty bonus at stake in the last trick, from this seat's side."""
        pos = self.pos
        units = read(list(lead), pos.order).units
        factor = kitty_multiplier(max(u.size for u in units), len(lead),
                                  pos.rules.kitty_multiplier)
        bonus = self.kitty_points() * factor
        return p * bonus if self.catcher else -(1.0 - p) * bonus

    def worth(self, p: float, trick_points: float, option: Option, mine: bool,
              lead: Option, last: bool) -> float:
        value = (2.0 * p - 1.0) * trick_points * self.weight + p * self.skill.tempo
        if last:
            value += self.stake(lead, p)
        cost = self.valuer.cost(self.pos.hand, option) * self.cost_scale
        if not mine:
            return value - cost
        return value - cost * (1.0 - self.discount(option, self.pos.leading) * p)

    def discount(self, option: Option, leading: bool) -> float:
        """The share of a winning play's cost taken back (its cards did their job)."""
        if any(self.pos.order.is_trump(c) for c in option):
            return self.skill.trump_discount
        return self.skill.lead_discount if leading else WIN_DISCOUNT

    def later_points(self, suit: str, size: int, seats: list[int]) -> float:
        """The points the seats still to play are expected to add to a trick of ``size``
        cards of ``suit``: a share of the hidden point density per card, the led suit's own
        density for a seat that must follow it (``suit_points``), the average otherwise."""
        if not self.skill.suit_points:
            return self.skill.later_share * self.density * size * len(seats)
        density = self.suit_density(suit)
        count = self.pos.count
        each = sum(self.density if count.is_void(s, suit) else density for s in seats)
        return self.skill.later_share * size * each

    def suit_density(self, suit: str) -> float:
        """Points per hidden card of ``suit`` (the average density if none is hidden)."""
        found = self._densities.get(suit)
        if found is None:
            hidden = self.pos.count.hidden_in(suit)
            found = sum(card_points(c) for c in hidden) / len(hidden) if hidden else self.density
            self._densities[suit] = found
        return found

    def odds(self, lead: Sequence[Card]) -> TrickOdds:
        """The trick odds of ``lead`` read as this skill reads them."""
        skill = self.skill
        return TrickOdds(self.pos, lead, ruffs_stand=skill.partner_ruffs,
                         fitted=skill.fitted_shares, rescue_beaten=skill.rescue_beaten,
                         caps=self.caps, void_spread=skill.void_spread)

    # ----- follows ----------------------------------------------------------------------------

    def follow(self, options: list[Option]) -> list[tuple[float, Option]]:
        pos = self.pos
        odds = self.odds(pos.lead)
        down = sum(points(c) for _, c in pos.current)
        later = self.later_points(odds.suit, len(pos.lead), pos.later)
        scored = []
        for option in options:
            plays = (*pos.current, (pos.seat, option))
            p, standing = odds.outcome(plays)
            total = down + points(option) + later
            value = self.worth(p, total, option, standing == pos.seat, pos.lead, pos.last_trick)
            scored.append((value, option))
        return scored

    # ----- leads ------------------------------------------------------------------------------

    def lead(self, options: list[Option]) -> list[tuple[float, Option]]:
        pos = self.pos
        scored = []
        pulling = self.pulling_opponents()
        for option in options:
            odds = self.odds(option)
            p = odds.friendly_chance(((pos.seat, option),))
            others = [s for s in range(pos.seats) if s != pos.seat]
            later = self.later_points(odds.suit, len(option), others)
            total = points(option) + later
            last = len(option) == len(pos.hand)
            value = self.worth(p, total, option, True, option, last)
            value += self.strategy(odds, option, p, pulling)
            fail = self.risks.get(option, 0.0)
            scored.append(((1.0 - fail) * value - fail * FAIL_COST, option))
        return scored

    def ranked_leads(self, options: list[Option]) -> list[tuple[float, Option]]:
        """Every lead weighed, best first; with the learned lead model, its pick first."""
        ranked = sorted(self.lead(options), key=lambda s: -s[0])
        skill = self.skill
        if not skill.lead_model or len(ranked) < 2:
            return ranked
        best = model_pick(self.pos, self.odds, self.valuer, ranked, skill.lead_model,
                          skill.lead_model_margin)
        return [ranked[best], *ranked[:best], *ranked[best + 1:]]

    def strategy(self, odds: TrickOdds, option: Option, p: float, pulling: int) -> float:
        shape = odds.shape
        bonus = 0.0
        if odds.suit == TRUMP and pulling:
            bonus += self.skill.pull_bonus * pulling
        pairs = sum(u.length for u in shape.units if u.width >= 2)
        bonus += self.skill.shape_bonus * pairs * p
        if shape.is_throw:
            bonus += THROW_BONUS * (len(shape.parts) - 1) * p
        return bonus

    def pulling_opponents(self) -> int:
        """Opponents who may still hold trumps, when this seat should draw them; else 0."""
        pos = self.pos
        if not self.skill.pull_trumps or (self.catcher and not self.skill.catcher_pulls):
            return 0
        mine = sum(1 for c in pos.hand if pos.order.is_trump(c))
        out = len(pos.count.hidden_in(TRUMP))
        if mine < 3 or mine < PULL_LENGTH * (mine + out):
            return 0
        return sum(1 for s in pos.sides.opponents if not pos.count.is_void(s, TRUMP))

    def throws(self) -> list[Option]:
        """Proven-safe throws, one per suit; with a risk allowance, one riskier per suit."""
        pos = self.pos
        out: list[Option] = []
        for suit, cards in suit_cards(pos).items():
            safe = safe_throw(pos, cards)
            if safe is not None:
                out.append(tuple(safe))
            if self.skill.throw_risk > 0.0:
                risky = self._risky_throw(suit, cards)
                if risky is not None:
                    out.append(risky)
        return out

    def _risky_throw(self, suit: str, cards: list[Card]) -> Option | None:
        """The unbeatable components with the strongest other one, if it is rarely beaten."""
        pos = self.pos
        h = holding(cards, suit, pos.order)
        parts = list(read(h, pos.order).parts)
        safe = unbeatable_parts(pos, parts, suit)
        rest = [p for p in parts if p not in safe]
        if not safe or not rest:
            return None
        extra = max(rest, key=lambda part: (part.unit.size, part.top))
        odds = TrickOdds(pos, h.cards_of([extra]))
        others = [(pos.seat + i) % pos.seats for i in range(1, pos.seats)]
        stands = 1.0
        for seat in others:
            stands *= 1.0 - odds.chance_of_any(seat, suit, extra.unit, extra.top)
        if 1.0 - stands > self.skill.throw_risk:
            return None
        throw = tuple(h.cards_of([*safe, extra]))
        self.risks[throw] = 1.0 - stands
        return throw


def choose_play(pos: Position, skill: Skill, rng: random.Random) -> list[Card]:
    """The lead or follow this level makes in this position."""
    if not skill.cooperation:
        pos = replace(pos, sides=selfish(pos.sides))
    judge = Judge(pos, skill)
    options = lead_options(pos, judge.throws()) if pos.leading else follow_options(pos,
                                                                                   judge.valuer)
    if skill.slip and rng.random() < skill.slip:
        return list(rng.choice(options))
    if len(options) == 1:
        return list(options[0])  # nothing to weigh (a forced follow, often)
    if pos.leading:
        return list(judge.ranked_leads(options)[0][1])
    best = max(judge.follow(options), key=lambda s: s[0])
    return list(best[1])


def judged_plays(pos: Position, skill: Skill) -> tuple[Judge, list[tuple[float, Option]]]:
    """The judge of this position and every weighed option, best first (for the search)."""
    if not skill.cooperation:
        pos = replace(pos, sides=selfish(pos.sides))
    judge = Judge(pos, skill)
    if pos.leading:
        return judge, judge.ranked_leads(lead_options(pos, judge.throws()))
    scored = judge.follow(follow_options(pos, judge.valuer))
    return judge, sorted(scored, key=lambda s: -s[0])

