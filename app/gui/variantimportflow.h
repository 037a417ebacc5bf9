// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Import Variant: a variant definition of another program (Fairy-Stockfish's variants.ini,
// Sjaak II's variant file, XBoard setup commands, the Interactive Diagram) read into a preset
// (fb::io::importVariantFile), what could not be expressed shown, and the preset installed as a
// user preset the way a preset bundle is (PresetInstallFlow).
#pragma once

#include "importtypes.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace fb {
class PresetRegistry;
}

class VariantImportFlow
{
    Q_DECLARE_TR_FUNCTIONS(VariantImportFlow)
public:
    /// Asks for a variant definition file; empty when cancelled.
    static QString chooseFile(QWidget* parent);

    /// Imports the variant of `path` (`section` picks one of several; empty: the user is asked
    /// when the file has more than one), shows every rule that could not be expressed and asks
    /// whether to install it all the same, then installs it into the user presets (replacing an
    /// installed preset only after asking). Returns the installed preset id; empty when nothing
    /// was installed (a message box said why, or the user declined).
    static QString importFile(QWidget* parent, fb::PresetRegistry& registry, const QString& path,
        const QString& section = {});

    /// Installs the first preset of `result` (read from `sourceName`: a file name, or a
    /// variant and its engine) as importFile() does: when there is none, a message box lists
    /// the notes; when there are notes, the user is asked whether to install it without what
    /// they name. `title` heads the message boxes. Returns the installed preset id, or empty.
    static QString installImported(QWidget* parent, fb::PresetRegistry& registry,
        const fb::io::ImportResult& result, const QString& sourceName, const QString& title);
};
