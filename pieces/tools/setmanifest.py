# SPDX-License-Identifier: GPL-3.0-or-later
"""Write a piece set's manifest.ini (QSettings INI format, UTF-8).

Values must not contain ';' and only Pieces may contain ',' (QSettings reads a
comma-separated value as a string list).
"""

import os

NAMES = ("Name", "Name[de]", "Name[fr]", "Name[ja]", "Name[zh_CN]")


def write_manifest(folder, fields, piece_ids):
    lines = ["[Set]"]
    for key, value in fields.items():
        if ";" in value or "," in value:
            raise ValueError(f"{key}: ',' and ';' are not allowed in manifest values")
        lines.append(f"{key}={value}")
    lines.append("Pieces=" + ", ".join(piece_ids))
    with open(os.path.join(folder, "manifest.ini"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
