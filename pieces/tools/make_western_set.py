#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Generate the Fairyboard "western" piece set (pieces/western/*.svg).

Every piece is drawn here from primitive geometry (paths, circles, rects) in a
100x100 viewBox, standing on a base line at y = 91.  Each piece function takes
a drawing context (palette + stroke scale) and returns SVG elements, so one
drawing yields both the white and the black piece.  Run from anywhere:

    python3 pieces/tools/make_western_set.py

The SVGs are committed; the build does not run this script.
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from setmanifest import write_manifest  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "western")

SW = 2.4   # outline width
DW = 1.9   # inner detail line width


class Palette:
    def __init__(self, name, fill, line, detail, shade, mark, seams):
        self.name = name      # "white" / "black"
        self.fill = fill      # main body fill
        self.line = line      # outer outline
        self.detail = detail  # inner detail lines
        self.shade = shade    # second tone (ears, manes, wings)
        self.mark = mark      # small solid marks (eyes, nostrils, spots)
        self.seams = seams    # draw light seams where parts meet (dark pieces)


WHITE = Palette("white", "#f8f8f8", "#1b1b1b", "#1b1b1b", "#dcdcdc", "#1b1b1b", False)
BLACK = Palette("black", "#262626", "#000000", "#e8e8e8", "#4a4a4a", "#e8e8e8", True)


def f(v):
    """Format a number compactly."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


# ---------------------------------------------------------------- primitives

class Ctx:
    """Drawing context: palette plus a stroke scale for transformed groups."""

    def __init__(self, pal, scale=1.0):
        self.p = pal
        self.k = scale  # stroke widths are divided by this inside scaled groups

    def sub(self, scale):
        return Ctx(self.p, self.k * scale)

    def sw(self, w=SW):
        return f(w / self.k)

    def body(self, d, fill=None):
        fill = fill or self.p.fill
        return (f'<path d="{d}" fill="{fill}" stroke="{self.p.line}" '
                f'stroke-width="{self.sw()}" stroke-linejoin="round"/>')

    def shade(self, d):
        return self.body(d, self.p.shade)

    def solid(self, d):
        """Outlined shape filled with the mark colour (stripes, spots)."""
        return f'<path d="{d}" fill="{self.p.mark}"/>'

    def detail(self, d, w=DW):
        return (f'<path d="{d}" fill="none" stroke="{self.p.detail}" '
                f'stroke-width="{self.sw(w)}" stroke-linecap="round" stroke-linejoin="round"/>')

    def seam(self, d, w=1.3):
        """A light separating line, only on dark pieces (white ones show the outline)."""
        return self.detail(d, w) if self.p.seams else ""

    def limb(self, d, w):
        """An outlined stroke: a line of width w with the outline around it."""
        return (f'<path d="{d}" fill="none" stroke="{self.p.line}" stroke-width="{self.sw(w + 2 * SW)}" '
                f'stroke-linecap="round" stroke-linejoin="round"/>'
                f'<path d="{d}" fill="none" stroke="{self.p.fill}" stroke-width="{self.sw(w)}" '
                f'stroke-linecap="round" stroke-linejoin="round"/>')

    def mark(self, d):
        return f'<path d="{d}" fill="{self.p.mark}"/>'

    def dot(self, cx, cy, r, outlined=False, fill=None):
        fill = fill or self.p.fill
        if outlined:
            return (f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{fill}" '
                    f'stroke="{self.p.line}" stroke-width="{self.sw()}"/>')
        return f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{self.p.mark}"/>'

    def ring(self, cx, cy, r, w=DW):
        return (f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="none" '
                f'stroke="{self.p.detail}" stroke-width="{self.sw(w)}"/>')

    def ellipse(self, cx, cy, rx, ry, rot=0):
        t = f' transform="rotate({f(rot)} {f(cx)} {f(cy)})"' if rot else ""
        return (f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}" '
                f'fill="{self.p.mark}"{t}/>')


def rrect(x0, y0, x1, y1, r):
    """Rounded rectangle as a path."""
    return (f"M{f(x0 + r)} {f(y0)}H{f(x1 - r)}Q{f(x1)} {f(y0)} {f(x1)} {f(y0 + r)}"
            f"V{f(y1 - r)}Q{f(x1)} {f(y1)} {f(x1 - r)} {f(y1)}H{f(x0 + r)}"
            f"Q{f(x0)} {f(y1)} {f(x0)} {f(y1 - r)}V{f(y0 + r)}Q{f(x0)} {f(y0)} {f(x0 + r)} {f(y0)}Z")


def trap(x0b, x1b, yb, x0t, x1t, yt, r=2.0):
    """Trapezoid band, lightly rounded corners."""
    return (f"M{f(x0b + r)} {f(yb)}H{f(x1b - r)}Q{f(x1b)} {f(yb)} {f(x1b - 0.3)} {f(yb - r)}"
            f"L{f(x1t)} {f(yt + r)}Q{f(x1t)} {f(yt)} {f(x1t - r)} {f(yt)}H{f(x0t + r)}"
            f"Q{f(x0t)} {f(yt)} {f(x0t)} {f(yt + r)}L{f(x0b + 0.3)} {f(yb - r)}"
            f"Q{f(x0b)} {f(yb)} {f(x0b + r)} {f(yb)}Z")


def group(elems, tx=0.0, ty=0.0, s=1.0):
    parts = []
    if tx or ty:
        parts.append(f"translate({f(tx)} {f(ty)})")
    if s != 1.0:
        parts.append(f"scale({f(s)})")
    tr = f' transform="{" ".join(parts)}"' if parts else ""
    return f"<g{tr}>" + "".join(x for x in elems if x) + "</g>"


def placed(c, fn, s=1.0, dx=0.0, dy=0.0, cx=50.0, base=91.0):
    """Draw fn scaled by s about (cx, base), then moved by (dx, dy)."""
    tx = cx - s * cx + dx
    ty = base - s * base + dy
    return group(fn(c.sub(s)), tx, ty, s)


def cubic(p0, p1, p2, p3, t):
    u = 1 - t
    return tuple(u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * cc + t * t * t * d
                 for a, b, cc, d in zip(p0, p1, p2, p3))


def cubic_tangent(p0, p1, p2, p3, t):
    u = 1 - t
    return tuple(3 * u * u * (b - a) + 6 * u * t * (cc - b) + 3 * t * t * (d - cc)
                 for a, b, cc, d in zip(p0, p1, p2, p3))


def along(segs, t):
    """Point and unit normal (to the right of travel) on a chain of cubic segments."""
    n = len(segs)
    i = min(int(t * n), n - 1)
    lt = t * n - i
    p = cubic(*segs[i], lt)
    dx, dy = cubic_tangent(*segs[i], lt)
    ln = math.hypot(dx, dy) or 1
    return p, (-dy / ln, dx / ln)


# ------------------------------------------------------------ shared parts

def pedestal(c, x0=21, x1=79, top=84, band=True, bx=3.5):
    """Foot (y top..91) and an optional band above it."""
    e = [c.body(trap(x0, x1, 91, x0 + 1.5, x1 - 1.5, top, 2.5))]
    e.append(c.seam(f"M{f(x0 + 4)} {f(top + 2.4)}H{f(x1 - 4)}"))
    if band:
        bt = top - 5.5
        e.append(c.body(trap(x0 + bx, x1 - bx, top, x0 + bx + 1.5, x1 - bx - 1.5, bt, 1.8)))
        e.append(c.seam(f"M{f(x0 + bx + 4)} {f(bt + 2.3)}H{f(x1 - bx - 4)}"))
    return e


def skirt(c, xb0, xb1, yb, xt0, xt1, yt, bulge=4.0):
    """Concave flared body between a wide bottom and a narrow top."""
    h = yb - yt
    d = (f"M{f(xb0)} {f(yb)}C{f(xb0 + bulge)} {f(yb - h * 0.45)} {f(xt0 - 0.5)} {f(yt + h * 0.35)} {f(xt0)} {f(yt)}"
         f"H{f(xt1)}C{f(xt1 + 0.5)} {f(yt + h * 0.35)} {f(xb1 - bulge)} {f(yb - h * 0.45)} {f(xb1)} {f(yb)}Z")
    return c.body(d)


def collar(c, x0, x1, y0, y1):
    return [c.body(rrect(x0, y0, x1, y1, min(2.5, (y1 - y0) / 2))),
            c.seam(f"M{f(x0 + 3)} {f((y0 + y1) / 2)}H{f(x1 - 3)}")]


def cross(c, cx, y, s=1.0):
    a, b, h = 2.6 * s, 7.5 * s, 20 * s
    return c.body(f"M{f(cx - a)} {f(y)}H{f(cx + a)}V{f(y + 5 * s)}H{f(cx + b)}V{f(y + 10 * s)}"
                  f"H{f(cx + a)}V{f(y + h)}H{f(cx - a)}V{f(y + 10 * s)}H{f(cx - b)}V{f(y + 5 * s)}"
                  f"H{f(cx - a)}Z")


# ------------------------------------------------------------ classic men

def pawn_upper(c):
    e = [skirt(c, 28, 72, 79, 41, 59, 57, bulge=6)]
    e += collar(c, 35, 65, 52, 58)
    e.append(c.body("M50 27.5a13 13 0 1 1 0 26a13 13 0 1 1 0-26Z"))
    return e


def pawn(c):
    e = pawn_upper(c)
    e[1:1] = pedestal(c, 24, 76, 84, bx=3)
    return e


def tower(c, x0=26, x1=74, top=14.5, merlons=3, body_top=42, waist=(33, 67), ring=(27, 73)):
    """Rook tower from the band (y 78.5) up to the battlements."""
    e = [c.body(f"M{f(waist[0] - 3.5)} 78.5L{f(waist[0])} {f(body_top)}H{f(waist[1])}L{f(waist[1] + 3.5)} 78.5Z")]
    ry = body_top - 7
    e.append(c.body(trap(ring[0], ring[1], body_top + 1, ring[0] + 1.5, ring[1] - 1.5, ry, 1.5)))
    # battlements: merlons and gaps of equal-ish width
    n = merlons
    gap = (x1 - x0) * 0.16
    mw = (x1 - x0 - gap * (n - 1)) / n
    d = [f"M{f(x0)} {f(ry + 0.5)}V{f(top + 1)}"]
    x = x0
    for i in range(n):
        d.append(f"Q{f(x)} {f(top)} {f(x + 1)} {f(top)}H{f(x + mw - 1)}Q{f(x + mw)} {f(top)} {f(x + mw)} {f(top + 1)}")
        x += mw
        if i < n - 1:
            d.append(f"V{f(top + 6.5)}H{f(x + gap)}V{f(top + 1)}")
            x += gap
    d.append(f"V{f(ry + 0.5)}Z")
    e.append(c.body("".join(d)))
    e.append(c.seam(f"M{f(ring[0] + 4)} {f(ry + 3.5)}H{f(ring[1] - 4)}"))
    e.append(c.detail(f"M{f(waist[0] + 1.5)} {f(body_top + 6)}H{f(waist[1] - 1.5)}M{f(waist[0] - 1)} 72H{f(waist[1] + 1)}"))
    return e


def rook(c):
    return pedestal(c, 20, 80, 84) + tower(c)


def mitre_shape(cx=50, top=17, bottom=57, w=17):
    """A bishop's mitre: pointed egg."""
    h = bottom - top
    return (f"M{f(cx)} {f(top)}C{f(cx - w * 0.55)} {f(top + h * 0.2)} {f(cx - w)} {f(top + h * 0.48)} {f(cx - w)} {f(top + h * 0.7)}"
            f"C{f(cx - w)} {f(top + h * 0.9)} {f(cx - w * 0.55)} {f(bottom)} {f(cx)} {f(bottom)}"
            f"C{f(cx + w * 0.55)} {f(bottom)} {f(cx + w)} {f(top + h * 0.9)} {f(cx + w)} {f(top + h * 0.7)}"
            f"C{f(cx + w)} {f(top + h * 0.48)} {f(cx + w * 0.55)} {f(top + h * 0.2)} {f(cx)} {f(top)}Z")


def bishop_upper(c, cx=50, top=18, bottom=58, w=16.5):
    h = bottom - top
    e = [skirt(c, cx - 21, cx + 21, 79, cx - 9, cx + 9, 61, bulge=6)]
    e += collar(c, cx - 16, cx + 16, 56.5, 62.5)
    e.append(c.body(mitre_shape(cx, top, bottom, w)))
    e.append(c.detail(f"M{f(cx + w * 0.42)} {f(top + h * 0.3)}L{f(cx - w * 0.3)} {f(top + h * 0.62)}", DW * 1.1))
    e.append(c.dot(cx, top - 3.6, 4.3, outlined=True))
    return e


def bishop(c):
    e = bishop_upper(c)
    e[1:1] = pedestal(c, 22, 78, 84)
    return e


QUEEN_TIPS = [(19.5, 23), (33, 16.5), (50, 13), (67, 16.5), (80.5, 23)]


def coronet(c, tips, base_y, bx0, bx1, valley, ball=3.6):
    """A crown of pointed tips, each with a ball."""
    pts = [f"M{f(bx0)} {f(base_y)}L{f(tips[0][0])} {f(tips[0][1])}"]
    for (x0, y0), (x1, y1) in zip(tips, tips[1:]):
        pts.append(f"L{f((x0 + x1) / 2)} {f(valley)}L{f(x1)} {f(y1)}")
    pts.append(f"L{f(bx1)} {f(base_y)}Z")
    e = [c.body("".join(pts))]
    for x, y in tips:
        e.append(c.dot(x, y, ball, outlined=True))
    return e


def queen_upper(c):
    e = [c.body("M31 78.5C35 68 38.5 58 37 45H63C61.5 58 65 68 69 78.5Z")]
    e += coronet(c, QUEEN_TIPS, 44, 31, 69, 34)
    e += collar(c, 31.5, 68.5, 41.5, 48)
    e.append(c.detail("M39 64H61"))
    return e


def queen(c):
    return pedestal(c, 20, 80, 84) + queen_upper(c)


def king_crown(c, top_y=23, base_y=45, w=22, inner=14, finial="cross"):
    """Cup-shaped crown with two arches; finial = cross | ball."""
    cx = 50
    e = []
    d = (f"M{f(cx - inner)} {f(base_y)}C{f(cx - inner - 4)} {f(base_y - 6)} {f(cx - w - 2)} {f(top_y + 9)} {f(cx - w)} {f(top_y + 3)}"
         f"C{f(cx - w + 1)} {f(top_y - 1)} {f(cx - w + 7)} {f(top_y - 3)} {f(cx - 9)} {f(top_y - 1)}"
         f"C{f(cx - 4)} {f(top_y)} {f(cx - 1.5)} {f(top_y + 3)} {f(cx)} {f(top_y + 6)}"
         f"C{f(cx + 1.5)} {f(top_y + 3)} {f(cx + 4)} {f(top_y)} {f(cx + 9)} {f(top_y - 1)}"
         f"C{f(cx + w - 7)} {f(top_y - 3)} {f(cx + w - 1)} {f(top_y - 1)} {f(cx + w)} {f(top_y + 3)}"
         f"C{f(cx + w + 2)} {f(top_y + 9)} {f(cx + inner + 4)} {f(base_y - 6)} {f(cx + inner)} {f(base_y)}Z")
    if finial == "cross":
        e.append(cross(c, cx, top_y - 17))
    elif finial == "ball":
        e.append(c.body(f"M{f(cx - 3)} {f(top_y + 6)}V{f(top_y - 3)}H{f(cx + 3)}V{f(top_y + 6)}Z"))
        e.append(c.dot(cx, top_y - 6.5, 5.2, outlined=True))
    e.append(c.body(d))
    e.append(c.detail(f"M{f(cx)} {f(top_y + 9)}V{f(base_y - 4)}"))
    return e


def king_upper(c, finial="cross"):
    e = [c.body("M31 78.5C35 68 39 59 38 49H62C61 59 65 68 69 78.5Z")]
    e += king_crown(c, finial=finial)
    e += collar(c, 33, 67, 44, 50.5)
    e.append(c.detail("M40 66H60"))
    return e


def king(c):
    return pedestal(c, 20, 80, 84) + king_upper(c)


def commoner_upper(c):
    return king_upper(c, finial="ball")


def commoner(c):
    return pedestal(c, 20, 80, 84) + commoner_upper(c)


# ------------------------------------------------------------ horse heads

# Neck crest of the horse (from the back of the ear down to the base).
CREST = [((50, 15.4), (60.6, 16.2), (71, 23.4), (76, 37)),
         ((76, 37), (80.6, 49.6), (79.4, 65), (73, 78.5))]

HORSE = ("M30 78.5"
         "C28.5 70 30.5 64 36.6 59"           # chest to throat
         "C33 60.8 29.5 61.8 26.5 61.6"       # under the jaw
         "C23.5 61.4 21.5 60 20.6 58.2"       # chin
         "L24.2 55.8"                          # corner of the mouth
         "C20 56.2 16.4 54.8 15.5 51.6"       # lower lip
         "C14.7 48.6 15.9 45.8 18.8 43.4"     # muzzle
         "C24 39 31 31.5 35.5 25"             # face
         "C37.6 22 39.6 19 41.2 16"           # forehead
         "L43 6.8"                             # ear tip
         "C45.6 9.4 48.6 12.6 50 15.4"        # back of the ear
         "C60.6 16.2 71 23.4 76 37"
         "C80.6 49.6 79.4 65 73 78.5Z")


def mane(c, t0=0.04, t1=0.9, depth=9.5, waves=5):
    """A mane band along the crest, its inner edge waved into locks."""
    steps = 60
    outer, inner = [], []
    for i in range(steps + 1):
        u = i / steps
        t = t0 + (t1 - t0) * u
        p, n = along(CREST, t)
        w = depth * math.sin(math.pi * u) ** 0.6
        w *= 0.78 + 0.22 * math.cos(2 * math.pi * waves * u)
        outer.append(p)
        inner.append((p[0] + n[0] * w, p[1] + n[1] * w))
    d = "M" + "L".join(f"{f(x)} {f(y)}" for x, y in outer + inner[::-1]) + "Z"
    return [c.shade(d)]


def horse_face(c, eye=True):
    e = []
    if eye:
        e.append(c.ellipse(34.4, 32, 3.1, 1.9, -40))
    e.append(c.ellipse(19.4, 47.6, 1.7, 1.2, -35))
    e.append(c.detail("M36.8 58.6C41.6 54.4 42.6 47.2 38.6 42.2"))
    return e


def horse_head(c, with_mane=True):
    e = [c.body(HORSE)]
    if with_mane:
        e += mane(c)
    e += horse_face(c)
    return e


def knight(c):
    return pedestal(c, 22, 78, 84) + horse_head(c)


def zebra_head(c):
    e = [c.body(HORSE)]
    # stripes: lens-shaped bands from the crest towards the face, kept inside the outline
    stripes = [(0.14, 7, 6.5), (0.27, 13, 8), (0.40, 17, 9), (0.53, 20, 9), (0.66, 21, 9), (0.79, 18, 8)]
    for t, length, tilt in stripes:
        p, n = along(CREST, t)
        a = (p[0] + n[0] * 2.2, p[1] + n[1] * 2.2)
        b = (p[0] + n[0] * length, p[1] + n[1] * length + tilt * 0.4)
        m = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        tx, ty = -n[1], n[0]
        w = 2.3
        e.append(c.solid(f"M{f(a[0] - tx * w)} {f(a[1] - ty * w)}Q{f(m[0] - tx * w * 1.2)} {f(m[1] - ty * w * 1.2 + 1)} {f(b[0])} {f(b[1])}"
                         f"Q{f(m[0] + tx * w * 0.4)} {f(m[1] + ty * w * 0.4 + 1)} {f(a[0] + tx * w)} {f(a[1] + ty * w)}Z"))
    # face stripes
    e.append(c.solid("M38.5 20.5Q34 23 31.5 28Q35 24.5 40.5 23Z"))
    e.append(c.solid("M33.2 36.5Q28 38 24.2 41.5Q29 40 34.5 39.5Z"))
    e.append(c.solid("M31 43Q26 45.5 23 49.5Q28 47 32.5 46Z"))
    e += horse_face(c)
    return e


def zebra(c):
    return pedestal(c, 22, 78, 84) + zebra_head(c)


def unicorn(c):
    def head(cc):
        e = []
        e.append(cc.body("M33.4 27.4L20 6.4L39.6 20.4Z"))
        e.append(cc.detail("M26.4 13.2L29.6 11.4M30.4 18.8L34.2 16.6", 1.4))
        e += horse_head(cc)
        return e
    return pedestal(c, 22, 78, 84) + [placed(c, head, 0.94, 2, 0)]


def nightrider(c):
    e = pedestal(c, 22, 78, 84) + horse_head(c, with_mane=True)
    # crescent moon and star on the neck
    e.append(c.mark("M55.5 45.5A10 10 0 1 0 63.2 62.6A8 8 0 1 1 55.5 45.5Z"))
    e.append(c.mark(star_path(61.6, 50.6, 3.6, 1.5)))
    return e


def star_path(cx, cy, ro, ri, n=5, rot=-90):
    d = []
    for i in range(2 * n):
        r = ro if i % 2 == 0 else ri
        a = math.radians(rot + i * 180 / n)
        d.append(("M" if i == 0 else "L") + f"{f(cx + r * math.cos(a))} {f(cy + r * math.sin(a))}")
    return "".join(d) + "Z"


# ------------------------------------------------------------ compounds

def compound(c, back, back_dx=17, back_s=0.8, front_s=0.8, front_dx=-11):
    """A knight head standing in front of another piece on one wide base."""
    e = [placed(c, back, back_s, back_dx, 0)]
    e.append(placed(c, horse_head, front_s, front_dx, -3))
    e += pedestal(c, 17, 83, 84, bx=3)
    return e


def archbishop(c):
    return compound(c, bishop_upper)


def chancellor(c):
    return compound(c, tower)


def amazon(c):
    return compound(c, queen_upper, back_dx=15)


def centaur(c):
    return compound(c, commoner_upper)


# ------------------------------------------------------------ small men

def ferz(c):
    """The shatranj counsellor: a short piece with a small crown."""
    e = [skirt(c, 29, 71, 79, 41, 59, 60, bulge=6)]
    e[1:1] = pedestal(c, 25, 75, 84, bx=3)
    e += collar(c, 35, 65, 55, 61)
    e.append(c.body("M50 36a11.5 11.5 0 1 1 0 23a11.5 11.5 0 1 1 0-23Z"))
    e += coronet(c, [(39, 26), (50, 22), (61, 26)], 41, 40, 60, 32, ball=2.9)
    e.append(c.body(rrect(39.5, 38.5, 60.5, 43.5, 2)))
    return e


def wazir(c):
    """A short one-step tower."""
    e = pedestal(c, 25, 75, 84, bx=3)
    e.append(c.body("M35 78.5L37 57H63L65 78.5Z"))
    e.append(c.body(trap(32, 68, 58, 33.5, 66.5, 51.5, 1.5)))
    e.append(c.body("M31 52V36.5Q31 35.5 32 35.5H40.5Q41.5 35.5 41.5 36.5V41H45V36.5Q45 35.5 46 35.5H54"
                    "Q55 35.5 55 36.5V41H58.5V36.5Q58.5 35.5 59.5 35.5H68Q69 35.5 69 36.5V52Z"))
    e.append(c.seam("M36 54.7H64"))
    e.append(c.detail("M39.5 70H60.5"))
    return e


def prince(c):
    """A young king: medium height, open coronet with a small cross."""
    e = pedestal(c, 22, 78, 84)
    e.append(c.body("M33.5 78.5C37 70 40.5 63 39.5 55H60.5C59.5 63 63 70 66.5 78.5Z"))
    e.append(cross(c, 50, 19.5, 0.75))
    e.append(c.body("M35 52L30 34.5L38 41L44 30L50 37L56 30L62 41L70 34.5L65 52Z"))
    for x, y in [(30, 34.5), (44, 30), (56, 30), (70, 34.5)]:
        e.append(c.dot(x, y, 2.8, outlined=True))
    e += collar(c, 34.5, 65.5, 49.5, 55.5)
    e.append(c.detail("M42 69H58"))
    return e


def princess(c):
    """A young queen: slender, with a tiara set with a single jewel."""
    e = pedestal(c, 22, 78, 84)
    e.append(c.body("M34 78.5C38 69 41.5 61 40.5 53H59.5C58.5 61 62 69 66 78.5Z"))
    e.append(c.body("M36 50C33 44 31 38 33 33C38 36 42 35 45 31C47 28.5 48.5 26 50 23"
                    "C51.5 26 53 28.5 55 31C58 35 62 36 67 33C69 38 67 44 64 50Z"))
    e.append(c.body("M50 22.5L54 28.5L50 34.5L46 28.5Z", c.p.shade))
    e.append(c.dot(50, 17.5, 3.2, outlined=True))
    e.append(c.detail("M37.5 44Q50 40 62.5 44"))
    e += collar(c, 35.5, 64.5, 48, 54)
    e.append(c.detail("M43 68H57"))
    return e


# ------------------------------------------------------------ beasts

def alfil(c):
    """The shatranj elephant: an elephant's head with raised ears."""
    e = pedestal(c, 22, 78, 84)
    # head and trunk
    e.append(c.body("M64 78.5C67 66 67 50 63 38C59 26 50 19 40 19.5C30 20 24.5 28 24 38"
                    "C23.6 47 22.4 57 20.5 65C19.4 70 17 72.5 14.5 71.5C12.8 70.8 12.6 73.2 14 74.6"
                    "C17.5 78 24 76 26.6 69C28.5 63.5 29.5 58.5 31 55.5"
                    "C33 56.5 36 57.5 38.5 58C40 63 41 70 40.5 78.5Z"))
    # ear
    e.append(c.shade("M52 27C60 21 72 22.5 77 30C81.5 37 80.5 50 75 57C70.5 62.5 62 63.5 56.5 60"
                     "C60 54 60.5 45 58 38C56.5 33 54.5 29.5 52 27Z"))
    # tusk
    e.append(c.body("M37.5 55.5C35 61.5 30 65 24.5 65.2C29 68.6 37 66.6 41.4 58.6Z"))
    e.append(c.ellipse(37.2, 35, 2.6, 1.8, -15))
    e.append(c.detail("M25.5 46.5Q28.5 47.5 30.5 46M23.8 53.5Q26.5 54.6 28.8 53.2"))
    return e


def elephant(c):
    """A war elephant carrying a tower."""
    e = pedestal(c, 16, 84, 85, band=False)
    # far legs
    e.append(c.shade("M44 74V84H37V74Z"))
    e.append(c.shade("M75 72V84H68V72Z"))
    # body
    e.append(c.body("M36 48C44 41 66 40 78 45C86 49 87.5 60 85 68C83 73 79 76 74 76H48"
                    "C42 76 37 72 35 66Z"))
    # near legs
    e.append(c.body("M49 70V85H40.5V68Z"))
    e.append(c.body("M80 68V85H71.5V70Z"))
    # tail
    e.append(c.detail("M85.5 55Q90 60 88 66"))
    # head, trunk, tusk, ear
    e.append(c.body("M41 52C41 41 35 35.5 27 36.5C20 37.5 16 43.5 16.5 50.5C17 56 15.5 62 14 68"
                    "C13 72 12.5 77 15.5 79.5C17.8 81.5 19.5 79.5 18 77.5C17 76 18 71 19.5 67.5"
                    "C21 63.5 23 61 26 60.5C33 61 41 60 41 52Z"))
    e.append(c.body("M24 58C22.5 63 19 65.5 14.5 65C18 68.5 25.5 67 28.4 60.5Z"))
    e.append(c.shade("M30 41C36 37 45 39.5 47 47C48.5 53 45 60 38.5 61C35 56 32.5 49 30 41Z"))
    e.append(c.ellipse(26, 46, 1.8, 1.4, -15))
    # tower on the back
    e.append(c.body("M50 43.5L51.5 26H74.5L76 43.5Z"))
    e.append(c.body("M48.5 27.5V16.5Q48.5 15.5 49.5 15.5H54.5Q55.5 15.5 55.5 16.5V20H60V16.5Q60 15.5 61 15.5"
                    "H65Q66 15.5 66 16.5V20H70.5V16.5Q70.5 15.5 71.5 15.5H76.5Q77.5 15.5 77.5 16.5V27.5Z"))
    e.append(c.detail("M56 34H70"))
    e.append(c.detail("M44 46Q56 50 80 47.5", 1.6))
    return e


def camel(c):
    """A camel: long drooping head on a curved neck, in front of its hump."""
    e = pedestal(c, 22, 78, 84)
    e.append(c.body("M39 78.5C36.5 72 30 68.5 25.6 63C22 58.6 21.4 52 23.8 47"
                    "C21.4 46.2 18 46.4 15.2 45.8C12 45.2 10.4 42.8 11.4 40.2"
                    "C9.8 38.4 10 35.2 12.2 33C14.6 30.4 18.4 28.6 24.2 27.2"
                    "C30 25.8 35.4 23.4 39.4 22.2"
                    "L42 17.4L45.2 22.2"
                    "C48 26.8 47 33 43.6 38.4C40.4 43.4 40.6 51.4 45.4 53.2"
                    "C50.2 55 53.6 50 56 43.6C59.8 33.6 72.4 31.4 77.6 41.8"
                    "C81.4 49.6 81.6 66 76.5 78.5Z"))
    e.append(c.ellipse(33.2, 29.6, 2.6, 1.5, -12))
    e.append(c.detail("M29.8 27.4Q33.4 25.4 37 27", 1.5))                 # heavy lid
    e.append(c.ellipse(14.6, 35.2, 1.5, 0.9, -40))                       # nostril
    e.append(c.detail("M11.6 40.2Q14.6 41.2 18.2 40.2"))                 # split lip
    e.append(c.detail("M24 47Q28 45.6 30.4 42", 1.5))                     # jaw
    e.append(c.detail("M60.4 46Q67 41.6 73.6 46", 1.6))                   # hump fold
    return e


def giraffe(c):
    """A giraffe's long neck, with horns and spots."""
    e = pedestal(c, 22, 78, 84)
    e.append(c.body("M37 78.5C39.5 66 41 52 40.6 36.8C36 37.2 31 38.6 25.5 40.4"
                    "C21 41.8 16.8 40.8 16.2 37.4C15.6 34 18.6 30.4 23.6 27.6"
                    "C28.6 24.8 33.6 22 37.4 19.6"
                    "C42 16.6 46.8 16.8 50.4 19.2L57 18.4L53.6 23.2"
                    "C55.6 32 57.6 44 61.6 56C64.4 64.4 67.6 71 69 78.5Z"))
    # ossicones
    e.append(c.limb("M41.6 17.4L40 9.2", 2.2))
    e.append(c.dot(39.9, 8.4, 2.6, outlined=True))
    e.append(c.limb("M46.8 16.8L46.8 8.4", 2.2))
    e.append(c.dot(46.8, 7.6, 2.6, outlined=True))
    e.append(c.ellipse(36.6, 25.8, 2.5, 1.6, -25))
    e.append(c.ellipse(19.4, 34.6, 1.2, 1, -30))
    for d in ["M45 30.5L49.5 28.6L52.4 32.6L49 36.6L44.6 35.4Z",
              "M44.8 42L50.8 40.6L53.4 46L49.6 50L44.4 48.4Z",
              "M43.6 55.6L50 54.4L53.8 60.4L49 64.6L43.6 62.8Z",
              "M56.2 52.6L58.6 53.4L60.4 58.6L58.4 60.4L55.6 57.4Z",
              "M42.4 69.4L49.6 68.4L54.6 73.2L53 77H42.2L41.6 73.4Z",
              "M58.6 66L62 65.4L65.2 71.4L62 74.6L58.2 71.6Z"]:
        e.append(c.solid(d))
    e.append(c.detail("M50.6 21.4Q54 28 56.2 38", 1.3))
    return e


def dragon(c):
    """A dragon's head with horns and a spiked crest."""
    e = pedestal(c, 22, 78, 84)
    # horns (behind the head)
    e.append(c.body("M45.6 26C49 18 55 11 64 7.2C58.6 13 55 19.6 53 27Z"))
    e.append(c.shade("M40.6 25.6C42 18.6 45.6 12.6 51 8.8C48.6 14.6 47.6 20.4 47.8 26.4Z"))
    # crest spikes along the back of the neck
    spikes = []
    segs = [((55, 27), (66, 31), (76, 42), (78, 56)), ((78, 56), (79.4, 66), (77, 72.6), (73, 78.5))]
    for t in (0.08, 0.24, 0.40, 0.56, 0.72):
        p, n = along(segs, t)
        q, _ = along(segs, t + 0.09)
        tip = (p[0] - n[0] * 7.5 + (q[0] - p[0]) * 0.9, p[1] - n[1] * 7.5 + (q[1] - p[1]) * 0.9)
        spikes.append(f"M{f(p[0] + n[0] * 2)} {f(p[1] + n[1] * 2)}L{f(tip[0])} {f(tip[1])}L{f(q[0] + n[0] * 2.5)} {f(q[1] + n[1] * 2.5)}Z")
    for s in spikes:
        e.append(c.shade(s))
    # head and neck
    e.append(c.body("M31 78.5C29.6 70 32 63.6 37.4 59.4"
                    "C33 61.4 27 63.2 21 63.8L13.6 63.4L16 61C21 59.4 26.4 57 30 54.4"
                    "L12.6 52.4C11.4 52.2 11 51 11.8 50.2L14.6 47.4C16 44 20.6 42.2 25 40.6"
                    "C29.4 39 33.6 34.6 37.6 30.6C42 26 48.6 24.6 55 27"
                    "C66 31 76 42 78 56C79.4 66 77 72.6 73 78.5Z"))
    e.append(c.mark("M16.6 53L18.2 55.4L19.8 53.2ZM22.6 53.6L24 55.6L25.4 53.8ZM17.4 61.4L18.8 59.2L20.2 61.2Z"))
    e.append(c.ellipse(36.4, 36.8, 3.2, 1.7, -28))
    e.append(c.detail("M31.5 32.6Q36.5 30.8 41.4 33.2", 1.6))
    e.append(c.ellipse(16.8, 47.8, 1.5, 1, -30))
    e.append(c.detail("M37.6 59.4C43.6 55.4 46 48 43.6 41.6"))
    e.append(c.detail("M46 63Q51 62 54.5 65M44 70Q50 68.5 55 71.5M48.5 56Q53.5 55.6 57 58.8", 1.5))
    return e


def grasshopper(c):
    """A grasshopper, the fairy-chess hopper."""
    e = pedestal(c, 16, 84, 85, band=False)
    # far legs
    e.append(c.limb("M40 63L35 74L30 84.5", 2.0))
    e.append(c.limb("M50 64L52 74L47 84.5", 2.0))
    # antennae
    e.append(c.limb("M20 40C22 26 30 16 44 9", 1.3))
    e.append(c.limb("M23.6 39.6C28 27.6 37 20 50 15.6", 1.3))
    # body
    e.append(c.body("M29 52C36 44.5 52 42.6 70 45.4C78 46.8 84.4 49.6 85.6 53.4"
                    "C86.4 56.4 84 58.6 79 59.4C64 62 46 64 34 62.4C30 62 28 57 29 52Z"))
    # wing
    e.append(c.shade("M38 47.5C52 43.6 72 45 87 51.6C88.4 52.4 88 54 86.4 54C72 53 54 53.4 40 54.6Z"))
    # head
    e.append(c.body("M34 45.6C30 39.6 22.6 38.6 18.6 42.4C15 46 14.6 53.4 16.6 59.4"
                    "C18 63.6 22.4 65 26 62.4C30.6 59 35.4 53 34 45.6Z"))
    e.append(c.dot(24.2, 46.6, 3, outlined=False))
    e.append(c.detail("M17.4 58Q20.6 59.4 23.4 58", 1.4))
    # near front leg
    e.append(c.limb("M30 61L26 72.4L20 84.5", 2.2))
    # hind leg: thigh up to the knee, shin down to the foot
    e.append(c.body("M49 57.8C53 48 61.6 34.4 70.8 27.4C74.4 25.2 77.6 27.8 76.2 31.6"
                    "C73 40 66 52 58.4 60.2C55.6 63.2 47.6 62.2 49 57.8Z"))
    e.append(c.detail("M56 55.4L70 33.4", 1.4))
    e.append(c.limb("M74.6 29L84.6 70L89 84.5", 2.4))
    e.append(c.detail("M79.6 49L82.2 47.6M81.6 57.4L84.2 56M83.6 65.6L86.2 64.2", 1.2))
    return e


def cannon(c):
    """A field cannon on its carriage."""
    e = pedestal(c, 16, 84, 85, band=False)
    # trail of the carriage
    e.append(c.body("M42 56.5L82.5 78.4Q84.6 80 83 81.8L80.6 84.4L38 70Z"))
    # barrel, pointing up to the left
    ang = -24
    e.append(f'<g transform="rotate({ang} 52 54)">')
    e.append(c.body("M14 47.6H20V46H24.2V48.2L62 49.6Q69.4 50 71 54Q69.4 58 62 58.4L24.2 59.8V62H20V60.4H14Z"))
    e.append(c.dot(74.4, 54, 3.6, outlined=True))
    e.append(c.detail("M33 49.6V58.4M52 50.2V57.8", 1.6))
    e.append("</g>")
    # wheel
    e.append(c.dot(47, 68, 15.6, outlined=True))
    e.append(c.ring(47, 68, 11.8, 1.6))
    for k in range(6):
        a = math.radians(k * 60 + 15)
        e.append(c.detail(f"M{f(47 + 3.6 * math.cos(a))} {f(68 + 3.6 * math.sin(a))}"
                          f"L{f(47 + 11.6 * math.cos(a))} {f(68 + 11.6 * math.sin(a))}", 1.6))
    e.append(c.dot(47, 68, 3.8, outlined=True, fill=c.p.shade))
    return e


# ------------------------------------------------------------ neutral blockers

def duck(c):
    """Duck Chess's duck: a sitting duck, facing left, on a low oval base."""
    e = [c.body("M17 86Q17 79 50 79Q83 79 83 86Q83 91 50 91Q17 91 17 86Z", c.p.shade)]
    # body with a raised tail to the right
    e.append(c.body("M24 66Q22 52 38 49Q52 47 62 52Q70 48 80 38Q83 52 78 64"
                    "Q74 80 50 81Q28 81 24 66Z"))
    # wing
    e.append(c.detail("M40 58Q52 54 66 60Q60 71 46 70"))
    # head and neck
    e.append(c.body("M30 53Q26 40 30 30Q35 20 45 21Q56 23 55 34Q54 43 46 50Z"))
    # beak
    e.append(c.body("M31 30Q22 28 14 33Q20 38 31 37Z", c.p.shade))
    e.append(c.dot(41, 30, 2.6))
    return e


def disc(c):
    """A reversi disc (Flipello, Ataxx's blobs): a thick round counter seen slightly from above,
    its edge showing below the face."""
    e = [c.body("M12 46V56A38 24 0 0 0 88 56V46Z", c.p.shade)]
    e.append(c.body("M12 46A38 24 0 0 1 88 46A38 24 0 0 1 12 46Z"))
    e.append(c.detail("M26 46A24 15 0 0 1 74 46A24 15 0 0 1 26 46Z"))
    return e


def wall(c):
    """A wall (Amazons' arrow, a burnt square): a block of bricks."""
    e = [c.body("M16 26H84V88H16Z")]
    for y in (41.5, 57, 72.5):
        e.append(c.detail(f"M16 {f(y)}H84"))
    for y0, xs in ((26, (38, 62)), (41.5, (27, 50, 73)), (57, (38, 62)), (72.5, (27, 50, 73))):
        for x in xs:
            e.append(c.detail(f"M{f(x)} {f(y0)}V{f(y0 + 15.5)}"))
    return e


# ------------------------------------------------------------ build

PIECES = {
    "king": ("King", king),
    "queen": ("Queen", queen),
    "rook": ("Rook", rook),
    "bishop": ("Bishop", bishop),
    "knight": ("Knight", knight),
    "pawn": ("Pawn", pawn),
    "archbishop": ("Archbishop", archbishop),
    "chancellor": ("Chancellor", chancellor),
    "amazon": ("Amazon", amazon),
    "ferz": ("Ferz", ferz),
    "wazir": ("Wazir", wazir),
    "alfil": ("Alfil", alfil),
    "camel": ("Camel", camel),
    "zebra": ("Zebra", zebra),
    "commoner": ("Commoner", commoner),
    "centaur": ("Centaur", centaur),
    "grasshopper": ("Grasshopper", grasshopper),
    "nightrider": ("Nightrider", nightrider),
    "elephant": ("Elephant", elephant),
    "cannon": ("Cannon", cannon),
    "giraffe": ("Giraffe", giraffe),
    "unicorn": ("Unicorn", unicorn),
    "dragon": ("Dragon", dragon),
    "prince": ("Prince", prince),
    "princess": ("Princess", princess),
    "duck": ("Duck", duck),
    "wall": ("Wall", wall),
    "disc": ("Disc", disc),
}


def svg(title, body):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!-- SPDX-License-Identifier: CC-BY-SA-4.0 -->\n'
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            'id="piece" viewBox="0 0 100 100" width="100" height="100">\n'
            f'<title>{title}</title>\n'
            + "\n".join(x for x in body if x) + "\n</svg>\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    for pid, (name, fn) in PIECES.items():
        for pal in (WHITE, BLACK):
            body = fn(Ctx(pal))
            title = f"{pal.name.capitalize()} {name}"
            with open(os.path.join(OUT, f"{pal.name}-{pid}.svg"), "w", encoding="utf-8") as fh:
                fh.write(svg(title, body))
    write_manifest(OUT, {
        "Name": "Fairyboard Western",
        "Name[de]": "Fairyboard Westlich",
        "Name[fr]": "Fairyboard Occidental",
        "Name[ja]": "Fairyboard 西洋駒",
        "Name[zh_CN]": "Fairyboard 国际象棋",
        "Author": "Fairyboard contributors",
        "License": "CC-BY-SA-4.0",
        "Style": "western",
        "Files": "color",
        "Preview": "white-knight.svg",
    }, PIECES)
    print(f"{2 * len(PIECES)} pieces written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
