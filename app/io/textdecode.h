// SPDX-License-Identifier: GPL-3.0-or-later
// Turning the bytes of a log into text: UTF-8, UTF-16, Shift_JIS, EUC-JP (KIF, CSA), GB18030
// and Big5 (xiangqi), EUC-KR (janggi) or Latin-1.
#pragma once

#include <QByteArray>
#include <QString>

namespace fb::io {

struct DecodedText
{
    QString text;
    /// "UTF-8", "UTF-16LE", "UTF-16BE", "Shift_JIS", "EUC-JP", "GB18030", "Big5", "EUC-KR"
    /// or "ISO-8859-1"
    QString encoding;
    /// Why the text is probably not what the file holds (empty when it decoded cleanly): the
    /// bytes fit no encoding and were read as Latin-1, or hold NUL bytes.
    QString problem;
};

/// Decodes a log: a UTF-8 or UTF-16 byte-order mark names the encoding; UTF-16 without one is
/// recognised by its NUL bytes (every other byte of ASCII text); valid UTF-8 means UTF-8; a
/// declaration in the first lines ("#KIF version=2.0 encoding=Shift_JIS", CSA's
/// "'encoding=...") is followed; otherwise the CJK encoding (Shift_JIS, EUC-JP, GB18030 for
/// GB2312 and GBK too, Big5, EUC-KR) that decodes without errors and reads most like a
/// record (kana, the characters of shogi, xiangqi and janggi records, other ideographs and
/// hangul); Latin-1 when none fits (then `problem` says so). Line ends are kept as they are.
DecodedText decodeText(const QByteArray& bytes);

/// Encodes text for writing. Returns false (and leaves `out` empty) if `encoding` cannot
/// represent some character of the text.
bool encodeText(const QString& text, const QString& encoding, QByteArray& out);

} // namespace fb::io
