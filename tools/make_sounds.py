"""Synthesize the game's sound effects with the standard library only.

Every effect is built from a few primitives (enveloped tones, filtered noise, pitch
sweeps), mixed, high-passed to remove DC, normalised and faded at both ends so nothing
clicks.  Random noise comes from ``random.Random`` with a fixed seed per sound, so the
output is byte-identical on every run.  Run from the repository root:

    python tools/make_sounds.py          # writes assets/sounds/*.wav (16-bit mono 22050 Hz)
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent
Signal = list[float]


# --- primitives --------------------------------------------------------------------------------


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def note(name: str) -> float:
    """Frequency of a note such as ``'A4'`` or ``'C#5'`` (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += name.count("#") - name.count("b")
    return 440.0 * 2 ** (steps / 12 + int(name[-1]) - 4)


def envelope(n: int, attack: float, decay: float, release: float = 0.015) -> Signal:
    """Linear attack, exponential decay (time constant ``decay`` s), then a short release.

    The release ramps the last few milliseconds to zero so a layer never stops on a
    non-zero sample (which would click), wherever it sits in a mix.
    """
    a = max(1, int(attack * RATE))
    r = max(1, min(int(release * RATE), n // 2))
    env = [i / a if i < a else math.exp(-(i - a) / (decay * RATE)) for i in range(n)]
    for i in range(r):
        env[n - 1 - i] *= i / r
    return env


def tone(freq: float | Callable[[float], float], seconds: float, attack: float = 0.004,
         decay: float = 0.2, partials: Iterable[tuple[float, float]] = ((1.0, 1.0),)) -> Signal:
    """An enveloped additive tone; ``freq`` may be a function of time for sweeps."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    parts = list(partials)
    out, phase = [], 0.0
    for i in range(n):
        f = freq(i / RATE) if callable(freq) else freq
        phase += 2 * math.pi * f / RATE
        out.append(env[i] * sum(amp * math.sin(phase * mult) for mult, amp in parts))
    return out


def noise(seconds: float, seed: int, cutoff: float | Callable[[float], float] = 4000.0,
          attack: float = 0.002, decay: float = 0.05, highpass: float = 0.0) -> Signal:
    """Enveloped white noise through a one-pole low-pass (cutoff may sweep over time)."""
    rng = random.Random(seed)
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    out, low, low2 = [], 0.0, 0.0
    for i in range(n):
        fc = cutoff(i / RATE) if callable(cutoff) else cutoff
        low += (1 - math.exp(-2 * math.pi * fc / RATE)) * (rng.uniform(-1, 1) - low)
        value = low
        if highpass:
            low2 += (1 - math.exp(-2 * math.pi * highpass / RATE)) * (low - low2)
            value = low - low2
        out.append(value * env[i])
    return out


def mix(*layers: tuple[Signal, float, float]) -> Signal:
    """Sum ``(signal, start_seconds, gain)`` layers into one signal."""
    length = max(int(start * RATE) + len(sig) for sig, start, _ in layers)
    out = [0.0] * length
    for sig, start, gain in layers:
        offset = int(start * RATE)
        for i, value in enumerate(sig):
            out[offset + i] += value * gain
    return out


def finish(signal: Signal, peak: float, drive: float = 0.0) -> Signal:
    """Remove DC, optionally saturate, normalise to ``peak`` and fade both ends (no clicks)."""
    out, prev_in, prev_out = [], 0.0, 0.0
    r = math.exp(-2 * math.pi * 25 / RATE)
    for x in signal:
        prev_out = x - prev_in + r * prev_out
        prev_in = x
        out.append(prev_out)
    if drive:
        out = [math.tanh(x * drive) for x in out]
    top = max((abs(x) for x in out), default=0.0) or 1.0
    out = [x * peak / top for x in out]
    fade_in, fade_out = int(0.002 * RATE), int(0.012 * RATE)
    for i in range(min(fade_in, len(out))):
        out[i] *= i / fade_in
    for i in range(min(fade_out, len(out))):
        out[-1 - i] *= i / fade_out
    return out


BELL = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.18), (4.2, 0.08))
BRASS = ((1.0, 1.0), (2.0, 0.6), (3.0, 0.4), (4.0, 0.25), (5.0, 0.12))
PLUCK = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1))


def arpeggio(names: Iterable[str], gap: float, length: float, decay: float,
             partials: Iterable[tuple[float, float]] = PLUCK) -> Signal:
    parts = list(partials)
    return mix(*[(tone(note(n), length, 0.004, decay, parts), i * gap, 1.0)
                 for i, n in enumerate(names)])


# --- the effects ---------------------------------------------------------------------------------


def card_select() -> Signal:
    return finish(mix((noise(0.05, 1, 6000, 0.001, 0.008, highpass=1500), 0, 1.0),
                      (tone(2200, 0.05, 0.001, 0.01), 0, 0.25)), 0.45)


def card_play() -> Signal:
    slap = noise(0.16, 2, lambda t: 7000 * math.exp(-t * 30) + 800, 0.001, 0.03, highpass=300)
    thump = tone(lambda t: 170 - 400 * t, 0.1, 0.001, 0.025)
    return finish(mix((slap, 0, 1.0), (thump, 0, 0.6)), 0.8)


def deal() -> Signal:
    return finish(noise(0.09, 3, lambda t: 2000 + 60000 * t, 0.015, 0.025, highpass=900), 0.55)


def pass_() -> Signal:
    return finish(tone(lambda t: 330 - 300 * t, 0.22, 0.01, 0.07, PLUCK), 0.45)


def bid() -> Signal:
    return finish(mix((tone(note("A5"), 0.7, 0.003, 0.22, BELL), 0, 1.0),
                      (tone(note("E6"), 0.6, 0.003, 0.18, BELL), 0.09, 0.7)), 0.6)


def landlord() -> Signal:
    hits = [("C5", 0.0, 0.12), ("E5", 0.12, 0.12), ("G5", 0.24, 0.12), ("C6", 0.38, 0.42)]
    layers = [(tone(note(n), dur + 0.15, 0.015, dur * 0.9, BRASS), start, 1.0)
              for n, start, dur in hits]
    layers.append((tone(note("G5"), 0.5, 0.02, 0.35, BRASS), 0.38, 0.5))
    layers.append((tone(note("E5"), 0.5, 0.02, 0.35, BRASS), 0.38, 0.4))
    return finish(mix(*layers), 0.8)


def bomb() -> Signal:
    blast = noise(1.3, 4, lambda t: 3500 * math.exp(-t * 4) + 150, 0.002, 0.3)
    rumble = noise(1.3, 5, 120, 0.01, 0.5)
    thump = tone(lambda t: 95 * math.exp(-t * 2.5) + 35, 1.0, 0.002, 0.3, ((1, 1), (2, 0.3)))
    return finish(mix((blast, 0, 1.0), (rumble, 0, 1.6), (thump, 0, 1.1)), 0.9, drive=1.6)


def rocket() -> Signal:
    whoosh = noise(0.6, 6, lambda t: 300 + 9000 * t * t, 0.45, 0.08, highpass=200)
    whistle = tone(lambda t: 500 + 2500 * t * t, 0.6, 0.4, 0.1)
    boom = bomb()
    return finish(mix((whoosh, 0, 1.0), (whistle, 0, 0.2), (boom, 0.55, 1.2)), 0.9)


def airplane() -> Signal:
    def sweep(t: float) -> float:
        return 400 + 3000 * math.sin(math.pi * min(t / 0.9, 1.0))

    air = noise(0.9, 7, sweep, 0.35, 0.2, highpass=150)
    hum = tone(lambda t: 180 - 60 * t, 0.9, 0.3, 0.25, ((1, 1), (2, 0.5), (3, 0.3)))
    return finish(mix((air, 0, 1.0), (hum, 0, 0.25)), 0.75)


def straight() -> Signal:
    return finish(arpeggio(["C5", "D5", "E5", "G5", "A5", "C6"], 0.06, 0.35, 0.12), 0.7)


def spring() -> Signal:
    run = arpeggio(["C6", "E6", "G6", "C7", "E7", "G7"], 0.05, 0.5, 0.18, BELL)
    sparkle = noise(0.6, 8, 9000, 0.05, 0.15, highpass=5000)
    return finish(mix((run, 0, 1.0), (sparkle, 0.1, 0.15)), 0.7)


def win() -> Signal:
    melody = [("C5", 0.0), ("E5", 0.12), ("G5", 0.24), ("E5", 0.36), ("G5", 0.48), ("C6", 0.6)]
    layers = [(tone(note(n), 0.5 if n != "C6" else 0.8, 0.005, 0.15 if n != "C6" else 0.35, BELL),
               start, 1.0) for n, start in melody]
    layers.append((tone(note("C4"), 0.9, 0.01, 0.4, PLUCK), 0.6, 0.5))
    return finish(mix(*layers), 0.75)


def lose() -> Signal:
    melody = [("G4", 0.0), ("Eb4", 0.22), ("C4", 0.44), ("B3", 0.66)]
    layers = [(tone(note(n), 0.6 if i < 3 else 0.9, 0.01, 0.2 if i < 3 else 0.45,
                    ((1, 1), (2, 0.4), (3, 0.15))), start, 1.0)
              for i, (n, start) in enumerate(melody)]
    return finish(mix(*layers), 0.7)


def warning() -> Signal:
    beep = tone(1046.5, 0.13, 0.005, 0.05, ((1, 1), (2, 0.2)))
    return finish(mix((beep, 0, 1.0), (beep, 0.16, 1.0)), 0.6)


def button() -> Signal:
    return finish(mix((tone(1500, 0.04, 0.001, 0.008), 0, 1.0),
                      (noise(0.03, 9, 5000, 0.001, 0.005, highpass=2000), 0, 0.5)), 0.4)


def double() -> Signal:
    hit = noise(0.2, 10, lambda t: 5000 * math.exp(-t * 20) + 300, 0.001, 0.04)
    stab1 = tone(note("D5"), 0.2, 0.005, 0.08, BRASS)
    stab2 = tone(note("A5"), 0.5, 0.005, 0.2, BRASS)
    return finish(mix((hit, 0, 0.5), (stab1, 0, 0.8), (stab2, 0.12, 1.0)), 0.75)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "card_select": card_select, "card_play": card_play, "deal": deal, "pass": pass_,
    "bid": bid, "landlord": landlord, "bomb": bomb, "rocket": rocket, "airplane": airplane,
    "straight": straight, "spring": spring, "win": win, "lose": lose, "warning": warning,
    "button": button, "double": double,
}


def encode(signal: Signal) -> bytes:
    """16-bit little-endian PCM frames."""
    return struct.pack(f"<{len(signal)}h", *(round(max(-1.0, min(1.0, x)) * 32767)
                                             for x in signal))


def write_wav(path: Path, signal: Signal) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(encode(signal))


def build_all(out_dir: Path, names: Iterable[str] | None = None) -> dict[str, Path]:
    """Write every effect (or just ``names``) to ``out_dir``; returns name -> path."""
    written = {}
    for name in names if names is not None else SOUNDS:
        path = out_dir / f"{name}.wav"
        write_wav(path, SOUNDS[name]())
        written[name] = path
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out-dir", type=Path, default=ROOT / "assets" / "sounds")
    parser.add_argument("names", nargs="*", help="only these effects")
    args = parser.parse_args(argv)
    for name, path in build_all(args.out_dir, args.names or None).items():
        data = path.read_bytes()
        print(f"{name:12s} {len(data) // 1024:4d} KB  crc {zlib.crc32(data):08x}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
