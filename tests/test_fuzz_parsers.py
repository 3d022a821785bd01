"""Fuzz: every text parser of the rules core refuses what is not its notation, and is linear.

Each parser gets strings near its grammar (its own characters, shuffled, with look-alikes
and other digits mixed in) and things that are not strings.  It must raise ``ValueError``
(``TypeError`` for a value that is not text), or return a value whose own text reads back
to the same value, from an input made only of the notation's characters: a parser that
skipped or guessed at a character it does not know would fail one of the two.

Linearity is counted, not timed: the Python lines a parse executes (``sys.settrace``) for
an input and for one twice as long; a quadratic parse doubles its count twice over.
"""

from __future__ import annotations

import string
import sys
from collections.abc import Callable
from dataclasses import dataclass
from types import FrameType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import game
import game.shengji as tractor
from game.cards import Card, format_ranks, parse_cards, parse_ranks
from game.plays import Play
from game.record import split_entry
from game.shengji.actions import FriendCall
from game.shengji.trump import Trump

QUICK = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LONG = settings(max_examples=5000, deadline=None, suppress_health_check=[HealthCheck.too_slow])

RANKS = "3456789TJQKA2BR0X"
CARD_CHARS = RANKS + RANKS.lower() + "SHCDshcd' ,"
WORD_CHARS = string.ascii_lowercase + "_"


@dataclass(frozen=True)
class Parser:
    """A parser, the characters of its notation, and how a parsed value is written back."""

    name: str
    parse: Callable[[str], Any]
    alphabet: str
    write: Callable[[Any], str]
    sample: str  # one valid input, repeated to make long ones


def _cards_text(cards: list[Card]) -> str:
    return " ".join(str(card) for card in cards)


PARSERS = (
    Parser("parse_ranks", parse_ranks, RANKS + RANKS.lower() + " ,", format_ranks, "3"),
    Parser("parse_cards", parse_cards, CARD_CHARS, _cards_text, "3S "),
    Parser("Card.parse", Card.parse, CARD_CHARS, str, "3S"),
    Parser("Play.from_str", Play.from_str, RANKS + ":" + WORD_CHARS + " ", str, "3"),
    Parser("game.parse_action", game.parse_action, CARD_CHARS + ":" + WORD_CHARS + "0123456789",
           game.format_action, "3"),
    Parser("shengji.parse_action", tractor.parse_action,
           CARD_CHARS + ":" + WORD_CHARS + "0123456789N", str, "3S "),
    Parser("shengji.parse_hand", tractor.parse_hand, CARD_CHARS + ":", _cards_text, "3S "),
    Parser("Trump.parse", Trump.parse, "23456789TJQKAWNTSHCD" + "23456789tjqkawntshcd ", str,
           "7"),
    Parser("FriendCall.parse", FriendCall.parse, "0123456789:23456789TJQKASHCD", str, "1"),
    Parser("split_entry", lambda text: split_entry(text, 4), string.printable,
           lambda entry: f"{entry[0]} {entry[1]}", "0 pass"),
)

# Valid texts to damage: each parser's grammar, spoken a few ways.
SEEDS = [
    "3S 3H TD B R", "QS QS' B''", "33345", "33344:trio_pair:3", "4777:soft_bomb:4:4444",
    "bid 2", "play 33:pair:3", "ally AS", "keep 3S4H", "keep none", "call", "no_rob",
    "S:AAK9 H:55 B", "declare 2H 2H'", "bury AS 3H", "friends 1:AS 2:KH", "trump NT",
    "levels 2 1", "share 3", "7S", "WNT", "1:AS", "0 pass", "2 play 6C'",
]
LOOKALIKES = "²٣０ſ\u3000\u00a0é:'\"-+.\t\n"


def texts() -> st.SearchStrategy[str]:
    """Valid texts with a few characters changed, and strings from the notation's alphabet."""
    edits = st.lists(
        st.tuples(st.integers(0, 40), st.sampled_from(CARD_CHARS + LOOKALIKES + "0123456789")),
        max_size=3,
    )

    def damaged(pair: tuple[str, list[tuple[int, str]]]) -> str:
        text, changes = pair
        for at, ch in changes:
            at %= len(text) + 1
            text = text[:at] + ch + text[at + 1 :] if at % 2 else text[:at] + ch + text[at:]
        return text

    return st.one_of(
        st.tuples(st.sampled_from(SEEDS), edits).map(damaged),
        st.text(alphabet=CARD_CHARS + ":_0123456789" + LOOKALIKES, max_size=16),
        st.text(max_size=10),
    )


def _check_text(parser: Parser, text: str) -> None:
    try:
        value = parser.parse(text)
    except ValueError as refusal:
        assert str(refusal), f"{parser.name}: a refusal without a reason"
        return
    strange = sorted({ch for ch in text if ch not in parser.alphabet and not ch.isspace()})
    assert not strange, f"{parser.name} accepted {text!r}, reading past {strange}"
    written = parser.write(value)
    again = parser.parse(written)
    if parser.name == "parse_ranks":
        value = sorted(value)
    assert again == value, f"{parser.name}: {text!r} -> {value!r} -> {written!r} -> {again!r}"


@pytest.mark.parametrize("parser", PARSERS, ids=lambda p: p.name)
@QUICK
@given(text=texts())
def test_a_parser_refuses_or_reads_exactly(parser: Parser, text: str) -> None:
    _check_text(parser, text)


@pytest.mark.parametrize("parser", PARSERS, ids=lambda p: p.name)
@pytest.mark.parametrize(
    "value", [None, 3, 1.5, b"3S", ["3S"], ("3", "S"), {"3S": 1}, {"3S"}, Card.parse("AS")]
)
def test_a_parser_refuses_what_is_not_text(parser: Parser, value: object) -> None:
    with pytest.raises((TypeError, ValueError)):
        parser.parse(value)  # type: ignore[arg-type]


@pytest.mark.parametrize("parser", PARSERS, ids=lambda p: p.name)
def test_a_parser_answers_a_hundred_thousand_tokens(parser: Parser) -> None:
    """Refused with a message naming the length, or read: never a hang (no time is asked)."""
    text = parser.sample * 100_000
    with pytest.raises(ValueError, match=r"too long|at most"):
        parser.parse(text)


def lines_run(call: Callable[[], object]) -> int:
    """How many Python lines ``call`` executes (a machine-independent measure of work)."""
    count = 0

    def tracer(frame: FrameType, event: str, arg: object) -> Any:
        nonlocal count
        count += 1
        return tracer

    sys.settrace(tracer)
    try:
        call()
    except ValueError:
        pass
    finally:
        sys.settrace(None)
    return count


@pytest.mark.parametrize(
    ("name", "parse", "token"),
    [
        ("parse_ranks", parse_ranks, "3"),
        ("parse_cards", parse_cards, "3S "),
        ("shengji.parse_hand", tractor.parse_hand, "3S "),
        ("shengji.parse_hand suits", tractor.parse_hand, "S:3 "),
        ("Play.from_str", lambda t: Play.from_str(t + ":single:3"), "3"),
        ("shengji.parse_action", lambda t: tractor.parse_action("play " + t), "3S "),
        ("game.parse_action", lambda t: game.parse_action("keep " + t), "3S"),
    ],
)
def test_parsing_twice_the_text_is_twice_the_work(
    name: str, parse: Callable[[str], object], token: str
) -> None:
    small = lines_run(lambda: parse(token * 400))
    large = lines_run(lambda: parse(token * 800))
    assert small > 400, f"{name}: the count does not see the parse"
    assert large / small < 2.3, f"{name}: {small} lines for 400 tokens, {large} for 800"


@pytest.mark.slow
@pytest.mark.parametrize("parser", PARSERS, ids=lambda p: p.name)
@LONG
@given(text=texts())
def test_parsers_long(parser: Parser, text: str) -> None:
    _check_text(parser, text)
