// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace {

/// Adds every option of the app to the parser.
void describeOptions(QCommandLineParser& parser)
{
    // "-style" is one word, not -s -t -y ...: no option of ours is a compacted short option.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
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
    const QCommandLineOption allowIllegal(QStringLiteral("allow-illegal-position"),
        QCoreApplication::translate("main",
            "Start from the --fen position even if it cannot occur in a game (for problems)."));
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
        QCoreApplication::translate("main",
            "Open the dialog NAME (new-game, preferences, edit-position or "
            "import-from-engine); --screenshot renders it."),
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
    const QCommandLineOption engine(QStringLiteral("engine"),
        QCoreApplication::translate("main",
            "An engine (a command line, PROTOCOL:COMMAND to skip probing, or builtin[:LEVEL] for "
            "the built-in AI, levels 1 to 8) plays the side to move after the moves; "
            "--screenshot waits for its move."),
        QStringLiteral("SPEC"));
    const QCommandLineOption clock(QStringLiteral("clock"),
        QCoreApplication::translate("main",
            "Clocks for the --engine game: MINUTES+SECONDS (base and increment); else one second "
            "per move."),
        QStringLiteral("TIME"));
    const QCommandLineOption analyse(QStringLiteral("analyse"),
        QCoreApplication::translate("main",
            "Opens the Analysis panel with ENGINE analysing the position shown: builtin (the "
            "built-in AI), an engine's name in the Engines list, or a command line as --engine "
            "takes it; --screenshot waits for its lines."),
        QStringLiteral("ENGINE"));
    const QCommandLineOption analysisLines(QStringLiteral("analysis-lines"),
        QCoreApplication::translate("main", "How many lines --analyse shows (1 to 5)."),
        QStringLiteral("N"));
    parser.addOptions({preset, profile, fen, allowIllegal, moves, select, click, inspect, panel,
        dialog, pieces, restore, screenshot, engine, clock, analyse, analysisLines});
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("main",
            "A game log or game bundle (.fbz) to open, or a preset bundle (.fbpz) to install."),
        QStringLiteral("[file]"));
}

} // namespace

void answerInfoOptions(const QStringList& arguments)
{
    QCommandLineParser parser;
    describeOptions(parser);
    parser.parse(arguments); // errors are reported by parseCommandLine, once Qt's options are gone
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
}

CommandLine parseCommandLine(const QStringList& arguments)
{
    QCommandLineParser parser;
    describeOptions(parser);
    parser.process(arguments);
    CommandLine c;
    c.preset = parser.value(QStringLiteral("preset"));
    c.profile = parser.value(QStringLiteral("rules"));
    c.fen = parser.value(QStringLiteral("fen"));
    c.allowIllegalPosition = parser.isSet(QStringLiteral("allow-illegal-position"));
    c.moves = parser.value(QStringLiteral("moves")).split(u' ', Qt::SkipEmptyParts);
    c.select = parser.value(QStringLiteral("select"));
    c.clicks = parser.values(QStringLiteral("click"));
    c.inspect = parser.isSet(QStringLiteral("inspect"));
    c.panel = parser.value(QStringLiteral("panel"));
    c.dialog = parser.value(QStringLiteral("dialog"));
    c.pieceSet = parser.value(QStringLiteral("pieces"));
    c.restore = parser.value(QStringLiteral("restore"));
    c.screenshot = parser.value(QStringLiteral("screenshot"));
    c.engine = parser.value(QStringLiteral("engine"));
    c.clock = parser.value(QStringLiteral("clock"));
    c.analyse = parser.value(QStringLiteral("analyse"));
    c.analysisLines = parser.value(QStringLiteral("analysis-lines")).toInt();
    c.files = parser.positionalArguments();
    return c;
}
