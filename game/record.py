"""Rebuilding a hand from its record (seed + actions): replays, review, resume."""

from __future__ import annotations

from typing import Any

from game.actions import parse_action
from game.cards import parse_cards
from game.game import Game, IllegalAction, new_game
from game.rules import ruleset

RECORD_FORMAT = "doudizhu-hand"


def replay(record: dict[str, Any], upto: int | None = None) -> Game:
    """The game a record describes, after its first ``upto`` actions (default: all).

    Raises ``ValueError`` with a reason when the record is malformed or an
    action in it is illegal, so a damaged save file is reported, not trusted.
    """
    game = start_from(record)
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise ValueError("record has no action list")
    for index, entry in enumerate(actions[:upto]):
        try:
            apply_entry(game, entry)
        except (IllegalAction, ValueError) as error:
            raise ValueError(f"record action {index} ({entry!r}): {error}") from error
    return game


def start_from(record: dict[str, Any]) -> Game:
    """A fresh game with the record's ruleset, options, seed and start options."""
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise ValueError("not a hand record")
    try:
        rules = ruleset(str(record["ruleset"]), **dict(record.get("options") or {}))
        seed = int(record["seed"])
    except (KeyError, TypeError) as error:
        raise ValueError(f"record is missing {error}") from error
    deck = parse_cards(record["deck"]) if record.get("deck") else None
    return new_game(
        rules,
        seed,
        first_bidder=record.get("first_bidder"),
        landlord=record.get("landlord"),
        deck=deck,
    )


def apply_entry(game: Game, entry: str) -> None:
    """Apply one logged action ``'<seat> <action> [cards]'``, checking the seat."""
    if not isinstance(entry, str):
        raise ValueError("an action entry must be text")
    seat_text, _, rest = entry.partition(" ")
    if not seat_text.isdigit():
        raise ValueError(f"bad seat in {entry!r}")
    seat = int(seat_text)
    if rest == "abandon":
        game.abandon(seat)
        return
    if seat != game.to_act:
        raise ValueError(f"seat {seat} acts out of turn (seat {game.to_act} is to act)")
    words = rest.split(" ")
    action = parse_action(" ".join(words[:2]) if words[0] in ("play", "bid") else words[0])
    cards = parse_cards(words[2]) if words[0] == "play" and len(words) > 2 else None
    game.apply(action, cards)
