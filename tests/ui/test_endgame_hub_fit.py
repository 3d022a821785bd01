"""残局's chapter tiles keep their header inside the tile: at 960x540 in Chinese the line
'第7章 · 地主对农民' ran to the tile's border, 3 px from it where the left side keeps
12 (found in the play-test).  The line is fitted into the tile's padding."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ui.blits import record_blits
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
