"""What each Tractor event shows: the handlers the :class:`~ui.tractor.presenter.Presenter`
runs by event type, grouped by the part of the hand they belong to.

Split from :mod:`ui.tractor.presenter`, which keeps the timeline (the queue, the hold,
what runs after a hold, the toast); a handler updates the
:class:`~ui.tractor.board.Board`, starts a glide or a flight, and answers how long the
table holds before the next event (at normal speed: the presenter scales it).
:class:`DealShows` has the deal, declaring, bids and the kitty; :class:`PlayShows` the
tricks and the hand's end; :class:`FriendShows` 找朋友.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.events import Event, PhaseChanged, Redealt
from game.shengji import events as ev
from game.shengji.state import side_of_dealer
from ui.app.i18n import t
from ui.art import theme
from ui.art.cardart import family_back
from ui.art.effects import Banner, CardFlight
from ui.art.shows import Flash, Ribbon
from ui.tractor.board import ThrowNotice
from ui.tractor.cardsort import cards_text, table_trump
from ui.tractor.words import seat_label, suit_label

if TYPE_CHECKING:
    from ui.tractor.presenter import Presenter

DEAL_STEP = 0.045  # seconds a dealt card takes, at normal speed
FRIEND_SHOW = 2.2  # 找朋友: the friend's ribbon, held to be read (normal speed)
FRIEND_LEAST = 1.4  # the least seconds it holds, however fast the animations are set
FRIEND_WORDS = 3.0  # then the words on what his joining does to the score
FRIEND_RIBBON = ((64, 170, 112), (18, 92, 58))  # a green ribbon: a side found, not a bomb

Handlers = dict[type[Event], Callable[[Any], float]]


class EventShows:
    """What a group of handlers works with: the presenter's board, hand, trick, sound,
    art and clock; the presenter itself for its toast, hold and what runs after it."""

    def __init__(self, presenter: Presenter) -> None:
        self.presenter = presenter
        self.board, self.hand, self.trick = presenter.board, presenter.hand, presenter.trick
        self.sound, self.art, self.seat = presenter.sound, presenter.art, presenter.seat
        self.speed, self.rules = presenter.speed, presenter.rules
        self.effects = presenter.effects

    def handlers(self) -> Handlers:
        """The event types this group shows, each with its handler."""
        raise NotImplementedError

    def say(self, text: str, seconds: float = 1.6) -> None:
        self.presenter.say(text, seconds)

    def tell(self, key: str, seat: int, seconds: float = 1.6, **params: object) -> None:
        self.presenter.tell(key, seat, seconds, **params)


class DealShows(EventShows):
    """A hand's start, the deal, declaring, trump fixed, bids, redeals, the kitty taken,
    buried or stolen, and the phase shown."""

    def handlers(self) -> Handlers:
        return {
            ev.HandStarted: self._hand_started,
            ev.CardDealt: self._card_dealt,
            ev.TrumpDeclared: self._declared,
            ev.DeclarationsRevealed: self._revealed,
            ev.TrumpFixed: self._trump_fixed,
            ev.KittyTaken: self._kitty_taken,
            ev.KittyBuried: self._kitty_buried,
            ev.KittyStolen: self._kitty_stolen,
            ev.BidPlaced: self._bid,
            ev.RedealAsked: self._redeal_asked,
            Redealt: self._redealt,
            PhaseChanged: self._phase,
        }

    def _hand_started(self, event: ev.HandStarted) -> float:
        b = self.board
        b.counts = [0] * b.seats
        b.level, b.levels, b.dealer, b.trump = event.level, event.levels, event.dealer, None
        b.declarations.clear()
        b.trick.clear()
        b.last_trick.clear()
        b.trick_winner = b.last_winner = None
        b.points = [0] * b.seats
        b.point_cards = [[] for _ in range(b.seats)]
        b.deck_left = self.rules.deal_size
        b.kitty_down = self.rules.kitty_size
        b.kitty = b.kitty_reveal = b.result = None
        b.throw = None
        self.hand.set_cards([])
        self.hand.trump = None
        self.hand.set_trump(table_trump(b))
        self.trick.reset()
        return 0.35

    def _card_dealt(self, event: ev.CardDealt) -> float:
        b = self.board
        b.counts[event.seat] += 1
        b.deck_left = max(0, b.deck_left - 1)
        lay = self.presenter.layout()
        cx, cy = lay.deck_centre
        if event.card is not None and event.seat == self.seat:
            self.hand.add([event.card], (cx, cy))
        else:
            w = lay.mini_w
            image = self.art.back(family_back(self.rules.family), w)
            ax, ay = lay.seats[event.seat].avatar
            self.effects.add(CardFlight(image, (cx - w / 2, cy - w * 0.7),
                                        (ax - w / 2, ay - w * 0.7), 0.28 / self.speed(), 0, 0.8))
        if event.dealt % 8 == 1:
            self.sound.play("deal")
        return DEAL_STEP

    def _declared(self, event: ev.TrumpDeclared) -> float:
        overrides = bool(self.board.declarations) and not event.reinforced  # 反主
        self.board.declarations.append((event.seat, event.cards, event.count))
        self.hand.set_trump(table_trump(self.board))
        key = ("tractor.toast.reinforce" if event.reinforced else
               "tractor.toast.override" if overrides else "tractor.toast.declare")
        shown = cards_text(event.cards) if event.cards else t("tractor.hidden", n=event.count)
        self.tell(key, event.seat, cards=shown)
        self.sound.play("bid")
        return 0.8

    def _revealed(self, event: ev.DeclarationsRevealed) -> float:
        by_seat = dict(event.shown)
        self.board.declarations = [(s, by_seat.get(s, c), n) for s, c, n in
                                   self.board.declarations]
        return 0.8

    def _trump_fixed(self, event: ev.TrumpFixed) -> float:
        b = self.board
        b.trump, b.dealer = event.trump, event.dealer
        # no friend is found before trump is fixed: the dealer's partners, or he alone
        b.dealer_side = tuple(sorted(side_of_dealer(event.dealer, b.seats, self.rules.teams)))
        b.deck_left = 0
        self.hand.set_trump(event.trump)
        lay = self.presenter.layout()
        trump = t("tractor.no_trump") if event.trump.suit is None else suit_label(event.trump.suit)
        label = t("tractor.banner.trump", trump=trump, level=level_text(event.trump.level))
        self.effects.add(Banner(label, lay.deck_centre, round(lay.size[1] * 0.07), theme.GOLD,
                                1.4))
        self.sound.play("landlord")
        return 1.2

    def _kitty_taken(self, event: ev.KittyTaken) -> float:
        b = self.board
        b.kitty_down = 0
        b.counts[event.seat] += self.rules.kitty_size
        if event.seat == self.seat and event.cards:
            self.hand.add(event.cards, self.presenter.layout().deck_centre)
            self.hand.highlight = set(event.cards)
        self.tell("tractor.toast.kitty_taken", event.seat)
        return 0.9

    def _kitty_buried(self, event: ev.KittyBuried) -> float:
        b = self.board
        b.counts[event.seat] -= event.count
        if event.seat == self.seat and event.cards:
            self.hand.remove(event.cards)
            b.kitty = event.cards
        self.hand.highlight = set()
        self.tell("tractor.toast.buried", event.seat)
        return 0.6

    def _kitty_stolen(self, event: ev.KittyStolen) -> float:
        self.say(t("tractor.toast.stolen", seat=seat_label(event.seat)))
        return 1.0

    def _bid(self, event: ev.BidPlaced) -> float:
        if event.value is not None:
            self.board.bid, self.board.bidder = event.value, event.seat
        text = (t("tractor.toast.bid_pass", seat=seat_label(event.seat)) if event.value is None
                else t("tractor.toast.bid", seat=seat_label(event.seat), n=event.value))
        self.say(text)
        self.sound.play("bid")
        return 0.6

    def _redeal_asked(self, event: ev.RedealAsked) -> float:
        self.say(t("tractor.toast.redeal_asked", seat=seat_label(event.seat)))
        return 1.0

    def _redealt(self, event: Redealt) -> float:
        self.say(t("tractor.toast.redealt"), 2.0)
        self.hand.set_cards([])
        return 1.2

    def _phase(self, event: PhaseChanged) -> float:
        self.board.phase = event.phase
        return 0.0


class PlayShows(EventShows):
    """Cards played, a failed throw, a trick won and swept, the kitty turned up, the
    hand settled."""

    def handlers(self) -> Handlers:
        return {
            ev.CardsPlayed: self._played,
            ev.ThrowFailed: self._throw_failed,
            ev.TrickWon: self._trick_won,
            ev.KittyRevealed: self._kitty_revealed,
            ev.HandSettled: self._settled,
        }

    def _played(self, event: ev.CardsPlayed) -> float:
        b = self.board
        if event.leading and b.trick_winner is not None:
            b.clear_trick()
        b.trick.append((event.seat, event.cards))
        b.counts[event.seat] = event.cards_left
        lay = self.presenter.layout()
        if event.seat == self.seat:
            origins = [(x, y) for _c, x, y in self.hand.remove(event.cards)]
        else:
            ax, ay = lay.seats[event.seat].avatar
            origins = [(ax - lay.trick_w / 2, ay - lay.trick_w * 0.7)] * len(event.cards)
        self.trick.start(event.seat, event.cards, origins)
        self.sound.play("card_play")
        return 0.55

    def _throw_failed(self, event: ev.ThrowFailed) -> float:
        self.board.throw = ThrowNotice(event.seat, event.attempted, event.forced,
                                       event.blocker, event.penalty)
        self.sound.play("warning")
        return 1.8

    def _trick_won(self, event: ev.TrickWon) -> float:
        b = self.board
        b.finish_trick(event.winner, event.points)
        if event.points:
            self.tell("tractor.toast.trick_points", event.winner, 1.2, n=event.points)
        if sum(b.counts) > 0:
            self.presenter.after = self._sweep
        return 1.0

    def _sweep(self) -> None:
        """The won trick flies to its winner and leaves the middle."""
        b, lay = self.board, self.presenter.layout()
        winner = b.trick_winner
        if winner is not None:
            ax, ay = lay.seats[winner].avatar
            for seat, cards in b.trick:
                for card, rect in zip(cards, lay.play_rects(seat, len(cards)), strict=True):
                    x, y = self.trick.pos.get((seat, card), rect.topleft)
                    image = self.art.face(card, lay.trick_w)
                    self.effects.add(CardFlight(image, (x, y), (ax - rect.w / 4, ay),
                                                0.35 / self.speed(), 0, 0.4))
        b.clear_trick()

    def _kitty_revealed(self, event: ev.KittyRevealed) -> float:
        """The kitty face up over the middle (ui.tractor.kittyshow), longer when won."""
        from ui.tractor.kittyshow import BONUS_HOLD, KEPT_HOLD

        self.board.kitty_reveal = event
        self.board.kitty = event.cards
        if event.bonus:
            self.sound.play("double")  # the kitty's points multiplied
        return BONUS_HOLD if event.bonus else KEPT_HOLD

    def _settled(self, event: ev.HandSettled) -> float:
        self.board.result = event.result
        self.sound.play("win" if event.result.won(self.seat) else "lose")
        return 0.4


class FriendShows(EventShows):
    """找朋友: the dealer's calls, and each friend shown as he joins."""

    def handlers(self) -> Handlers:
        return {ev.FriendsCalled: self._friends_called, ev.FriendJoined: self._friend_joined}

    def _friends_called(self, event: ev.FriendsCalled) -> float:
        self.board.calls = event.calls
        calls = " ".join(friend_call_text(call) for call in event.calls)
        self.say(t("tractor.toast.friends_called", seat=seat_label(event.dealer), calls=calls),
                 2.4)
        return 1.2

    def _friend_joined(self, event: ev.FriendJoined) -> float:
        """找朋友: the friend shows himself as a bomb is shown in Dou Dizhu — a flash, his
        name on a ribbon, a fanfare — held long enough to read; then his side changes on
        the table with words for what it does to the score (:meth:`_friend_counted`)."""
        if event.seat is None:
            self.say(t("tractor.toast.friend_none"), 2.0)
            return 1.0
        seat, lay, s = event.seat, self.presenter.layout(), self.speed()
        key = "tractor.toast.friend_joined"
        own = seat == self.seat and t(key + ".me") != key + ".me"
        label = t(key + ".me" if own else key, seat=seat_label(seat))
        shown = max(FRIEND_SHOW, FRIEND_LEAST * s)  # read at any speed: never under 1.4 s
        self.effects.add(Flash((150, 230, 180), 0.25 / s))
        self.effects.add(Ribbon(label, lay.words_centre, round(lay.size[1] * 0.07),
                                FRIEND_RIBBON, shown / s))
        self.sound.play("landlord")
        self.presenter.after = lambda: self._friend_counted(seat)
        return shown

    def _friend_counted(self, seat: int) -> None:
        """The friend joins the dealer's side: the points he took stop counting for the
        catchers, which the table says in words as the figure drops."""
        b = self.board
        before = b.catchers_points
        b.dealer_side = tuple(sorted({*b.dealer_side, seat}))
        after = b.catchers_points
        if before != after:
            self.tell("tractor.toast.friend_points", seat, FRIEND_WORDS, n=before - after,
                      before=before, after=after)
        else:
            self.tell("tractor.toast.friend_side", seat, FRIEND_WORDS)
        # read before play goes on
        self.presenter.hold += max(FRIEND_WORDS * 0.5 / self.speed(), 1.0)


def level_text(level: str) -> str:
    return {"T": "10", "W": t("tractor.level.jokers")}.get(level, level)


def friend_call_text(call: Any) -> str:
    from game.cards import Card

    card = Card.parse(call.rank + call.suit)
    return t("tractor.friend.call", n=call.ordinal, card=cards_text([card]))
