// SPDX-License-Identifier: GPL-3.0-or-later
// Turning the bytes of a log into text: UTF-8, Shift_JIS, EUC-JP (KIF, CSA) or Latin-1.
#pragma once

#include <QByteArray>
#include <QString>

namespace fb::io {

struct DecodedText
{
    QString text;
    /// "UTF-8", "UTF-16LE", "UTF-16BE", "Shift_JIS", "EUC-JP" or "ISO-8859-1"
    QString encoding;
    /// Why the text is probably not what the file holds (empty when it decoded cleanly): the
    /// bytes fit no encoding and were read as Latin-1, or hold NUL bytes.
    QString problem;
};

/// Decodes a log: a UTF-8 or UTF-16 byte-order mark names the encoding; UTF-16 without one is
/// recognised by its NUL bytes (every other byte of ASCII text); valid UTF-8 means UTF-8; a
/// declaration in the first lines ("#KIF version=2.0 encoding=Shift_JIS", CSA's
/// "'encoding=...") is followed; otherwise the Japanese encoding (Shift_JIS or EUC-JP) that
/// decodes without errors and reads most like Japanese; Latin-1 when neither fits (then
/// `problem` says so). Line ends are kept as they are.
DecodedText decodeText(const QByteArray& bytes);

/// Encodes text for writing. Returns false (and leaves `out` empty) if `encoding` cannot
/// represent some character of the text.
bool encodeText(const QString& text, const QString& encoding, QByteArray& out);

} // namespace fb::io
