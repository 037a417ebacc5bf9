// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the engine, game-log, fuzz and app tests: the bundled presets, positions
// and moves as text, whole files read and written.
#pragma once

#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "presetloader.h"

#include <QFile>
#include <QStringList>
#include <algorithm>
#include <optional>

namespace fbtest {

/// The bundled presets, loaded once per test process.
inline const fb::PresetRegistry& bundled()
{
    static const fb::PresetRegistry registry = [] {
        fb::PresetRegistry r;
        r.addBundled();
        return r;
    }();
    return registry;
}

/// Position `fen` (the start position if empty) of bundled preset `id` under rule `profile`;
/// nullopt if any is bad. Test positions may be ones no game reaches (lishogi's kingless Lion
/// boards, a piece alone on the board): they are read as --allow-illegal-position reads them.
/// Position validation itself is tested with fb::readFen (tst_positioncheck, tst_fen).
inline std::optional<fb::Position> position(
    const QString& id, const QString& fen = {}, const QString& profile = {})
{
    const fb::VariantPtr v = bundled().variant(id, profile);
    if (!v)
        return std::nullopt;
    return fb::readFen(
        v, fen.isEmpty() ? v->startFen : fen, nullptr, fb::ImpossiblePositions::Allow);
}

/// The coordinate texts of `moves` (made in `pos`), sorted.
/// The position `fen` of bundled preset `preset`; stops the test program when it is not one.
inline fb::Position positionOrDie(const QString& preset, const QString& fen)
{
    std::optional<fb::Position> p = position(preset, fen);
    if (!p)
        qFatal("bad position %s", qPrintable(fen));
    return *p;
}

/// Plays `moves` (coordinate notation, space separated) on `p`; stops the test program at the
/// first one that is not legal.
inline void playOrDie(fb::Position& p, const QString& moves)
{
    for (const QString& text : moves.split(u' ', Qt::SkipEmptyParts)) {
        const std::optional<fb::Move> m = fb::parseCoordinate(p, text);
        if (!m)
            qFatal("illegal move %s", qPrintable(text));
        p.makeMove(*m);
    }
}

inline QStringList texts(const fb::Position& pos, const fb::MoveList& moves)
{
    QStringList out;
    for (const fb::Move& m : moves)
        out << fb::coordinateText(pos, m);
    std::sort(out.begin(), out.end());
    return out;
}

/// The legal moves of the side to move, as sorted coordinate texts.
inline QStringList legalMoves(fb::Position& pos)
{
    fb::MoveList list;
    fb::MoveGenerator::generateLegal(pos, list);
    return texts(pos, list);
}

/// Square by name ("e4"), NoSquare if the board has no such square.
inline fb::Square square(const fb::Position& pos, const QString& name)
{
    int at = 0;
    const fb::Square s = pos.geometry().parseSquare(name, at);
    return at == name.size() ? s : fb::NoSquare;
}

/// The whole contents of a file, empty when it cannot be read.
inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Writes `bytes` as the whole contents of a file; false when that fails.
inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace fbtest
