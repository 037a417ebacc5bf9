#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate the Fairyboard shogi piece set (pieces/shogi/<id>.svg).

Wooden pentagon pieces pointing up, with their names written in kanji.  The
characters are glyph outlines from Noto Serif CJK JP Bold (SIL OFL 1.1), so the
SVGs render without any CJK font installed.  Unpromoted names are black ink,
promoted names red.  Pentagon size follows rank; every piece shares the same
100x100 viewBox and is centred in it, so the app can rotate a piece by 180
degrees about the centre for the second player.

Needs python3-fonttools and fonts-noto-cjk:

    python3 pieces/tools/make_shogi_set.py [--font /path/NotoSerifCJK-Bold.ttc]

The SVGs are committed; the build does not run this script.
"""

import argparse
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cjkglyphs import CJKFont, find_font, fmt  # noqa: E402
from setmanifest import write_manifest  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "shogi")

INK = "#17110c"
RED = "#c3141b"

# Pentagon (bottom width, height) per size class, largest first.
SIZES = {
    "K": (78, 90),   # kings, tori phoenix, dobutsu lion
    "A": (76, 88),   # free king, lion
    "B": (74, 86),   # rook, bishop, dragon, horse and their kin
    "C": (71, 83),   # gold, silver, chu generals and movers
    "D": (68, 80),   # knight, copper, leopard, tori pheasant/quails
    "E": (66, 78),   # lance
    "P": (63, 75),   # pawn, go-between, small birds
}

# id: (kanji, English title, size class, promoted?)
PIECES = {
    # standard shogi
    "king-jewel": ("玉将", "Jewelled General (King)", "K", False),
    "king": ("王将", "King General", "K", False),
    "rook": ("飛車", "Rook", "B", False),
    "dragon": ("龍王", "Dragon King (Promoted Rook)", "B", True),
    "bishop": ("角行", "Bishop", "B", False),
    "horse": ("龍馬", "Dragon Horse (Promoted Bishop)", "B", True),
    "gold": ("金将", "Gold General", "C", False),
    "silver": ("銀将", "Silver General", "C", False),
    "promoted-silver": ("成銀", "Promoted Silver", "C", True),
    "knight": ("桂馬", "Knight", "D", False),
    "promoted-knight": ("成桂", "Promoted Knight", "D", True),
    "lance": ("香車", "Lance", "E", False),
    "promoted-lance": ("成香", "Promoted Lance", "E", True),
    "pawn": ("歩兵", "Pawn", "P", False),
    "tokin": ("と", "Tokin (Promoted Pawn)", "P", True),
    # chu shogi
    "queen": ("奔王", "Free King", "A", False),
    "lion": ("獅子", "Lion", "A", False),
    "dragon-king": ("龍王", "Dragon King", "B", False),
    "dragon-horse": ("龍馬", "Dragon Horse", "B", False),
    "vertical-mover": ("竪行", "Vertical Mover", "C", False),
    "side-mover": ("横行", "Side Mover", "C", False),
    "reverse-chariot": ("反車", "Reverse Chariot", "C", False),
    "kirin": ("麒麟", "Kirin", "C", False),
    "phoenix": ("鳳凰", "Phoenix", "C", False),
    "drunk-elephant": ("酔象", "Drunk Elephant", "C", False),
    "blind-tiger": ("盲虎", "Blind Tiger", "C", False),
    "copper": ("銅将", "Copper General", "D", False),
    "leopard": ("猛豹", "Ferocious Leopard", "D", False),
    "go-between": ("仲人", "Go-Between", "P", False),
    "crown-prince": ("太子", "Crown Prince", "C", True),
    "soaring-eagle": ("飛鷲", "Soaring Eagle", "B", True),
    "horned-falcon": ("角鷹", "Horned Falcon", "B", True),
    "flying-ox": ("飛牛", "Flying Ox", "C", True),
    "free-boar": ("奔猪", "Free Boar", "C", True),
    "flying-stag": ("飛鹿", "Flying Stag", "C", True),
    "white-horse": ("白駒", "White Horse", "E", True),
    "whale": ("鯨鯢", "Whale", "C", True),
    "promoted-lion": ("獅子", "Promoted Lion", "C", True),
    "promoted-queen": ("奔王", "Promoted Free King", "C", True),
    "promoted-gold": ("飛車", "Promoted Gold (Rook)", "C", True),
    "promoted-pawn-chu": ("と", "Tokin (Chu Shogi)", "P", True),
    "promoted-rook-chu": ("龍王", "Promoted Rook (Dragon King)", "B", True),
    "promoted-bishop-chu": ("龍馬", "Promoted Bishop (Dragon Horse)", "B", True),
    "promoted-vertical": ("飛牛", "Promoted Vertical Mover (Flying Ox)", "C", True),
    "promoted-side": ("奔猪", "Promoted Side Mover (Free Boar)", "C", True),
    "promoted-copper": ("横行", "Promoted Copper (Side Mover)", "D", True),
    "promoted-silver-chu": ("竪行", "Promoted Silver (Vertical Mover)", "C", True),
    "promoted-leopard": ("角行", "Promoted Leopard (Bishop)", "D", True),
    "promoted-go-between": ("酔象", "Promoted Go-Between (Drunk Elephant)", "P", True),
    "promoted-tiger": ("飛鹿", "Promoted Blind Tiger (Flying Stag)", "C", True),
    "promoted-kirin": ("獅子", "Promoted Kirin (Lion)", "C", True),
    "promoted-phoenix": ("奔王", "Promoted Phoenix (Free King)", "C", True),
    "promoted-lance-chu": ("白駒", "Promoted Lance (White Horse)", "E", True),
    "promoted-reverse-chariot": ("鯨鯢", "Promoted Reverse Chariot (Whale)", "C", True),
    "promoted-elephant": ("太子", "Promoted Drunk Elephant (Crown Prince)", "C", True),
    # wa shogi (names as Wikipedia's modern rules give them)
    "crane-king": ("鶴玉", "Crane King", "K", False),
    "cloud-eagle": ("雲鷲", "Cloud Eagle", "B", False),
    "flying-falcon": ("飛鷹", "Flying Falcon", "B", False),
    "swallows-wings": ("燕羽", "Swallow's Wings", "B", False),
    "treacherous-fox": ("隠狐", "Treacherous Fox", "B", False),
    "running-rabbit": ("走兎", "Running Rabbit", "C", False),
    "violent-wolf": ("猛狼", "Violent Wolf", "C", False),
    "violent-stag": ("猛鹿", "Violent Stag", "C", False),
    "flying-goose": ("鳫飛", "Flying Goose", "D", False),
    "flying-cock": ("鶏飛", "Flying Cock", "D", False),
    "strutting-crow": ("烏行", "Strutting Crow", "D", False),
    "swooping-owl": ("鴟行", "Swooping Owl", "D", False),
    "blind-dog": ("盲犬", "Blind Dog", "D", False),
    "climbing-monkey": ("登猿", "Climbing Monkey", "D", False),
    "liberated-horse": ("風馬", "Liberated Horse", "E", False),
    "oxcart": ("牛車", "Oxcart", "E", False),
    "sparrow-pawn": ("萑歩", "Sparrow Pawn", "P", False),
    "tenacious-falcon": ("鷲鷹", "Tenacious Falcon", "B", True),
    "gliding-swallow": ("燕行", "Gliding Swallow", "B", True),
    "promoted-rabbit": ("隠狐", "Promoted Running Rabbit (Treacherous Fox)", "C", True),
    "bears-eyes": ("熊眼", "Bear's Eyes", "C", True),
    "roaming-boar": ("行猪", "Roaming Boar", "C", True),
    "promoted-goose": ("燕羽", "Promoted Flying Goose (Swallow's Wings)", "D", True),
    "raiding-falcon": ("延鷹", "Raiding Falcon", "D", True),
    "promoted-crow": ("飛鷹", "Promoted Strutting Crow (Flying Falcon)", "D", True),
    "promoted-owl": ("雲鷲", "Promoted Swooping Owl (Cloud Eagle)", "D", True),
    "promoted-dog": ("猛狼", "Promoted Blind Dog (Violent Wolf)", "D", True),
    "promoted-monkey": ("猛鹿", "Promoted Climbing Monkey (Violent Stag)", "D", True),
    "heavenly-horse": ("天馬", "Heavenly Horse", "E", True),
    "plodding-ox": ("歩牛", "Plodding Ox", "E", True),
    "golden-bird": ("金鳥", "Golden Bird", "P", True),
    # dai shogi: its eight pieces beyond Chu's (the Knight is shogi's) and the Gold General
    # they promote to
    "violent-ox": ("猛牛", "Violent Ox", "C", False),
    "flying-dragon": ("飛龍", "Flying Dragon", "C", False),
    "evil-wolf": ("悪狼", "Evil Wolf", "D", False),
    "angry-boar": ("嗔猪", "Angry Boar", "D", False),
    "cat-sword": ("猫刄", "Cat Sword", "D", False),
    "iron-general": ("鉄将", "Iron General", "D", False),
    "stone-general": ("石将", "Stone General", "P", False),
    "promoted-gold-general": ("金将", "Promoted to Gold General (Dai Shogi)", "D", True),
    # tenjiku shogi: its pieces beyond Chu's and Dai's, and the promoted forms whose names
    # other pieces already carry (the Dog promotes to the Multi General, the Chariot Soldier to
    # the Heavenly Tetrarch); suzumu shogi adds the Violent Dragon and Violent Horse
    "fire-demon": ("火鬼", "Fire Demon", "A", False),
    "great-general": ("大将", "Great General", "A", False),
    "vice-general": ("副将", "Vice General", "A", False),
    "rook-general": ("飛将", "Rook General", "B", False),
    "bishop-general": ("角将", "Bishop General", "B", False),
    "lion-hawk": ("獅鷹", "Lion Hawk", "A", False),
    "free-eagle": ("奔鷲", "Free Eagle", "A", False),
    "water-buffalo": ("水牛", "Water Buffalo", "B", False),
    "chariot-soldier": ("車兵", "Chariot Soldier", "C", False),
    "side-soldier": ("横兵", "Side Soldier", "C", False),
    "vertical-soldier": ("竪兵", "Vertical Soldier", "C", False),
    "dog": ("犬", "Dog", "P", False),
    "violent-dragon": ("猛龍", "Violent Dragon", "B", False),
    "violent-horse": ("猛馬", "Violent Horse", "B", False),
    "heavenly-tetrarch": ("四天王", "Heavenly Tetrarch (Promoted Chariot Soldier)", "B", True),
    "multi-general": ("雜将", "Multi General (Promoted Dog)", "C", True),
    "promoted-soaring-eagle": ("飛将", "Promoted Soaring Eagle (Rook General)", "C", True),
    "promoted-horned-falcon": ("角将", "Promoted Horned Falcon (Bishop General)", "C", True),
    "promoted-rook-general": ("大将", "Promoted Rook General (Great General)", "C", True),
    "promoted-bishop-general": ("副将", "Promoted Bishop General (Vice General)", "C", True),
    "promoted-knight-tenjiku": ("横兵", "Promoted Knight (Side Soldier)", "D", True),
    "promoted-side-soldier": ("水牛", "Promoted Side Soldier (Water Buffalo)", "C", True),
    "promoted-water-buffalo": ("火鬼", "Promoted Water Buffalo (Fire Demon)", "C", True),
    "promoted-iron-general": ("竪兵", "Promoted Iron General (Vertical Soldier)", "D", True),
    "promoted-vertical-soldier": ("車兵", "Promoted Vertical Soldier (Chariot Soldier)", "C", True),
    "promoted-free-king": ("奔鷲", "Promoted Free King (Free Eagle)", "C", True),
    "promoted-lion-tenjiku": ("獅鷹", "Promoted Lion (Lion Hawk)", "C", True),
    # dobutsu shogi
    "lion-dobutsu": ("獅", "Lion (Dobutsu Shogi)", "K", False),
    "giraffe-dobutsu": ("麒", "Giraffe (Dobutsu Shogi)", "B", False),
    "elephant-dobutsu": ("象", "Elephant (Dobutsu Shogi)", "B", False),
    "chick": ("ひ", "Chick", "P", False),
    "hen": ("鶏", "Hen", "P", True),
    # tori shogi
    "phoenix-tori": ("鵬", "Phoenix (Tori Shogi)", "K", False),
    "falcon": ("鷹", "Falcon", "B", False),
    "eagle": ("鵰", "Eagle", "B", True),
    "crane": ("鶴", "Crane", "C", False),
    "pheasant": ("雉", "Pheasant", "D", False),
    "quail-left": ("鶉", "Left Quail", "D", False),
    "quail-right": ("鶉", "Right Quail", "D", False),
    "swallow": ("燕", "Swallow", "P", False),
    "goose": ("鴈", "Goose", "P", True),
}

# Small marks telling the two Tori shogi quails apart: 左 left, 右 right.
SIDE_MARK = {"quail-left": "左", "quail-right": "右"}


def rounded_polygon(pts, r):
    """Closed path through pts with corners rounded by about r."""
    n = len(pts)
    out = []
    for i in range(n):
        p0, p1, p2 = pts[i - 1], pts[i], pts[(i + 1) % n]
        d0 = math.dist(p0, p1)
        d2 = math.dist(p1, p2)
        a = (p1[0] + (p0[0] - p1[0]) * r / d0, p1[1] + (p0[1] - p1[1]) * r / d0)
        b = (p1[0] + (p2[0] - p1[0]) * r / d2, p1[1] + (p2[1] - p1[1]) * r / d2)
        out.append(("L" if out else "M") + f"{fmt(a[0])} {fmt(a[1])}Q{fmt(p1[0])} {fmt(p1[1])} {fmt(b[0])} {fmt(b[1])}")
    return "".join(out) + "Z"


def pentagon(W, H, inset=0.0):
    """Pentagon points, centred in the viewBox, optionally inset."""
    top, bot = 50 - H / 2, 50 + H / 2
    hb, hs = W / 2, W * 0.43
    ys = top + 0.25 * H
    pts = [(50, top), (50 + hs, ys), (50 + hb, bot), (50 - hb, bot), (50 - hs, ys)]
    if not inset:
        return pts
    # move every edge inwards by `inset` and intersect neighbours
    lines = []
    n = len(pts)
    for i in range(n):
        (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % n]
        dx, dy = x1 - x0, y1 - y0
        ln = math.hypot(dx, dy)
        nx, ny = -dy / ln, dx / ln   # inward normal for a clockwise outline
        lines.append(((x0 + nx * inset, y0 + ny * inset), (dx, dy)))
    res = []
    for i in range(n):
        (p, d), (q, e) = lines[i - 1], lines[i]
        den = d[0] * e[1] - d[1] * e[0]
        t = ((q[0] - p[0]) * e[1] - (q[1] - p[1]) * e[0]) / den
        res.append((p[0] + d[0] * t, p[1] + d[1] * t))
    return res


def half_width_at(pts, y):
    """Half width of the (symmetric) pentagon at height y."""
    top, (xs, ys), (xb, yb) = pts[0], pts[1], pts[2]
    if y <= ys:
        return (xs - 50) * (y - top[1]) / (ys - top[1])
    return (xs - 50) + (xb - xs) * (y - ys) / (yb - ys)


def grain(pts, rng):
    """Faint vertical wood grain (masame), kept inside the face."""
    lines = []
    top, bot = pts[0][1], pts[2][1]
    hw = pts[2][0] - 50
    x = 50 - hw + rng.uniform(3, 6)
    while x < 50 + hw - 3:
        # start below the slanted top edge at this x
        y0 = top + 2
        while y0 < bot and half_width_at(pts, y0) < abs(x - 50) + 2.5:
            y0 += 0.5
        y1 = bot - 1.8
        if y1 - y0 > 8:
            wob = rng.uniform(-1.2, 1.2)
            ym = (y0 + y1) / 2
            lines.append(f"M{fmt(x)} {fmt(y0)}Q{fmt(x + wob)} {fmt(ym)} {fmt(x)} {fmt(y1)}")
        x += rng.uniform(4.5, 9)
    return "".join(lines)


def piece_svg(font, pid, kanji, title, size, promoted):
    W, H = SIZES[size]
    outer = pentagon(W, H)
    face = pentagon(W, H, 2.3)
    rng = random.Random(pid)
    ink = RED if promoted else INK
    top, bot = 50 - H / 2, 50 + H / 2

    e = []
    e.append('<defs>'
             '<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1">'
             '<stop offset="0" stop-color="#dcae62"/><stop offset="1" stop-color="#b27c36"/>'
             '</linearGradient>'
             '<linearGradient id="face" x1="0" y1="0" x2="1" y2="1">'
             '<stop offset="0" stop-color="#f9e6b8"/><stop offset="0.55" stop-color="#f0d193"/>'
             '<stop offset="1" stop-color="#e3b970"/>'
             '</linearGradient>'
             '</defs>')
    e.append(f'<path d="{rounded_polygon(outer, 2.2)}" fill="url(#rim)" stroke="#6a4519" '
             f'stroke-width="1.3" stroke-linejoin="round"/>')
    e.append(f'<path d="{rounded_polygon(face, 1.6)}" fill="url(#face)"/>')
    e.append(f'<path d="{grain(face, rng)}" fill="none" stroke="#a87434" stroke-opacity="0.22" '
             f'stroke-width="0.55" stroke-linecap="round"/>')
    # highlight along the upper left bevel
    f0, f4 = face[0], face[4]
    e.append(f'<path d="M{fmt(f4[0] + 0.6)} {fmt(f4[1] + 3)}L{fmt(f4[0] + 0.2)} {fmt(f4[1] + 0.6)}'
             f'L{fmt(f0[0] - 0.8)} {fmt(f0[1] + 0.9)}" fill="none" stroke="#fff6dc" stroke-opacity="0.75" '
             f'stroke-width="0.8" stroke-linecap="round" stroke-linejoin="round"/>')

    # writing area
    area_top = top + 0.17 * H
    area_bot = bot - 0.06 * H
    cw = W * 0.7
    paths = []
    if len(kanji) == 2:
        ch = (area_bot - area_top) / 2
        em = min(cw / 1.12, ch * 1.08)
        for i, k in enumerate(kanji):
            cy = area_top + ch * (i + 0.5)
            # keep the upper glyph clear of the slanted edges
            paths.append(font.path(k, 50, cy + (1.4 if i == 0 else 0.2), em, sx=1.12, sy=0.93))
    elif len(kanji) == 3:
        # three characters (四天王) stacked, each squatter than in a two-character name
        ch = (area_bot - area_top) / 3
        em = min(cw / 1.4, ch * 1.2)
        for i, k in enumerate(kanji):
            cy = area_top + ch * (i + 0.5)
            paths.append(font.path(k, 50, cy + (1.2 if i == 0 else 0.3), em, sx=1.4, sy=0.86))
    else:
        k = kanji
        small = k in "とひ"
        em = min(cw * (1.35 if small else 1.05), (area_bot - area_top) * 0.74)
        cy = (area_top + area_bot) / 2 + 2
        mark = SIDE_MARK.get(pid)
        if mark:
            em *= 0.9
            cy -= 5
        paths.append(font.path(k, 50, cy, em))
        if mark:
            paths.append(font.path(mark, 50, area_bot - 4.5, em * 0.34))
    e.append(f'<path d="{"".join(paths)}" fill="{ink}"/>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!-- SPDX-License-Identifier: CC-BY-SA-4.0 -->\n'
            f'<!-- Kanji outlines: {font.credit()} -->\n'
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            'id="piece" viewBox="0 0 100 100" width="100" height="100">\n'
            f'<title>{title}</title>\n' + "\n".join(e) + "\n</svg>\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--font", help="path to NotoSerifCJK-Bold.ttc")
    ap.add_argument("--out", default=OUT)
    args = ap.parse_args()
    font = CJKFont(find_font(args.font), "JP")
    os.makedirs(args.out, exist_ok=True)
    for pid, (kanji, title, size, promoted) in PIECES.items():
        with open(os.path.join(args.out, f"{pid}.svg"), "w", encoding="utf-8") as fh:
            fh.write(piece_svg(font, pid, kanji, title, size, promoted))
    write_manifest(args.out, {
        "Name": "Fairyboard Shogi",
        "Name[de]": "Fairyboard Shogi",
        "Name[fr]": "Fairyboard Shōgi",
        "Name[ja]": "Fairyboard 将棋駒",
        "Name[zh_CN]": "Fairyboard 将棋",
        "Author": "Fairyboard contributors",
        "License": "CC-BY-SA-4.0 AND OFL-1.1",
        "LicenseNote": f"Kanji are glyph outlines from {font.name} (SIL Open Font License 1.1)",
        "Style": "shogi",
        "Files": "single",
        "Preview": "king.svg",
    }, PIECES)
    print(f"{len(PIECES)} pieces written to {args.out} using {font.name} {font.version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
