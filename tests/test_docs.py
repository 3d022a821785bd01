"""docs/ against the code: the rule book cannot drift from the rules core.

Every mode and every Option (name, allowed values, default) the rules core declares is in
the mode tables of docs/, and nothing else is; every test a Decision names exists; every
module and name of docs/code-map.md exists; every ``docs/… §N`` citation in the repository
names a section that exists; the in-game rules pages show nothing docs/ does not document.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import game
from game import PASS, Call, Rob
from game.kinds import KINDS
from game.shengji.presets import PRESETS
from tests.deals import game_with, play

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
# Where a mode's Option table lives: the section prefix of each game's modes file.
MODE_TABLES = {"doudizhu-modes.md": "7.", "tractor-modes.md": "5."}
DECISION_LOGS = {"doudizhu.md": "8", "tractor.md": "4"}
# Folders and files whose text may cite docs/ (the brief's list, plus docs itself).
CITING = ("game", "ai", "ui", "tests", "bench", "tools", "docs", "main.py", "README.md")
CITATION = re.compile(r"docs/([a-z-]+\.md)(?:\s*§\s*(\d+(?:\.\d+)*))?")
LOCAL_CITATION = re.compile(r"\b([a-z-]+\.md) §(\d+(?:\.\d+)*)")
HEADING = re.compile(r"^#{1,6} §(\d+(?:\.\d+)*)\b(.*)$")
ROW = re.compile(r"^\|(.+)\|\s*$")
TICKED = re.compile(r"`([^`]+)`")
TEST_REF = re.compile(r"`(tests/[\w/]+\.py)::(test_\w+)`")
DECISION_ID = re.compile(r"^(DZ\d+|D\d+|R\d+|C\d+)$")


# ----- reading docs/ ------------------------------------------------------------------------


def doc(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def sections(name: str) -> dict[str, list[str]]:
    """Each ``§N`` heading of a docs file with the lines under it (up to the next § heading)."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in doc(name).splitlines():
        match = HEADING.match(line)
        if match:
            current = found.setdefault(match.group(1), [match.group(2)])
        elif current is not None:
            current.append(line)
    return found


def rows(lines: list[str]) -> Iterator[list[str]]:
    """The cells of each table row; a header (the row above a ``| --- |`` line) is left out."""
    for line, after in zip(lines, [*lines[1:], ""], strict=True):
        match = ROW.match(line.strip())
        if match and not is_separator(line) and not is_separator(after):
            yield [cell.strip() for cell in match.group(1).split("|")]


def is_separator(line: str) -> bool:
    return line.strip().startswith("|") and set(line.strip()) <= set("|-: ")


def word(value: Any) -> str:
    """An Option value as docs/ writes it: ``on`` / ``off`` for yes/no."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def documented_options() -> dict[str, dict[str, tuple[list[str], str]]]:
    """mode → option → (values, default), from the mode tables of docs/."""
    tables: dict[str, dict[str, tuple[list[str], str]]] = {}
    for name, prefix in MODE_TABLES.items():
        for number, lines in sections(name).items():
            if not number.startswith(prefix):
                continue
            modes = TICKED.findall(lines[0])
            assert len(modes) == 1, f"{name} §{number} heading names one mode in backticks"
            table = tables.setdefault(modes[0], {})
            for cells in rows(lines[1:]):
                option = TICKED.fullmatch(cells[0])
                assert option, f"{name} §{number}: {cells[0]!r} is not an option in backticks"
                table[option.group(1)] = (TICKED.findall(cells[1]), TICKED.findall(cells[2])[0])
    return tables


# ----- modes and options ---------------------------------------------------------------------


def test_every_registered_mode_has_an_option_table_and_every_table_a_registered_mode() -> None:
    tables = documented_options()
    registered = set(game.ruleset_names())
    assert len(tables) == 16 and {"classic", "tractor", "bidding_three"} <= set(tables)
    assert registered - set(tables) == set(), "modes without a table in docs/"
    assert set(tables) - registered == set(), "docs/ tables for modes the rules core lacks"


@pytest.mark.parametrize("mode", game.ruleset_names())
def test_every_option_of_the_mode_is_documented_with_its_values_and_default(mode: str) -> None:
    rules = game.ruleset(mode)
    table = documented_options()[mode]
    choices = rules.option_choices()
    assert choices, f"{mode} declares no options"
    assert set(choices) - set(table) == set(), f"{mode}: options missing from docs/"
    assert set(table) - set(choices) == set(), f"{mode}: docs/ lists options the mode lacks"
    for option, values in choices.items():
        listed, default = table[option]
        assert sorted(listed) == sorted(word(v) for v in values), f"{mode}.{option} values"
        assert default == word(getattr(rules, option)), f"{mode}.{option} default"


def test_every_mode_is_in_its_games_glance_table() -> None:
    for name, family in (("doudizhu-modes.md", "doudizhu"), ("tractor-modes.md", "shengji")):
        glance = {TICKED.findall(cells[0])[0] for cells in rows(sections(name)["0"])}
        modes = {m for m in game.ruleset_names() if game.ruleset(m).family == family}
        assert glance == modes and len(modes) >= 7, name


def test_the_glance_tables_give_each_modes_seats_decks_hand_and_kitty() -> None:
    checked = 0
    for name in ("doudizhu-modes.md", "tractor-modes.md"):
        for cells in rows(sections(name)["0"]):
            rules = game.ruleset(TICKED.findall(cells[0])[0])
            seats, decks, hand, kitty = (int(re.findall(r"\d+", c)[0]) for c in cells[2:6])
            assert (seats, decks, hand, kitty) == (
                rules.seats, rules.decks, rules.hand_size, rules.kitty_size
            ), rules.name
            checked += 1
    assert checked == len(game.ruleset_names())


def test_the_core_tractor_options_table_matches_the_core_options() -> None:
    from game.shengji.modes import CORE_OPTIONS

    table = {
        TICKED.findall(cells[0])[0]: TICKED.findall(cells[1]) + TICKED.findall(cells[2])
        for cells in rows(sections("tractor.md")["1.13"])
        if len(cells) == 4  # the options table; the presets table has two columns
    }
    assert set(table) == set(CORE_OPTIONS)
    for option, values in CORE_OPTIONS.items():
        assert table[option][0] == word(values[0]), f"{option}: the default is listed first"
        assert sorted(table[option]) == sorted(word(v) for v in values), option


def test_the_presets_match_the_rules_core() -> None:
    found: dict[str, dict[str, str]] = {}
    for cells in rows(sections("tractor.md")["1.13"]):
        if len(cells) == 2:  # the presets table
            found[TICKED.findall(cells[0])[0]] = dict(
                tuple(setting.split("=", 1)) for setting in TICKED.findall(cells[1])
            )
    assert found == {
        name: {option: word(value) for option, value in preset.items()}
        for name, preset in PRESETS.items()
    }


def test_every_tractor_mode_lists_the_presets_it_offers() -> None:
    from game.shengji.presets import presets_for

    listed: dict[str, list[str]] = {}
    for number, lines in sections("tractor-modes.md").items():
        offered = [line for line in lines if line.startswith("Presets offered")]
        if number.startswith(MODE_TABLES["tractor-modes.md"]) and offered:
            listed[TICKED.findall(lines[0])[0]] = TICKED.findall(offered[0])
    tractor_modes = [m for m in game.ruleset_names() if game.ruleset(m).family == "shengji"]
    assert len(tractor_modes) >= 9
    assert listed == {m: list(presets_for(game.ruleset(m))) for m in tractor_modes}


def test_planned_options_are_not_yet_in_any_mode_or_are_documented_there() -> None:
    """§1.15 lists issue 37's Options; once one is in the code, the mode tables must have it."""
    planned = {TICKED.findall(cells[0])[0] for cells in rows(sections("tractor.md")["1.15"])}
    assert "step_per_deck" in planned and "kitty" in planned
    tables = documented_options()
    for mode in game.ruleset_names():
        for option in set(game.ruleset(mode).option_choices()) & planned:
            assert option in tables[mode], f"{mode}.{option}: move it from §1.15 to the table"


# ----- Decisions ---------------------------------------------------------------------------


def decision_rows() -> dict[str, list[str]]:
    """Decision id → its row's cells, from both Decision logs."""
    found: dict[str, list[str]] = {}
    for name, number in DECISION_LOGS.items():
        for cells in rows(sections(name)[number][1:]):
            assert DECISION_ID.match(cells[0]), f"{name} §{number}: {cells[0]!r} is not an id"
            assert cells[0] not in found, f"Decision {cells[0]} listed twice"
            found[cells[0]] = cells
    return found


def test_decision_ids_run_without_gaps() -> None:
    ids = decision_rows()
    for prefix, last in (("DZ", 12), ("D", 40)):
        numbers = sorted(int(i[len(prefix):]) for i in ids if re.fullmatch(prefix + r"\d+", i))
        assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= last, prefix


def test_every_decision_names_a_test_that_exists() -> None:
    missing = []
    for decision, cells in decision_rows().items():
        refs = TEST_REF.findall(cells[-1])
        assert refs, f"Decision {decision} names no test"
        for path, name in refs:
            source = ROOT / path
            if not source.exists() or not re.search(
                rf"^def {name}\(", source.read_text(encoding="utf-8"), re.M
            ):
                missing.append(f"{decision}: {path}::{name}")
    assert missing == []


def test_every_decision_named_in_the_text_is_in_a_log() -> None:
    ids = set(decision_rows())
    for name in ("doudizhu.md", "doudizhu-modes.md", "tractor.md", "tractor-modes.md"):
        named = set(re.findall(r"\*\*(DZ\d+|D\d+|R\d+|C\d+)\b", doc(name)))
        assert named and named - ids == set(), name


# ----- the code map --------------------------------------------------------------------------


def test_every_module_and_name_of_the_code_map_exists() -> None:
    missing = []
    checked = 0
    for cells in rows(doc("code-map.md").splitlines()):
        modules = TICKED.findall(cells[1])
        if len(modules) != 1 or not modules[0].startswith("game/"):
            continue
        path = ROOT / modules[0]
        assert path.exists(), f"code-map.md names {modules[0]}, which does not exist"
        source = path.read_text(encoding="utf-8")
        for name in TICKED.findall(cells[2]):
            short = name.rsplit(".", 1)[-1]
            pattern = rf"^\s*(def|class) {short}\b|^{short}\s*[:=]"
            checked += 1
            if not re.search(pattern, source, re.M):
                missing.append(f"{modules[0]}: {name}")
    assert checked > 100 and missing == []


# ----- citations ---------------------------------------------------------------------------


def citing_files() -> Iterator[Path]:
    for entry in CITING:
        path = ROOT / entry
        if path.is_file():
            yield path
        else:
            yield from (p for p in path.rglob("*") if p.suffix in (".py", ".md"))


def test_every_docs_citation_in_the_repository_names_a_section_that_exists() -> None:
    numbers = {p.name: set(sections(p.name)) for p in DOCS.glob("*.md")}
    bad = []
    cited = 0
    for path in citing_files():
        text = path.read_text(encoding="utf-8")
        found = [(m.group(1), m.group(2)) for m in CITATION.finditer(text)]
        if path.parent == DOCS:
            found += [(m.group(1), m.group(2)) for m in LOCAL_CITATION.finditer(text)]
        for name, number in found:
            cited += 1
            if name not in numbers or (number and number not in numbers[name]):
                bad.append(f"{path.relative_to(ROOT)}: {name} §{number}")
    assert cited > 50 and bad == []


def test_no_file_of_the_repository_cites_the_rule_books_outside_it() -> None:
    """The old citations (``RULES.md §1``, ``TRACTOR.md §1.6``) now point into docs/.

    A quoted file name is not a citation: tools/make_font.py reads the shared rules file
    for its characters.
    """
    old = re.compile(r"(?<![\w/\"])(RULES|TRACTOR)\.md")
    stale = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in citing_files()
        if path.parent != DOCS and path != Path(__file__)
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if old.search(line)
    ]
    assert stale == []


# ----- the in-game rules pages -------------------------------------------------------------


def translations() -> dict[str, dict[str, str]]:
    return {
        lang: json.loads((ROOT / "assets" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
        for lang in ("en", "zh")
    }


def test_every_mode_has_its_rules_page_text_in_both_languages() -> None:
    for lang, words in translations().items():
        missing = [m for m in game.ruleset_names() if not words.get(f"rules.mode.{m}")]
        assert missing == [], f"{lang}: modes without rules.mode.<mode>"


def test_every_option_and_value_the_pages_can_show_is_documented() -> None:
    tables = documented_options()
    values: dict[str, set[str]] = {}
    for table in tables.values():
        for option, (listed, _) in table.items():
            values.setdefault(option, set()).update(listed)
    for lang, words in translations().items():
        shown = {k.split(".")[1] for k in words if re.fullmatch(r"option\.\w+", k)}
        shown -= {"on", "off", "preset"}
        assert len(shown) >= 20 and shown - set(values) == set(), lang
        for key in words:
            parts = key.split(".")
            if len(parts) == 3 and parts[0] == "option" and parts[1] in values and (
                parts[2] != "help"
            ):
                assert parts[2] in values[parts[1]], f"{lang}: {key} is not documented"
        unlabeled = [o for o in values if f"option.{o}" not in words]
        assert unlabeled == [], f"{lang}: documented options the pages show unnamed"


def test_every_combination_the_pages_draw_is_documented() -> None:
    doudizhu = doc("doudizhu.md") + doc("doudizhu-modes.md")
    tractor = (doc("tractor.md") + doc("tractor-modes.md")).lower()
    assert set(KINDS) - set(TICKED.findall(doudizhu)) == set(), "kinds missing from docs/"
    for lang, words in translations().items():
        drawn = {k.split(".")[2] for k in words if re.fullmatch(r"rules\.kind\.\w+", k)}
        assert len(drawn) >= 25, lang
        for kind in drawn - set(KINDS):
            assert re.search(rf"\b{kind}\b", tractor), f"{lang}: Tractor shape {kind} undocumented"


# ----- Decisions docs/ found without a test of their own -----------------------------------


def test_decision_dz3_call_rob_spring_doubles_as_in_points() -> None:
    """docs/doudizhu.md §1.8, DZ3: in the call_rob style spring is ×2 as in points."""
    game_ = game_with(["33334444BR57799JJ"], kitty="KKK", mode="happy", first_bidder=0,
                      show_hand=False, doubling=False)
    game_.apply(Call(True))
    game_.apply(Rob(False))
    game_.apply(Rob(False))
    for cards in ("5", "77", "99", "JJ", "KKK", "3333", "4444", "BR"):
        play(game_, cards)
        if not game_.over:
            game_.apply(PASS)
            game_.apply(PASS)
    result = game_.result
    assert result is not None and result.spring and result.landlord_won
    assert result.multiplier == 2 * 2 * 2 * 2  # two bombs, the rocket, the spring
    assert result.scores == (32, -16, -16)
