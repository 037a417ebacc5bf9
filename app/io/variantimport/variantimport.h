// SPDX-License-Identifier: GPL-3.0-or-later
// fairyboard-variantimport: variant definitions of other programs read into presets, and presets
// written as Fairy-Stockfish variants.ini sections (fsfexport.h). Widget-free (QtCore + engine).
//
// Every reader reports what it cannot express as a note naming the file and line, and never drops
// a rule silently; each preset it returns has been compiled by the engine.
#pragma once

#include "importtypes.h"

#include <QString>

namespace fb {
class PresetRegistry;
}

namespace fb::io {

/// The largest file importVariantFile() reads: Sjaak II's variants.txt has 83 KiB.
constexpr qint64 MaxImportFileBytes = 4 * 1024 * 1024;

/// The format a --format name gives ("fsf", "ini", "sjaak", "xboard", "diagram"), nullopt else.
std::optional<ImportFormat> importFormatFromName(const QString& name);

/// The format of a definition from its text: "[section]" lines are variants.ini, "Variant:"
/// lines Sjaak II, "setup (" / "piece " lines XBoard, "files=" / "ranks=" the Diagram.
/// Auto when none fits.
ImportFormat detectImportFormat(const QString& text);

/// Imports the variants of `text` (named `file` in the notes) in `format` (Auto: detected).
/// `section` picks one variant by its name (a variants.ini section, a Sjaak II "Variant:"),
/// empty for all. Parents of variants.ini sections and XBoard's parent variants are looked up
/// among the presets of `registry`.
ImportResult importVariantText(const QString& text, const QString& file, ImportFormat format,
    const QString& section, const PresetRegistry& registry);

/// importVariantText() of a file of at most MaxImportFileBytes, read as UTF-8 (Latin-1 when it
/// is not). A file that cannot be read gives a note and no preset.
ImportResult importVariantFile(const QString& path, ImportFormat format, const QString& section,
    const PresetRegistry& registry);

} // namespace fb::io
