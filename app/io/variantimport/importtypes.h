// SPDX-License-Identifier: GPL-3.0-or-later
// What importing a variant definition gives: presets (our JSON) and notes on what could not be
// expressed, each naming the file and the line it comes from.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace fb::io {

/// The formats a variant definition is read from.
enum class ImportFormat
{
    Auto, ///< decided from the text (detectImportFormat)
    Fsf, ///< Fairy-Stockfish's variants.ini
    Sjaak, ///< Sjaak II's variant file (variants.txt)
    XBoard, ///< XBoard engine commands: setup (...) WxH+N_parent FEN, piece X& Betza
    Diagram, ///< the Interactive Diagram's parameter block (files=, ranks=, name:ID:Betza:img:sq)
};

/// One thing the importer could not express (or a file-level error): "file:line: text".
struct ImportNote
{
    QString file;
    int line = 0; ///< 1-based; 0 when the note is about the whole file
    QString text;
    QString toString() const
    {
        return line > 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(text)
                        : QStringLiteral("%1: %2").arg(file, text);
    }
};

/// One imported variant: a complete preset (no "inherits"), compiled once by the importer.
struct ImportedPreset
{
    QJsonObject preset;
    QString source; ///< the section or variant name in the file
};

struct ImportResult
{
    QList<ImportedPreset> presets;
    QList<ImportNote> notes; ///< everything not expressed, and why a variant was not imported
};

} // namespace fb::io
