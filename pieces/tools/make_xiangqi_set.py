#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate the Fairyboard xiangqi and janggi pieces (pieces/xiangqi/*.svg).

Xiangqi: round wooden discs with a carved ring, red-<id>.svg and black-<id>.svg.
Janggi: octagonal pieces sized by rank, janggi-red-<id>.svg (Han 漢) and
janggi-blue-<id>.svg (Cho 楚).

The characters are glyph outlines from Noto Serif CJK Bold (TC face for
xiangqi, KR face for janggi; SIL Open Font License 1.1), so the SVGs render
without any CJK font installed.

    python3 pieces/tools/make_xiangqi_set.py [--font /path/NotoSerifCJK-Bold.ttc]

The SVGs are committed; the build does not run this script.
"""

import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cjkglyphs import CJKFont, find_font, fmt  # noqa: E402
from setmanifest import write_manifest  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "xiangqi")

# id: English name, xiangqi (red, black), janggi (red, blue), janggi half-width
PIECES = {
    "general": ("General", "帥將", "漢楚", 44.5),
    "advisor": ("Advisor", "仕士", "士士", 33),
    "elephant": ("Elephant", "相象", "象象", 39),
    "horse": ("Horse", "傌馬", "馬馬", 39),
    "chariot": ("Chariot", "俥車", "車車", 39),
    "cannon": ("Cannon", "炮砲", "包包", 39),
    "soldier": ("Soldier", "兵卒", "兵卒", 33),
}

SIDES = {
    # name: (ink, carved-ring colour, title word)
    "red": ("#b5121b", "#b5121b", "Red"),
    "black": ("#161616", "#161616", "Black"),
    "janggi-red": ("#b8141c", "#b8141c", "Han (red)"),
    "janggi-blue": ("#14488f", "#14488f", "Cho (blue)"),
}

HEADER = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<!-- SPDX-License-Identifier: CC-BY-SA-4.0 -->\n'
          '<!-- Character outlines: {font} -->\n'
          '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
          'id="piece" viewBox="0 0 100 100" width="100" height="100">\n'
          '<title>{title}</title>\n')


def wood_defs():
    return ('<defs>'
            '<radialGradient id="top" cx="0.42" cy="0.38" r="0.65">'
            '<stop offset="0" stop-color="#fbebc6"/><stop offset="0.7" stop-color="#f0d49b"/>'
            '<stop offset="1" stop-color="#e2ba76"/>'
            '</radialGradient>'
            '<linearGradient id="edge" x1="0" y1="0" x2="0" y2="1">'
            '<stop offset="0" stop-color="#d9aa62"/><stop offset="1" stop-color="#9f6c2c"/>'
            '</linearGradient>'
            '</defs>')


def disc(font, ch, ink, ring, title):
    e = [wood_defs()]
    # the side of the disc shows a little below its top face
    e.append('<circle cx="50" cy="51" r="44.3" fill="url(#edge)" stroke="#5e3d16" stroke-width="1.3"/>')
    e.append('<circle cx="50" cy="48.7" r="42" fill="url(#top)" stroke="#8a6130" stroke-width="0.6"/>')
    # carved ring: a dark groove with a light lip under it
    e.append('<circle cx="50" cy="49.3" r="34.8" fill="none" stroke="#fff4d8" stroke-opacity="0.8" stroke-width="1.1"/>')
    e.append(f'<circle cx="50" cy="48.7" r="34.8" fill="none" stroke="{ring}" stroke-width="1.9"/>')
    e.append(f'<path d="{font.path(ch, 50, 48.7, 46.5)}" fill="{ink}"/>')
    return HEADER.format(font=font.credit(), title=title) + "\n".join(e) + "\n</svg>\n"


def octagon(a, cy=50.0):
    """Regular octagon with flat sides, half-width a, centred at (50, cy)."""
    b = a * math.tan(math.pi / 8)
    return [(50 - b, cy - a), (50 + b, cy - a), (50 + a, cy - b), (50 + a, cy + b),
            (50 + b, cy + a), (50 - b, cy + a), (50 - a, cy + b), (50 - a, cy - b)]


def poly(pts, r=0.0):
    if not r:
        return "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in pts) + "Z"
    n = len(pts)
    out = []
    for i in range(n):
        p0, p1, p2 = pts[i - 1], pts[i], pts[(i + 1) % n]
        d0, d2 = math.dist(p0, p1), math.dist(p1, p2)
        a = (p1[0] + (p0[0] - p1[0]) * r / d0, p1[1] + (p0[1] - p1[1]) * r / d0)
        b = (p1[0] + (p2[0] - p1[0]) * r / d2, p1[1] + (p2[1] - p1[1]) * r / d2)
        out.append(("L" if out else "M") + f"{fmt(a[0])} {fmt(a[1])}Q{fmt(p1[0])} {fmt(p1[1])} {fmt(b[0])} {fmt(b[1])}")
    return "".join(out) + "Z"


def octa_piece(font, ch, ink, ring, title, a):
    e = [wood_defs()]
    lift = 2.2 * a / 45
    e.append(f'<path d="{poly(octagon(a, 50 + lift / 2), 2)}" fill="url(#edge)" stroke="#5e3d16" stroke-width="1.3" stroke-linejoin="round"/>')
    e.append(f'<path d="{poly(octagon(a - 2.4, 50 - lift / 2), 1.6)}" fill="url(#top)" stroke="#8a6130" stroke-width="0.6" stroke-linejoin="round"/>')
    inner = octagon(a * 0.8, 50 - lift / 2)
    e.append(f'<path d="{poly([(x, y + 0.6) for x, y in inner], 1.2)}" fill="none" stroke="#fff4d8" stroke-opacity="0.8" stroke-width="1"/>')
    e.append(f'<path d="{poly(inner, 1.2)}" fill="none" stroke="{ring}" stroke-width="1.7" stroke-linejoin="round"/>')
    e.append(f'<path d="{font.path(ch, 50, 50 - lift / 2, a * 1.12)}" fill="{ink}"/>')
    return HEADER.format(font=font.credit(), title=title) + "\n".join(e) + "\n</svg>\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--font", help="path to NotoSerifCJK-Bold.ttc")
    ap.add_argument("--out", default=OUT)
    args = ap.parse_args()
    path = find_font(args.font)
    tc = CJKFont(path, "TC")
    kr = CJKFont(path, "KR")
    os.makedirs(args.out, exist_ok=True)
    count = 0
    for pid, (name, xq, jg, half) in PIECES.items():
        for i, side in enumerate(("red", "black")):
            ink, ring, word = SIDES[side]
            svg = disc(tc, xq[i], ink, ring, f"{word} {name}")
            with open(os.path.join(args.out, f"{side}-{pid}.svg"), "w", encoding="utf-8") as fh:
                fh.write(svg)
            count += 1
        for i, side in enumerate(("janggi-red", "janggi-blue")):
            ink, ring, word = SIDES[side]
            jname = "Guard" if pid == "advisor" else name
            svg = octa_piece(kr, jg[i], ink, ring, f"Janggi {word} {jname}", half)
            with open(os.path.join(args.out, f"{side}-{pid}.svg"), "w", encoding="utf-8") as fh:
                fh.write(svg)
            count += 1
    write_manifest(args.out, {
        "Name": "Fairyboard Xiangqi",
        "Name[de]": "Fairyboard Xiangqi",
        "Name[fr]": "Fairyboard Xiangqi",
        "Name[ja]": "Fairyboard シャンチー駒",
        "Name[zh_CN]": "Fairyboard 象棋",
        "Author": "Fairyboard contributors",
        "License": "CC-BY-SA-4.0 AND OFL-1.1",
        "LicenseNote": f"Characters are glyph outlines from {tc.name} and {kr.name} (SIL Open Font License 1.1)",
        "Style": "xiangqi",
        "Files": "redblack",
        "Janggi": "true",
        "Preview": "red-general.svg",
    }, PIECES)
    print(f"{count} pieces written to {args.out} using {tc.name} and {kr.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
