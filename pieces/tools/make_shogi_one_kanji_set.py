#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate the Fairyboard one-kanji shogi set (pieces/shogi-one-kanji/<id>.svg).

The same wooden pentagons as the Fairyboard Shogi set, each carrying one large
character: the short name players write in game records (飛 for 飛車, 全 for
成銀, 杏 for 成香). One character reads at a glance even on the small squares
of a 12x12 Chu Shogi board, which is why many players prefer it. Promoted
pieces keep their red ink. The small variants (Dobutsu, Tori) already use one
character and look the same as in the two-kanji set.

Needs python3-fonttools and fonts-noto-cjk, like make_shogi_set.py:

    python3 pieces/tools/make_shogi_one_kanji_set.py [--font /path/NotoSerifCJK-Bold.ttc]

The SVGs are committed; the build does not run this script.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_shogi_set as shogi  # noqa: E402
from cjkglyphs import CJKFont, find_font  # noqa: E402
from setmanifest import write_manifest  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "shogi-one-kanji")

# The one-character names; ids not listed here already have one character.
SHORT = {
    # standard shogi
    "king-jewel": "玉", "king": "王", "rook": "飛", "dragon": "龍", "bishop": "角",
    "horse": "馬", "gold": "金", "silver": "銀", "promoted-silver": "全", "knight": "桂",
    "promoted-knight": "圭", "lance": "香", "promoted-lance": "杏", "pawn": "歩",
    # chu shogi
    "queen": "奔", "lion": "獅", "dragon-king": "龍", "dragon-horse": "馬",
    "vertical-mover": "竪", "side-mover": "横", "reverse-chariot": "反", "kirin": "麒",
    "phoenix": "鳳", "drunk-elephant": "象", "blind-tiger": "虎", "copper": "銅",
    "leopard": "豹", "go-between": "仲", "crown-prince": "太", "soaring-eagle": "鷲",
    "horned-falcon": "鷹", "flying-ox": "牛", "free-boar": "猪", "flying-stag": "鹿",
    "white-horse": "駒", "whale": "鯨", "promoted-lion": "獅", "promoted-queen": "奔",
    "promoted-gold": "飛", "promoted-rook-chu": "龍", "promoted-bishop-chu": "馬",
    "promoted-vertical": "牛", "promoted-side": "猪", "promoted-copper": "横",
    "promoted-silver-chu": "竪", "promoted-leopard": "角", "promoted-go-between": "象",
    "promoted-tiger": "鹿", "promoted-kirin": "獅", "promoted-phoenix": "奔",
    "promoted-lance-chu": "駒", "promoted-reverse-chariot": "鯨", "promoted-elephant": "太",
    # wa shogi: the animal of each name, unique within the game (promoted pieces in red)
    "crane-king": "鶴", "cloud-eagle": "雲", "flying-falcon": "鷹", "swallows-wings": "燕",
    "treacherous-fox": "狐", "running-rabbit": "兎", "violent-wolf": "狼", "violent-stag": "鹿",
    "flying-goose": "鳫", "flying-cock": "鶏", "strutting-crow": "烏", "swooping-owl": "鴟",
    "blind-dog": "犬", "climbing-monkey": "猿", "liberated-horse": "風", "oxcart": "車",
    "sparrow-pawn": "歩", "tenacious-falcon": "鷲", "gliding-swallow": "行",
    "promoted-rabbit": "狐", "bears-eyes": "熊", "roaming-boar": "猪", "promoted-goose": "燕",
    "raiding-falcon": "延", "promoted-crow": "鷹", "promoted-owl": "雲", "promoted-dog": "狼",
    "promoted-monkey": "鹿", "heavenly-horse": "天", "plodding-ox": "牛", "golden-bird": "金",
    # dai shogi: 竜 (the other form of 龍) for the Flying Dragon, as the Dragon King has 龍;
    # the Violent Ox and Angry Boar share 牛 and 猪 with promoted pieces, drawn in red
    "violent-ox": "牛", "flying-dragon": "竜", "evil-wolf": "狼", "angry-boar": "猪",
    "cat-sword": "猫", "iron-general": "鉄", "stone-general": "石",
    "promoted-gold-general": "金",
    # tenjiku (and suzumu) shogi: one character per piece, the same in black and red, none shared
    # with another Tenjiku piece: 火 大 副 水 車 犬 from the names; 縦 for the Vertical Soldier
    # (the common form of 竪, which the Vertical Mover has) and 側 "side" for the Side Soldier
    # (横 is the Side Mover's); 翔 "soar" for the Rook General and 斜 "diagonal" for the Bishop
    # General (飛 and 角 are the Rook's and the Bishop's); 隼 for the Lion Hawk (獅 and 鷹 are the
    # Lion's and the Horned Falcon's); 鵰, another eagle, for the Free Eagle (鷲 is the Soaring
    # Eagle's); 四 for the Heavenly Tetrarch (天 and 大 would be close to 大 and 太); 雜 for
    # the Multi General; suzumu's Violent Dragon takes 竜 (as in Dai) and the Violent Horse 駻,
    # an unruly horse (龍 and 馬 are the Dragon King's and the Dragon Horse's)
    "fire-demon": "火", "great-general": "大", "vice-general": "副", "rook-general": "翔",
    "bishop-general": "斜", "lion-hawk": "隼", "free-eagle": "鵰", "water-buffalo": "水",
    "chariot-soldier": "車", "side-soldier": "側", "vertical-soldier": "縦", "dog": "犬",
    "violent-dragon": "竜", "violent-horse": "駻",
    "heavenly-tetrarch": "四", "multi-general": "雜", "promoted-soaring-eagle": "翔",
    "promoted-horned-falcon": "斜", "promoted-rook-general": "大",
    "promoted-bishop-general": "副", "promoted-knight-tenjiku": "側",
    "promoted-side-soldier": "水", "promoted-water-buffalo": "火",
    "promoted-iron-general": "縦", "promoted-vertical-soldier": "車",
    "promoted-free-king": "鵰", "promoted-lion-tenjiku": "隼",
}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--font", help="path to NotoSerifCJK-Bold.ttc")
    ap.add_argument("--out", default=OUT)
    args = ap.parse_args()
    font = CJKFont(find_font(args.font), "JP")
    os.makedirs(args.out, exist_ok=True)
    for pid, (kanji, title, size, promoted) in shogi.PIECES.items():
        short = SHORT.get(pid, kanji)
        if len(short) != 1:
            raise SystemExit(f"{pid}: no one-character name")
        with open(os.path.join(args.out, f"{pid}.svg"), "w", encoding="utf-8") as fh:
            fh.write(shogi.piece_svg(font, pid, short, title, size, promoted))
    write_manifest(args.out, {
        "Name": "One Kanji",
        "Name[de]": "Ein Kanji",
        "Name[fr]": "Un kanji",
        "Name[ja]": "一文字駒",
        "Name[zh_CN]": "单字",
        "Author": "Fairyboard contributors",
        "License": "CC-BY-SA-4.0 AND OFL-1.1",
        "LicenseNote": f"Kanji are glyph outlines from {font.name} (SIL Open Font License 1.1)",
        "Style": "shogi",
        "Files": "single",
        "Preview": "rook.svg",
    }, shogi.PIECES)
    print(f"{len(shogi.PIECES)} pieces written to {args.out} using {font.name} {font.version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
