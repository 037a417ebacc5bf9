// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>

CommandLine parseCommandLine(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Play and study chess variants."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption preset(QStringLiteral("preset"),
        QCoreApplication::translate("main", "Start a game of the preset ID."),
        QStringLiteral("ID"));
    const QCommandLineOption profile({QStringLiteral("rules"), QStringLiteral("profile")},
        QCoreApplication::translate("main", "Use the rule profile NAME of the preset."),
        QStringLiteral("NAME"));
    const QCommandLineOption fen(QStringLiteral("fen"),
        QCoreApplication::translate("main", "Start from this position."), QStringLiteral("FEN"));
    const QCommandLineOption moves(QStringLiteral("moves"),
        QCoreApplication::translate(
            "main", "Play these moves (coordinate notation, space separated)."),
        QStringLiteral("MOVES"));
    const QCommandLineOption select(QStringLiteral("select"),
        QCoreApplication::translate("main", "Select the piece on SQUARE so its legal moves show."),
        QStringLiteral("SQUARE"));
    const QCommandLineOption click(QStringLiteral("click"),
        QCoreApplication::translate("main",
            "Click SQUARE on the board after the moves (repeatable; a piece letter with * or @, "
            "like N@, clicks that piece in the hand of the side to move)."),
        QStringLiteral("SQUARE"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the window to FILE (PNG) and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption inspect(QStringLiteral("inspect"),
        QCoreApplication::translate("main", "Start in inspect mode (any piece can be selected)."));
    const QCommandLineOption panel(QStringLiteral("panel"),
        QCoreApplication::translate("main", "Show the side panel NAME (moves, pieces or info)."),
        QStringLiteral("NAME"));
    const QCommandLineOption dialog(QStringLiteral("dialog"),
        QCoreApplication::translate(
            "main", "Open the dialog NAME (new-game or preferences); --screenshot renders it."),
        QStringLiteral("NAME"));
    const QCommandLineOption pieces(QStringLiteral("pieces"),
        QCoreApplication::translate(
            "main", "Draw the pieces with the piece set ID for this run (see Preferences)."),
        QStringLiteral("ID"));
    const QCommandLineOption restore(QStringLiteral("restore"),
        QCoreApplication::translate("main",
            "What to do with the unsaved games of sessions that crashed: ask (the default), all "
            "(restore every one, each in its own window) or none (keep them for later)."),
        QStringLiteral("MODE"), QStringLiteral("ask"));
    parser.addOptions({preset, profile, fen, moves, select, click, inspect, panel, dialog, pieces,
        restore, screenshot});
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("main",
            "A game log or game bundle (.fbz) to open, or a preset bundle (.fbpz) to install."),
        QStringLiteral("[file]"));
    parser.process(arguments);
    CommandLine c;
    c.preset = parser.value(preset);
    c.profile = parser.value(profile);
    c.fen = parser.value(fen);
    c.moves = parser.value(moves).split(u' ', Qt::SkipEmptyParts);
    c.select = parser.value(select);
    c.clicks = parser.values(click);
    c.inspect = parser.isSet(inspect);
    c.panel = parser.value(panel);
    c.dialog = parser.value(dialog);
    c.pieceSet = parser.value(pieces);
    c.restore = parser.value(restore);
    c.screenshot = parser.value(screenshot);
    c.files = parser.positionalArguments();
    return c;
}
