"""``python -m ui.endgame.shots``: a wrong argument gets a clear message, and a folder that
does not exist yet is made (it used to end in a traceback either way)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ui.endgame import shots


def test_a_bad_size_or_state_is_refused_with_a_message(capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path) -> None:
    for argv, words in (([str(tmp_path), "--size", "12"], "WIDTHxHEIGHT"),
                        ([str(tmp_path), "--only", "nope"], "no such state nope")):
        with pytest.raises(SystemExit) as exit_info:
            shots.main(argv)
        assert exit_info.value.code == 2
        assert words in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_the_folder_is_made(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "shots"
    assert shots.main([str(folder), "--only", "endgame", "--size", "960x540"]) == 0
    assert [p.name for p in folder.iterdir()] == ["endgame-zh-960x540.png"]
