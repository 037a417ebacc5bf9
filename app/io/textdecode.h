// SPDX-License-Identifier: GPL-3.0-or-later
// Turning the bytes of a log into text: UTF-8, Shift_JIS, EUC-JP (KIF, CSA) or Latin-1.
#pragma once

#include <QByteArray>
#include <QString>

namespace fb::io {

struct DecodedText
{
    QString text;
    QString encoding; ///< "UTF-8", "Shift_JIS", "EUC-JP" or "ISO-8859-1"
};

/// Decodes a log: a UTF-8 byte-order mark or valid UTF-8 means UTF-8; a declaration in the
/// first lines ("#KIF version=2.0 encoding=Shift_JIS", CSA's "'encoding=...") is followed;
/// otherwise the Japanese encoding (Shift_JIS or EUC-JP) that decodes without errors and reads
/// most like Japanese; Latin-1 when neither fits. Line ends are kept as they are.
DecodedText decodeText(const QByteArray& bytes);

/// Encodes text for writing. Returns false (and leaves `out` empty) if `encoding` cannot
/// represent some character of the text.
bool encodeText(const QString& text, const QString& encoding, QByteArray& out);

} // namespace fb::io
