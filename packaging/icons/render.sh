#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Regenerates the committed hicolor PNG renders of the application icon.
# Needs rsvg-convert (Debian: librsvg2-bin). Run after editing either SVG:
#
#   packaging/icons/render.sh
#
# 16 px comes from the hand-hinted sources/fairyboard-16px.svg; every other
# size is rendered from the scalable io.github.fairyboard.Fairyboard.svg.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
id=io.github.fairyboard.Fairyboard

command -v rsvg-convert >/dev/null 2>&1 || {
    echo "render.sh: rsvg-convert not found (apt-get install librsvg2-bin)" >&2
    exit 1
}

for size in 16 22 24 32 48 64 128 256 512; do
    src="$here/$id.svg"
    [ "$size" = 16 ] && src="$here/sources/fairyboard-16px.svg"
    out="$here/hicolor/${size}x${size}/apps"
    mkdir -p "$out"
    rsvg-convert --width "$size" --height "$size" --format png \
        --output "$out/$id.png" "$src"
    echo "rendered $out/$id.png"
done
