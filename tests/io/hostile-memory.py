#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Peak memory of fairyboard-cli on the worst game logs and bundles we can build.

Usage: tests/io/hostile-memory.py CLI [NAME...]

Builds each hostile input in a temporary folder and runs `CLI bench-load FILE` on it: the
loader the app uses (fb::io::loadGames, every game replayed), which reports the games read, the
complete ones, the time and its own peak resident memory (VmHWM: a child's ru_maxrss would
include this script's memory from before the exec). Prints one line per input: its size, the
figures and the file's error if it was refused. NAMEs pick inputs (substrings of their names);
none = all. Not a test: the figures go into app/io/README.md ("Limits").

With --app APP, the app opens each file as well (offscreen, a fresh HOME, --restore none); its
peak memory is read from /proc/PID/status (VmHWM) once it has not grown for 5 s (it then waits
in a dialog: the game chooser, the error, or shows the game), and it is ended.
"""

import gzip
import io
import json
import os
import random
import subprocess
import sys
import time
import tempfile
import zipfile

MB = 1 << 20
# The defaults of fb::io::LogLimits (app/io/loglimits.h).
MAX_BYTES = 32 * MB
MAX_ENTRIES = 1_000_000
MAX_GAMES = 100_000
MAX_TAGS = 1000
MAX_LINE = 1 << 20
MAX_PLIES = 100_000


def pgn_moves(count):
    """One game of `count` move texts of one letter: the smallest entry PGN has."""
    return "[Event \"moves\"]\n\n1. " + "a " * count + "*\n"


def pgn_compressible(count):
    """pgn_moves, with another letter every 40 moves: deflates about 100:1, the most a bundle
    entry may."""
    rng = random.Random(1)
    moves = "".join(("a " * 39 + rng.choice("bcdefgh") + " ") for _ in range(count // 40))
    moves += "a " * (count % 40)
    return "[Event \"moves\"]\n\n1. " + moves + "*\n"


def pgn_deep(depth):
    return "[Event \"deep\"]\n\n1. e4 " + "(1. d4 " * depth + ")" * depth + " *\n"


def pgn_legal(cli, folder, plies):
    """Random legal chess games written by the CLI itself, about `plies` plies in all."""
    path = os.path.join(folder, "legal-source.pgn")
    games = plies // 150
    subprocess.run([cli, "gen-games", "chess", str(games), path, "--max-plies", "150"],
                   check=True)
    with open(path, encoding="utf-8") as f:
        return f.read()


def pgn_long_game(cli, folder, plies):
    """One legal game of `plies` plies: kings alone, with no rule that ends the game."""
    kings = {"id": "kings", "name": "Kings", "board": {"files": 8, "ranks": 8},
             "pieces": [{"id": "king", "name": "King", "letter": "K", "betza": "K",
                         "royal": True}],
             "rules": {"moveCountLimit": 0, "repetition": {"count": 0}},
             "start": "k7/8/8/8/8/8/8/7K w - - 0 1"}
    preset_path = os.path.join(folder, "kings.json")
    with open(preset_path, "w") as f:
        json.dump(kings, f)
    path = os.path.join(folder, "long-source.pgn")
    subprocess.run([cli, "gen-games", preset_path, "1", path, "--max-plies", str(plies)],
                   check=True)
    with open(path, encoding="utf-8") as f:
        return f.read()


def preset(index, pieces, files, ranks):
    """A resolved custom preset: a king and strong riders on a files x ranks board."""
    letters = [chr(ord("A") + i) for i in range(26) if chr(ord("A") + i) != "K"]
    letters += ["+" + chr(ord("A") + i) for i in range(26)]
    defs = [{"id": "king", "name": "King", "letter": "K", "betza": "K", "royal": True}]
    for i in range(pieces - 1):  # beyond 52 pieces the letters repeat: the preset is refused
        defs.append({"id": "p%d" % i, "name": "P%d" % i, "letter": letters[i % len(letters)],
                     "betza": "QNNCCZZ"})
    rows = ["k%d" % (files - 1)] + [str(files)] * (ranks - 2) + ["K%d" % (files - 1)]
    return {"id": "custom%d" % index, "name": "Custom %d" % index,
            "board": {"files": files, "ranks": ranks},
            "pieces": defs, "start": "/".join(rows) + " w - - 0 1"}


def pgn_presets(games, pieces, files, ranks, moves=0):
    """Games that each embed another preset, each with `moves` one-letter moves."""
    out = io.StringIO()
    for i in range(games):
        text = json.dumps(preset(i, pieces, files, ranks), separators=(",", ":"), sort_keys=True)
        text = text.replace("\\", "\\\\").replace("\"", "\\\"")
        out.write("[Event \"%d\"]\n[PresetJSON \"%s\"]\n\n%s*\n\n" % (i, text, "a " * moves))
    return out.getvalue()


def bundle(log, preset_json=None):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        z.writestr("manifest.json", json.dumps({"format": "fairyboard-game-bundle",
                                                "version": 1}))
        z.writestr("game.pgn", log)
        if preset_json is not None:
            z.writestr("preset.json", json.dumps(preset_json))
    return buffer.getvalue()


def inputs(cli, folder):
    """(name, file name, a function making its bytes or None for a path that exists)."""
    tags = "".join("[T%d \"\"]\n" % i for i in range(MAX_TAGS)) + "\n*\n\n"
    return [
        ("pgn: variations 30,000 deep", "deep.pgn", lambda: pgn_deep(30000)),
        ("pgn: 1M one-letter moves (the entry limit)", "moves.pgn",
         lambda: pgn_moves(MAX_ENTRIES - 1)),
        ("pgn: 32 MB of one-letter moves", "moves32.pgn", lambda: pgn_moves(MAX_BYTES // 2 - 64)),
        ("pgn: 1M comments", "comments.pgn",
         lambda: "1. e4 " + "{a}" * (MAX_ENTRIES - 2) + " *\n"),
        ("pgn: 1M empty variations", "variations.pgn",
         lambda: "1. e4 " + "()" * (MAX_ENTRIES - 2)),
        ("pgn: 1M glyphs", "nags.pgn", lambda: "1. e4 " + "$1 " * (MAX_ENTRIES - 2) + "*\n"),
        ("pgn: 100,000 games (the game limit)", "games.pgn",
         lambda: "[E \"\"]\n*\n" * MAX_GAMES),
        ("pgn: 999 games of 1,000 tags", "tags.pgn",
         lambda: tags * (MAX_ENTRIES // MAX_TAGS - 1)),
        ("pgn: 0.9M legal plies", "legal.pgn", lambda: pgn_legal(cli, folder, 900_000)),
        ("pgn: one legal game of 100,000 plies", "long.pgn",
         lambda: pgn_long_game(cli, folder, MAX_PLIES)),
        ("pgn: one legal game of 990,000 plies", "longer.pgn",
         lambda: pgn_long_game(cli, folder, 990_000)),
        ("pgn: 32 MB of dots", "dots.pgn", lambda: "1. e4 " + "." * (MAX_BYTES - 64)),
        ("pgn: 100 games, distinct presets", "presets.pgn",
         lambda: pgn_presets(100, 26, 36, 36)),
        ("pgn: 300 games, distinct 52-piece presets", "presets52.pgn",
         lambda: pgn_presets(300, 52, 36, 36)),
        ("pgn: 30 games, distinct 1,000-piece presets", "presets1000.pgn",
         lambda: pgn_presets(30, 1000, 36, 36)),
        ("pgn: 50,000 games, distinct small presets", "small.pgn",
         lambda: pgn_presets(50_000, 2, 8, 8)),
        ("pgn: both: distinct presets and 1M moves", "both.pgn",
         lambda: pgn_presets(150, 52, 36, 36, MAX_ENTRIES // 150 - 3)),
        ("kif: 1M moves", "moves.kif", lambda: "手数----指手---------消費時間--\n"
         + "".join("%d a\n" % (i + 1) for i in range(MAX_ENTRIES - 1))),
        ("usi: 1 MiB lines of moves", "moves.usi",
         lambda: ("a " * (MAX_LINE // 2 - 1) + "\n") * 3),
        ("csa: 1M moves on comma lines", "moves.csa",
         lambda: ("+7776FU," * 100000 + "\n") * (MAX_ENTRIES // 100000 - 1)),
        ("game courier: 1M moves", "moves.gc", lambda: "a\n" * (MAX_ENTRIES - 1)),
        ("gzip: 1 GB of spaces", "bomb.pgn.gz", lambda: gzip.compress(b" " * (1 << 30), 9)),
        ("bundle: 45 KB, 4.4 MB log of moves (100:1)", "moves.fbz",
         lambda: bundle(pgn_compressible(2_200_000))),
        ("bundle: 1M moves (100:1)", "entries.fbz",
         lambda: bundle(pgn_compressible(MAX_ENTRIES - 1))),
        ("bundle: distinct presets per game", "presets.fbz",
         lambda: bundle(pgn_presets(100, 26, 36, 36))),
        ("device: /dev/zero", "/dev/zero", None),
    ]


def measure(cli, path):
    """(games, complete, seconds, peak MB, error) from `cli bench-load path`."""
    run = subprocess.run([cli, "bench-load", path], capture_output=True, text=True)
    lines = run.stdout.strip().split("\n")
    error = lines[0].split("\t", 1)[1] if lines[0].startswith("error\t") else run.stderr.strip()
    games, complete, seconds, peak = lines[-1].split("\t")
    return int(games), int(complete), float(seconds), int(peak), error


def app_peak(app, path, home):
    """The app's peak memory in MB while it opens `path`, once that stops growing."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home,
               XDG_CONFIG_HOME=os.path.join(home, "config"),
               XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_RUNTIME_DIR=os.path.join(home, "run"))
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)
    child = subprocess.Popen([app, "--restore", "none", path], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peak, still, waited = 0, 0.0, 0.0
    try:
        while still < 5 and waited < 300 and child.poll() is None:
            with open("/proc/%d/status" % child.pid) as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        now = int(line.split()[1]) // 1024
            still = still + 0.2 if now == peak else 0.0
            peak = max(peak, now)
            time.sleep(0.2)
            waited += 0.2
    finally:
        child.terminate()
        child.wait()
    return peak


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip())
        return 2
    cli = os.path.abspath(sys.argv[1])
    wanted = sys.argv[2:]
    app = None
    if len(wanted) >= 2 and wanted[0] == "--app":
        app = os.path.abspath(wanted[1])
        wanted = wanted[2:]
    print("%-44s %10s %7s %8s %8s %8s %8s  %s"
          % ("input", "bytes", "games", "complete", "seconds", "peak", "app", "error"))
    with tempfile.TemporaryDirectory() as folder:
        for name, file_name, make in inputs(cli, folder):
            if wanted and not any(w in name for w in wanted):
                continue
            path = file_name
            content = make() if make else None
            if content is not None:
                path = os.path.join(folder, file_name)
                with open(path, "wb") as f:
                    f.write(content.encode("utf-8") if isinstance(content, str) else content)
            size = os.path.getsize(path) if content is not None else 0
            games, complete, seconds, peak, error = measure(cli, path)
            shown = "%5d MB" % app_peak(app, path, os.path.join(folder, "home")) if app else "-"
            print("%-44s %10d %7d %8d %7.1fs %5d MB %8s  %s"
                  % (name, size, games, complete, seconds, peak, shown, error[:100]), flush=True)
            if content is not None:
                os.remove(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
