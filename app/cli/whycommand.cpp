// SPDX-License-Identifier: GPL-3.0-or-later
#include "whycommand.h"

#include "fen.h"
#include "notation.h"
#include "refusal.h"

namespace fb::cli {

QString whyUsage()
{
    return QStringLiteral(
        "  why PRESET MOVES [--fen FEN] [--rules PROFILE]\n"
        "                                  plays MOVES but the last (coordinate notation, space\n"
        "                                  separated), then says why the last is illegal:\n"
        "                                  ID<TAB>reason, or \"legal\"\n");
}

int why(const QStringList& args, Streams io)
{
    QStringList positional;
    QString fen, rules, presetDir;
    bool allowIllegal = false;
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == u"--allow-illegal-position") {
            allowIllegal = true;
            continue;
        }
        QString* target = a == u"--fen" ? &fen
            : a == u"--rules"           ? &rules
            : a == u"--presets"         ? &presetDir
                                        : nullptr;
        if (target && i + 1 < args.size()) {
            *target = args[++i];
        } else if (target || a.startsWith(u"--")) {
            io.err << "fairyboard-cli: " << a
                   << (target ? " needs a value\n" : ": unknown option\n");
            return 2;
        } else {
            positional << a;
        }
    }
    if (positional.size() != 2) {
        io.err << "usage: fairyboard-cli why PRESET MOVES [--fen FEN] [--rules PROFILE]\n";
        return 2;
    }
    PresetRegistry reg = makeRegistry(presetDir);
    const VariantPtr v = loadVariant(reg, positional[0], rules, io.err);
    if (!v)
        return 1;
    std::optional<Position> pos = fenArgument(v, fen, allowIllegal, io.err);
    if (!pos)
        return 1;
    const QStringList moves = positional[1].split(u' ', Qt::SkipEmptyParts);
    if (moves.isEmpty()) {
        io.err << "fairyboard-cli: no move given\n";
        return 2;
    }
    for (int i = 0; i + 1 < moves.size(); ++i) {
        QString error;
        const std::optional<Move> m = parseCoordinate(*pos, moves[i], &error);
        if (!m) {
            io.err << "fairyboard-cli: move " << (i + 1) << ": " << error << "\n";
            return 1;
        }
        pos->makeMove(*m);
    }
    const std::optional<Move> m = proposedMove(*pos, moves.last());
    if (!m) {
        io.out << refusalId(Refusal::NoSuchMove) << '\t' << refusalText(Refusal::NoSuchMove, *v)
               << '\n';
        return 0;
    }
    if (const std::optional<Refusal> r = whyIllegal(*pos, *m))
        io.out << refusalId(*r) << '\t' << refusalText(*r, *v) << '\n';
    else
        io.out << "legal\n";
    return 0;
}

} // namespace fb::cli
