"""残局's chapter tiles keep their header inside the tile: at 960x540 in Chinese the line
'第7章 · 地主对农民' ran to the tile's border, 3 px from it where the left side keeps
12 (found in the play-test).  The line is fitted into the tile's padding."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ui.blits import record_blits, record_sized_blits
from tests.ui.test_endgame_scenes import hub_of
from ui.app.i18n import set_language
from ui.endgame import hub as hub_module


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_chapter_header_stays_inside_its_tile(app: Any, monkeypatch: pytest.MonkeyPatch,
                                                    lang: str) -> None:
    set_language(lang)
    app.resize((960, 540))
    hub = hub_of(app)
    drawn = record_blits(monkeypatch, hub_module)
    app.draw()
    tiles = [tile.rect for tile in hub.chapter_tiles]
    headers = [r for text, r in drawn
               if text.startswith(" · ") and any(tile.collidepoint(r.topleft) for tile in tiles)]
    assert len(headers) == len(tiles)
    for rect in headers:
        tile = next(t for t in tiles if t.collidepoint(rect.topleft))
        assert rect.right <= tile.right - 10, (rect, tile)


def _sizes_drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, Any]]:
    """Every text the hub draws from now on, with its font size and rect."""
    return record_sized_blits(monkeypatch, hub_module)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_chapter_tile_reads_at_one_font_size(app: Any, monkeypatch: pytest.MonkeyPatch,
                                                   lang: str, size: tuple[int, int]) -> None:
    """Play-test: in English the tiles' names were each fitted on their own ('One Against
    Two' smaller than 'Mastery'), so the row read at several sizes.  Every tile's name and
    header now share one size, and every name still fits its tile."""
    set_language(lang)
    app.resize(size)
    hub = hub_of(app)
    drawn = _sizes_drawn(monkeypatch)
    app.draw()
    names = {hub_module.t(f"endgame.chapter.{c.number}") for c in hub.chapters}
    tiles = [tile.rect for tile in hub.chapter_tiles]
    on_tiles = [(v, s, r) for v, s, r in drawn if any(t.contains(r) for t in tiles)]
    name_sizes = [s for v, s, _ in on_tiles if v in names]
    head_sizes = [s for v, s, _ in on_tiles if v.startswith(" · ")]
    assert len(name_sizes) == len(head_sizes) == len(tiles) == 10
    assert len(set(name_sizes)) == 1, sorted(name_sizes)
    assert len(set(head_sizes)) == 1, sorted(head_sizes)
    for value, _, rect in on_tiles:
        tile = next(t for t in tiles if t.contains(rect))
        assert rect.right <= tile.right - 8, (value, rect, tile)
