"""The analysis board's 'Winning first moves' list breaks between plays: the play-test
saw 'a straight 9 to' end a line at 960x540 in English and 'K' open the next."""

from __future__ import annotations

from typing import Any

import pytest

from ai.endgame.spot import Judgement
from tests.ui.blits import record_blits
from tests.ui.test_endgame_scenes import board_of
from ui.app.i18n import set_language, t
from ui.endgame import analysis_result
from ui.endgame.cards import play_words

PLAYS = ("9TJQKA", "9TJQK", "TJQKA", "3", "55", "B", "R", "777", "2", "QQ", "6", "8")


@pytest.mark.parametrize("count", [3, 5, len(PLAYS)])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_no_winning_move_is_split_across_lines(app: Any, monkeypatch: pytest.MonkeyPatch,
                                               lang: str, size: tuple[int, int],
                                               count: int) -> None:
    set_language(lang)
    app.resize(size)
    board = board_of(app)
    winning = PLAYS[:count]
    board.answer = Judgement(wins=True, winning=winning, move=winning[0],
                             line=((0, winning[0]),), options=count, nodes=1234, seconds=0.5)
    drawn = record_blits(monkeypatch, analysis_result)
    app.draw()
    texts = [text for text, _ in drawn]
    head = t("endgame.board.moves").partition("{moves}")[0]
    start = next(i for i, text in enumerate(texts) if text.startswith(head.strip()))
    end = texts.index(t("endgame.board.nodes", n="1,234", s="0.50"))
    lines = texts[start:end]
    mark = t("endgame.board.moves_join").strip()
    pieces = [piece.strip() for line in lines
              for piece in line.removeprefix(head.strip()).split(mark) if piece.strip()]
    cut = pieces[-1] == "…"  # more plays than the lines hold: the last line says so
    pieces = pieces[:-1] if cut else pieces
    words = [play_words(p) for p in winning]
    assert pieces == words[:len(pieces)], lines  # each play whole, in order
    assert len(pieces) == count or (cut and len(pieces) >= 3), lines
    for _, rect in drawn[start:end]:
        assert board.result_rect.contains(rect)
