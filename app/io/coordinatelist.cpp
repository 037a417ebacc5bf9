// SPDX-License-Identifier: GPL-3.0-or-later
#include "coordinatelist.h"

#include "fen.h"
#include "notation.h"
#include "pgnwriter.h"
#include "presetembed.h"
#include "variantnames.h"

#include <QRegularExpression>

namespace fb::io {

QString metadataLines(const GameRecord& game, const QString& prefix, bool includePreset)
{
    QString out;
    auto line = [&](const QString& name, const QString& value) {
        // PGN's placeholders ("?", "????.??.??") say nothing: leave them out.
        if (!value.isEmpty() && value != u"?" && value != u"????.??.??")
            out += QStringLiteral("%1 [%2 \"%3\"]\n").arg(prefix, name, escapePgnTag(value));
    };
    if (includePreset) {
        const bool custom = !game.presetJson.isEmpty();
        line(QStringLiteral("Variant"),
            custom ? game.presetId : variantNameForPreset(game.presetId));
        line(QStringLiteral("Preset"), game.presetId);
    }
    line(QStringLiteral("Rules"), game.profile);
    for (const auto& [name, value] : game.tags)
        line(name, value);
    if (game.result != u"*")
        line(QStringLiteral("Result"), game.result);
    if (includePreset && !game.presetJson.isEmpty())
        line(QStringLiteral("PresetJSON"), compactJson(game.presetJson));
    return out;
}

bool readMetadataLine(const QString& line, GameRecord& game)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\]\\s*$"));
    const auto m = re.match(line);
    if (!m.hasMatch())
        return false;
    QString value = m.captured(2);
    value.replace(QStringLiteral("\\\""), QStringLiteral("\""));
    value.replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
    QString why;
    if (!game.takeSpecialTag(m.captured(1), value, &why))
        game.tags.append({m.captured(1), value});
    else if (!why.isEmpty() && game.error.isEmpty())
        game.error = why;
    return true;
}

QList<GameRecord> readCoordinateList(
    const QString& text, const QString& sourceName, LogFormat format)
{
    QList<GameRecord> games;
    GameRecord meta; // tags read from comments, given to every game
    auto newGame = [&](int line) {
        GameRecord g = meta;
        g.sourceName = sourceName;
        g.sourceLine = line;
        g.notation = format == LogFormat::Usi ? MoveNotation::Usi
            : format == LogFormat::Ucci       ? MoveNotation::Ucci
                                              : MoveNotation::Coordinate;
        if (format == LogFormat::Usi)
            g.impliedPreset = QStringLiteral("shogi");
        else if (format == LogFormat::Ucci)
            g.impliedPreset = QStringLiteral("xiangqi");
        games.append(g);
    };
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        const QString line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(u'#')) {
            GameRecord& target = games.isEmpty() ? meta : games.back();
            readMetadataLine(line.mid(1), target);
            continue;
        }
        QStringList words
            = line.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        int w = 0;
        if (words[0] == u"position") {
            newGame(lineNo);
            GameRecord& g = games.back();
            w = 1;
            const QString kind = words.value(w++);
            if (kind == u"startpos") {
                g.startFen.clear();
            } else if (kind == u"sfen" || kind == u"fen") {
                QStringList fen;
                while (w < words.size() && words[w] != u"moves")
                    fen << words[w++];
                g.startFen = fen.join(u' ');
                if (fen.isEmpty())
                    g.error = QStringLiteral("%1:%2: 'position %3' without a position")
                                  .arg(sourceName)
                                  .arg(lineNo)
                                  .arg(kind);
            } else {
                g.error
                    = QStringLiteral("%1:%2: 'position' must be followed by startpos, sfen or fen")
                          .arg(sourceName)
                          .arg(lineNo);
            }
            if (w < words.size() && words[w] == u"moves")
                ++w;
        } else if (games.isEmpty()) {
            newGame(lineNo);
        }
        GameRecord& g = games.back();
        for (; w < words.size(); ++w) {
            const QString& word = words[w];
            if (word == u"moves")
                continue;
            MoveRecord m;
            m.text = word;
            m.sourceLine = lineNo;
            g.mainLine.moves.push_back(std::move(m));
        }
    }
    if (games.isEmpty() && !meta.tags.isEmpty()) {
        newGame(1);
    }
    return games;
}

bool writeUsi(const GameRecord& game, QString& out, QString* error)
{
    // USI writes a promotion as '+': it cannot say which of several pieces one becomes.
    for (const PieceDefinition& d : game.variant->pieces)
        if (d.promotions.size() > 1) {
            if (error)
                *error = QStringLiteral("USI cannot write %1: a %2 may promote to several pieces")
                             .arg(game.variant->name, d.name);
            return false;
        }
    std::optional<Position> pos = game.startPosition(error);
    if (!pos)
        return false;
    out = metadataLines(
        game, QStringLiteral("#"), game.presetId != u"shogi" || !game.presetJson.isEmpty());
    out += QStringLiteral("position ");
    out += game.startFen.isEmpty() ? QStringLiteral("startpos")
                                   : QStringLiteral("sfen ") + writeSfen(*pos);
    if (!game.mainLine.moves.empty())
        out += QStringLiteral(" moves");
    for (const MoveRecord& m : game.mainLine.moves) {
        out += u' ' + usiText(*pos, m.move);
        pos->makeMove(m.move);
    }
    out += u'\n';
    return true;
}

} // namespace fb::io
