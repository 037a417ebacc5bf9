#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate the Fairyboard xiangqi set with Western symbols (pieces/xiangqi-western/).

For players who do not read the characters: the same wooden discs (xiangqi) and
octagons (janggi, sized by rank) as the Fairyboard Xiangqi set, carrying the
Western piece that moves most like each piece, drawn in the side's colour:

    general  -> king      advisor -> ferz (the shatranj counsellor)
    elephant -> alfil     horse   -> knight
    chariot  -> rook      cannon  -> field cannon
    soldier  -> pawn

The figures come from the drawing functions of make_western_set.py, so the set
needs no font:

    python3 pieces/tools/make_xiangqi_western_set.py

The SVGs are committed; the build does not run this script.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_western_set as western  # noqa: E402
from make_xiangqi_set import octagon, poly, wood_defs  # noqa: E402
from setmanifest import write_manifest  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "xiangqi-western")

# id: English name, Western figure, janggi half-width (the Fairyboard Xiangqi sizes)
PIECES = {
    "general": ("General", western.king, 44.5),
    "advisor": ("Advisor", western.ferz, 33),
    "elephant": ("Elephant", western.alfil, 39),
    "horse": ("Horse", western.knight, 39),
    "chariot": ("Chariot", western.rook, 39),
    "cannon": ("Cannon", western.cannon, 39),
    "soldier": ("Soldier", western.pawn, 33),
}

# Figures in the side's colour with cream detail lines (they sit on light wood).
#                        name      fill       outline    detail     shade      mark       seams
RED = western.Palette("red", "#c4161f", "#4d0508", "#fbecc9", "#e4636a", "#fbecc9", True)
BLACK = western.Palette("black", "#242424", "#000000", "#f1e3c2", "#555555", "#f1e3c2", True)
BLUE = western.Palette("blue", "#17489a", "#06183c", "#f1e6cc", "#5b83c8", "#f1e6cc", True)

SIDES = {
    # file prefix: (palette, title word, ring colour)
    "red": (RED, "Red", "#b5121b"),
    "black": (BLACK, "Black", "#161616"),
    "janggi-red": (RED, "Janggi Han (red)", "#b8141c"),
    "janggi-blue": (BLUE, "Janggi Cho (blue)", "#14488f"),
}

HEADER = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<!-- SPDX-License-Identifier: CC-BY-SA-4.0 -->\n'
          '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
          'id="piece" viewBox="0 0 100 100" width="100" height="100">\n'
          '<title>{title}</title>\n')

# The Western figures stand in the box x 14..86, y 12..91 around (50, 52).
FIGURE_CX, FIGURE_CY = 50.0, 52.0


def figure(fn, pal, cx, cy, scale):
    """A Western figure scaled by `scale` and centred on (cx, cy)."""
    c = western.Ctx(pal).sub(scale)
    tx = cx - scale * FIGURE_CX
    ty = cy - scale * FIGURE_CY
    return western.group(fn(c), tx, ty, scale)


def disc(fn, pal, ring, title):
    e = [wood_defs()]
    e.append('<circle cx="50" cy="51" r="44.3" fill="url(#edge)" stroke="#5e3d16" stroke-width="1.3"/>')
    e.append('<circle cx="50" cy="48.7" r="42" fill="url(#top)" stroke="#8a6130" stroke-width="0.6"/>')
    e.append('<circle cx="50" cy="49.3" r="37.6" fill="none" stroke="#fff4d8" stroke-opacity="0.8" stroke-width="1.1"/>')
    e.append(f'<circle cx="50" cy="48.7" r="37.6" fill="none" stroke="{ring}" stroke-width="1.9"/>')
    e.append(figure(fn, pal, 50, 48.7, 0.66))
    return HEADER.format(title=title) + "\n".join(e) + "\n</svg>\n"


def octa_piece(fn, pal, ring, title, a):
    e = [wood_defs()]
    lift = 2.2 * a / 45
    cy = 50 - lift / 2
    e.append(f'<path d="{poly(octagon(a, 50 + lift / 2), 2)}" fill="url(#edge)" stroke="#5e3d16" stroke-width="1.3" stroke-linejoin="round"/>')
    e.append(f'<path d="{poly(octagon(a - 2.4, cy), 1.6)}" fill="url(#top)" stroke="#8a6130" stroke-width="0.6" stroke-linejoin="round"/>')
    inner = octagon(a * 0.86, cy)
    e.append(f'<path d="{poly([(x, y + 0.6) for x, y in inner], 1.2)}" fill="none" stroke="#fff4d8" stroke-opacity="0.8" stroke-width="1"/>')
    e.append(f'<path d="{poly(inner, 1.2)}" fill="none" stroke="{ring}" stroke-width="1.7" stroke-linejoin="round"/>')
    # Smaller pieces carry smaller figures, but not in proportion: a guard must stay legible.
    e.append(figure(fn, pal, 50, cy, 0.66 * (0.5 + 0.5 * a / 42)))
    return HEADER.format(title=title) + "\n".join(e) + "\n</svg>\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    count = 0
    for pid, (name, fn, half) in PIECES.items():
        for prefix, (pal, word, ring) in SIDES.items():
            if prefix.startswith("janggi"):
                jname = "Guard" if pid == "advisor" else name
                svg = octa_piece(fn, pal, ring, f"{word} {jname}", half)
            else:
                svg = disc(fn, pal, ring, f"{word} {name}")
            with open(os.path.join(args.out, f"{prefix}-{pid}.svg"), "w", encoding="utf-8") as fh:
                fh.write(svg)
            count += 1
    write_manifest(args.out, {
        "Name": "Western Symbols",
        "Name[de]": "Westliche Symbole",
        "Name[fr]": "Symboles occidentaux",
        "Name[ja]": "西洋式の記号",
        "Name[zh_CN]": "国际象棋符号",
        "Author": "Fairyboard contributors",
        "License": "CC-BY-SA-4.0",
        "Style": "xiangqi",
        "Files": "redblack",
        "Janggi": "true",
        "Preview": "red-horse.svg",
    }, PIECES)
    print(f"{count} pieces written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
