"""The play (``play``, docs/doudizhu.md §1.5): tricks until a seat has no cards, then the
settlement.

Each seat plays a combination that beats the last one or passes; when every
other seat has passed, the last player leads a new trick.  Bombs and rockets
multiply the score (``bomb_doubles``); 报双 / 报单 warn of a hand of two or one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.cards import Card
from game.doudizhu.actions import PASS, Action, PassTurn
from game.doudizhu.events import MultiplierChanged, NewTrick, Passed, Played, Warning
from game.doudizhu.patterns import bomb_factor, doubles, generate
from game.doudizhu.phases.ally import holds, reveal_ally
from game.doudizhu.phases.base import Phase
from game.doudizhu.play_cards import check_play
from game.doudizhu.ruleset import TEAMS_HIDDEN_ALLY
from game.doudizhu.scoring import settle, settle_hidden_ally
from game.doudizhu.view import PhaseName
from game.engine import CONTINUE, DONE
from game.plays import Play

if TYPE_CHECKING:
    from game.doudizhu.game import Game


@dataclass(kw_only=True)
class PlayState:
    """The tricks so far: every play or pass (and its physical cards), the play to beat
    and who made it, the passes since, the counted bombs and each kind's factor (2
    unless the mode says otherwise), and how many plays each seat made (for spring)."""

    history: list[tuple[int, Play | None]] = field(default_factory=list)
    history_cards: list[tuple[Card, ...]] = field(default_factory=list)
    last_play: Play | None = None
    last_seat: int | None = None
    passes: int = 0
    bombs: list[str] = field(default_factory=list)
    bomb_factors: dict[str, int] = field(default_factory=dict)
    plays_by_seat: list[int] = field(default_factory=list)


class PlayPhase(Phase):
    """Tricks until a seat has no cards; then the hand is settled."""

    name = "play"

    def start(self, game: Game) -> bool:
        game.enter(PhaseName.PLAY, game.state.landlord)
        return True

    def legal(self, game: Game) -> list[Action]:
        assert game.to_act is not None
        hand = game.state.hands[game.to_act]
        counts = [0] * 15
        for card in hand:
            counts[card.rank] += 1
        previous = game.previous
        plays: list[Action] = list(generate(counts, previous, game.pattern_context(hand)))
        if previous is not None:
            plays.append(PASS)
        return plays

    def check(
        self, game: Game, seat: int, action: Action, cards: Sequence[Card] | None
    ) -> list[Card] | None:
        if isinstance(action, Play):
            return check_play(game, seat, action, cards)
        return super().check(game, seat, action, cards)

    def apply(self, game: Game, seat: int, action: Action, cards: list[Card]) -> str:
        if isinstance(action, PassTurn):
            self._pass(game, seat)
            return CONTINUE
        assert isinstance(action, Play)
        return self._play(game, seat, action, cards)

    def _play(self, game: Game, seat: int, play: Play, cards: list[Card]) -> str:
        state = game.state
        hand = state.hands[seat]
        for card in cards:
            hand.remove(card)
        led = game.previous is None
        state.last_play, state.last_seat, state.passes = play, seat, 0
        state.history.append((seat, play))
        state.history_cards.append(tuple(cards))
        state.plays_by_seat[seat] += 1
        game.emit(Played(seat, play, tuple(cards), len(hand)))
        if seat == state.ally and state.ally_card is not None and holds(cards, state.ally_card):
            reveal_ally(game)
        if doubles(play, game.rules) and (game.rules.bomb_doubles == "every" or not led):
            state.bombs.append(play.kind)
            state.bomb_factors[play.kind] = bomb_factor(play, game.rules)
            game.emit(MultiplierChanged(game.multiplier, play.kind))
        if 0 < len(hand) <= 2:
            game.emit(Warning(seat, len(hand)))
        if hand:
            game.to_act = game.rules.next_seat(seat)
            return CONTINUE
        self._settle(game, seat)
        return DONE

    def _pass(self, game: Game, seat: int) -> None:
        state = game.state
        state.history.append((seat, None))
        state.history_cards.append(())
        state.passes += 1
        game.emit(Passed(seat))
        following = game.rules.next_seat(seat)
        if state.passes == game.rules.seats - 1:
            state.passes = 0
            game.emit(NewTrick(following))
        game.to_act = following

    def _settle(self, game: Game, winner: int) -> None:
        state = game.state
        assert state.landlord is not None
        if game.rules.teams == TEAMS_HIDDEN_ALLY:
            reveal_ally(game)
            game.result = settle_hidden_ally(
                landlord=state.landlord,
                ally=state.ally,
                winner=winner,
                base=state.base,
                factors=state.factors(),
                plays_by_seat=state.plays_by_seat,
            )
            return
        game.result = settle(
            landlord=state.landlord,
            winner=winner,
            base=state.base,
            factors=state.factors(),
            doubled=[bool(d) for d in state.doubled],
            plays_by_seat=state.plays_by_seat,
        )
