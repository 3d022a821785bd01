"""The 残局 screens write the solver's plays as the cards read (found play-testing the
analysis board: its winning first moves and line said ``9TJQKA``, ``B`` and ``R``, the
notation's letters for 10 and the jokers, where every card on screen says 10, 小王, 大王;
the puzzle's 提示 and refutation said them too).  A plain kind is named (一对10, 顺子9到A),
a play with kickers written by its ranks."""

from __future__ import annotations

from typing import Any

import pygame

from ai.endgame.spot import Advice
from tests.ui.test_endgame_scenes import board_of, type_keys
from ui.app.i18n import set_language, t
from ui.dev import headless
from ui.endgame import analysis_result
from ui.endgame.cards import PASS, play_words
from ui.endgame.hint_text import hint_lines


def test_a_play_is_written_with_10_and_the_jokers_by_name(app: Any) -> None:
    assert play_words("9TJQKA") == "a straight 9 to A"
    assert play_words("TTTB") == "10 10 10 " + t("endgame.board.joker_small")
    assert play_words(PASS) == t("btn.pass")
    set_language("zh")
    assert play_words("BR") == "王炸"
    assert play_words("R") == "单张大王"
    assert play_words("33344") == "3 3 3 4 4"


def test_the_puzzle_hint_names_10_as_the_card_does(app: Any) -> None:
    advice = Advice(move="TT", wins=True, winning=1, options=2, replies=0, plays=2)
    first, _ = hint_lines(advice, 2)
    assert "a pair of 10s" in first and "TT" not in first, first


def test_the_analysis_board_writes_its_answer_as_the_cards_read(app: Any, monkeypatch: Any
                                                                ) -> None:
    board = board_of(app)
    type_keys(app, "TTR\t4\t")
    app.frame(headless.FRAME, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)])
    assert headless.wait_for(app, lambda: board.job is None)
    assert board.answer is not None and board.answer.wins
    drawn: list[str] = []
    monkeypatch.setattr(analysis_result, "blit_text",
                        lambda _surface, text, *_args, **_kw: drawn.append(text))
    analysis_result.draw_result(board, pygame.Surface(app.size))
    plays = " | ".join(drawn)
    assert "a pair of 10s" in plays, plays
    assert "big joker" in plays, plays
    assert not any(text in ("TT", "R", "TTR") or "TT," in text for text in drawn), plays
