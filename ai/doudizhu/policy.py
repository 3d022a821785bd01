"""The play policy: plan-based leads and follows, 记牌, cooperation and a bomb policy.

The policy thinks like a solid human player.  It keeps the hand's best plan
(:mod:`ai.doudizhu.decompose`) and measures every candidate play by how much it damages
that plan.  Leading, it sheds its weakest plays and saves the ones nobody can
beat, unless all but one of its plays are unbeatable, in which case it simply
runs them out.  Following, it plays the cheapest reply that keeps the plan,
passes when the price is too high, and bombs only to stop an opponent going
out or when the bomb wins the hand (counting each unbeatable bomb as a lead won
back, :mod:`ai.doudizhu.bombs`).  Farmers do not overtake each other, feed a partner
about to go out when no opponent plays in between, and the farmer before the
landlord tops (顶牌); against a hand of one or two cards (报单/报双) the stopper
is kept, singles are led high and the partner's beatable play is topped.
Who plays next and who is a partner come from the position's seating (the
mode's turn order and sides), never from seat arithmetic.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ai.doudizhu.bombs import lead_order, short_of_control, wins_with_control
from ai.doudizhu.decompose import Decomposer, Plan, play_value, read_mode
from ai.doudizhu.position import Position
from ai.doudizhu.ranks import remove
from ai.doudizhu.wilds import cheapest_bomb, read_wilds
from game.cards import TWO
from game.plays import PAIR, SINGLE, Play

INFINITE = 1e9


@dataclass(frozen=True)
class Style:
    """How well a level plays: which skills it uses and how often it slips."""

    counting: bool = True
    cooperation: bool = True
    # The numbers below were tuned in duplicate self-play (bench.arena_levels:tuned); see
    # ai/RESULTS.md.  Shedding more cards per lead mattered most.
    follow_threshold: float = 1.5
    slip: float = 0.0
    landlord_margin: float = 2.0  # the landlord answers at a higher plan cost
    top_margin: float = 12.0  # the farmer before the landlord tops (顶牌; 5 at the lower levels)
    behind_margin: float = 2.0  # a farmer leaves a trick to the partner behind it
    feed_at: int = 2  # feed a partner holding this many cards or fewer
    length_bonus: float = 2.0  # leading, each card shed is worth this much plan score
    control_keep: float = 8.0  # leading, the price of spending an unbeatable play early
    # The hard and expert levels' own skills (players.without_hard_skills turns them off):
    bomb_control: bool = True  # bombs win lost leads back (ai.doudizhu.bombs); bomb when that wins
    bomb_alarm: int = 4  # an opponent with this many cards keeps the lead unless we bomb
    stop_last: bool = True  # stopping an opponent's last one or two cards (报单/报双)
    stopper_keep: float = 20.0  # leading then, the price of spending an unbeatable single
    feed_past: int = 99  # feed past an opponent only when it holds more cards than this
    threat_slope: float = 2.0  # leading a single into a short hand: its price falls a rank
    opening_cards: int = 18  # the landlord's leads with this many cards or more ...
    opening_length_bonus: float = 0.0  # ... value a card shed at this
    landlord_spend: float = 4.0  # following, the landlord's price of spending an unbeatable play
    partner_top: float = 5.0  # the farmer before the landlord tops a partner's low play ...
    partner_top_rank: int = 5  # ... below an 8 with an 8 or higher, at this plan cost or less,
    partner_high_rank: int = 10  # ... and a single from 8 to Q with a K or higher
    partner_top_cap: int = TWO  # ... never with a 2 or a joker: they are control
    behind_single_only: bool = True  # leave only singles to the partner behind us ...
    behind_press: float = 6.0  # ... and beat a pair, trio or longer play at this more cost


class Policy:
    """Chooses a play (or a pass) for a :class:`Position`."""

    def __init__(self, style: Style, rng: random.Random, decomposer: Decomposer | None = None):
        self.style = style
        self.rng = rng
        self.decomposer = decomposer or Decomposer()

    def choose(self, pos: Position) -> Play | None:
        read_wilds(self.decomposer, pos.seating.wild)
        read_mode(self.decomposer, pos.rules.pattern_set)
        legal = pos.legal()
        if not legal:
            return None
        total = sum(pos.hand)
        for play in legal:
            if len(play) == total:
                return play
        if self.style.slip and self.rng.random() < self.style.slip:
            return self._slip(pos, legal)
        if pos.previous is None:
            return self.lead(pos)
        return self.follow(pos, legal)

    # --- knowledge helpers -------------------------------------------------

    def is_safe(self, pos: Position, play: Play) -> bool:
        """Nobody against us can beat ``play`` any more (记牌); without counting, the obvious."""
        if self.style.counting:
            return not pos.knowledge.can_be_beaten(play)
        return play.kind == "rocket" or (play.kind == SINGLE and play.key == "R")

    def unsafe_plays(self, pos: Position, plan: Plan) -> list[Play]:
        return [p for p in plan.plays if not self.is_safe(pos, p)]

    def wins_from(self, pos: Position, hand: list[int]) -> bool:
        """With the lead and this hand, can we run our unbeatable plays and go out?"""
        plan = self.decomposer.plan(hand)
        unsafe = self.unsafe_plays(pos, plan)
        if len(unsafe) <= 1 or not self.style.bomb_control:
            return len(unsafe) <= 1
        safe = [p for p in plan.plays if p not in unsafe]
        return wins_with_control(safe, unsafe, self.opponents_left(pos))

    def opponents_left(self, pos: Position) -> list[int]:
        """How many cards each opponent still holds."""
        return [pos.cards_left[s] for s in pos.knowledge.opponents()]

    def threats(self, pos: Position) -> list[int]:
        """Opponents close to going out."""
        return [s for s in pos.knowledge.opponents() if pos.cards_left[s] <= 2]

    # --- leading -----------------------------------------------------------

    def lead(self, pos: Position) -> Play:
        plan = self.decomposer.plan(pos.hand)
        if plan.turns == 1:
            return plan.plays[0]
        unsafe = self.unsafe_plays(pos, plan)
        safe = [p for p in plan.plays if p not in unsafe]
        if len(unsafe) <= 1 and safe:
            return min(safe, key=lambda p: (p.is_bomb, play_value(p)))
        if self.style.bomb_control and wins_with_control(safe, unsafe, self.opponents_left(pos)):
            return lead_order(unsafe, self.opponents_left(pos))  # the bombs win each lead back
        if self.style.cooperation and not pos.is_landlord:
            feed = self.feeding_play(pos)
            if feed is not None:
                return feed
        candidates = self._lead_candidates(pos, plan)
        return min(candidates, key=lambda p: self._lead_cost(pos, plan, p, len(unsafe)))

    def _lead_candidates(self, pos: Position, plan: Plan) -> list[Play]:
        plays = [p for p in plan.plays if not p.is_bomb]
        if self.threats(pos):
            extra = [p for p in pos.legal() if p.kind in (SINGLE, PAIR)]
            plays += [p for p in extra if p not in plays]
        return plays or list(plan.plays)

    def _lead_cost(self, pos: Position, plan: Plan, play: Play, unsafe: int) -> float:
        cost = plan.score - self.decomposer.score(remove(pos.hand, play))
        cost -= self._length_bonus(pos) * len(play)
        safe = self.is_safe(pos, play)
        if safe and unsafe > 1:
            cost += self.style.control_keep  # keep control plays to win the lead back later
            if self.style.stop_last and play.kind in (SINGLE, PAIR) and self.threats(pos):
                cost += self.style.stopper_keep  # the play that stops their last cards
        for s in self.threats(pos):
            left = pos.cards_left[s]
            if not safe and left >= len(play) and self._kind_fits(left, play):
                cost += self._threat_price(play)
        return cost

    def _length_bonus(self, pos: Position) -> float:
        """What each card a lead sheds is worth.  Not on the landlord's opening leads: with
        18 or more cards it leads its weakest play, keeping the long ones (a straight, a
        plane) for when the farmers can no longer beat them (ai/RESULTS.md, "the policy
        learns from the expert's overrides")."""
        if pos.is_landlord and sum(pos.hand) >= self.style.opening_cards:
            return self.style.opening_length_bonus
        return self.style.length_bonus

    def _threat_price(self, play: Play) -> float:
        """Leading a play a short hand may go out on: if forced, lead high.  A single goes to
        any higher card (a two-card hand tops it, then leads its last), so its price falls
        faster with its rank than a pair's (measured: ai/RESULTS.md, "farmers and bombs")."""
        slope = self.style.threat_slope if play.kind == SINGLE else 1.0
        return 40.0 - slope * play.rank

    @staticmethod
    def _kind_fits(left: int, play: Play) -> bool:
        """Could a seat with ``left`` cards answer ``play`` with its last cards?"""
        return len(play) == left or (left == 2 and play.kind == SINGLE)

    def feeding_play(self, pos: Position) -> Play | None:
        """Farmer: partner about to go out, so hand it a play it can beat (送牌)."""
        partner = pos.knowledge.partner()
        if partner is None or pos.cards_left[partner] > self.style.feed_at:
            return None
        following = pos.next_seat()
        if (self.style.stop_last and not pos.is_ours(following)
                and pos.cards_left[following] <= self.style.feed_past):
            return None  # the opponent in between plays first: it tops the fed card
        want = SINGLE if pos.cards_left[partner] == 1 else PAIR
        plays = [p for p in pos.legal() if p.kind == want]
        if not plays and want == PAIR:
            plays = [p for p in pos.legal() if p.kind == SINGLE]
        return min(plays, key=lambda p: p.rank) if plays else None

    # --- following ---------------------------------------------------------

    def follow(self, pos: Position, legal: list[Play]) -> Play | None:
        prev, prev_seat = pos.previous, pos.previous_seat
        assert prev is not None and prev_seat is not None
        base = self.decomposer.score(pos.hand)
        options = [(base - self.decomposer.score(remove(pos.hand, p)), p) for p in legal]
        winners = [(c, p) for c, p in options
                   if self.is_safe(pos, p) and self.wins_from(pos, remove(pos.hand, p))]
        if winners:
            return min(winners, key=lambda o: (o[1].is_bomb, o[0]))[1]
        if pos.teammates(pos.seat, prev_seat) and self.style.cooperation:
            return self._over_partner(pos, options)
        return self._against(pos, options)

    def _over_partner(self, pos: Position, options: list[tuple[float, Play]]) -> Play | None:
        """Partner holds the trick: pass, unless we top it before an opponent about to go out."""
        following = pos.next_seat()
        prev = pos.previous
        assert prev is not None
        if pos.is_ours(following):
            return None
        if pos.cards_left[following] > 2:
            return self._push_landlord(pos, options, prev)
        if self.is_safe(pos, prev):
            return None
        tops = [(c, p) for c, p in options if not p.is_bomb and self.is_safe(pos, p)]
        if tops:
            return min(tops, key=lambda o: o[0])[1]
        if self.style.stop_last and self._kind_fits(pos.cards_left[following], prev):
            return self._top_highest(pos, options)
        return None

    def _push_landlord(
        self, pos: Position, options: list[tuple[float, Play]], prev: Play
    ) -> Play | None:
        """The partner's low single or pair goes to the landlord next, who beats it cheaply:
        top it with a high one at a small plan cost, so the landlord must pay dearly (顶牌).
        Not with a 2 or a joker: those win the lead back from the landlord later."""
        bar = self._push_bar(prev)
        if bar is None or self.is_safe(pos, prev):
            return None
        tops = [(c, p) for c, p in options
                if not p.is_bomb and bar <= p.rank < self.style.partner_top_cap
                and c <= self.style.partner_top]
        return min(tops, key=lambda o: (o[0], o[1].rank))[1] if tops else None

    def _push_bar(self, prev: Play) -> int | None:
        """The least rank worth topping the partner's ``prev`` with (None: leave it): below
        an 8, an 8 or higher; a single from 8 to Q, a K or higher (ai/RESULTS.md, "the policy
        learns from the expert's overrides")."""
        low, high = self.style.partner_top_rank, self.style.partner_high_rank
        if prev.kind in (SINGLE, PAIR) and prev.rank < low:
            return low
        if prev.kind == SINGLE and prev.rank < high:
            return high
        return None

    def _top_highest(self, pos: Position, options: list[tuple[float, Play]]) -> Play | None:
        """The opponent after us can go out on the partner's play and nothing we hold is
        surely above its cards: the biggest play of the kind leaves it the fewest ways to
        beat it (报单: the biggest single); with none, a bomb when a lead it cannot finish
        on follows."""
        plain = [p for _, p in options if not p.is_bomb]
        if plain:
            return max(plain, key=lambda p: (p.rank, -len(p)))
        bombs = [(c, p) for c, p in options if p.is_bomb]
        if not bombs:
            return None
        bomb = cheapest_bomb(bombs)
        rest = self.decomposer.plan(remove(pos.hand, bomb)).plays
        left = self.opponents_left(pos)
        return bomb if any(not self._fits_any(left, p) for p in rest) else None

    def _fits_any(self, lefts: list[int], play: Play) -> bool:
        return any(self._kind_fits(left, play) for left in lefts)

    def _against(self, pos: Position, options: list[tuple[float, Play]]) -> Play | None:
        prev_seat = pos.previous_seat
        assert prev_seat is not None
        last_chance = self._last_chance(pos)
        danger = pos.cards_left[prev_seat] <= 2 or any(
            pos.cards_left[s] <= 2 for s in pos.knowledge.opponents()
        )
        threshold = self._threshold(pos)
        plain = [(c, p) for c, p in options if not p.is_bomb]
        bombs = [(c, p) for c, p in options if p.is_bomb]
        if danger and (last_chance or pos.cards_left[prev_seat] <= 2):
            return self._block(pos, plain, bombs)
        priced = [(c + self._spend_price(pos, p), p) for c, p in plain]
        fits = [(c, p) for c, p in priced if c <= threshold]
        if fits:
            return min(fits, key=lambda o: o[0])[1]
        if bombs and last_chance and self._bomb_saves(pos, cheapest_bomb(bombs)):
            return cheapest_bomb(bombs)
        return None

    def _spend_price(self, pos: Position, play: Play) -> float:
        """The landlord's unbeatable card wins a lead back later; on a trick nobody is
        about to go out on it is worth more than its plan cost (no B on a farmer's J)."""
        if not pos.is_landlord or not self.is_safe(pos, play):
            return 0.0
        return self.style.landlord_spend

    def _bomb_saves(self, pos: Position, bomb: Play) -> bool:
        """Holding the bomb costs the game: the trick's owner, an opponent with few cards,
        keeps the lead, while the lead the bomb takes leaves us at most one lead short of
        a won hand (ai.doudizhu.bombs)."""
        owner = pos.previous_seat
        if not self.style.bomb_control or owner is None or pos.is_ours(owner):
            return False
        if pos.cards_left[owner] > self.style.bomb_alarm:
            return False
        plan = self.decomposer.plan(remove(pos.hand, bomb))
        unsafe = self.unsafe_plays(pos, plan)
        safe = [p for p in plan.plays if p not in unsafe]
        return short_of_control(safe, unsafe) <= 1

    def _block(
        self, pos: Position, plain: list[tuple[float, Play]], bombs: list[tuple[float, Play]]
    ) -> Play | None:
        """An opponent is about to go out: play high enough that it cannot answer."""
        safe = [(c, p) for c, p in plain if self.is_safe(pos, p)]
        if safe:
            return min(safe, key=lambda o: o[0])[1]
        if plain:
            return max(plain, key=lambda o: (o[1].rank, -o[0]))[1]
        if bombs:
            return cheapest_bomb(bombs)
        return None

    def _last_chance(self, pos: Position) -> bool:
        """True when no partner of ours acts before the trick comes back to its owner."""
        seat = pos.next_seat()
        while seat != pos.previous_seat:
            if pos.teammates(seat, pos.seat):
                return False
            seat = pos.next_seat(seat)
        return True

    def _threshold(self, pos: Position) -> float:
        """How much plan damage a reply may cost: more for the landlord and for 顶牌.  The
        farmer with a partner behind it leaves that partner a single, but beats a pair, a
        trio or a longer play itself: the partner seldom holds the same shape higher."""
        threshold = self.style.follow_threshold
        if pos.is_landlord:
            return threshold + self.style.landlord_margin
        if not self.style.cooperation:
            return threshold
        following = pos.next_seat()
        if not pos.is_ours(following):
            return threshold + self.style.top_margin  # the farmer before the landlord tops
        single = pos.previous is not None and pos.previous.kind == SINGLE
        if not single and self.style.behind_single_only:
            return threshold + self.style.behind_press
        if pos.cards_left[following] <= pos.cards_left[pos.seat]:
            return threshold - self.style.behind_margin  # leave it to the partner behind us
        return threshold

    # --- human-looking mistakes ---------------------------------------------

    def _slip(self, pos: Position, legal: list[Play]) -> Play | None:
        """A beginner's slip: the lowest play of the obvious kind, no plan, no counting."""
        plain = [p for p in legal if not p.is_bomb]
        if not plain:
            return None
        if pos.previous is None:
            small = min(p.rank for p in plain)
            return max((p for p in plain if p.rank == small), key=len)
        if pos.previous_seat is not None and pos.teammates(pos.seat, pos.previous_seat):
            return None
        return min(plain, key=lambda p: (p.rank, len(p)))
