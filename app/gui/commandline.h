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
    bool allowIllegalPosition = false; ///< start from `fen` even if it cannot occur in a game
    QStringList moves;
    QString select;
    QStringList clicks; ///< squares (or "N*", "N@": a piece in hand) clicked in turn
    bool inspect = false;
    QString panel; ///< "moves" or "pieces"
    QString dialog; ///< "new-game" or "preferences"
    QString pieceSet; ///< a piece set id for this run (the settings are not changed)
    QString restore = QStringLiteral("ask"); ///< crashed sessions' games: ask, all or none
    QString engine; ///< an engine spec that plays the side to move after the moves
    QString clock; ///< "MINUTES+SECONDS" for the engine game (empty: a second per move)
    /// An engine that analyses the position shown ("builtin", an engine's name in the Engines
    /// list, or a command line as --engine takes it); empty: none.
    QString analyse;
    int analysisLines = 0; ///< the lines it shows (0: the panel's choice)

    QString screenshot;
    QStringList files;
};

/// Answers --help and --version (prints to stdout, exits 0) when the arguments ask for one, else
/// returns. Needs only a QCoreApplication, so it works without a display; options of Qt's own
/// (-platform, -style ...) are ignored here.
void answerInfoOptions(const QStringList& arguments);

/// Parses the application's arguments, as QApplication left them (it removes Qt's own
/// options). Prints usage and exits 0 on --help and --version, prints the error and exits 1 on
/// an unknown option or a missing value.
CommandLine parseCommandLine(const QStringList& arguments);
