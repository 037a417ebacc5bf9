// SPDX-License-Identifier: GPL-3.0-or-later
// Fairy-Stockfish's variants.ini read into sections: [name] or [name:parent], then key = value
// lines; '#' and ';' start comments. Each entry keeps its line for the notes.
#pragma once

#include <QList>
#include <QString>

namespace fb::io {

struct IniEntry
{
    QString key;
    QString value;
    int line = 0;
};

struct IniSection
{
    QString name;
    QString parent; ///< empty: no parent (Fairy-Stockfish's "fairy" template)
    int line = 0;
    QList<IniEntry> entries;
};

struct IniProblem
{
    int line = 0;
    QString text;
};

/// Reads the sections of `text`. Lines that are neither a section header, a comment nor
/// key = value, and entries before the first section, are returned in `problems`.
QList<IniSection> readIniSections(const QString& text, QList<IniProblem>* problems);

} // namespace fb::io
