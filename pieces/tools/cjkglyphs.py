# SPDX-License-Identifier: GPL-3.0-or-later
"""Glyph outlines from Noto Serif CJK as SVG path data (shared by the set generators).

The piece SVGs must render without CJK fonts, so the characters are embedded as
outlines.  Noto Serif CJK is licensed under the SIL Open Font License 1.1, which
permits embedding its outlines in documents such as these SVG files.
"""

import glob
import os

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTCollection

FONT_CANDIDATES = [
    "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/noto-cjk/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSerifCJK-Bold.ttc",
    "/usr/share/fonts/OTF/NotoSerifCJK-Bold.ttc",
]


def find_font(explicit=None):
    if explicit:
        return explicit
    for path in FONT_CANDIDATES:
        if os.path.exists(path):
            return path
    hits = glob.glob("/usr/share/fonts/**/NotoSerifCJK-Bold.ttc", recursive=True)
    if hits:
        return hits[0]
    raise SystemExit("Noto Serif CJK Bold not found; install fonts-noto-cjk or pass --font")


def fmt(v):
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


class _RoundingPen(SVGPathPen):
    """SVGPathPen writing compact numbers."""

    def __init__(self, glyphset):
        super().__init__(glyphset, ntos=fmt)


class CJKFont:
    """One face (JP, TC, KR, ...) of the Noto Serif CJK collection."""

    def __init__(self, path, region):
        coll = TTCollection(path)
        self.font = None
        for face in coll.fonts:
            if f" {region} " in f" {face['name'].getDebugName(4)} ":
                self.font = face
                break
        if self.font is None:
            raise SystemExit(f"no {region} face in {path}")
        self.name = self.font["name"].getDebugName(4)
        self.version = self.font["name"].getDebugName(5).split(";")[0]
        self.copyright = self.font["name"].getDebugName(0)
        self.cmap = self.font.getBestCmap()
        self.glyphs = self.font.getGlyphSet()
        self.upem = self.font["head"].unitsPerEm

    def _glyph(self, ch):
        gid = self.cmap.get(ord(ch))
        if gid is None:
            raise SystemExit(f"{self.name} has no glyph for {ch!r} (U+{ord(ch):04X})")
        return self.glyphs[gid]

    def bounds(self, ch):
        pen = BoundsPen(self.glyphs)
        self._glyph(ch).draw(pen)
        return pen.bounds  # xMin, yMin, xMax, yMax in font units (y up)

    def path(self, ch, cx, cy, size, sx=1.0, sy=1.0, mirror=False):
        """Path data for ch, its bounding box centred on (cx, cy).

        size is the em size in viewBox units; sx/sy stretch it.  The font's
        y axis points up, the SVG one down.
        """
        x0, y0, x1, y1 = self.bounds(ch)
        k = size / self.upem
        ax, ay = k * sx, k * sy
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        if mirror:
            ax = -ax
        # x' = ax * (x - mx) + cx ; y' = -ay * (y - my) + cy
        t = (ax, 0, 0, -ay, cx - ax * mx, cy + ay * my)  # fontTools affine (xx, xy, yx, yy, dx, dy)
        pen = _RoundingPen(self.glyphs)
        self._glyph(ch).draw(TransformPen(pen, t))
        return pen.getCommands()

    def credit(self):
        """One line for the SVG comment naming the outlines' source and licence."""
        return f"{self.name} {self.version}, {self.copyright} SIL Open Font License 1.1"
