"""python -m ai.endgame: the answer, its JSON, and clear refusals (exit 2, no traceback);
plus named positions worked out by hand."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ai.endgame import EndgameError, SearchLimit, solve
from ai.endgame.__main__ import main

ROOT = Path(__file__).resolve().parent.parent


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main([*argv, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"winner", "moves", "line", "nodes", "seconds"}
    assert isinstance(out["nodes"], int) and isinstance(out["seconds"], float)
    return out  # type: ignore[no-any-return]


def test_kk_first_is_the_only_win(capsys: pytest.CaptureFixture[str]) -> None:
    # 3KK against an ace: a K or the 3 is taken by the ace, which goes out; the pair of
    # kings cannot be answered, and the 3 then goes out alone.
    out = _json(capsys, "3KK", "A")
    assert out["winner"] == "first"
    assert out["moves"] == ["KK"]
    assert out["line"] == ["KK", "pass", "3"]


def test_a_lost_position_resists_longest(capsys: pytest.CaptureFixture[str]) -> None:
    # 3A against a 2: whatever FIRST leads, the 2 takes it and goes out (two plies).
    out = _json(capsys, "3A", "2")
    assert out["winner"] == "second"
    assert out["moves"] == []
    assert len(out["line"]) == 2 and out["line"][1] == "2"  # type: ignore[arg-type]


def test_answering_a_previous_play(capsys: pytest.CaptureFixture[str]) -> None:
    # SECOND played an ace; a 2 takes it and the other 2 goes out. Passing lets the 3 out.
    out = _json(capsys, "22", "3", "--last", "A")
    assert (out["winner"], out["moves"], out["line"]) == ("first", ["2"], ["2", "pass", "2"])


def test_banned_trio_pair(capsys: pytest.CaptureFixture[str]) -> None:
    # 33344 against a 5: any play the 5 cannot answer keeps the lead, and the rest then
    # goes out in one or two more leads (3334 then 4, 33 then 44 then 3 ...); only a
    # single 3 or 4 lets the 5 out.  Banning trio_pair takes away going out at once.
    assert sorted(_json(capsys, "33344", "5")["moves"]) == [  # type: ignore[type-var]
        "33", "333", "3334", "33344", "44"]
    out = _json(capsys, "33344", "5", "--ban", "trio_pair")
    assert out["winner"] == "first"
    assert sorted(out["moves"]) == ["33", "333", "3334", "44"]  # type: ignore[type-var]
    assert "33344" not in out["line"]  # type: ignore[operator]


def test_three_seats(capsys: pytest.CaptureFixture[str]) -> None:
    # The landlord's 33 cannot be answered by singles; 35 loses to 4 or 6 going out.
    assert _json(capsys, "33", "2", "--third", "4")["winner"] == "landlord"
    out = _json(capsys, "35", "4", "--third", "6")
    assert out["winner"] == "farmers" and out["moves"] == []
    # SECOND made the previous play and THIRD passed: the landlord cannot beat a 9,
    # passes, and SECOND leads its pair of 2s out.
    out = _json(capsys, "3456789", "22", "--third", "5", "--last", "9")
    assert out["line"] == ["pass", "22"]


def test_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["3KK", "A"]) == 0
    text = capsys.readouterr().out
    assert "winner: FIRST" in text and "KK" in text


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["33Z", "4"], "bad card character 'Z'"),
        (["3333", "3"], "3 appears 5 times"),
        (["B", "B"], "B appears 2 times"),
        (["33", "4", "--last", "345"], "not a classic combination"),
        (["333", "4", "--last", "33"], "3 appears 5 times"),
        (["33", "4", "--ban", "trio_pear"], "unknown kind trio_pear"),
        (["33", "4", "--ban", "single"], "--ban single is refused"),
        (["33", "4", "--ban", "pair", "--last", "55"], "which --ban forbids"),
        (["33", ""], "second hand is empty"),
        (["33", "4", "--third", ""], "third hand is empty"),
    ],
)
def test_bad_input_exits_2_with_a_message(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_solve_raises_endgame_error() -> None:
    with pytest.raises(EndgameError, match="two or three hands"):
        solve(["3"])


def test_node_limit_stops_a_big_search() -> None:
    hands = ["356788QQAA2BR", "4456789TJJK22"]
    with pytest.raises(SearchLimit):
        solve(hands, max_nodes=50)
    assert solve(["3KK", "A"], max_nodes=50).moves == ("KK",)


def test_module_entry_point() -> None:
    ok = subprocess.run([sys.executable, "-m", "ai.endgame", "5566", "7", "--json"],
                        cwd=ROOT, capture_output=True, text=True, check=False)
    assert ok.returncode == 0, ok.stderr
    assert sorted(json.loads(ok.stdout)["moves"]) == ["55", "66"]
    bad = subprocess.run([sys.executable, "-m", "ai.endgame", "3Z", "4"],
                         cwd=ROOT, capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "'Z'" in bad.stderr
