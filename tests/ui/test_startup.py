"""Starting without a display says so and exits; starting without sound stays quiet."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bare_env(**extra: str) -> dict[str, str]:
    """The environment of a machine with no display and no driver chosen."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    return {**env, **extra}


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="a desktop elsewhere has a display"
)
def test_without_a_display_the_game_says_so_and_exits(tmp_path: Path) -> None:
    run = subprocess.run(
        [sys.executable, str(ROOT / "main.py")],
        capture_output=True, text=True, timeout=120, cwd=tmp_path,
        env=_bare_env(XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path)),
    )
    assert run.returncode == 3, (run.returncode, run.stdout, run.stderr)
    assert "No display was found" in run.stderr
    assert "--selftest" in run.stderr and "没有找到显示器" in run.stderr
    assert "Traceback" not in run.stderr


def test_the_sound_probe_keeps_sdls_chatter_off_the_terminal() -> None:
    """Where there is no audio device (as on this kind of machine) ALSA would print a dozen
    lines per try; after the probe the game's own mixer start is silent too."""
    code = (
        "from ui.app.startup import prepare_audio\n"
        "import pygame\n"
        "sound = prepare_audio()\n"
        "pygame.init()\n"
        "pygame.mixer.init()\n"
        "print('sound' if sound else 'silent', pygame.mixer.get_init() is not None)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT,
        env=_bare_env(SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1"),
    )
    assert run.returncode == 0, run.stderr
    assert "ALSA lib" not in run.stderr and "XDG_RUNTIME_DIR" not in run.stderr
    said = run.stdout.split()
    assert said[1] == "True", "the mixer works (dummy driver when there is no device)"
    if said[0] == "silent":
        assert run.stderr.strip().splitlines() == ["No audio device was found: the game plays"
                                                   " without sound."]


def test_quiet_stderr_captures_c_level_writes() -> None:
    from ui.app.startup import quiet_stderr

    captured: list[str] = []
    with quiet_stderr(captured):
        os.write(2, b"chatter from C\n")
    assert captured == ["chatter from C\n"]
