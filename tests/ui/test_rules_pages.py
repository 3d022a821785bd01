"""The rules page for every mode in both languages: its game's sections (Dou Dizhu's or
Tractor's), what the mode changes, and each combination drawn in cards (issue 15)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import game
from game.shengji import Trump, order_for, read
from ui.app.i18n import set_language, t
from ui.pages.rules import FAMILY_SECTIONS, RulesScene
from ui.pages.rules_cards import examples_for

CATALOGS = {
    lang: json.loads((Path("assets/i18n") / f"{lang}.json").read_text(encoding="utf-8"))
    for lang in ("zh", "en")
}


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("mode", game.ruleset_names())
def test_the_rules_page_renders_for_every_mode(app: Any, mode: str, language: str) -> None:
    set_language(language)
    scene = app.push(RulesScene(app, game.ruleset(mode)))
    app.frame(1 / 60, [])
    texts = [line.text for line in scene.lines]
    prefix, sections = FAMILY_SECTIONS[game.ruleset(mode).family]
    for section in sections:
        assert t(f"{prefix}.{section}.title") in texts, (mode, section)
    assert t("rules.mode.title", mode=t(f"mode.{mode}")) in texts, "what this mode is"
    pictures = [ex for line in scene.lines if line.kind == "cards" for ex in line.examples]
    assert [ex.kind for ex in pictures] == [ex.kind for ex in examples_for(scene.rules)]
    for y in range(0, int(scene.max_scroll()) + 1, scene.body.h // 2):  # draw every part
        scene.scroll = float(y)
        app.frame(1 / 60, [])
    assert scene.tops == sorted(scene.tops) and scene.total_h > scene.body.h


@pytest.mark.parametrize("mode", game.ruleset_names())
def test_the_rules_texts_exist_in_both_languages(mode: str) -> None:
    rules = game.ruleset(mode)
    prefix, sections = FAMILY_SECTIONS[rules.family]
    keys = [f"rules.mode.{mode}"]
    keys += [f"{prefix}.{s}.{part}" for s in sections for part in ("title", "body")]
    keys += [f"rules.kind.{ex.kind}" for ex in examples_for(rules)]
    for lang, catalog in CATALOGS.items():
        missing = [k for k in keys if k not in catalog]
        assert not missing, (lang, missing)


def test_each_dou_dizhu_picture_is_the_kind_it_names_in_its_mode() -> None:
    for mode in game.ruleset_names():
        rules = game.ruleset(mode)
        if rules.family != "doudizhu":
            continue
        examples = examples_for(rules)
        kinds = [ex.kind for ex in examples]
        assert len(kinds) == len(set(kinds)), mode
        for ex in examples:
            assert any(p.kind == ex.kind for p in game.classify(list(ex.cards), rules)), ex
    classic = [ex.kind for ex in examples_for(game.ruleset("classic"))]
    assert len(classic) == 14 and "rocket" in classic and "four_two_pair" in classic
    four = [ex.kind for ex in examples_for(game.ruleset("four"))]
    assert "trio_single" not in four and "four_two_single" not in four
    emperor = [ex.kind for ex in examples_for(game.ruleset("emperor"))]
    for kind in ("four", "four_chain", "four_trio", "carrier", "dress", "spaceship",
                 "heaven_bomb"):
        assert kind in emperor, kind
    five = [ex.kind for ex in examples_for(game.ruleset("five"))]
    assert {"joker_bomb_2", "joker_bomb_3", "heaven_bomb"} <= set(five)


@pytest.mark.parametrize("mode", [m for m in game.ruleset_names()
                                  if game.ruleset(m).family == "shengji"])
def test_each_tractor_picture_reads_as_its_shape(mode: str) -> None:
    rules = game.ruleset(mode)
    order = order_for(Trump("2", "H"), rules)
    shapes = {"single": (1, 1), "pair": (2, 1), "tractor": (2, 2), "triple": (3, 1),
              "titanic": (3, 2), "quad": (4, 1)}
    for ex in examples_for(rules):
        parts = read(list(ex.cards), order).parts
        if ex.kind == "throw":
            assert len(parts) >= 2, (mode, parts)
        else:
            assert len(parts) == 1, (mode, ex.kind, parts)
            unit = parts[0].unit
            assert (unit.width, unit.length) == shapes[ex.kind], (mode, ex.kind, unit)
