"""The result panel lists every scoring item of the mode, marking which ones counted."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from game import ruleset
from ui.app.i18n import set_language
from ui.pages.result import breakdown_rows


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("zh")


def _result(factors: tuple[tuple[str, int], ...], pair: tuple[int, ...] = (1, 1, 1)) -> object:
    multiplier = 1
    for _, f in factors:
        multiplier *= f
    return SimpleNamespace(base=3, factors=factors, pair_factors=pair, multiplier=multiplier)


def test_classic_lists_bombs_rocket_and_spring_even_when_none_counted() -> None:
    rows = breakdown_rows(_result(()), ruleset("classic"))
    assert [label for label, _, _ in rows] == ["Base", "Bomb", "Rocket", "Spring", "Multiplier"]
    assert [applied for _, _, applied in rows] == [True, False, False, False, True]


def test_two_bombs_and_a_rocket_read_as_counts_and_products() -> None:
    rows = breakdown_rows(
        _result((("bomb", 2), ("bomb", 2), ("rocket", 2))), ruleset("classic")
    )
    table = {label: value for label, value, _ in rows}
    assert table["Bomb ×2"] == "×4" and table["Rocket"] == "×2" and table["Multiplier"] == "×8"


def test_happy_adds_robs_show_and_each_pairs_doubling() -> None:
    rows = breakdown_rows(
        _result((("rob", 2), ("show", 2), ("anti_spring", 2)), (2, 1, 2)), ruleset("happy")
    )
    labels = [label for label, _, _ in rows]
    assert labels[:2] == ["Base", "Rob"]
    assert "Show hand" in labels and "Anti-spring" in labels and "Spring" not in labels
    doubling = [r for r in rows if r[1] == "×2 / ×1 / ×2"]
    assert doubling and doubling[0][2]
