// SPDX-License-Identifier: GPL-3.0-or-later
// Presets as big as the limits allow, made in code (shared by tst_presets, the preset fuzzer and
// bench_presetsize): many piece types, big boards, many move paths.
#pragma once

#include "variant.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

namespace fbtest {

/// `count` distinct FEN letters as a preset's "letter" takes them: upper-case letters that have
/// a lower case of their own, each alone and after '+' ("A", "+A", "B", "+B", ...).
inline QStringList fenLetters(int count)
{
    QStringList out;
    for (char16_t u = 0x41; u < 0xFFFF && out.size() < count; ++u) {
        const QChar c(u);
        if (c.isLetter() && c.isUpper() && c.toLower() != c && c.toLower().toUpper() == c)
            out << QString(c) << QStringLiteral("+") + c;
    }
    return out.mid(0, count);
}

/// A preset on a `files` x `ranks` board with a royal king and `count` - 1 other piece types
/// ("p1", "p2", ...), each moving by `betza`; the kings stand in the corners.
inline QJsonObject presetWith(int files, int ranks, int count, const QString& betza)
{
    const QStringList letters = fenLetters(count);
    QJsonArray pieces{
        QJsonObject{{"id", "king"}, {"letter", letters[0]}, {"betza", "K"}, {"royal", true}}};
    for (int i = 1; i < count; ++i)
        pieces.append(QJsonObject{
            {"id", QStringLiteral("p%1").arg(i)}, {"letter", letters[i]}, {"betza", betza}});
    QStringList rows(ranks, QString::number(files));
    const QString rest = files == 1 ? QString() : QString::number(files - 1);
    rows.front() = letters[0].toLower() + rest;
    rows.back() = letters[0] + rest;
    return QJsonObject{{"id", "big"}, {"board", QJsonObject{{"files", files}, {"ranks", ranks}}},
        {"pieces", pieces}, {"start", rows.join(u'/') + QStringLiteral(" w - - 0 1")}};
}

/// `count` different four-leg leaps, 2744 move paths each: "aaa(2,1)aaa(3,1)aaa(3,2)...".
inline QString distinctFourLegLeaps(int count)
{
    QString betza;
    for (int x = 2; count > 0; ++x)
        for (int y = 1; y < x && count > 0; ++y, --count)
            betza += QStringLiteral("aaa(%1,%2)").arg(x).arg(y);
    return betza;
}

/// A preset on a 36 x 36 board with a king and `count` - 1 riders, each along its own line and
/// range ("N2", "N3", ... "W2", ...): as many attack rays as piece types.
inline QJsonObject presetOfRiders(int count)
{
    static const QStringList atoms{QStringLiteral("N"), QStringLiteral("W"), QStringLiteral("F"),
        QStringLiteral("(3,1)"), QStringLiteral("(3,2)"), QStringLiteral("(4,1)"),
        QStringLiteral("(4,3)"), QStringLiteral("(5,1)"), QStringLiteral("(5,2)"),
        QStringLiteral("(5,3)"), QStringLiteral("(5,4)")};
    QJsonObject p = presetWith(36, 36, count, QStringLiteral("W"));
    QJsonArray pieces = p.value(QStringLiteral("pieces")).toArray();
    for (int i = 1; i < pieces.size(); ++i) {
        QJsonObject piece = pieces[i].toObject();
        piece[QStringLiteral("betza")] = atoms[i / 98 % atoms.size()] + QString::number(2 + i % 98);
        pieces[i] = piece;
    }
    p[QStringLiteral("pieces")] = pieces;
    return p;
}

/// What the compiled tables of `v` take: the storage every vector of its MoveTables holds (the
/// square sets' words included), which estimateMoveTables() must bound.
inline size_t tableBytes(const fb::VariantDefinition& v)
{
    const fb::MoveTables& t = v.tables();
    auto bytes = [](const auto& vec) { return vec.capacity() * sizeof(vec[0]); };
    auto setBytes = [&](const std::vector<fb::SquareSet>& sets) {
        return bytes(sets) + sets.size() * (size_t(t.cells) + 63) / 64 * 8;
    };
    size_t n = bytes(t.pieceTables) + bytes(t.attackerFlags) + setBytes(t.blockSensitive)
        + setBytes(t.deadSquares) + setBytes(t.promotionSquares) + bytes(t.pieceKeys)
        + bytes(t.handKeys) + bytes(t.virginKeys) + bytes(t.epKeys) + bytes(t.lionKeys)
        + bytes(t.reachStart) + bytes(t.reachRays) + bytes(t.reachCell);
    for (const fb::PieceTable& p : t.pieceTables)
        n += bytes(p.simple) + bytes(p.paths);
    for (int s = 0; s < 2; ++s)
        n += bytes(t.attackRays[size_t(s)]) + bytes(t.complexAttackers[size_t(s)])
            + bytes(t.epCaptures[size_t(s)]);
    return n;
}

} // namespace fbtest
