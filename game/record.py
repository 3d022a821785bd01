"""Rebuilding a hand from its record (seed + actions): replays, review, resume.

A record is validated field by field; anything malformed raises
:class:`~game.errors.InvalidSetting` (a ``ValueError``) naming the field, so a
damaged save file is reported, never trusted and never a deep ``IndexError``.
"""

from __future__ import annotations

from typing import Any

from game.cards import parse_cards
from game.engines import engine_for, record_start_for, record_versions
from game.errors import IllegalAction, InvalidSetting
from game.rules import Ruleset, UnknownRuleset, ruleset

# The longest logged action: a four-deck bury or play names a few dozen cards.
MAX_ENTRY = 2_000


def replay(record: dict[str, Any], upto: int | None = None) -> Any:
    """The game a record describes, after its first ``upto`` actions (default: all)."""
    game = start_from(record)
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise InvalidSetting("actions", "the record has no action list")
    if upto is not None and (isinstance(upto, bool) or not isinstance(upto, int) or upto < 0):
        raise InvalidSetting("upto", f"a count of actions, not {upto!r}")
    for index, entry in enumerate(actions[:upto]):
        try:
            game.apply_logged(entry)
        except (IllegalAction, ValueError) as error:
            raise InvalidSetting(f"record action {index}", f"{_shown(entry)}: {error}") from error
    if upto is None:
        _check_derived(record, game.record())
    return game


def _check_derived(record: dict[str, Any], replayed: dict[str, Any]) -> None:
    """A field the record derives from its actions (the drawn wild rank) must agree with
    the replay: a record that says otherwise is damaged, not trusted."""
    if "wild" in record and record["wild"] != replayed.get("wild"):
        found, drawn = record["wild"], replayed.get("wild")
        raise InvalidSetting("wild", f"the record says {found!r}, its actions draw {drawn!r}")


def _shown(entry: object) -> str:
    text = repr(entry)
    return text if len(text) <= 80 else text[:80] + f"… ({len(text):,} characters)"


def start_from(record: dict[str, Any]) -> Any:
    """A fresh game with the record's ruleset, options, seed and start options."""
    if not isinstance(record, dict):
        raise InvalidSetting("record", "not a hand record (expected a JSON object)")
    rules = _rules_of(record)
    expected_format, factory = engine_for(rules.family)
    if record.get("format") != expected_format:
        found = record.get("format")
        raise InvalidSetting("format", f"expected {expected_format!r}, got {found!r}")
    version = record.get("version", 1)
    if type(version) is not int or version not in record_versions(rules.family):
        raise InvalidSetting("version", f"unknown record version {version!r}")
    if "seed" not in record:
        raise InvalidSetting("seed", "missing")
    deck_text = record.get("deck")
    if deck_text is not None and not (isinstance(deck_text, str) and deck_text.strip()):
        raise InvalidSetting("deck", f"card text or null, not {deck_text!r}")
    try:
        deck = parse_cards(deck_text) if deck_text is not None else None
    except ValueError as error:
        raise InvalidSetting("deck", str(error)) from error
    from_record = record_start_for(rules.family)
    if from_record is not None:
        return from_record(rules, record, deck)
    return factory(
        rules,
        record["seed"],
        first_bidder=record.get("first_bidder"),
        landlord=record.get("landlord"),
        deck=deck,
    )


def _rules_of(record: dict[str, Any]) -> Ruleset:
    name = record.get("ruleset")
    options = record.get("options") or {}
    if not isinstance(options, dict):
        raise InvalidSetting("options", f"a mapping of options, not {options!r}")
    try:
        return ruleset(name, **options)  # type: ignore[arg-type]
    except UnknownRuleset as error:
        raise InvalidSetting("ruleset", str(error)) from error
    except (TypeError, ValueError) as error:
        raise InvalidSetting("options", str(error)) from error


def split_entry(entry: object, seats: int) -> tuple[int, str]:
    """The seat and the action text of a logged entry ``'<seat> <action>'``, checked.

    >>> split_entry("2 bid 3", 3)
    (2, 'bid 3')
    >>> split_entry("x pass", 3)
    Traceback (most recent call last):
    ValueError: an entry starts with a seat number 0..2, not 'x' (in 'x pass')
    >>> split_entry("² pass", 3)
    Traceback (most recent call last):
    ValueError: an action entry is plain ASCII text, not '²' (in '² pass')
    """
    if not isinstance(entry, str):
        raise ValueError(f"an action entry is text like '0 pass', not {type(entry).__name__}")
    if len(entry) > MAX_ENTRY:
        raise ValueError(f"an action entry of {len(entry):,} characters (at most {MAX_ENTRY:,})")
    if not entry.isascii():
        strange = next(ch for ch in entry if not ch.isascii())
        raise ValueError(f"an action entry is plain ASCII text, not {strange!r} (in {entry!r})")
    seat_text, _, rest = entry.partition(" ")
    if not seat_text.isdigit() or int(seat_text) >= seats:
        raise ValueError(
            f"an entry starts with a seat number 0..{seats - 1}, not {seat_text!r} (in {entry!r})"
        )
    if not rest or rest != rest.strip() or "  " in rest:
        raise ValueError(f"an entry is '<seat> <action>' with single spaces, not {entry!r}")
    return int(seat_text), rest


def apply_entry(game: Any, entry: str) -> None:
    """Apply one logged action ``'<seat> <action> [cards]'`` to ``game`` (seat checked)."""
    game.apply_logged(entry)
