// SPDX-License-Identifier: GPL-3.0-or-later
// fairyboard-cli: command-line access to the Fairyboard rules engine.
#include "clicommands.h"
#include "importcommands.h"
#include "logcommands.h"
#include "matchcommand.h"
#include "searchbench.h"
#include "whycommand.h"

#include <QCoreApplication>
#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("fairyboard-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FAIRYBOARD_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    QStringList args = app.arguments().mid(1);
    if (args.isEmpty() || args[0] == u"--help" || args[0] == u"-h" || args[0] == u"help") {
        out << fb::cli::usage();
        return args.isEmpty() ? 2 : 0;
    }
    if (args[0] == u"--version") {
        out << "fairyboard-cli " << FAIRYBOARD_VERSION << '\n';
        return 0;
    }
    const QString command = args.takeFirst();
    const fb::cli::Streams io{out, err};
    if (command == u"presets")
        return fb::cli::presets(args, io);
    if (command == u"perft")
        return fb::cli::perft(args, io);
    if (command == u"moves")
        return fb::cli::moves(args, io);
    if (command == u"why")
        return fb::cli::why(args, io);
    if (command == u"check")
        return fb::cli::check(args, io);
    if (command == u"bench")
        return fb::cli::bench(args, io);
    if (command == u"match")
        return fb::cli::match(args, io);
    if (command == u"replay")
        return fb::cli::replay(args, io);
    if (command == u"convert")
        return fb::cli::convert(args, io);
    if (command == u"gen-games")
        return fb::cli::genGames(args, io);
    if (command == u"bench-replay")
        return fb::cli::benchReplay(args, io);
    if (command == u"import")
        return fb::cli::importVariant(args, io);
    if (command == u"export")
        return fb::cli::exportVariant(args, io);
    if (command == u"bench-search")
        return fb::cli::searchBench(args, io);
    if (command == u"bench-load")
        return fb::cli::benchLoad(args, io);
    err << "fairyboard-cli: unknown command '" << command << "'\n\n" << fb::cli::usage();
    return 2;
}
