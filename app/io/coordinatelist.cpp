// SPDX-License-Identifier: GPL-3.0-or-later
#include "coordinatelist.h"

#include "fen.h"
#include "loglimits.h"
#include "notation.h"
#include "pgnwriter.h"
#include "presetembed.h"
#include "variantnames.h"

#include <QRegularExpression>
#include <optional>

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
        line(QStringLiteral("Variant"), recordVariantName(game));
        line(QStringLiteral("Preset"), game.presetId);
    }
    line(QStringLiteral("Rules"), game.profile);
    for (const auto& [name, value] : game.tags)
        line(name, value);
    if (game.result != u"*")
        line(QStringLiteral("Result"), game.result);
    line(QStringLiteral("Termination"), terminationName(game.termination));
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

namespace {

// The words of a line (separated by white space) one at a time.
class Words
{
public:
    explicit Words(QStringView line)
        : m_line(line)
    { }
    // The next word, or an empty view at the end.
    QStringView next()
    {
        while (m_pos < m_line.size() && m_line[m_pos].isSpace())
            ++m_pos;
        const qsizetype start = m_pos;
        while (m_pos < m_line.size() && !m_line[m_pos].isSpace())
            ++m_pos;
        return m_line.mid(start, m_pos - start);
    }
    // The next word without taking it.
    QStringView peek() const { return Words(*this).next(); }

private:
    QStringView m_line;
    qsizetype m_pos = 0;
};

// The rest of a "position" command after its first word: "startpos", "sfen SFEN" or
// "fen FEN", up to "moves" (taken too). A malformed one sets game.error.
void readPosition(Words& words, GameRecord& game, int lineNo)
{
    const QStringView kind = words.next();
    if (kind == u"startpos") {
        game.startFen.clear();
    } else if (kind == u"sfen" || kind == u"fen") {
        QStringList fen;
        while (!words.peek().isEmpty() && words.peek() != u"moves")
            fen << words.next().toString();
        game.startFen = fen.join(u' ');
        if (fen.isEmpty())
            game.error = QStringLiteral("%1:%2: 'position %3' without a position")
                             .arg(game.sourceName)
                             .arg(lineNo)
                             .arg(kind);
    } else {
        game.error = QStringLiteral("%1:%2: 'position' must be followed by startpos, sfen or fen")
                         .arg(game.sourceName)
                         .arg(lineNo);
    }
    if (words.peek() == u"moves")
        words.next();
}

} // namespace

void readCoordinateList(
    const QString& text, const QString& sourceName, LogFormat format, GameCollector& out)
{
    GameRecord meta; // tags read from comments, given to every game
    std::optional<GameRecord> game; // the game being read
    auto newGame = [&](int line) {
        if (!out.addPending(game))
            return false;
        game = meta;
        game->sourceName = sourceName;
        game->sourceLine = line;
        game->notation = format == LogFormat::Usi ? MoveNotation::Usi
            : format == LogFormat::Ucci           ? MoveNotation::Ucci
                                                  : MoveNotation::Coordinate;
        game->implied.format = format == LogFormat::Usi ? QStringLiteral("usi")
            : format == LogFormat::Ucci                 ? QStringLiteral("ucci")
                                                        : QStringLiteral("uci");
        return true;
    };
    TextLines lines(text);
    QStringView view;
    int lineNo = 0;
    while (lines.next(view, lineNo)) {
        if (!out.checkLine(view.size(), lineNo))
            return;
        const QStringView line = view.trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(u'#')) {
            GameRecord& target = game ? *game : meta;
            if (!out.countEntry(lineNo))
                return;
            if (readMetadataLine(line.mid(1).toString(), target) && !out.checkTags(target, lineNo))
                return;
            continue;
        }
        Words words(line);
        if (words.peek() == u"position") {
            words.next();
            if (!newGame(lineNo))
                return;
            readPosition(words, *game, lineNo);
        } else if (!game && !newGame(lineNo)) {
            return;
        }
        for (QStringView word = words.next(); !word.isEmpty(); word = words.next()) {
            if (word == u"moves")
                continue;
            if (!out.countEntry(lineNo))
                return;
            MoveRecord m;
            m.text = word.toString();
            m.sourceLine = lineNo;
            m.sourceColumn = int(word.data() - view.data()) + 1;
            game->mainLine.moves.push_back(std::move(m));
        }
    }
    if (!game && !meta.tags.isEmpty() && !newGame(1))
        return;
    out.addPending(game);
}

QList<GameRecord> readCoordinateList(
    const QString& text, const QString& sourceName, LogFormat format)
{
    GameCollector out(sourceName, LogLimits());
    readCoordinateList(text, sourceName, format, out);
    return out.games();
}

bool writeUsi(const GameRecord& game, QString& out, QString* error)
{
    // USI writes a promotion as '+': it cannot say which of several pieces one becomes.
    for (const PieceDefinition& d : game.variant->pieces)
        if (d.promotions.size() > 1 || d.secondPromotions.size() > 1) {
            if (error)
                *error = QStringLiteral("USI cannot write %1: a %2 may promote to several pieces")
                             .arg(game.variant->name, d.name);
            return false;
        }
    if (game.variant->rules.burning.choose > 0) {
        if (error)
            *error = QStringLiteral("USI cannot write the pieces a move of %1 burns")
                         .arg(game.variant->name);
        return false;
    }
    std::optional<Position> pos = game.startPosition(error);
    if (!pos)
        return false;
    out = metadataLines(game, QStringLiteral("#"), !impliedByFormat(game, QStringLiteral("usi")));
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
