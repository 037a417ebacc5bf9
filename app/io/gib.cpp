// SPDX-License-Identifier: GPL-3.0-or-later
// Resolving and writing .gib moves and records.
#include "gib.h"

#include "gibpieces.h"
#include "movegen.h"

#include <QRegularExpression>

namespace fb::io {

namespace {

const QString PassWord = QStringLiteral("한수쉼");

} // namespace

std::optional<Move> resolveGibMove(
    const Position& pos, const MoveList& legal, const QString& text, QString* error)
{
    auto fail = [&](const QString& why) -> std::optional<Move> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString t = text.trimmed();
    if (t == PassWord) {
        for (const Move& m : legal)
            if (m.isPass())
                return m;
        return fail(QStringLiteral("'%1': no pass is allowed here").arg(t));
    }
    static const QRegularExpression re(QStringLiteral("^(\\d)(\\d)([^\\d]+)(\\d)(\\d)$"));
    const auto m = re.match(t);
    if (!m.hasMatch())
        return fail(QStringLiteral("cannot read the move '%1'").arg(t));
    const VariantDefinition& v = pos.variant();
    const BoardGeometry& g = v.geometry;
    QString name = m.captured(3);
    if (name.size() > 1 && QStringView(u"楚漢초한").contains(name[0]))
        name = name.mid(1); // "79楚卒78": the side before the piece
    const PieceType type = gib::pieceByName(v, name);
    const Square from = gib::square(g, m.captured(1).toInt(), m.captured(2).toInt());
    const Square to = gib::square(g, m.captured(4).toInt(), m.captured(5).toInt());
    if (type == NoPieceType)
        return fail(QStringLiteral("'%1': unknown piece '%2'").arg(t, name));
    if (from == NoSquare || to == NoSquare)
        return fail(QStringLiteral("'%1': no such square").arg(t));
    if (!isPiece(pos.at(from)) || typeOf(pos.at(from)) != type)
        return fail(QStringLiteral("'%1': no %2 on %3").arg(t, name, t.left(2)));
    for (const Move& mv : legal)
        if (mv.kind == MoveKind::Normal && mv.from == from && mv.to == to && mv.viaCount == 0)
            return mv;
    return fail(QStringLiteral("'%1' is not a legal move here").arg(t));
}

bool writeGib(const GameRecord& game, QString& out, QString* error)
{
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    const VariantDefinition& v = *game.variant;
    for (const PieceDefinition& d : v.pieces)
        if (gib::nameOf(d, First).isEmpty())
            return fail(QStringLiteral(".gib has no name for the %1 of %2").arg(d.name, v.name));
    const std::optional<std::pair<QString, QString>> setups = game.startFen.isEmpty()
        ? std::make_pair(gib::defaultSetup(), gib::defaultSetup())
        : gib::setupsOf(game.startFen);
    if (!setups)
        return fail(QStringLiteral("a .gib game starts from a standard set-up of janggi"));
    std::optional<Position> pos = game.startPosition(error);
    if (!pos)
        return false;
    out.clear();
    auto header = [&](const QString& key, const QString& value) {
        if (!value.isEmpty() && value != u"?" && !value.contains(u'"'))
            out += QStringLiteral("[%1 \"%2\"]\n").arg(key, value);
    };
    for (const auto& [key, tag] : gib::headerTags())
        header(key, game.tag(tag));
    header(QStringLiteral("초차림"), setups->first);
    header(QStringLiteral("한차림"), setups->second);
    header(QStringLiteral("대국결과"), gib::resultText(game.result, game.termination));
    header(QStringLiteral("총수"), QString::number(game.mainLine.moves.size()));
    for (const auto& [name, value] : game.tags)
        if (!name.contains(u' ') && !name.contains(u']') && !gib::isHeaderTag(name))
            header(name, value);
    out += u'\n';
    for (const QString& c : game.mainLine.startComments)
        out += QStringLiteral("{%1}\n").arg(QString(c).replace(u'}', u')'));
    int number = 0;
    for (const MoveRecord& m : game.mainLine.moves) {
        const Move& mv = m.move;
        ++number;
        QString text;
        if (mv.isPass()) {
            text = PassWord;
        } else if (mv.kind != MoveKind::Normal || mv.viaCount) {
            return fail(QStringLiteral(".gib cannot write the move %1").arg(m.text));
        } else {
            const Piece p = pos->at(mv.from);
            text = gib::squareText(v.geometry, mv.from)
                + gib::nameOf(v.pieces[size_t(typeOf(p))], sideOf(p))
                + gib::squareText(v.geometry, mv.to);
        }
        out += QStringLiteral("%1. %2").arg(number).arg(text);
        for (const QString& c : m.comments)
            out += QStringLiteral(" {%1}").arg(QString(c).replace(u'}', u')'));
        out += number % 10 == 0 ? u'\n' : u' ';
        pos->makeMove(mv);
    }
    if (!out.endsWith(u'\n'))
        out += u'\n';
    return true;
}

} // namespace fb::io
