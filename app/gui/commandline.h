// SPDX-License-Identifier: GPL-3.0-or-later
// The options of the fairyboard executable.
#pragma once

#include <QString>
#include <QStringList>

struct CommandLine
{
    QString preset;
    QString profile;
    QString fen;
    QStringList moves;
    QString select;
    QStringList clicks; ///< squares (or "N*", "N@": a piece in hand) clicked in turn
    bool inspect = false;
    QString panel; ///< "moves" or "pieces"
    QString dialog; ///< "new-game" or "preferences"
    QString pieceSet; ///< a piece set id for this run (the settings are not changed)
    QString restore = QStringLiteral("ask"); ///< crashed sessions' games: ask, all or none

    QString screenshot;
    QStringList files;
};

/// Parses the application's arguments (exits with usage on --help and prints --version).
CommandLine parseCommandLine(const QStringList& arguments);
