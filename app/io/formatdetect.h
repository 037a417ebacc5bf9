// SPDX-License-Identifier: GPL-3.0-or-later
// Which log format a file is: by its name first, by its content when the name says nothing.
#pragma once

#include <QByteArray>
#include <QString>

namespace fb::io {

enum class LogFormat : uint8_t
{
    Unknown,
    Pgn,
    Usi, ///< USI moves, optionally in a "position ..." command
    Uci, ///< UCI (or any coordinate) moves
    Ucci, ///< UCCI (xiangqi, ranks from 0)
    Kif,
    Csa,
    GameCourier,
    Gib, ///< Janggi .gib
    GameBundle, ///< .fbz
    PresetBundle, ///< .fbpz
};

/// The format a file name stands for, compression suffixes ignored: .pgn, .usi, .uci,
/// .ucci, .kif/.kifu/.ki2, .csa, .gc/.txt (Game Courier), .fbz, .fbpz.
LogFormat formatForPath(const QString& path);

/// The format of a log's text, from its first lines; Unknown when nothing fits.
LogFormat detectFormat(const QString& text);

/// The format of raw bytes that are not text (a zip archive), else Unknown.
LogFormat detectBinaryFormat(const QByteArray& head);

/// A short name for messages ("PGN", "KIF" ...).
QString formatName(LogFormat format);

} // namespace fb::io
